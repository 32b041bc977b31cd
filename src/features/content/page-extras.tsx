/**
 * What particular content pages show besides their sections, keyed by the page's translation
 * key (the same for both languages): the university's contacts page offers the campus map in an
 * iframe popup (ADR 021), and the same map in a new window after a warning that it opens one.
 * Without JavaScript both are plain links to the map page.
 */
import { campusMessages } from '../../i18n/campus.js'
import { translator, type Lang } from '../../i18n/index.js'
import { paths } from '../../ui/paths.js'
import type { PageRow } from './content.types.js'

function CampusMapLinks({ lang }: { lang: Lang }) {
  const t = translator(campusMessages, lang)
  return (
    <section className="content-section campus-map-links" aria-labelledby="campusMapHeading">
      <h2 id="campusMapHeading">{t('mapTitle')}</h2>
      <p className="campus-map-links__actions">
        <a className="button" href={paths.campusMap(lang)} data-popup="iframe" data-popup-title={t('mapTitle')} id="campusMapPopup">
          {t('showMap')}
        </a>
        <a href={paths.campusMap(lang)} target="_blank" rel="noopener" data-confirm={t('newWindowConfirm')} id="campusMapWindow">
          {t('openMapInNewWindow')}
        </a>
      </p>
    </section>
  )
}

const EXTRAS: Record<string, (props: { lang: Lang }) => React.ReactElement> = {
  'uni/about/contacts': CampusMapLinks,
}

export function PageExtras({ lang, page }: { lang: Lang; page: PageRow }) {
  const Extra = Object.hasOwn(EXTRAS, page.translationKey) ? EXTRAS[page.translationKey] : undefined
  return Extra ? <Extra lang={lang} /> : null
}
