/**
 * Packeta pick-up points and what each shipping asks for (ADR 052), and the invoice laid out as a
 * Czech tax document (ADR 051), through the real routes. The list of points comes from a local
 * upstream serving a test fixture, so a missing, unknown or hostile point and a source that does
 * not answer are all tested against what the list says.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { extractPdf } from '../../../src/db/seed/pdf.js'
import { SELLER } from '../../../src/features/checkout/seller.js'
import { formatDate } from '../../../src/i18n/index.js'
import { engine, testApp } from '../../support/app.js'
import { startSmtp, type TestSmtp } from '../../support/smtp.js'
import { expectIn } from '../../support/html.js'
import { checkoutFormOf } from '../../support/checkout-form.js'
import { postForm, type Jar } from '../../support/client.js'

const FIXTURE = {
  points: [
    { id: '4001', name: 'Zásilkovna – Knihy Nová', street: 'Husova 5', city: 'Dubová Hora', zip: '500 03' },
    { id: 4002, name: 'Z-BOX Nádraží', street: 'Nádražní 10', city: 'Trutnov', zip: '541 01' },
    { id: 'x<script>', name: 'Forged', street: 'a', city: 'b', zip: 'c' },
  ],
}

let upstreamUp = true
let upstream: Server
let app: FastifyInstance
let smtp: TestSmtp
let variant = 0
let stock = 0

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const res = await app.db.execute(query)
  return ((res as unknown as { rows?: T[] }).rows ?? (res as unknown as T[])) as T[]
}
const orderCount = async () => Number((await rows<{ n: number }>(sql`select count(*)::int as n from orders`))[0]!.n)

beforeAll(async () => {
  upstream = createServer((_req, res) => {
    if (!upstreamUp) return void res.writeHead(503).end()
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(FIXTURE))
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  smtp = await startSmtp()
  const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/points.json`
  // A one-second life: the test of a source that stops answering sees the copy go stale.
  app = await testApp({ env: { SMTP_URL: smtp.url, PICKUP_POINTS_URL: url, PICKUP_POINTS_TTL_MS: '1000' } })
  const [row] = await rows<{ id: number; stock: number }>(sql`select v.id, v.stock from product_variants v join products p on p.id = v.product_id where p.vat_rate = 21 and v.stock > 30 order by v.id limit 1`)
  variant = Number(row!.id)
  stock = Number(row!.stock)
})
afterAll(async () => {
  if (app) await app.db.execute(sql`update product_variants set stock = ${stock} where id = ${variant}`)
  await app?.close()
  await smtp?.close()
  upstream?.closeAllConnections()
  await new Promise((resolve) => upstream?.close(resolve))
})

const PLACE = { cs: '/qf/cs/eshop/pokladna/odeslat', en: '/qf/en/eshop/checkout/place' } as const

async function shopper(lang: 'cs' | 'en' = 'cs') {
  const jar: Jar = {}
  expect((await postForm(app, '/qf/cs/eshop/kosik/pridat', { variant: String(variant), quantity: '1' }, jar)).statusCode).toBe(303)
  const page = await app.inject({ url: lang === 'cs' ? '/qf/cs/eshop/pokladna' : '/qf/en/eshop/checkout', cookies: jar })
  return { jar, form: checkoutFormOf(page.body), page: page.body }
}
const contact = { email: 'vydejni@example.cz', name: 'Jan Výdejní', phone: '777 123 456' }
/** The place-order form: the page's hidden fields (its key, cart digest and page id; ADR 045) and `extra`. */
const order = (page: Record<string, string>, extra: Record<string, string | string[]>) => ({ ...contact, paymentCode: 'transfer', terms: 'on', ...page, ...extra })
const numberOf = (location: unknown) => /\/(\d{10})$/.exec(String(location))?.[1]
const radioValues = (html: string, name: string) => [...html.matchAll(new RegExp(`<input [^>]*name="${name}"[^>]*>`, 'g'))].map((m) => /value="([^"]*)"/.exec(m[0])![1])

