import { common } from '../../i18n/common.js'
import { otherLang, translator, type Lang } from '../../i18n/index.js'
import type { ChromeData } from '../chrome.js'
import { Icon } from '../icon.js'
import { paths } from '../paths.js'
import { alternateOf, type PageMeta } from '../page-model.js'
import type { FrameElements } from './frame-slots.js'
import { SearchPanel } from './search-panel.js'

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
        <a className="logo" href={paths.home(lang)} aria-label={t('homeLink')}>
          <Icon name="logo" className="logo__mark" />
          <span className="logo__text">
            <span className="logo__name">{t('siteName')}</span>
            <span className="logo__tagline">{t('siteTagline')}</span>
          </span>
        </a>
        <div className="page-header__actions" id="pageHeaderActions">
          <button
            type="button"
            className="header-button search-toggle"
            aria-expanded="false"
            aria-controls="headerSearch"
            data-dropdown-toggle="headerSearch"
          >
            <Icon name="search" />
            <span>{t('searchOpen')}</span>
          </button>
          <a className="header-button lang-switch" href={alternateOf(meta, lang)} hrefLang={other} lang={other}>
            <span aria-hidden="true">{other.toUpperCase()}</span>
            <span className="visually-hidden">{t('languageSwitchLabel')}</span>
          </a>
          <div className="user-tools" role="group" aria-label={t('userTools')}>
            {frame.headerTools}
          </div>
          <button
            type="button"
            className="header-button menu-toggle"
            aria-expanded="false"
            aria-controls="mainNav"
            data-menu-toggle=""
          >
            <Icon name="menu" />
            <span>{t('menuToggle')}</span>
          </button>
        </div>
      </div>
      <SearchPanel lang={lang} section={meta.section ?? 'web'} faculties={chrome.faculties}>
        {frame.searchPanel}
      </SearchPanel>
      <nav className="main-nav" id="mainNav" aria-label={t('mainMenu')}>
        <ul className="main-nav__list">
          {chrome.menu.map((item, i) => (
            <li key={item.href} className="main-nav__item">
              <a className="main-nav__link" href={item.href}>
                {item.title}
              </a>
              {item.children.length > 0 ? (
                <div className="mega-menu" id={`megaMenu${i}`}>
                  <ul className="mega-menu__list">
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <a href={child.href}>{child.title}</a>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </li>
          ))}
          <li className="main-nav__item">
            <a className="main-nav__link" href={paths.newsList(lang)}>
              {t('news')}
            </a>
          </li>
          <li className="main-nav__item">
            <a className="main-nav__link" href={paths.eshop(lang)}>
              {t('eshop')}
            </a>
          </li>
        </ul>
        <div className="main-nav__rwd">{frame.mobileMenu}</div>
      </nav>
    </header>
  )
}
