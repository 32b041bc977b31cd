/**
 * The shop manager's reports (issue 26, ADR 078) on the database of the run (PGlite, and
 * PostgreSQL with DATABASE_URL): the figures of a known set of orders in March 2021, a month no
 * other test and no seed touches — which orders count, revenue per Prague day across both of the
 * month's boundaries (an order at 23:30 Prague time is its Prague day's, in winter and in summer
 * time), top products, the VAT summary equal to the sum of the invoices' recapitulations (with a
 * haléř that rounding the month's sum would get wrong), refunds, the stock's worth; the page and
 * every CSV in both languages; bad periods refused with their reason; 404 for who may not.
 */
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderLines, orderRefunds, orders, products, productVariants } from '../../../src/db/schema.js'
import { vatOfLines } from '../../../src/features/checkout/order-documents.js'
import type { OrderLineRow } from '../../../src/features/checkout/checkout.types.js'
import { presets } from '../../../src/features/reports/report-period.js'
import { paths } from '../../../src/ui/paths.js'
import { testApp } from '../../support/app.js'
import { signIn, signInWith, type Jar } from '../../support/client.js'
import { expectIn } from '../../support/html.js'

let app: FastifyInstance
let manager: Jar
const MARCH = { from: '2021-03-01', to: '2021-03-31' }

type Line = { kind: 'goods' | 'shipping' | 'payment' | 'discount'; sku: string; unit: number; rate: number; quantity: number }
const goodsA = (quantity: number): Line => ({ kind: 'goods', sku: 'QF-REPORT-A', unit: 250_00, rate: 21, quantity })
const goodsB = (quantity: number, unit = 27_50): Line => ({ kind: 'goods', sku: 'QF-REPORT-B', unit, rate: 12, quantity })

let made = 0
/** An order placed at `at` (UTC) in `status`, with its lines; its total and VAT as the checkout writes them. */
async function anOrder(at: string, status: 'new' | 'paid' | 'shipped' | 'delivered', lines: Line[]) {
  const n = ++made
  const rows = lines.map((l, i) => ({ line: i + 1, kind: l.kind, variantId: null, sku: l.sku, nameCs: `Zboží ${l.sku}`, nameEn: `Goods ${l.sku}`, size: null, category: 'Test', unitPriceMinor: l.unit, vatRate: l.rate, quantity: l.quantity }))
  const total = rows.reduce((s, l) => s + l.unitPriceMinor * l.quantity, 0)
  const vat = vatOfLines(rows as OrderLineRow[]).reduce((s, v) => s + v.vatMinor, 0)
  const [order] = await app.db
    .insert(orders)
    .values({ number: `202190${String(n).padStart(4, '0')}`, checkoutId: `report-test-${n}`, owner: `guest:report-${n}`, lang: 'cs', status, email: `report-${n}@example.cz`, name: 'Eva Kupující', phone: '777 123 456', street: 'Hradecká 12', city: 'Dubová Hora', postalCode: '50003', shippingCode: 'ppl', paymentCode: 'transfer', totalMinor: total, vatMinor: vat, shippingMinor: 0, paymentMinor: 0, createdAt: new Date(at) })
    .returning({ id: orders.id, number: orders.number })
  await app.db.insert(orderLines).values(rows.map((r) => ({ ...r, orderId: order!.id })))
  return { ...order!, lines: rows as OrderLineRow[], total }
}

let counted: Awaited<ReturnType<typeof anOrder>>[]
let refunded: Awaited<ReturnType<typeof anOrder>>

