import type { FastifyRequest } from 'fastify'
import { defineFeature } from '../feature.js'
import { comparedIds } from '../compare/compare-cookie.js'
import { userListsParts } from '../shop/user-lists.js'
import { cartCookie, cartOwners } from './cart-cookie.js'
import { mirroredCartStore } from './cart-mirrored.store.js'
import { cartDbStore, cartResyncLog } from './cart.repository.js'
import { cartRedisStore } from './cart-redis.store.js'
import { cartRoutes } from './cart.routes.js'
import { cartService, type CartItem } from './cart.service.js'
import { headerSummaryService, summaryDroppingCartStore, warnEvery } from './header-summary.js'

declare module '../../server/services.js' {
  interface Services {
    cart: ReturnType<typeof cartService>
    /** The header's cart and lists summary, kept per node while it hears other nodes' changes (ADR 049). */
    headerSummary: ReturnType<typeof headerSummaryService>
  }
}

export const cartFeature = defineFeature({
  name: 'cart',
  services: ({ db, options, services }) => {
    // Carts live in Redis when REDIS_URL is set (ADR 026), with a copy in the database that
    // serves them while Redis is away (ADR 080); else in the database alone.
    const warn = warnEvery(60_000)
    const store = options.redis
      ? mirroredCartStore(cartRedisStore(options.redis, options.redisPrefix), cartDbStore(db), cartResyncLog(db), (err) =>
          warn(() => options.log?.warn({ err }, 'redis unavailable: carts are served from the database until it is back')),
        )
      : cartDbStore(db)
    const cart = cartService(summaryDroppingCartStore(store, options.forgetSummary), services.variants)
    // The header's total is the cart page's: after the code the cart holds, if it may still be used (ADR 091).
    const discountOf = async (owner: string, items: CartItem[], userId: number | null) => {
      const applied = await services.discounts.current(owner, items, { userId, email: null })
      return applied?.ok ? applied.discount.byRate : null
    }
    return { cart, headerSummary: headerSummaryService(cart, services.lists, options.summaries, discountOf) }
  },
  routes: [cartRoutes],
  frame: ({ services, config }) => {
    const { ownerOf } = cartOwners(cartCookie(config.PUBLIC_ORIGIN))
    // While the cart's store is away every page of a visitor with a cart notices: one warning a minute says so.
    const warn = warnEvery(60_000)
    const unavailable = (req: FastifyRequest) => (err: unknown) => warn(() => req.log.warn({ err }, 'cart store unavailable: headers show the cart as unavailable'))
    // The header's summary: the cart, the user's shopping lists and the comparison (ADR 029).
    return userListsParts(async (req) => ({
      ...(await services.headerSummary.of(ownerOf(req), req.user?.id ?? null, unavailable(req))),
      compared: comparedIds(req.cookies).length,
    }))
  },
})
