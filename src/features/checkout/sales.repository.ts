/**
 * The sales figures of the shop manager's reports (issue 26, ADR 078), read from the checkout's
 * own tables. A period is Prague days: the bounds and the grouping turn `created_at` into Prague
 * time in the database, so an order at 23:30 Prague time is its Prague day's whatever the offset.
 *
 * Which orders count: `COUNTED` — paid, shipped (cash on delivery included) and delivered; an
 * order awaiting payment or cancelled is no sale. The day is the order's `created_at`, the
 * invoice's date of issue and of the taxable supply (invoice-pdf.ts).
 */
import { sql, type SQL } from 'drizzle-orm'
import { rowsOf, type Db } from '../../db/client.js'
import { orderLines, orderRefunds, orders } from '../../db/schema.js'
import type { DayPeriod, ProductSales, Refund, SalesDay, VatPart } from './checkout.types.js'

/** The statuses whose orders are sales. */
export const COUNTED_STATUSES = ['paid', 'shipped', 'delivered'] as const

const PRAGUE = sql.raw(`'Europe/Prague'`)

/** `at` within the period's Prague days (the end is the start of the day after `to`). */
const within = (at: SQL, p: DayPeriod) =>
  sql`${at} >= (${p.from}::date)::timestamp at time zone ${PRAGUE} and ${at} < (${p.to}::date + 1)::timestamp at time zone ${PRAGUE}`

const counted = (p: DayPeriod) => sql`${orders.status} in (${sql.join(COUNTED_STATUSES.map((s) => sql`${s}`), sql`, `)}) and ${within(sql`${orders.createdAt}`, p)}`

export function salesRepository(db: Db) {
  return {
    /** The days with sales, in order; days without any are not rows. */
    async days(p: DayPeriod): Promise<SalesDay[]> {
      const rows = rowsOf<{ day: string; orders: number | string; revenue: number | string }>(
        await db.execute(sql`
          select to_char((${orders.createdAt} at time zone ${PRAGUE})::date, 'YYYY-MM-DD') as day, count(*)::int as orders, sum(${orders.totalMinor})::bigint as revenue
            from ${orders} where ${counted(p)}
           group by 1 order by 1`),
      )
      return rows.map((r) => ({ day: r.day, orders: Number(r.orders), revenueMinor: Number(r.revenue) }))
    },

    /** Every variant sold, by revenue then quantity (the goods lines; discounts are lines of their own). */
    async products(p: DayPeriod): Promise<ProductSales[]> {
      const rows = rowsOf<{ sku: string; name_cs: string; name_en: string; size: string | null; quantity: number | string; revenue: number | string }>(
        await db.execute(sql`
          select l.sku, max(l.name_cs) as name_cs, max(l.name_en) as name_en, max(l.size) as size,
                 sum(l.quantity)::bigint as quantity, sum(l.unit_price_minor::bigint * l.quantity)::bigint as revenue
            from ${orders} join ${orderLines} l on l.order_id = ${orders.id}
           where ${counted(p)} and l.kind = 'goods'
           group by l.sku order by revenue desc, quantity desc, l.sku`),
      )
      return rows.map((r) => ({ sku: r.sku, nameCs: r.name_cs, nameEn: r.name_en, size: r.size, quantity: Number(r.quantity), revenueMinor: Number(r.revenue) }))
    },

    /**
     * VAT by rate as the invoices state it: each order's lines summed per rate, its VAT rounded
     * from that sum as `vatOfLines` does (half up, `floor(x + 0.5)` = `Math.round`), then summed.
     */
    async vat(p: DayPeriod): Promise<VatPart[]> {
      const rows = rowsOf<{ rate: number; total: number | string; vat: number | string }>(
        await db.execute(sql`
          with invoice as (
            select l.vat_rate as rate, sum(l.unit_price_minor::bigint * l.quantity) as total
              from ${orders} join ${orderLines} l on l.order_id = ${orders.id}
             where ${counted(p)}
             group by ${orders.id}, l.vat_rate
          )
          select rate, sum(total)::bigint as total, sum(floor((total * rate)::numeric / (100 + rate) + 0.5))::bigint as vat
            from invoice group by rate order by rate desc`),
      )
      return rows.map((r) => {
        const totalMinor = Number(r.total)
        const vatMinor = Number(r.vat)
        return { rate: Number(r.rate), totalMinor, vatMinor, baseMinor: totalMinor - vatMinor }
      })
    },

    /** Refunds made in the period (ADR 082): each refund the provider accepted or staff recorded as sent, on the day it was made. */
    async refunds(p: DayPeriod): Promise<Refund[]> {
      const rows = rowsOf<{ number: string; at: Date | string; amount: number | string }>(
        await db.execute(sql`
          select ${orders.number} as number, r.created_at as at, r.total_minor as amount
            from ${orderRefunds} r join ${orders} on ${orders.id} = r.order_id
           where r.status = 'succeeded' and ${within(sql`r.created_at`, p)}
           order by r.created_at, ${orders.number}, r.id`),
      )
      return rows.map((r) => ({ number: r.number, at: new Date(r.at), amountMinor: Number(r.amount) }))
    },
  }
}

export type SalesRepository = ReturnType<typeof salesRepository>
