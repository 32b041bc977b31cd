import type { ReactElement } from 'react'
import { common } from '../../i18n/common.js'
import { translator } from '../../i18n/index.js'
import { Container } from '../container.js'
import type { ContainerId } from '../containers.js'
import { Icon } from '../icon.js'
import { paths } from '../paths.js'
import type { PageContextValue } from '../page-context.js'

type ChromeRegion = 'userMenu' | 'userLists' | 'userListsRwd' | 'headerSearchResults'

/** The regions of the page frame; the include route (spec 000 §7) renders them alone. */
export function chromeRegions(ctx: PageContextValue): Record<ChromeRegion, () => ReactElement> {
  const t = translator(common, ctx.lang)
  const lists = (id: ContainerId) => () => (
    <Container id={id} className="user-lists">
      <a className="header-button" href={paths.eshop(ctx.lang)}>
        <Icon name="cart" />
        <span>{t('cart')}</span>
      </a>
    </Container>
  )
  return {
    userMenu: () => (
      <Container id="userMenu" className="user-menu">
        {ctx.user ? (
          <form className="user-menu__session" method="post" action={paths.performLogout(ctx.lang)}>
            <span className="user-menu__name">
              <Icon name="user" />
              {ctx.user.displayName}
            </span>
            <button type="submit" className="header-button">
              {t('logout')}
            </button>
          </form>
        ) : (
          <a className="header-button" href={paths.login(ctx.lang)}>
            <Icon name="user" />
            <span>{t('login')}</span>
          </a>
        )}
      </Container>
    ),
    userLists: lists('userLists'),
    userListsRwd: lists('userListsRwd'),
    headerSearchResults: () => <Container id="headerSearchResults" className="header-search__results" />,
  }
}