beforeAll(async () => {
  app = await testApp()
  manager = await signInWith(app, [{ role: 'shop_manager' }])
  counted = [
    // 23:30 in Prague on 1 March (winter time, UTC+1): its Prague day is 1 March.
    await anOrder('2021-03-01T22:30:00Z', 'paid', [goodsA(2), { kind: 'shipping', sku: 'DOPRAVA-PPL', unit: 89_00, rate: 21, quantity: 1 }, goodsB(1, 100_00)]),
    // 00:30 in Prague on 1 March: still the period's first day although 28 February in UTC.
    await anOrder('2021-02-28T23:30:00Z', 'shipped', [goodsB(4), { kind: 'discount', sku: 'SLEVA', unit: -10_00, rate: 12, quantity: 1 }]),
    // 23:30 in Prague on 31 March (summer time since the 28th, UTC+2): the period's last day.
    await anOrder('2021-03-31T21:30:00Z', 'delivered', [goodsA(1)]),
  ]
  // 00:30 in Prague on 1 April: after the period although 31 March in UTC.
  await anOrder('2021-03-31T22:30:00Z', 'delivered', [goodsA(5)])
  // Awaiting payment: no sale.
  await anOrder('2021-03-10T10:00:00Z', 'new', [goodsA(7)])
  // Paid, then cancelled and refunded in the period: no sale, a refund on the day it was made.
  refunded = await anOrder('2021-03-12T10:00:00Z', 'paid', [goodsA(1)])
  await app.db.update(orders).set({ status: 'cancelled', refundedMinor: 250_00 }).where(eq(orders.id, refunded.id))
  await app.db.insert(orderRefunds).values({ orderId: refunded.id, requestKey: `report-refund-${refunded.id}`, totalMinor: 250_00, method: 'transfer', account: '2000145399/0800', status: 'succeeded', createdAt: new Date('2021-03-15T09:00:00Z') })
  // A card refund the gateway refused is no refund; neither is an order cancelled after payment without one.
  await app.db.insert(orderRefunds).values({ orderId: refunded.id, requestKey: `report-refund-failed-${refunded.id}`, totalMinor: 100_00, method: 'card', status: 'failed', createdAt: new Date('2021-03-16T09:00:00Z') })
  const cancelledOnly = await anOrder('2021-03-13T10:00:00Z', 'paid', [goodsA(1)])
  await app.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelledOnly.id))
})
afterAll(async () => {
  await app?.close()
})

describe('the figures of a period', () => {
  it('count paid, shipped and delivered orders on their Prague day, every day of the period shown', async () => {
    const report = await app.services.reports.report(MARCH)
    expect(report.days).toHaveLength(31)
    expect(report.days[0]).toEqual({ day: '2021-03-01', orders: 2, revenueMinor: 589_00 + 100_00 + 100_00 })
    expect(report.days[30]).toEqual({ day: '2021-03-31', orders: 1, revenueMinor: 250_00 })
    expect(report.days.slice(1, 30).every((d) => d.orders === 0 && d.revenueMinor === 0)).toBe(true)
    expect(report.summary).toEqual({ orders: 3, revenueMinor: 1039_00, averageMinor: 34633, refunds: 1, refundedMinor: 250_00 })
    // April's first Prague day holds the order placed at 22:30 UTC on 31 March.
    expect((await app.services.reports.days({ from: '2021-04-01', to: '2021-04-01' }))[0]).toEqual({ day: '2021-04-01', orders: 1, revenueMinor: 1250_00 })
  })

  it('give the VAT by rate as the sum of the invoices, not a rounding of the month', async () => {
    const vat = await app.services.reports.vat(MARCH)
    const invoices = new Map<number, { base: number; vat: number; total: number }>()
    for (const o of counted) {
      for (const v of vatOfLines(o.lines)) {
        const sum = invoices.get(v.rate) ?? { base: 0, vat: 0, total: 0 }
        invoices.set(v.rate, { base: sum.base + v.baseMinor, vat: sum.vat + v.vatMinor, total: sum.total + v.totalMinor })
      }
    }
    expect(vat).toEqual([...invoices.entries()].map(([rate, s]) => ({ rate, baseMinor: s.base, vatMinor: s.vat, totalMinor: s.total })))
    expect(vat).toEqual([
      { rate: 21, baseMinor: 693_39, vatMinor: 145_61, totalMinor: 839_00 },
      // Two invoices of 100 Kč at 12 % state 10,71 Kč each; 200 Kč at once would be 21,43 Kč.
      { rate: 12, baseMinor: 178_58, vatMinor: 21_42, totalMinor: 200_00 },
    ])
    expect(vat.reduce((s, v) => s + v.totalMinor, 0)).toBe(1039_00)
  })

  it('rank products by revenue and by quantity, before discounts', async () => {
    expect(await app.services.reports.products(MARCH)).toEqual([
      { sku: 'QF-REPORT-A', nameCs: 'Zboží QF-REPORT-A', nameEn: 'Goods QF-REPORT-A', size: null, quantity: 3, revenueMinor: 750_00 },
      { sku: 'QF-REPORT-B', nameCs: 'Zboží QF-REPORT-B', nameEn: 'Goods QF-REPORT-B', size: null, quantity: 5, revenueMinor: 210_00 },
    ])
  })

  it('list the refunds made, on the day each was made; a refused one and a cancellation without a refund are none', async () => {
    expect(await app.services.reports.refunds(MARCH)).toEqual([{ number: refunded.number, at: new Date('2021-03-15T09:00:00Z'), amountMinor: 250_00 }])
    expect(await app.services.reports.refunds({ from: '2021-03-12', to: '2021-03-14' })).toEqual([])
  })

  it('value the stock at the current prices per VAT rate', async () => {
    const all = await app.db.select({ stock: productVariants.stock, price: products.priceMinor, rate: products.vatRate }).from(productVariants).innerJoin(products, eq(products.id, productVariants.productId))
    const stock = await app.services.reports.stock()
    expect(stock.map((s) => s.rate)).toEqual([...new Set(all.map((v) => v.rate))].sort((a, b) => b - a))
    for (const s of stock) {
      const of = all.filter((v) => v.rate === s.rate)
      expect(s.pieces).toBe(of.reduce((n, v) => n + v.stock, 0))
      expect(s.totalMinor).toBe(of.reduce((n, v) => n + v.stock * v.price, 0))
      expect(s.vatMinor).toBe(Math.round((s.totalMinor * s.rate) / (100 + s.rate)))
      expect(s.baseMinor + s.vatMinor).toBe(s.totalMinor)
    }
  })
})