describe(`checkout on ${engine}: what each shipping asks for`, () => {
  it('pick-up at the university shop asks for no address and is placed without one', async () => {
    const { jar, form, page } = await shopper()
    // The first visit chooses the shop: no address fields, the shop's address instead.
    expectIn(page, 'name="street"', false)
    expectIn(page, 'Adresu nevyplňujete.')
    const res = await postForm(app, PLACE.cs, order(form, { shippingCode: 'pickup', paymentCode: 'card' }), jar)
    expect(res.statusCode).toBe(303)
    const [row] = await rows<{ street: string; pickup_point_id: string | null }>(sql`select street, pickup_point_id from orders where email = ${contact.email} order by id desc limit 1`)
    expect(row).toEqual({ street: '', pickup_point_id: null })
  })

  it('a carrier to the door requires the address, in Czech and English', async () => {
    const cs = await shopper()
    const refused = await postForm(app, PLACE.cs, order(cs.form, { shippingCode: 'ppl' }), cs.jar)
    expect(refused.statusCode).toBe(422)
    expectIn(refused.body, 'id="checkoutStreet"')
    expectIn(refused.body, 'Vyplňte toto pole.')
    const en = await shopper('en')
    const refusedEn = await postForm(app, PLACE.en, order(en.form, { shippingCode: 'ceskaposta' }), en.jar)
    expect(refusedEn.statusCode).toBe(422)
    expectIn(refusedEn.body, 'Enter the postal code as five digits')
  })
})

