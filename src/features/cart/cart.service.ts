/**
 * The cart's rules (ADR 026): what may be added (a variant that exists, in stock, at most 99 of
 * a line and never more than the stock at the time), totals and VAT per rate computed here from
 * the catalogue's current prices, and the merge of a guest cart into the account's at login.
 * No Fastify, no ORM: lines come from a CartStore, variants from the variant repository.
 */
import { createHash } from 'node:crypto'
import type { Lang } from '../../i18n/index.js'
import type { VariantRow, Variants } from '../shop/shop.types.js'
import type { CartLine, CartStore } from './cart.store.js'

/** The most of one line; more is no shopping a university shop serves. */
export const MAX_LINE_QUANTITY = 99
/** The most lines in one cart. */
export const MAX_CART_LINES = 50

export const userOwner = (userId: number) => `user:${userId}`
/** A guest cart's owner: the cookie's digest, so the store never holds a usable token. */
export const guestOwner = (token: string) => `guest:${createHash('sha256').update(token).digest('base64url')}`

export interface CartItem extends VariantRow {
  quantity: number
  lineTotalMinor: number
}

export interface VatLine {
  rate: number
  /** Price incl. VAT of the lines at this rate, the VAT in it and the rest. */
  totalMinor: number
  vatMinor: number
  baseMinor: number
}

export interface Cart {
  items: CartItem[]
  /** Pieces in the cart. */
  count: number
  totalMinor: number
  vatMinor: number
  vat: VatLine[]
}

export type CartProblem = 'unknownVariant' | 'soldOut' | 'notEnoughStock' | 'cartFull' | 'notInCart'

export type CartAdd = { ok: true; quantity: number } | Extract<CartChange, { ok: false }>

export type CartChange =
  | { ok: true; item: CartItem; cart: Cart }
  | { ok: false; problem: CartProblem; /** How many may still be had (notEnoughStock). */ available?: number; variant?: VariantRow }

/**
 * VAT contained in a price incl. VAT, per rate of the whole cart (zákon 235/2004 Sb. §37: the tax
 * is the total times rate / (100 + rate), rounded to haléře).
 */
export function vatOf(totalMinor: number, rate: number): number {
  return Math.round((totalMinor * rate) / (100 + rate))
}

export function totals(items: CartItem[]): Omit<Cart, 'items'> {
  const byRate = new Map<number, number>()
  for (const i of items) byRate.set(i.vatRate, (byRate.get(i.vatRate) ?? 0) + i.lineTotalMinor)
  const vat = [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, totalMinor]) => {
      const vatMinor = vatOf(totalMinor, rate)
      return { rate, totalMinor, vatMinor, baseMinor: totalMinor - vatMinor }
    })
  return {
    count: items.reduce((n, i) => n + i.quantity, 0),
    totalMinor: vat.reduce((n, v) => n + v.totalMinor, 0),
    vatMinor: vat.reduce((n, v) => n + v.vatMinor, 0),
    vat,
  }
}

/** The cart's sums after a discount taken off per VAT rate (ADR 069): each rate's total falls, its VAT with it. */
export function discountedTotals(cart: Cart, byRate: { rate: number; minor: number }[]): Omit<Cart, 'items'> {
  const off = byRate.map((r) => ({ vatRate: r.rate, lineTotalMinor: -r.minor, quantity: 0 }) as CartItem)
  return totals([...cart.items, ...off])
}

const limitOf = (v: VariantRow) => Math.min(v.stock, MAX_LINE_QUANTITY)

