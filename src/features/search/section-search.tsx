import { translator, type Lang } from '../../i18n/index.js'
import { searchMessages } from '../../i18n/search.js'
import { paths } from '../../ui/paths.js'
import { QUERY_MAX } from './search.schema.js'

interface Props {
  lang: Lang
  /** A faculty's home searches the web within the faculty; the e-shop home searches the e-shop. */
  section: { scope: 'web'; facultyId: number } | { scope: 'eshop' }
}

/**
 * A section's own search (spec 000 §2 "Section search uses an autocomplete name given on the
 * form"): the form names its autocomplete and searches only its section, the faculty's being a
 * fixed category. It goes straight to the results page, so it works without script too; the
 * runtime that serves the header's form gives it suggestions (src/client/suggest.ts).
 */
export function SectionSearch({ lang, section }: Props) {
  const t = translator(searchMessages, lang)
  const label = t(section.scope === 'eshop' ? 'sectionSearchEshop' : 'sectionSearch')
  return (
    <form
      className="section-search"
      method="get"
      action={paths.searchResults(lang, section.scope)}
      role="search"
      aria-label={label}
      data-autocomplete={section.scope}
      data-suggest={paths.suggestions(lang, section.scope)}
      data-suggest-box="sectionSearchSuggestions"
    >
      {section.scope === 'web' ? <input type="hidden" name="frm.facultyCategory" value={String(section.facultyId)} /> : null}
      <label htmlFor="sectionSearchQuery">{label}</label>
      <span className="section-search__row">
        <input id="sectionSearchQuery" type="search" name="frm.query" maxLength={QUERY_MAX} autoComplete="off" required />
        <button type="submit" className="button button--primary">
          {t('submit')}
        </button>
      </span>
      <div className="section-search__suggestions" id="sectionSearchSuggestions" />
    </form>
  )
}
