import { common } from '../../i18n/common.js'
import { translator, type Lang } from '../../i18n/index.js'
import { stableIds } from '../containers.js'

/**
 * The skip-navigation list (spec 000 §2.12), the first thing Tab reaches: to the page's h1, and
 * to its side menu or column links when the page has them (else that item is hidden; the
 * runtime follows swaps: src/client/skip-nav.ts).
 */
export function SkipNav({ lang, sideMenu }: { lang: Lang; sideMenu: boolean }) {
  const t = translator(common, lang)
  return (
    <nav className="skip-nav" aria-label={t('skipNav')}>
      <ul>
        <li>
          <a className="skip-link" href={`#${stableIds.mainContent}`}>
            {t('skipToContent')}
          </a>
        </li>
        <li id={stableIds.skipSideMenu} hidden={!sideMenu}>
          <a className="skip-link" href={`#${stableIds.sideMenu}`}>
            {t('skipToSideMenu')}
          </a>
        </li>
      </ul>
    </nav>
  )
}
