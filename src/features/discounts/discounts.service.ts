/**
 * The discount codes' rules (ADR 069): a code typed in the cart is checked and kept with the cart;
 * the checkout asks what it takes off and, inside the order's transaction, redeems it under the
 * code's row lock, checked once more. No Fastify, no ORM.
 */
import type { Db } from '../../db/client.js'
import { discountOf, eligibleItems, refusalOf } from './discount-math.js'
import type { DiscountsRepository } from './discounts.repository.js'
import type { Applied, Customer, Discount, DiscountCode, DiscountItem, DiscountProblem } from './discounts.types.js'

/** What a code looks like; anything else is no code of ours (and is never looked up). */
export const CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/

/** A code an order will redeem: its id, what it takes off, and the items it was reckoned on. */
export interface OrderDiscount {
  code: DiscountCode
  discount: Discount
  items: DiscountItem[]
}

/** The terms a discount was reckoned on; a code edited since then is refused rather than redeemed on others. */
const sameTerms = (a: DiscountCode, b: DiscountCode) =>
  a.kind === b.kind && a.value === b.value && a.productIds.join() === b.productIds.join() && a.categoryIds.join() === b.categoryIds.join()

export function discountsService(repo: DiscountsRepository, now: () => Date = () => new Date()) {
  /** What `code` takes off `items` for `customer` now, or why it may not. */
  async function evaluate(code: DiscountCode, items: DiscountItem[], customer: Customer): Promise<{ ok: true; discount: Discount } | { ok: false; problem: DiscountProblem }> {
    const categories = await repo.categoriesOf(items.map((i) => i.productId))
    const eligible = eligibleItems(code, items, (p) => categories.get(p))
    const goodsMinor = items.reduce((n, i) => n + i.lineTotalMinor, 0)
    const eligibleMinor = eligible.reduce((n, i) => n + i.lineTotalMinor, 0)
    const problem = refusalOf(code, now(), await repo.usage(code.id, customer), goodsMinor, eligibleMinor)
    return problem ? { ok: false, problem } : { ok: true, discount: discountOf(code, eligible) }
  }

  return {
    /** Applies a typed code to the owner's cart when it may be used now; a refused code changes nothing. */
    async apply(owner: string, typed: string, items: DiscountItem[], customer: Customer): Promise<Applied> {
      const text = typed.trim()
      const code = CODE_PATTERN.test(text) ? await repo.byCode(text) : undefined
      if (!code) return { ok: false, problem: 'unknown', code: text.slice(0, 32) }
      const outcome = await evaluate(code, items, customer)
      if (!outcome.ok) return { ...outcome, code: code.code, minimumMinor: code.minimumMinor }
      await repo.apply(owner, code.id, now())
      return outcome
    },

    /** Takes the code off the owner's cart; false when it held none. */
    remove: (owner: string) => repo.remove(owner),

    /** The code the owner's cart holds, with what it takes off now or why it no longer may; null for none. */
    async current(owner: string | null, items: DiscountItem[], customer: Customer): Promise<Applied | null> {
      const code = owner ? await repo.appliedTo(owner) : undefined
      if (!code) return null
      const outcome = await evaluate(code, items, customer)
      return outcome.ok ? outcome : { ...outcome, code: code.code }
    },

    /** For placing an order: the code to redeem, null for none, or why the code held may not be used. */
    async forOrder(owner: string, items: DiscountItem[], customer: Customer): Promise<OrderDiscount | { problem: DiscountProblem; code: string } | null> {
      const code = await repo.appliedTo(owner)
      if (!code) return null
      const outcome = await evaluate(code, items, customer)
      return outcome.ok ? { code, discount: outcome.discount, items } : { problem: outcome.problem, code: code.code }
    },

    /**
     * In the order's transaction: the code's use, written only if, under the code's row lock,
     * its limits still allow it and it takes off what the order was priced with.
     */
    redeemIn(tx: Db, orderId: number, customer: Customer & { email: string }, planned: OrderDiscount): Promise<boolean> {
      return repo.redeemIn(tx, planned.code.id, orderId, customer, (code, usage) => {
        const goodsMinor = planned.items.reduce((n, i) => n + i.lineTotalMinor, 0)
        return refusalOf(code, now(), usage, goodsMinor, planned.discount.totalMinor) === null && sameTerms(code, planned.code)
      })
    },

    /** After the order: the cart's code is spent. */
    forget: (owner: string) => repo.remove(owner),
  }
}

export type DiscountsService = ReturnType<typeof discountsService>
