/**
 * The main menu (spec 000 §2.4, §2.6). Below 900 px it folds behind its "Menu" toggle; from
 * 900 px on the same `<details>` is shown whatever its state and the toggle is hidden. A section
 * with subpages is a disclosure: its button opens the mega menu, whose first link is the
 * section's own page, so closed sections cost one Tab stop each (ADR 013).
 */
import { useContext, type ReactNode } from 'react'
import { common } from '../../i18n/common.js'
import { translator, type Lang } from '../../i18n/index.js'
import type { MenuItem } from '../chrome.js'
import { Icon, SpriteContext } from '../icon.js'
import { renderedOnce } from '../rendered-once.js'

/** Header disclosures sharing a `name`: opening one closes the other, even without script. */
export const HEADER_DISCLOSURES = 'headerPanel'
const MEGA_MENUS = 'megaMenu'

interface Props {
  lang: Lang
  menu: MenuItem[]
  /** The `mobileMenu` frame slot: shown in the folded menu only. */
  children: ReactNode
}

export function MainNav({ lang, menu, children }: Props) {
  const t = translator(common, lang)
  const sprite = useContext(SpriteContext)
  return (
    <details className="main-menu" name={HEADER_DISCLOSURES} data-disclosure="menu">
      <summary className="header-button menu-toggle">
        <Icon name="menu" />
        <span>{t('menuToggle')}</span>
      </summary>
      <nav className="main-nav" id="mainNav" aria-label={t('mainMenu')}>
        <ul
          className="main-nav__list"
          dangerouslySetInnerHTML={{ __html: renderedOnce(menu, `${lang} ${sprite}`, () => <SpriteContext value={sprite}>{navItems(lang, menu)}</SpriteContext>) }}
        />
        <div className="main-nav__rwd">{children}</div>
      </nav>
    </details>
  )
}

/**
 * The menu's items: the same for every page of a language until the menus change, so rendered
 * once per menus and language (rendered-once.ts), not for every request.
 */
function navItems(lang: Lang, menu: MenuItem[]) {
  const t = translator(common, lang)
  return (
    <>
      {menu.map((item, i) => (
        <li key={i} className="main-nav__item">
          {item.children.length > 0 ? (
            <details className="main-nav__section" name={MEGA_MENUS} data-disclosure="megaMenu">
              <summary className="main-nav__link">
                {item.title}
                <Icon name="chevron" className="main-nav__chevron" />
              </summary>
              <div className="mega-menu" id={`megaMenu${i}`}>
                <ul className="mega-menu__list">
                  <li className="mega-menu__overview">
                    <a href={item.href}>{t('menuOverview', { title: item.title })}</a>
                  </li>
                  {item.children.map((child, j) => (
                    <li key={j}>
                      <a href={child.href}>{child.title}</a>
                    </li>
                  ))}
                </ul>
              </div>
            </details>
          ) : (
            <a className="main-nav__link" href={item.href}>
              {item.title}
            </a>
          )}
        </li>
      ))}
    </>
  )
}
