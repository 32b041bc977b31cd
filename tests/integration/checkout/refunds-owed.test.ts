/**
 * Refunds owed (ADR 091) on PGlite and PostgreSQL, through the routes: a paid order cancelled
 * appears in the shop manager's list with what was paid, refunded and is left, linked to its
 * refund form, until refunds cover it; an unpaid one cancelled never does; the dashboard counts
 * them for the shop manager and not for `staff`; odd page numbers are the first page; and nobody
 * but who may refund reaches it (404).
 */
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, orderStatusChanges, productVariants } from '../../../src/db/schema.js'
import { orderStatusRepository } from '../../../src/features/checkout/order-status.repository.js'
import { orderStatusService } from '../../../src/features/checkout/order-status.js'
import { engine, testApp } from '../../support/app.js'
import { guestAtCheckout } from '../../support/builders.js'
import { postForm, signIn, signInWith, type Jar } from '../../support/client.js'
import { expectIn } from '../../support/html.js'

let app: FastifyInstance
let manager: Jar
let staff: Jar
let variantId: number

beforeAll(async () => {
  app = await testApp()
  manager = await signInWith(app, [{ role: 'shop_manager' }])
  staff = await signInWith(app, [{ role: 'staff' }])
  const [v] = await app.db.select({ id: productVariants.id }).from(productVariants).where(sql`${productVariants.stock} > 20`).orderBy(productVariants.id).limit(1)
  variantId = v!.id
})
afterAll(async () => {
  await app?.close()
})

let keys = 0
const key = () => `owed-${engine}-${process.pid}-${++keys}-abcdef`
const status = () => orderStatusService({ repo: orderStatusRepository(app.db), origin: 'https://example.test' })

/** A guest's order of one piece by transfer, paid first if `paid`, then cancelled long ago (so it leads the list). */
async function cancelledOrder(paid: boolean) {
  const placed = await (await guestAtCheckout(app, variantId)).place()
  const number = placed.number!
  if (paid) expect((await status().change(number, 'paid')).ok).toBe(true)
  expect((await status().change(number, 'cancelled')).ok).toBe(true)
  const [row] = await app.db.select({ id: orders.id, totalMinor: orders.totalMinor }).from(orders).where(eq(orders.number, number))
  await app.db.update(orderStatusChanges).set({ changedAt: new Date('2020-01-02T10:00:00Z') }).where(and(eq(orderStatusChanges.orderId, row!.id), eq(orderStatusChanges.toStatus, 'cancelled')))
  return { number, id: row!.id, totalMinor: row!.totalMinor }
}

const list = (lang: 'cs' | 'en', jar: Jar, query = '') => app.inject({ url: (lang === 'cs' ? '/qf/cs/sprava/vraceni-penez' : '/qf/en/admin/refunds-owed') + query, cookies: jar })
const rowOf = (body: string, number: string) => new RegExp(`<tr data-order-number="${number}">([\\s\\S]*?)</tr>`).exec(body)?.[1]?.replaceAll('<!-- -->', '').replaceAll('\u00a0', ' ')
const dashboardCount = (body: string) => Number(/data-waiting="(\d+)"><a href="\/qf\/(?:cs\/sprava\/vraceni-penez|en\/admin\/refunds-owed)"/.exec(body)?.[1] ?? 'NaN')

describe(`refunds owed on ${engine}`, () => {
  it('a paid order cancelled is listed with what is left, linked to its refund form, until refunds cover it; an unpaid one never', async () => {
    const paid = await cancelledOrder(true)
    const unpaid = await cancelledOrder(false)
    const page = await list('en', manager)
    expect(page.statusCode).toBe(200)
    const row = rowOf(page.body, paid.number)
    expect(row, 'the paid cancelled order is listed').toBeDefined()
    expectIn(row!, `href="/qf/en/admin/orders/${paid.number}#refundForm"`)
    expect(row).toContain('2 January 2020')
    expect(row).toContain(`CZK ${paid.totalMinor / 100} / CZK 0`)
    expect(rowOf(page.body, unpaid.number)).toBeUndefined()
    expectIn((await list('cs', manager)).body, 'Čeká na vrácení peněz')
    // The refund form the link opens is there, and a part refunded leaves the rest owed.
    const order = await app.inject({ url: `/qf/en/admin/orders/${paid.number}`, cookies: manager })
    expectIn(order.body, 'id="refundForm"')
    const part = await postForm(app, `/qf/en/admin/orders/${paid.number}/refund`, { key: key(), shipping: '10', method: 'transfer', account: '19-2000145399/0800' }, { ...manager })
    expect(part.statusCode).toBe(303)
    expect(rowOf((await list('en', manager)).body, paid.number)).toContain(`CZK ${paid.totalMinor / 100 - 10}</strong>`)
    const rest = await postForm(app, `/qf/en/admin/orders/${paid.number}/refund`, { key: key(), 'qty-1': '1', shipping: String((paid.totalMinor - 1000) / 100 - (await unitOf(paid.id)) / 100), method: 'transfer', account: '19-2000145399/0800' }, { ...manager })
    expect(rest.statusCode, rest.body.slice(0, 200)).toBe(303)
    expect(rowOf((await list('en', manager)).body, paid.number)).toBeUndefined()
  })

  it('the dashboard counts them for the shop manager, and not for staff', async () => {
    const before = dashboardCount((await app.inject({ url: '/qf/en/admin', cookies: manager })).body)
    expect(Number.isInteger(before)).toBe(true)
    await cancelledOrder(true)
    const after = await app.inject({ url: '/qf/cs/sprava', cookies: manager })
    expectIn(after.body, 'Čeká na vyřízení')
    expect(dashboardCount(after.body)).toBe(before + 1)
    expect(dashboardCount(after.body)).toBe(await app.services.staff.refundsOwedCount())
    const forStaff = await app.inject({ url: '/qf/cs/sprava', cookies: staff })
    expect(forStaff.statusCode).toBe(200)
    expectIn(forStaff.body, 'vraceni-penez', false)
  })

  it('odd page numbers are the first page; a page past the end says none', async () => {
    for (const q of ['?page=abc', '?page=-1', '?page=%3Cscript%3E', '?page=99999999999', '?page=1&page=2']) {
      const res = await list('cs', manager, q)
      expect(res.statusCode, q).toBe(200)
      expectIn(res.body, '<script>', false)
    }
    expectIn((await list('en', manager, '?page=9999')).body, 'No cancelled paid order is waiting for its refund.')
  })

  it('nobody but who may refund reaches it: a visitor, a customer and staff get 404', async () => {
    const customer = await signIn(app, 'student@example.cz', 'Heslo-2026')
    for (const jar of [{}, customer, staff]) {
      expect((await list('cs', jar)).statusCode).toBe(404)
      expect((await list('en', jar)).statusCode).toBe(404)
    }
  })
})

async function unitOf(orderId: number) {
  const res = await app.db.execute(sql`select unit_price_minor as u from order_lines where order_id = ${orderId} and kind = 'goods' and line = 1`)
  const rows = ((res as unknown as { rows?: { u: number }[] }).rows ?? (res as unknown as { u: number }[])) as { u: number }[]
  return Number(rows[0]!.u)
}
