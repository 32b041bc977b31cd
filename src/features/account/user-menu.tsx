/**
 * The user menu, a frame part (src/server/frame.ts): the visitor's name, the logout button and
 * the one that ends every session of the account (ADR 012) when signed in, else the login link
 * that returns to the page it was followed from.
 */
import { common } from '../../i18n/common.js'
import { translator } from '../../i18n/index.js'
import type { FramePart } from '../../server/frame.js'
import { Container } from '../../ui/container.js'
import { Icon } from '../../ui/icon.js'
import type { FrameContext } from '../../ui/page-context.js'
import { paths, routes } from '../../ui/paths.js'

/** Id of the signed-in name: where focus lands after a partial login (spec 000 §4 Login). */
export const USER_MENU_NAME = 'userMenuName'

/** Where a login from this page should lead back to: the page itself, unless it is the login page. */
function returnAddress(url: string): string | undefined {
  const path = url.split('?')[0]
  return Object.values(routes.login).includes(path as never) ? undefined : url
}

function UserMenu({ ctx }: { ctx: FrameContext }) {
  const t = translator(common, ctx.lang)
  return (
    <Container id="userMenu" className="user-menu">
      {ctx.visitor ? (
        <form className="user-menu__session" method="post" action={paths.performLogout(ctx.lang)}>
          <span className="user-menu__name" id={USER_MENU_NAME} tabIndex={-1}>
            <Icon name="user" />
            {ctx.visitor.displayName}
          </span>
          <button type="submit" className="header-button">
            {t('logout')}
          </button>
          <button type="submit" className="header-button" formAction={paths.performLogoutEverywhere(ctx.lang)}>
            {t('logoutEverywhere')}
          </button>
        </form>
      ) : (
        <a className="header-button" href={paths.login(ctx.lang, returnAddress(ctx.url))}>
          <Icon name="user" />
          <span>{t('login')}</span>
        </a>
      )}
    </Container>
  )
}

export const userMenuPart: FramePart = {
  id: 'userMenu',
  slot: 'headerTools',
  order: 10,
  render: (ctx) => <UserMenu ctx={ctx} />,
}
