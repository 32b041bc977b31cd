/**
 * The user menu, a frame part (src/server/frame.ts). Signed in: a disclosure named by the
 * visitor's name holding the account and its orders (and, for who may open some of it, the
 * first part of the administration: ADRs 041, 057), the logout button and the one that ends every session of the account (ADR 012).
 * Else the login link that returns to the page it was followed from, and the registration.
 */
import { accountMessages } from '../../i18n/account.js'
import { checkoutMessages } from '../../i18n/checkout.js'
import { common } from '../../i18n/common.js'
import { translate, translator } from '../../i18n/index.js'
import type { FramePart } from '../../server/frame.js'
import { Container } from '../../ui/container.js'
import { HEADER_DISCLOSURES } from '../../ui/layout/main-nav.js'
import { Icon } from '../../ui/icon.js'
import type { FrameContext } from '../../ui/page-context.js'
import { paths, routes } from '../../ui/paths.js'

/** Id of the button with the signed-in name: where focus lands after a partial login (spec 000 §4 Login). */
export const USER_MENU_NAME = 'userMenuName'

const onLoginPage = (url: string) => Object.values(routes.login).includes(url.split('?')[0] as never)

/** Where a login from this page should lead back to: the page itself, unless it is the login page. */
function returnAddress(url: string): string | undefined {
  return onLoginPage(url) ? undefined : url
}

/**
 * With JavaScript the login link opens the login page's `loginForm` region in a modal popup
 * (ADR 021): `returnTo` becomes the page shown when it opens, and a successful login closes it
 * (the login's own reload refreshes the menu, the lists and the page). Not on the login page.
 * The dynamic variant: a login form is asked afresh on every open (`_ts`), never reused.
 */
function loginPopup(ctx: FrameContext) {
  if (onLoginPage(ctx.url)) return {}
  return {
    'data-popup': 'ajax-dynamic',
    'data-popup-region': 'loginForm',
    'data-popup-title': translator(accountMessages, ctx.lang)('loginTitle'),
    'data-popup-return-to': 'returnTo',
    'data-popup-success': 'close',
  }
}

/**
 * The signed-in visitor's actions behind one button with their name: a native `<details>` like
 * the header's other disclosures (opens without script; the runtime adds Escape and closing when
 * focus or a click leaves), so the bar keeps one row whatever the account may do.
 */
function SignedInMenu({ ctx, visitor }: { ctx: FrameContext; visitor: NonNullable<FrameContext['visitor']> }) {
  const t = translator(common, ctx.lang)
  const a = translator(accountMessages, ctx.lang)
  return (
    <details className="user-menu__disclosure" name={HEADER_DISCLOSURES} data-disclosure="userMenu">
      <summary className="header-button user-menu__toggle" id={USER_MENU_NAME}>
        <Icon name="user" />
        <span className="user-menu__name">{visitor.displayName}</span>
        <span className="visually-hidden">{t('userMenuHint')}</span>
        <Icon name="chevron" className="user-menu__chevron" />
      </summary>
      <div className="user-menu__panel">
        <p className="user-menu__who">{visitor.displayName}</p>
        <ul className="user-menu__links">
          <li>
            <a href={paths.account(ctx.lang)} id="userMenuAccount">
              {a('accountTitle')}
            </a>
          </li>
          <li>
            <a href={paths.accountOrders(ctx.lang)} id="userMenuOrders">
              {translate(checkoutMessages, ctx.lang, 'ordersTitle')}
            </a>
          </li>
          {visitor.admin ? (
            <li>
              <a href={visitor.admin.href} id="userMenuStaff">
                {visitor.admin.label}
              </a>
            </li>
          ) : null}
        </ul>
        <form className="user-menu__session" method="post" action={paths.performLogout(ctx.lang)} aria-label={t('logout')}>
          <button type="submit" className="button" data-confirm={a('logoutConfirm')}>
            {t('logout')}
          </button>
          <button type="submit" className="button" formAction={paths.performLogoutEverywhere(ctx.lang)} data-confirm={a('logoutEverywhereConfirm')}>
            {t('logoutEverywhere')}
          </button>
        </form>
      </div>
    </details>
  )
}

function UserMenu({ ctx }: { ctx: FrameContext }) {
  const t = translator(common, ctx.lang)
  const a = translator(accountMessages, ctx.lang)
  return (
    <Container id="userMenu" className="user-menu">
      {ctx.visitor ? (
        <SignedInMenu ctx={ctx} visitor={ctx.visitor} />
      ) : (
        <>
          <a className="header-button" href={paths.login(ctx.lang, returnAddress(ctx.url))} {...loginPopup(ctx)}>
            <Icon name="user" />
            <span>{t('login')}</span>
          </a>
          <a className="header-button user-menu__register" href={paths.register(ctx.lang)} id="userMenuRegister">
            {a('registerTitle')}
          </a>
        </>
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
