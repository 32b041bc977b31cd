/**
 * What the header's user lists show of a visitor (ADR 029): the cart's pieces and total (after its
 * discount code, as the cart's page shows it: ADR 091) and the
 * account's number of shopping lists. Every page of a visitor with a cart or an account asks,
 * and on the embedded database those two queries cost more than the rest of a stored page
 * (ADR 049): so the summary is kept per cart owner for a few seconds (KeptLookups), dropped by
 * every change of that cart or of that account's lists made through the stores wrapped here,
 * and all of it on a content change (prices, products). The node that makes a change drops its
 * own entry and announces the owner to the others (a database notification, SUMMARIES_CHANNEL),
 * which drop theirs; kept only while this node hears those announcements (`fresh`).
 */
import { isDatabaseUnavailable } from '../../db/unavailable.js'
import type { KeptLookups } from '../../server/kept-lookups.js'
import type { ListsRepository } from '../lists/lists.repository.js'
import type { CartStore } from './cart.store.js'
import type { DiscountsRepository } from '../discounts/discounts.repository.js'
import { userOwner, type CartItem, type CartService } from './cart.service.js'

export interface HeaderSummary {
  count: number
  totalMinor: number
  /** The signed-in user's shopping lists; null for a guest. */
  lists: number | null
  /**
   * The cart's store did not answer (Redis away, ADR 026): count and total are 0 and the header
   * says the cart is unavailable instead. Such a summary is never kept, so the first page after
   * the store is back shows the cart again.
   */
  unavailable?: true
}

export type KeptSummaries = KeptLookups<HeaderSummary>

/** The discount code a cart holds (ADR 069): what it takes off these items per VAT rate now, null for none or one no longer valid. */
export type CartDiscountOf = (owner: string, items: CartItem[], userId: number | null) => Promise<{ rate: number; minor: number }[] | null>

export function headerSummaryService(cart: CartService, lists: { count(userId: number): Promise<number> }, kept: KeptSummaries, discountOf?: CartDiscountOf, now = Date.now) {
  return {
    /**
     * The summary of `owner`'s cart (null: no cart yet) and, when signed in, of `userId`'s lists.
     * A cart store that does not answer gives the `unavailable` summary, told to `onUnavailable`,
     * rather than an error: every page reads this, and a page (even the error page) must not
     * fail because the cart cannot be shown in its header.
     */
    async of(owner: string | null, userId: number | null, onUnavailable?: (error: unknown) => void): Promise<HeaderSummary> {
      if (owner === null) return { ...(await cart.summary(null)), lists: null }
      const time = now()
      const hit = kept.get(owner, time)
      if (hit) return hit
      const generation = kept.generation
      let pieces: { count: number; totalMinor: number }
      try {
        pieces = await cart.summary(owner, discountOf && ((items) => discountOf(owner, items, userId)))
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error
        onUnavailable?.(error)
        return { count: 0, totalMinor: 0, lists: userId === null ? null : await lists.count(userId), unavailable: true }
      }
      const summary = { ...pieces, lists: userId === null ? null : await lists.count(userId) }
      kept.store(owner, generation, summary, time)
      return summary
    },
  }
}

/**
 * Calls `warn` at most once per `intervalMs`: an outage of the cart's store is worth one line in
 * the log now and then, not one per page while it lasts.
 */
export function warnEvery(intervalMs: number, now = Date.now) {
  let last = -Infinity
  return (warn: () => void) => {
    const time = now()
    if (time - last < intervalMs) return
    last = time
    warn()
  }
}

/** Forgets one owner's summary on this node and tells the other nodes to forget theirs. */
export type ForgetSummary = (owner: string) => Promise<void>

/**
 * This node's drop followed by the announcement. An announcement that fails (the database is
 * busy or away) is let go: the change itself was made, and what another node kept is at most
 * `maxAgeMs` old, or not used at all while its listener is away.
 */
export function forgetSummary(kept: KeptSummaries, announce: ((owner: string) => Promise<void>) | null): ForgetSummary {
  return async (owner) => {
    kept.drop(owner)
    await announce?.(owner).catch(() => {})
  }
}

/** Runs a change, then forgets the kept summary it may have changed (also when it failed midway). */
const dropping =
  <K, A extends unknown[], R>(forget: ForgetSummary, keyOf: (whose: K) => string, change: (whose: K, ...rest: A) => Promise<R>) =>
  async (whose: K, ...rest: A): Promise<R> => {
    try {
      return await change(whose, ...rest)
    } finally {
      await forget(keyOf(whose))
    }
  }

/** The cart store, forgetting the owner's kept summary after every change of its lines. */
export function summaryDroppingCartStore(store: CartStore, kept: ForgetSummary): CartStore {
  const byOwner = (owner: string) => owner
  return {
    lines: (owner) => store.lines(owner),
    add: dropping(kept, byOwner, (owner: string, variantId: number, quantity: number, max: number) => store.add(owner, variantId, quantity, max)),
    update: dropping(kept, byOwner, (owner: string, variantId: number, quantity: number) => store.update(owner, variantId, quantity)),
    put: dropping(kept, byOwner, (owner: string, variantId: number, quantity: number) => store.put(owner, variantId, quantity)),
    remove: dropping(kept, byOwner, (owner: string, variantId: number) => store.remove(owner, variantId)),
    clear: dropping(kept, byOwner, (owner: string) => store.clear(owner)),
  }
}

/** The lists repository, forgetting the account's kept summary when a list is made or removed. */
export function summaryDroppingListsRepository(repo: ListsRepository, kept: ForgetSummary): ListsRepository {
  const byUser = (userId: number) => userOwner(userId)
  return {
    ...repo,
    create: dropping(kept, byUser, (userId: number, name: string) => repo.create(userId, name)),
    remove: dropping(kept, byUser, (userId: number, listId: number) => repo.remove(userId, listId)),
  }
}

/** The discount codes' repository, forgetting the cart owner's kept summary when a code is applied to its cart or taken off (ADR 091). */
export function summaryDroppingDiscounts(repo: DiscountsRepository, kept: ForgetSummary): DiscountsRepository {
  const byOwner = (owner: string) => owner
  return {
    ...repo,
    apply: dropping(kept, byOwner, (owner: string, codeId: number, now: Date) => repo.apply(owner, codeId, now)),
    remove: dropping(kept, byOwner, (owner: string) => repo.remove(owner)),
  }
}
