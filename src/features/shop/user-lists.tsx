/**
 * The user lists in the header and in the responsive menu, frame parts (src/server/frame.ts)
 * refreshed through the include route after a change of the cart, a shopping list or the
 * comparison (spec 000 §7, flag `updatedCart`, which marks the summary as just changed). They
 * show the cart's pieces and total, the signed-in user's shopping lists and the comparison's
 * count (ADR 029); the cart feature registers them with the loader of the summary.
 */
import type { FastifyRequest } from 'fastify'
import { cartMessages } from '../../i18n/cart.js'
import { common } from '../../i18n/common.js'
import { compareMessages, listsMessages } from '../../i18n/lists.js'
import { formatPrice, translator } from '../../i18n/index.js'
import type { FramePart } from '../../server/frame.js'
import { Container } from '../../ui/container.js'
import type { ContainerId } from '../../ui/containers.js'
import { Icon } from '../../ui/icon.js'
import type { FrameContext } from '../../ui/page-context.js'
import { paths } from '../../ui/paths.js'

/** The include route's flag saying the cart just changed. */
export const UPDATED_CART = 'updatedCart'

/** The frame parts a change of the cart, a list or the comparison refreshes. */
export const USER_LISTS = ['userLists', 'userListsRwd']

export interface CartSummary {
  count: number
  totalMinor: number
  /** The signed-in user's shopping lists; null for a guest (the link is for users). */
  lists: number | null
  /** Products in the comparison. */
  compared: number
  /** The cart's store did not answer: the link says the cart is unavailable (header-summary.ts). */
  unavailable?: true
}

function UserLists({ id, ctx, summary }: { id: ContainerId; ctx: FrameContext; summary: CartSummary }) {
  const t = translator(common, ctx.lang)
  const c = translator(cartMessages, ctx.lang)
  const updated = ctx.flags.has(UPDATED_CART)
  const l = translator(listsMessages, ctx.lang)
  const k = translator(compareMessages, ctx.lang)
  const total = formatPrice(ctx.lang, summary.totalMinor)
  return (
    <Container id={id} className={updated ? 'user-lists user-lists--updated' : 'user-lists'}>
      {summary.compared > 0 ? (
        <a className="header-button user-lists__compare" href={paths.compare(ctx.lang)}>
          <Icon name="compare" />
          <span>{k('headerCompare')}</span> <span className="user-lists__count" data-compare-count={summary.compared}>{summary.compared}</span>
        </a>
      ) : null}
      {summary.lists !== null ? (
        <a className="header-button user-lists__lists" href={paths.shoppingLists(ctx.lang)}>
          <Icon name="list" />
          <span>{l('headerLists')}</span> <span className="user-lists__count" data-lists-count={summary.lists}>{summary.lists}</span>
        </a>
      ) : null}
      <a className="header-button user-lists__cart" href={paths.cart(ctx.lang)}>
        <Icon name="cart" />
        {/* Where the bar shows the icon alone, the pieces sit on it as a badge; the words stay for readers. */}
        {summary.count ? (
          <span className="user-lists__badge" aria-hidden="true">
            {summary.count}
          </span>
        ) : null}
        {/* The cart's store away: "!" on the icon for the eye, the note below for readers. */}
        {summary.unavailable ? (
          <span className="user-lists__badge" aria-hidden="true" data-cart-unavailable-badge="">
            !
          </span>
        ) : null}
        <span>{t('cart')}</span>
        {summary.unavailable ? (
          <span className="user-lists__summary user-lists__unavailable" data-cart-unavailable="">
            {' '}
            {c('headerUnavailable')}
          </span>
        ) : null}
        {summary.count ? (
          <span className="user-lists__summary" data-cart-count={summary.count}>
            {' '}
            <span className="user-lists__count">{c('pieces', { count: summary.count })}</span> <span className="user-lists__total">{total}</span>
          </span>
        ) : null}
      </a>
    </Container>
  )
}

/** The two parts, loading the visitor's cart summary with `load`. */
export function userListsParts(loadSummary: (request: FastifyRequest) => Promise<CartSummary>): [FramePart<CartSummary>, FramePart<CartSummary>] {
  // Both parts of one page show the same summary: it is loaded once per request.
  const loaded = new WeakMap<FastifyRequest, Promise<CartSummary>>()
  const load = (request: FastifyRequest) => {
    let summary = loaded.get(request)
    if (!summary) loaded.set(request, (summary = loadSummary(request)))
    return summary
  }
  return [
    { id: 'userLists', slot: 'headerTools', order: 20, load, render: (ctx, summary) => <UserLists id="userLists" ctx={ctx} summary={summary} /> },
    { id: 'userListsRwd', slot: 'mobileMenu', load, render: (ctx, summary) => <UserLists id="userListsRwd" ctx={ctx} summary={summary} /> },
  ]
}
