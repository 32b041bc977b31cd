/**
 * The seed's demo orders (issue 26) on the seeded database of the run: a believable recent
 * history whose sums are the checkout's own, numbered in the year's series with the counter past
 * them, all finished, none by the demo accounts; the reports of the last month show sales; and
 * the next real order follows the demo numbers.
 */
import { and, eq, inArray, like, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../../src/db/client.js'
import { orderLines, orderNumbers, orders, orderStatusChanges, users } from '../../../src/db/schema.js'
import { DEMO_ORDER_COUNT } from '../../../src/db/seed/orders.js'
import { vatOfLines } from '../../../src/features/checkout/order-documents.js'
import { testApp } from '../../support/app.js'
import { placeGuestOrder } from '../../support/builders.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await testApp()
})
afterAll(async () => {
  await app?.close()
})

const demo = () => app.db.select().from(orders).where(like(orders.checkoutId, 'demo-order-%')).orderBy(orders.createdAt)

describe('the demo orders of the seed', () => {
  it('are a finished history of the 90 days before the seed, by guests, none by an account', async () => {
    const rows = await demo()
    expect(rows).toHaveLength(DEMO_ORDER_COUNT)
    const now = Date.now()
    for (const o of rows) {
      expect(o.createdAt.getTime()).toBeLessThan(now)
      expect(o.createdAt.getTime()).toBeGreaterThan(now - 92 * 86_400_000)
      expect(['delivered', 'cancelled']).toContain(o.status)
      expect(o.userId).toBeNull()
      if (o.status === 'delivered') expect(o.paidAt).not.toBeNull()
      else expect(o.paidAt).toBeNull()
    }
    expect(rows.filter((o) => o.status === 'delivered').length).toBeGreaterThan(DEMO_ORDER_COUNT * 0.8)
    const accounts = (await app.db.select({ email: users.email }).from(users)).map((u) => u.email)
    expect(rows.filter((o) => accounts.includes(o.email))).toEqual([])
  })

  it('have the checkout’s sums: the total is the lines’, the VAT is the lines’ per rate', async () => {
    const rows = await demo()
    const lines = await app.db.select().from(orderLines).where(inArray(orderLines.orderId, rows.map((o) => o.id)))
    for (const o of rows) {
      const own = lines.filter((l) => l.orderId === o.id)
      expect(own.filter((l) => l.kind === 'goods').length, o.number).toBeGreaterThan(0)
      expect(own.reduce((n, l) => n + l.unitPriceMinor * l.quantity, 0), o.number).toBe(o.totalMinor)
      expect(vatOfLines(own).reduce((n, v) => n + v.vatMinor, 0), o.number).toBe(o.vatMinor)
      expect(own.find((l) => l.kind === 'shipping')?.unitPriceMinor, o.number).toBe(o.shippingMinor)
    }
  })

  it('carry their statuses’ history, in order, ending in their status', async () => {
    const rows = await demo()
    const changes = await app.db.select().from(orderStatusChanges).where(inArray(orderStatusChanges.orderId, rows.map((o) => o.id))).orderBy(orderStatusChanges.id)
    for (const o of rows) {
      const own = changes.filter((c) => c.orderId === o.id)
      expect(own[0]!.fromStatus, o.number).toBe('new')
      expect(own.at(-1)!.toStatus, o.number).toBe(o.status)
      for (let k = 1; k < own.length; k++) expect(own[k]!.fromStatus).toBe(own[k - 1]!.toStatus)
    }
  })

  it('are numbered in their year’s series without gaps, and the next real order follows them', async () => {
    const rows = await demo()
    const numbers = rows.map((o) => o.number).sort()
    expect(new Set(numbers).size).toBe(numbers.length)
    for (const n of numbers) expect(n).toMatch(/^\d{10}$/)
    const year = Number(numbers.at(-1)!.slice(0, 4))
    const inYear = numbers.filter((n) => n.startsWith(String(year))).map((n) => Number(n.slice(4)))
    expect(inYear).toEqual(inYear.map((_, k) => k + 1))
    const [counter] = await app.db.select().from(orderNumbers).where(eq(orderNumbers.year, year))
    expect(counter!.last).toBeGreaterThanOrEqual(inYear.length)
    // A real order now (this year, whichever the seed's was) takes a number no demo order has.
    const placed = await placeGuestOrder(app)
    expect(numbers).not.toContain(placed.number)
  })

  it('give the reports of the last month sales to show', async () => {
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
    const month = { from: day(Date.now() - 30 * 86_400_000), to: day(Date.now()) }
    const report = await app.services.reports.report(month)
    expect(report.days.reduce((n, d) => n + d.orders, 0)).toBeGreaterThan(0)
    expect(report.products.length).toBeGreaterThan(0)
    expect(report.vat.length).toBeGreaterThan(0)
    const sold = rowsOf<{ n: number }>(await app.db.execute(sql`select count(*)::int as n from orders where checkout_id like 'demo-order-%' and status = 'delivered'`))[0]!.n
    expect(sold).toBeGreaterThan(0)
    expect(await app.db.select().from(orders).where(and(like(orders.checkoutId, 'demo-order-%'), eq(orders.status, 'paid')))).toEqual([])
  })
})
