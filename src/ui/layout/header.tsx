/**
 * The page header: logo, search panel, language switch, user tools, and the main menu.
 * Every disclosure in it is a native `<details>`, rendered closed: the first paint is the final
 * layout and it opens and closes without JavaScript; the runtime adds Escape, closing when
 * focus or a click leaves, and the spec's state classes (ADR 013).
 */
import { common } from '../../i18n/common.js'
import { otherLang, translator, type Lang } from '../../i18n/index.js'
import type { ChromeData } from '../chrome.js'
import { Icon } from '../icon.js'
import { paths } from '../paths.js'
import { alternateOf, type PageMeta } from '../page-model.js'
import type { FrameElements } from './frame-slots.js'
import { MainNav } from './main-nav.js'
import { SearchPanel } from './search-panel.js'
import { SignLanguageSwitch } from '../sign-language.js'

interface Props {
  lang: Lang
  meta: PageMeta
  chrome: ChromeData
  /** The registered frame parts, by slot. */
  frame: FrameElements
}

export function Header({ lang, meta, chrome, frame }: Props) {
  const t = translator(common, lang)
  const other = otherLang(lang)
  return (
    <header className="page-header" id="pageHeader">
      <div className="page-header__bar">
        <a className="logo" href={paths.home(lang)}>
          <Icon name="logo" className="logo__mark" />
          <span className="logo__text">
            <span className="logo__name">{t('siteName')}</span>{' '}
            <span className="logo__tagline">{t('siteTagline')}</span>
          </span>{' '}
          <span className="visually-hidden">{t('homeLinkHint')}</span>
        </a>
        <div className="page-header__actions" id="pageHeaderActions">
          <SearchPanel lang={lang} section={meta.section ?? 'web'} faculties={chrome.faculties}>
            {frame.searchPanel}
          </SearchPanel>
          <a className="header-button lang-switch" href={alternateOf(meta, lang)} hrefLang={other} lang={other}>
            <span aria-hidden="true">{other.toUpperCase()}</span>
            <span className="visually-hidden">{t('languageSwitchLabel')}</span>
          </a>
          <SignLanguageSwitch lang={lang} />
          <div className="user-tools" role="group" aria-label={t('userTools')}>
            {frame.headerTools}
          </div>
        </div>
      </div>
      <MainNav lang={lang} menu={chrome.menu}>
        {frame.mobileMenu}
      </MainNav>
    </header>
  )
}