export function cartService(store: CartStore, variants: Variants) {
  /** The cart of these lines with the variants that still exist (lines of gone ones are left out). */
  function cartOf(lines: CartLine[], rows: VariantRow[]): Cart {
    const known = new Map(rows.map((v) => [v.variantId, v]))
    const items = lines.flatMap((l) => {
      const v = known.get(l.variantId)
      return v ? [{ ...v, quantity: l.quantity, lineTotalMinor: v.priceMinor * l.quantity }] : []
    })
    return { items, ...totals(items) }
  }

  async function view(lang: Lang, owner: string | null): Promise<Cart> {
    const lines = owner ? await store.lines(owner) : []
    return cartOf(lines, await variants.byIds(lang, lines.map((l) => l.variantId)))
  }

  /** The cart in both languages from one read of its lines (the checkout keeps both names). */
  async function viewInBoth(owner: string | null): Promise<Record<Lang, Cart>> {
    const lines = owner ? await store.lines(owner) : []
    const known = await variants.byIdsInBoth(lines.map((l) => l.variantId))
    return { cs: cartOf(lines, known.cs), en: cartOf(lines, known.en) }
  }

  async function changed(lang: Lang, owner: string, variantId: number): Promise<CartChange> {
    const cart = await view(lang, owner)
    const item = cart.items.find((i) => i.variantId === variantId)
    return item ? { ok: true, item, cart } : { ok: false, problem: 'notInCart' }
  }

  return {
    view,
    viewInBoth,

    /**
     * The header's summary: pieces and total; with `discountOf` (what the cart's code takes off per
     * VAT rate, ADR 069) the total after it, reckoned as the cart's page does (ADR 091).
     */
    async summary(owner: string | null, discountOf?: (items: CartItem[]) => Promise<{ rate: number; minor: number }[] | null>): Promise<{ count: number; totalMinor: number }> {
      const cart = await view('cs', owner)
      const byRate = discountOf && cart.items.length > 0 ? await discountOf(cart.items) : null
      return { count: cart.count, totalMinor: byRate ? discountedTotals(cart, byRate).totalMinor : cart.totalMinor }
    },

    /**
     * Adds `quantity` pieces of a variant: refused, changing nothing, past the stock or the
     * limits. Answers the line's new quantity; `line` shows it with the cart when that is wanted.
     */
    async add(lang: Lang, owner: string, variantId: number, quantity: number): Promise<CartAdd> {
      const [variant] = await variants.byIds(lang, [variantId])
      if (!variant) return { ok: false, problem: 'unknownVariant' }
      if (variant.stock === 0) return { ok: false, problem: 'soldOut', variant }
      const lines = await store.lines(owner)
      const line = lines.find((l) => l.variantId === variantId)
      if (!line && lines.length >= MAX_CART_LINES) return { ok: false, problem: 'cartFull', variant }
      const max = limitOf(variant)
      const added = await store.add(owner, variantId, quantity, max)
      if (added === null) return { ok: false, problem: 'notEnoughStock', available: Math.max(0, max - (line?.quantity ?? 0)), variant }
      return { ok: true, quantity: added }
    },

    /** A line of the owner's cart with the whole cart (what was just added, in the popup). */
    line: changed,

    /** Sets a line's quantity (1 to 99, at most the stock); a line the owner does not have is not theirs to set. */
    async setQuantity(lang: Lang, owner: string | null, variantId: number, quantity: number): Promise<CartChange> {
      if (!owner) return { ok: false, problem: 'notInCart' }
      const [variant] = await variants.byIds(lang, [variantId])
      if (!variant) return { ok: false, problem: 'unknownVariant' }
      const lines = await store.lines(owner)
      if (!lines.some((l) => l.variantId === variantId)) return { ok: false, problem: 'notInCart', variant }
      if (quantity > limitOf(variant)) return { ok: false, problem: variant.stock === 0 ? 'soldOut' : 'notEnoughStock', available: limitOf(variant), variant }
      if (!(await store.update(owner, variantId, quantity))) return { ok: false, problem: 'notInCart', variant }
      return changed(lang, owner, variantId)
    },

    /** Removes a line; what was removed, or the problem. */
    async remove(lang: Lang, owner: string | null, variantId: number): Promise<{ ok: true; variant: VariantRow } | { ok: false; problem: CartProblem }> {
      if (!owner) return { ok: false, problem: 'notInCart' }
      const [variant] = await variants.byIds(lang, [variantId])
      if (!(await store.remove(owner, variantId))) return { ok: false, problem: 'notInCart' }
      return variant ? { ok: true, variant } : { ok: false, problem: 'unknownVariant' }
    },

    /** Empties the owner's cart (an order was placed from it). */
    clear: (owner: string) => store.clear(owner),

    /**
     * At login: the guest cart's lines join the account's (quantities added, capped at the
     * stock and 99; lines past the cart's limit dropped), then the guest cart is emptied.
     */
    async merge(guest: string, user: string): Promise<void> {
      const incoming = await store.lines(guest)
      if (incoming.length === 0) return
      const existing = new Map((await store.lines(user)).map((l) => [l.variantId, l.quantity]))
      const known = new Map((await variants.byIds('cs', incoming.map((l) => l.variantId))).map((v) => [v.variantId, v]))
      for (const line of incoming) {
        const v = known.get(line.variantId)
        if (!v) continue
        const had = existing.get(line.variantId)
        if (had === undefined && existing.size >= MAX_CART_LINES) continue
        const quantity = Math.min((had ?? 0) + line.quantity, limitOf(v))
        if (quantity < 1) continue
        await store.put(user, line.variantId, quantity)
        existing.set(line.variantId, quantity)
      }
      await store.clear(guest)
    },
  }
}

export type CartService = ReturnType<typeof cartService>