describe(`checkout on ${engine}: the Packeta pick-up point`, () => {
  it('the points come from the configured source, invalid entries left out, and a search filters them ignoring diacritics', async () => {
    const { jar, form } = await shopper()
    const all = await postForm(app, PLACE.cs, { ...order(form, { shippingCode: 'packeta' }), intent: 'recalculate' }, jar)
    expect(all.statusCode).toBe(200)
    expect(radioValues(all.body, 'pickupPoint')).toEqual(['4001', '4002'])
    expectIn(all.body, 'Zásilkovna – Knihy Nová')
    const found = await postForm(app, PLACE.cs, { ...order(form, { shippingCode: 'packeta' }), intent: 'recalculate', pickupQuery: 'nadrazni trutnov' }, jar)
    expect(radioValues(found.body, 'pickupPoint')).toEqual(['4002'])
    expectIn(found.body, 'value="nadrazni trutnov"')
    const none = await postForm(app, PLACE.cs, { ...order(form, { shippingCode: 'packeta' }), intent: 'recalculate', pickupQuery: '<script>alert(1)</script>' }, jar)
    expect(radioValues(none.body, 'pickupPoint')).toEqual([])
    expectIn(none.body, '<script>alert(1)</script>', false)
    expectIn(none.body, 'neodpovídá žádné výdejní místo')
  })

  it('placing Packeta without a point, with a hostile one or with one the list does not hold is refused with a localized message, nothing placed', async () => {
    const before = await orderCount()
    const cases: [Record<string, string | string[]>, string][] = [
      [{}, 'Vyberte výdejní místo Zásilkovny.'],
      [{ pickupPoint: '' }, 'Výdejní místo nelze rozpoznat.'],
      [{ pickupPoint: '<script>alert(1)</script>' }, 'Výdejní místo nelze rozpoznat.'],
      [{ pickupPoint: "1' OR '1'='1" }, 'Výdejní místo nelze rozpoznat.'],
      [{ pickupPoint: '__proto__' }, 'Výdejní místo nelze rozpoznat.'],
      [{ pickupPoint: '12345678901' }, 'Výdejní místo nelze rozpoznat.'],
      [{ pickupPoint: ['4001', '4002'] }, 'Pole bylo odesláno vícekrát'],
      [{ pickupPoint: '9999' }, 'Zvolené výdejní místo už neexistuje.'],
    ]
    for (const [extra, message] of cases) {
      const { jar, form } = await shopper()
      const res = await postForm(app, PLACE.cs, order(form, { shippingCode: 'packeta', ...extra }), jar)
      expect(res.statusCode, JSON.stringify(extra)).toBe(422)
      expectIn(res.body, message)
      expectIn(res.body, '<script>alert(1)</script>', false)
    }
    const { jar, form } = await shopper('en')
    const en = await postForm(app, PLACE.en, order(form, { shippingCode: 'packeta' }), jar)
    expectIn(en.body, 'Choose a Packeta pick-up point.')
    expect(await orderCount()).toBe(before)
  })

  it('the order keeps the point as the list says (not as a form says) and shows it on the confirmation, in the mail and on the invoice', async () => {
    const { jar, form } = await shopper()
    const email = `packeta-${engine}@example.cz`
    const res = await postForm(app, PLACE.cs, order(form, { email, shippingCode: 'packeta', pickupPoint: '4002', street: 'Podvržená 1', city: 'Jinde', postalCode: '11000' }), jar)
    expect(res.statusCode).toBe(303)
    const number = numberOf(res.headers.location)!
    const [row] = await rows<{ pickup_point_id: string; pickup_point_address: string; street: string }>(sql`select pickup_point_id, pickup_point_address, street from orders where number = ${number}`)
    expect(row).toEqual({ pickup_point_id: '4002', pickup_point_address: 'Z-BOX Nádraží, Nádražní 10, 541 01 Trutnov', street: '' })
    const page = await app.inject({ url: `/qf/cs/eshop/objednavka/${number}`, cookies: jar })
    expectIn(page.body, 'Výdejní místo Zásilkovny (4002): Z-BOX Nádraží, Nádražní 10, 541 01 Trutnov')
    expectIn(page.body, 'Podvržená', false)
    await app.outbox!.deliverDue()
    const mail = smtp.mails.find((m) => m.to.includes(email))!
    expect(mail.text).toContain('Výdejní místo Zásilkovny (4002): Z-BOX Nádraží, Nádražní 10, 541 01 Trutnov')
    const pdf = await app.inject({ url: `/qf/cs/eshop/objednavka/${number}/faktura.pdf`, cookies: jar })
    const { text } = await extractPdf(new Uint8Array(pdf.rawPayload))
    expect(text).toContain('Výdejní místo Zásilkovny (4002)')
  })

  it('a source that stops answering: the stale copy still serves; with none at all a localized refusal, nothing placed', async () => {
    upstreamUp = false
    try {
      // This app has read the list: its copy serves while refreshing fails.
      const { jar, form } = await shopper()
      await new Promise((r) => setTimeout(r, 1100))
      const page = await postForm(app, PLACE.cs, { ...order(form, { shippingCode: 'packeta' }), intent: 'recalculate' }, jar)
      expect(radioValues(page.body, 'pickupPoint')).toEqual(['4001', '4002'])
      // A node that never read it cannot check the point: it says so.
      const fresh = await testApp({ database: undefined, env: { PICKUP_POINTS_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/points.json`, PICKUP_POINTS_TIMEOUT_MS: '500' } })
      try {
        const jar2: Jar = {}
        await fresh.inject({ method: 'POST', url: '/qf/cs/eshop/kosik/pridat', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `variant=${variant}&quantity=1` }).then((r) => {
          for (const c of r.cookies) jar2[c.name] = c.value
        })
        const checkout = await fresh.inject({ url: '/qf/cs/eshop/pokladna', cookies: jar2 })
        const form2 = checkoutFormOf(checkout.body)
        const before = await orderCount()
        const params = new URLSearchParams({ ...order(form2, { shippingCode: 'packeta', pickupPoint: '4001' }) } as Record<string, string>)
        const res = await fresh.inject({ method: 'POST', url: PLACE.cs, headers: { 'content-type': 'application/x-www-form-urlencoded' }, cookies: jar2, payload: params.toString() })
        expect(res.statusCode).toBe(422)
        expectIn(res.body, 'Seznam výdejních míst se teď nepodařilo načíst.')
        expect(await orderCount()).toBe(before)
      } finally {
        await fresh.close()
      }
    } finally {
      upstreamUp = true
    }
    // A second app opens its own copy of the seeded database: slow on a busy machine.
  }, 180_000)
})

describe(`checkout on ${engine}: the invoice as a tax document`, () => {
  it('supplier and customer with IČO and DIČ, the three dates, the variable symbol, the lines, the VAT recapitulation and the QR payment of an unpaid transfer', async () => {
    const { jar, form } = await shopper()
    const res = await postForm(app, PLACE.cs, order(form, { shippingCode: 'ppl', street: 'Hradecká 12', city: 'Dubová Hora', postalCode: '50003' }), jar)
    const number = numberOf(res.headers.location)!
    const pdf = await app.inject({ url: `/qf/cs/eshop/objednavka/${number}/faktura.pdf`, cookies: jar })
    expect(pdf.statusCode).toBe(200)
    const { text, pageCount } = await extractPdf(new Uint8Array(pdf.rawPayload))
    expect(pageCount).toBe(1)
    const [placed] = await rows<{ created_at: Date | string }>(sql`select created_at from orders where number = ${number}`)
    const issued = new Date(placed!.created_at)
    const date = (d: Date) => formatDate('cs', d)
    for (const needle of [
      `Faktura – daňový doklad č. ${number}`,
      'DODAVATEL',
      SELLER.name,
      `IČO: ${SELLER.ico}`,
      `DIČ: ${SELLER.dic}`,
      'ODBĚRATEL',
      'Jan Výdejní',
      'Hradecká 12',
      '500 03 Dubová Hora',
      'Datum vystavení:',
      'Datum uskutečnění zdanitelného plnění:',
      'Datum splatnosti:',
      `Variabilní symbol: ${number}`,
      'Položka',
      'PPL – kurýr',
      'Rekapitulace DPH',
      'Základ daně',
      '21 %',
      'Celkem k úhradě',
      'QR platba',
      SELLER.iban,
    ])
      expect(text).toContain(needle)
    expect(text).toContain(date(issued))
    expect(text).toContain(date(new Date(issued.getTime() + 14 * 86_400_000)))
  })
})
