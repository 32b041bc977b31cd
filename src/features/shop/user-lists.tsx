/**
 * The user lists (cart summary) in the header and in the responsive menu, frame parts
 * (src/server/frame.ts) refreshed through the include route after a cart change (spec 000 §7,
 * flag `updatedCart`, which marks the summary as just changed). They show the cart's pieces and
 * total; the cart feature registers them with the loader of its summary.
 */
import type { FastifyRequest } from 'fastify'
import { cartMessages } from '../../i18n/cart.js'
import { common } from '../../i18n/common.js'
import { formatPrice, translator } from '../../i18n/index.js'
import type { FramePart } from '../../server/frame.js'
import { Container } from '../../ui/container.js'
import type { ContainerId } from '../../ui/containers.js'
import { Icon } from '../../ui/icon.js'
import type { FrameContext } from '../../ui/page-context.js'
import { paths } from '../../ui/paths.js'

/** The include route's flag saying the cart just changed. */
export const UPDATED_CART = 'updatedCart'

export interface CartSummary {
  count: number
  totalMinor: number
}

function UserLists({ id, ctx, summary }: { id: ContainerId; ctx: FrameContext; summary: CartSummary }) {
  const t = translator(common, ctx.lang)
  const c = translator(cartMessages, ctx.lang)
  const updated = ctx.flags.has(UPDATED_CART)
  const total = formatPrice(ctx.lang, summary.totalMinor)
  return (
    <Container id={id} className={updated ? 'user-lists user-lists--updated' : 'user-lists'}>
      <a className="header-button" href={paths.cart(ctx.lang)}>
        <Icon name="cart" />
        <span>{t('cart')}</span>
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
export function userListsParts(load: (request: FastifyRequest) => Promise<CartSummary>): [FramePart<CartSummary>, FramePart<CartSummary>] {
  return [
    { id: 'userLists', slot: 'headerTools', order: 20, load, render: (ctx, summary) => <UserLists id="userLists" ctx={ctx} summary={summary} /> },
    { id: 'userListsRwd', slot: 'mobileMenu', load, render: (ctx, summary) => <UserLists id="userListsRwd" ctx={ctx} summary={summary} /> },
  ]
}
