/** What the discount codes' service, its repository and other features read of a code (ADR 069). */
import type { DiscountKind } from './discounts.tables.js'

export interface DiscountCode {
  id: number
  code: string
  kind: DiscountKind
  /** Percent (1–100) or haléře. */
  value: number
  minimumMinor: number
  validFrom: Date | null
  validUntil: Date | null
  usageLimit: number | null
  perCustomerLimit: number | null
  productIds: number[]
  categoryIds: number[]
  active: boolean
}

/** Who places an order with a code: the per-customer limit counts by account, else by e-mail. */
export interface Customer {
  userId: number | null
  email: string | null
}

/** Uses of a code so far: in all, and by this customer. */
export interface Usage {
  total: number
  customer: number
}

/** Why a code is refused: each has a localized message (i18n/discounts.ts). */
export type DiscountProblem = 'unknown' | 'inactive' | 'notYet' | 'expired' | 'usedUp' | 'usedByYou' | 'minimum' | 'notEligible'

/** A goods line as the discount sees it. */
export interface DiscountItem {
  productId: number
  vatRate: number
  lineTotalMinor: number
}

/** What a code takes off: in all and per VAT rate (the order's discount lines). */
export interface Discount {
  code: string
  totalMinor: number
  byRate: { rate: number; minor: number }[]
}

export type Applied = { ok: true; discount: Discount } | { ok: false; problem: DiscountProblem; code: string; minimumMinor?: number }
