import type { ReactNode } from 'react'
import { common } from '../../i18n/common.js'
import { translator, type Lang } from '../../i18n/index.js'
import type { ChromeData } from '../chrome.js'
import { paths } from '../paths.js'

interface Props {
  lang: Lang
  section: 'web' | 'eshop'
  faculties: ChromeData['faculties']
  children: ReactNode
}

/**
 * The header search panel (spec 000 §2.4). Without JavaScript it is a plain form that
 * submits to the web search page; the runtime turns it into a dropdown.
 */
export function SearchPanel({ lang, section, faculties, children }: Props) {
  const t = translator(common, lang)
  const scopes = [
    { value: 'web', label: t('searchScopeWeb'), action: paths.searchContent(lang) },
    { value: 'documents', label: t('searchScopeDocuments'), action: paths.searchFiles(lang) },
    { value: 'eshop', label: t('searchScopeEshop'), action: paths.searchEshop(lang) },
  ] as const
  const checked = section === 'eshop' ? 'eshop' : 'web'
  const action = scopes.find((s) => s.value === checked)!.action
  return (
    <div className="header-search" id="headerSearch" role="search" aria-label={t('searchPanel')}>
      <form className="header-search__form" method="get" action={action} id="headerSearchForm">
        <fieldset className="header-search__scopes">
          <legend>{t('searchScope')}</legend>
          {scopes.map((s) => (
            <label key={s.value} className="header-search__scope">
              <input type="radio" name="searchScope" value={s.value} defaultChecked={s.value === checked} data-action={s.action} />
              {s.label}
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
  )
}
