/**
 * The shop manager's reports (issue 26, ADR 078) for a period: each section from the service of
 * the feature that owns its rows — sales, VAT and refunds from the checkout's `sales`, the stock's
 * worth from the shop's `stock` — put together here, the days without sales filled in.
 */
import type { DayPeriod, ProductSales, Refund, SalesDay, VatPart } from '../checkout/checkout.types.js'
import { vatIncluded } from '../checkout/order-documents.js'
import type { SalesRepository } from '../checkout/sales.repository.js'
import type { StockValue } from '../shop/stock.repository.js'
import { daysOf } from './report-period.js'

/** How many products each top list shows (the CSV has them all). */
export const TOP_PRODUCTS = 10

export interface StockPart extends VatPart {
  pieces: number
}

export interface Summary {
  orders: number
  revenueMinor: number
  /** Revenue per order rounded to the haléř; null without orders. */
  averageMinor: number | null
  refunds: number
  refundedMinor: number
}

export interface Report {
  period: DayPeriod
  summary: Summary
  /** Every day of the period, those without sales as zeros. */
  days: SalesDay[]
  products: ProductSales[]
  vat: VatPart[]
  refunds: Refund[]
  stock: StockPart[]
}

/** The sum of rate parts, as one row. */
export const totalOf = <T extends VatPart>(parts: readonly T[]) =>
  parts.reduce((sum, p) => ({ baseMinor: sum.baseMinor + p.baseMinor, vatMinor: sum.vatMinor + p.vatMinor, totalMinor: sum.totalMinor + p.totalMinor }), { baseMinor: 0, vatMinor: 0, totalMinor: 0 })

export const topBy = (products: readonly ProductSales[], key: 'revenueMinor' | 'quantity') =>
  [...products].sort((a, b) => b[key] - a[key] || a.sku.localeCompare(b.sku)).slice(0, TOP_PRODUCTS)

export function reportsService(deps: { sales: SalesRepository; stockValue: () => Promise<StockValue[]> }) {
  const { sales } = deps
  const service = {
    async days(p: DayPeriod): Promise<SalesDay[]> {
      const sold = new Map((await sales.days(p)).map((d) => [d.day, d]))
      return daysOf(p).map((day) => sold.get(day) ?? { day, orders: 0, revenueMinor: 0 })
    },
    products: (p: DayPeriod) => sales.products(p),
    vat: (p: DayPeriod) => sales.vat(p),
    refunds: (p: DayPeriod) => sales.refunds(p),
    async stock(): Promise<StockPart[]> {
      return (await deps.stockValue()).map((s) => {
        const vatMinor = vatIncluded(s.totalMinor, s.rate)
        return { rate: s.rate, pieces: s.pieces, totalMinor: s.totalMinor, vatMinor, baseMinor: s.totalMinor - vatMinor }
      })
    },
    summaryOf(days: readonly SalesDay[], refunds: readonly Refund[]): Summary {
      const orders = days.reduce((n, d) => n + d.orders, 0)
      const revenueMinor = days.reduce((n, d) => n + d.revenueMinor, 0)
      return { orders, revenueMinor, averageMinor: orders ? Math.round(revenueMinor / orders) : null, refunds: refunds.length, refundedMinor: refunds.reduce((n, r) => n + r.amountMinor, 0) }
    },
    async report(p: DayPeriod): Promise<Report> {
      const [days, products, vat, refunds, stock] = await Promise.all([service.days(p), service.products(p), service.vat(p), service.refunds(p), service.stock()])
      return { period: p, summary: service.summaryOf(days, refunds), days, products, vat, refunds, stock }
    },
  }
  return service
}

export type ReportsService = ReturnType<typeof reportsService>
