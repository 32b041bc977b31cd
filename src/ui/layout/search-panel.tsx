import type { ReactNode } from 'react'
import { common } from '../../i18n/common.js'
import { translator, type Lang } from '../../i18n/index.js'
import type { ChromeData } from '../chrome.js'
import { Icon } from '../icon.js'
import { paths, SEARCH_SCOPES, type SearchScope } from '../paths.js'
import { HEADER_DISCLOSURES } from './main-nav.js'

interface Props {
  lang: Lang
  section: 'web' | 'eshop'
  faculties: ChromeData['faculties']
  children: ReactNode
}

/**
 * The header search panel (spec 000 §2.4): a `<details>` dropdown, closed until opened. Without
 * JavaScript the form goes to the search route, which redirects to the chosen scope's results
 * (src/features/search/search.routes.tsx); the runtime points the form at them directly.
 */
export function SearchPanel({ lang, section, faculties, children }: Props) {
  const t = translator(common, lang)
  const labels: Record<SearchScope, string> = {
    web: t('searchScopeWeb'),
    documents: t('searchScopeDocuments'),
    eshop: t('searchScopeEshop'),
  }
  const checked: SearchScope = section === 'eshop' ? 'eshop' : 'web'
  return (
    <details className="header-search" name={HEADER_DISCLOSURES} data-disclosure="search">
      <summary className="header-button search-toggle">
        <Icon name="search" />
        <span>{t('searchOpen')}</span>
      </summary>
      <div className="header-search__panel" id="headerSearch" role="search" aria-label={t('searchPanel')}>
        <form
          className="header-search__form"
          method="get"
          action={paths.search(lang)}
          id="headerSearchForm"
          data-autocomplete={checked}
          data-suggest={paths.suggestions(lang, checked)}
          data-suggest-box="headerSearchResults"
        >
          <fieldset className="header-search__scopes">
            <legend>{t('searchScope')}</legend>
            {SEARCH_SCOPES.map((scope) => (
              <label key={scope} className="header-search__scope">
                <input
                  type="radio"
                  name="searchScope"
                  value={scope}
                  defaultChecked={scope === checked}
                  data-action={paths.searchResults(lang, scope)}
                  data-suggest={paths.suggestions(lang, scope)}
                />
                {labels[scope]}
              </label>
            ))}
          </fieldset>
          <div className="header-search__category" data-scope="web">
            <label htmlFor="headerSearchCategory">{t('searchFaculty')}</label>
            <select id="headerSearchCategory" name="frm.facultyCategory" defaultValue="">
              <option value="">{t('searchAllFaculties')}</option>
              {faculties.map((f) => (
                <option key={f.id} value={String(f.id)}>
                  {f.name}
                </option>
              ))}
            </select>
          </div>
          <div className="header-search__query">
            <label htmlFor="headerSearchQuery">{t('searchQuery')}</label>
            <input id="headerSearchQuery" type="search" name="frm.query" maxLength={200} autoComplete="off" required />
            <button type="submit" className="button button--primary">
              {t('searchButton')}
            </button>
          </div>
        </form>
        {children}
      </div>
    </details>
  )
}