describe('the page and its CSVs', () => {
  it('show the period in both languages, the chart named and its table', async () => {
    for (const lang of ['cs', 'en'] as const) {
      const res = await app.inject({ url: paths.adminReports(lang, MARCH), cookies: manager })
      expect(res.statusCode).toBe(200)
      expectIn(res.body, 'role="img" aria-labelledby="revenueChartTitle revenueChartDesc"')
      expectIn(res.body, lang === 'cs' ? 'Tržby po dnech od 1. 3. 2021 do 31. 3. 2021' : 'Revenue per day from 1 Mar 2021 to 31 Mar 2021')
      expect(res.body.match(/<rect class="revenue-chart__bar"/g)).toHaveLength(2)
      expect(res.body.match(/<tr data-day="2021-03-/g)).toHaveLength(31)
      expectIn(res.body, lang === 'cs' ? '<dd id="reportRevenue">1\u00a0039\u00a0Kč</dd>' : '<dd id="reportRevenue">CZK\u00a01,039</dd>')
      expectIn(res.body, `href="${paths.adminReportCsv(lang, 'vat', MARCH).replace(/&/g, '&amp;')}"`)
    }
  })

  it('without a period, show this month so far', async () => {
    const res = await app.inject({ url: paths.adminReports('en'), cookies: manager })
    expect(res.statusCode).toBe(200)
    const month = presets(new Date()).thisMonth
    expectIn(res.body, `<input id="report-from" type="date" required="" name="from" value="${month.from}"/>`)
    expectIn(res.body, `<input id="report-to" type="date" required="" name="to" value="${month.to}"/>`)
  })

  it('give each report as CSV with a BOM, headers in the language, the period kept', async () => {
    const csv = async (lang: 'cs' | 'en', report: Parameters<typeof paths.adminReportCsv>[1]) => {
      const res = await app.inject({ url: paths.adminReportCsv(lang, report, MARCH), cookies: manager })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
      return { text: res.rawPayload.subarray(3).toString('utf8'), disposition: String(res.headers['content-disposition']) }
    }
    const vat = await csv('cs', 'vat')
    expect(vat.disposition).toBe('attachment; filename="dph-2021-03-01-2021-03-31.csv"')
    expect(vat.text).toBe('Sazba DPH (%),Základ (Kč),DPH (Kč),Celkem s DPH (Kč)\r\n21,693.39,145.61,839\r\n12,178.58,21.42,200\r\nVšechny sazby,871.97,167.03,1039\r\n')
    expect((await csv('en', 'daily')).text.split('\r\n').slice(0, 3)).toEqual(['Day,Orders,Revenue incl. VAT (CZK)', '2021-03-01,2,789', '2021-03-02,0,0'])
    expect((await csv('en', 'summary')).text).toContain('Average order (CZK),346.33\r\n')
    expect((await csv('en', 'products')).text.split('\r\n')[1]).toBe('QF-REPORT-A,Goods QF-REPORT-A,,3,750')
    expect((await csv('cs', 'refunds')).text.split('\r\n')[1]).toBe(`${refunded.number},2021-03-15 10:00:00,250`)
    expect((await csv('en', 'stock')).text).toMatch(/^VAT rate \(%\),Pieces in stock,Base \(CZK\),VAT \(CZK\),Total incl\. VAT \(CZK\)\r\n/)
  })

  it('neutralise a product name a spreadsheet would run as a formula', async () => {
    await anOrder('2021-05-03T10:00:00Z', 'paid', [{ kind: 'goods', sku: 'QF-REPORT-F', unit: 10_00, rate: 21, quantity: 1 }])
    await app.db.update(orderLines).set({ nameEn: '=HYPERLINK("http://evil.example")' }).where(eq(orderLines.sku, 'QF-REPORT-F'))
    const res = await app.inject({ url: paths.adminReportCsv('en', 'products', { from: '2021-05-01', to: '2021-05-31' }), cookies: manager })
    expect(res.body).toContain(`QF-REPORT-F,"'=HYPERLINK(""http://evil.example"")",,1,10`)
  })
})

describe('a period that cannot be shown', () => {
  const cases = [
    { query: { from: '2021-02-30', to: '2021-03-31' }, field: 'from', cs: 'Zadejte skutečné datum ve tvaru RRRR-MM-DD.', en: 'Enter a real date as YYYY-MM-DD.' },
    { query: { from: '2021-03-31', to: '2021-03-01' }, field: 'to', cs: 'Datum „do“ nesmí být dřív než datum „od“.', en: 'The “to” date cannot be before the “from” date.' },
    { query: { from: '2019-01-01', to: '2021-03-31' }, field: 'to', cs: 'Období může být nejvýše 731 dní (dva roky).', en: 'The period can be at most 731 days (two years).' },
    { query: { from: '2021-03-01', to: '' }, field: 'to', cs: 'Zadejte obě data.', en: 'Enter both dates.' },
    { query: { from: 'yesterday', to: '2021-03-31' }, field: 'from', cs: 'Zadejte skutečné datum ve tvaru RRRR-MM-DD.', en: 'Enter a real date as YYYY-MM-DD.' },
  ] as const
  it('is the form again with the reason at its field and no figures, for the page and every CSV (400)', async () => {
    for (const c of cases) {
      for (const lang of ['cs', 'en'] as const) {
        for (const url of [paths.adminReports(lang, c.query), paths.adminReportCsv(lang, 'daily', c.query)]) {
          const res = await app.inject({ url, cookies: manager })
          expect(res.statusCode, url).toBe(400)
          expect(res.headers['content-type'], url).toMatch(/text\/html/)
          expectIn(res.body, `<p class="form__message form__message--error" id="report-${c.field}-error">${c[lang]}</p>`)
          expectIn(res.body, 'id="revenueChart"', false)
        }
      }
    }
    const repeated = await app.inject({ url: `${paths.adminReports('en')}?from=2021-03-01&from=2021-03-02&to=2021-03-31`, cookies: manager })
    expect(repeated.statusCode).toBe(400)
  })
})

describe('who may not', () => {
  it('gets the 404 page for the page and every CSV: a visitor, a customer, an editor', async () => {
    const customer = await signIn(app, 'student@example.cz', 'Heslo-2026')
    const editor = await signInWith(app, [{ role: 'chief_editor' }])
    for (const jar of [{}, customer, editor]) {
      for (const lang of ['cs', 'en'] as const) {
        for (const url of [paths.adminReports(lang, MARCH), ...(['summary', 'daily', 'products', 'vat', 'refunds', 'stock'] as const).map((r) => paths.adminReportCsv(lang, r, MARCH))]) {
          const res = await app.inject({ url, cookies: jar })
          expect(res.statusCode, url).toBe(404)
          expect(res.body).not.toContain('QF-REPORT')
        }
      }
    }
  })
})
