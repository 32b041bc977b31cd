/**
 * The staff's order administration on the web (issue 12, ADR 041) on PGlite and PostgreSQL:
 * staff only (a guest and a customer get the 404 page everywhere, even for a post), the list
 * (newest first, status filter, search by number or e-mail, hostile searches), an order's page
 * with buttons for the allowed changes only, a change written as `npm run order` writes it
 * (status, history, the customer's mail), refusals (not allowed, changed meanwhile, unknown
 * order, tampered fields, forged cross-site post) that change nothing, concurrent double
 * changes, and `npm run staff` whose change of role ends the account's sessions.
 */
import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { extractPdf } from '../../../src/db/seed/pdf.js'
import { SECOND_USER, STAFF_USER } from '../../../src/db/seed/index.js'
import type { OrderStatus } from '../../../src/db/schema.js'
import { runStaffCommand } from '../../../src/features/access/staff-cli.js'
import { engine, testApp } from '../../support/app.js'
import { checkoutFormOf } from '../../support/checkout-form.js'
import { expectIn } from '../../support/html.js'
import { postForm, signIn, type Jar } from '../../support/client.js'

let app: FastifyInstance
let variant: { id: number; stock: number }

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const res = await app.db.execute(query)
  return ((res as unknown as { rows?: T[] }).rows ?? (res as unknown as T[])) as T[]
}
const statusOf = async (number: string) => (await rows<{ status: OrderStatus }>(sql`select status from orders where number = ${number}`))[0]!.status
const historyOf = async (number: string) =>
  (await rows<{ from_status: string; to_status: string }>(sql`select c.from_status, c.to_status from order_status_changes c join orders o on o.id = c.order_id where o.number = ${number} order by c.id`)).map(
    (r) => `${r.from_status}->${r.to_status}`,
  )
const mailsTo = (email: string) => rows<{ subject: string; body: string }>(sql`select subject, body from outbox where recipient = ${email} order by id`)

const get = (url: string, jar: Jar = {}) => app.inject({ url, cookies: jar })

let counter = 0
/** Places an order as a guest; its number and e-mail. */
async function placed(options: { shippingCode?: string; paymentCode?: string; email?: string; jar?: Jar } = {}) {
  const { shippingCode = 'ppl', paymentCode = 'transfer', jar = {} } = options
  const email = options.email ?? `staff-${engine}-${process.pid}-${++counter}@example.cz`
  expect((await postForm(app, '/qf/cs/eshop/kosik/pridat', { variant: String(variant.id), quantity: '1' }, jar)).statusCode).toBe(303)
  const page = await get('/qf/cs/eshop/pokladna', jar)
  const contact = { email, name: 'Eva Kupující', phone: '777 123 456', street: 'Hradecká 12', city: 'Dubová Hora', postalCode: '50003' }
  const res = await postForm(app, '/qf/cs/eshop/pokladna/odeslat', { ...contact, shippingCode, paymentCode, terms: 'on', ...checkoutFormOf(page.body) }, jar)
  expect(res.statusCode).toBe(303)
  return { number: /(\d{10})/.exec(String(res.headers.location))![1]!, email }
}

const csStatus = (number: string) => `/qf/cs/sprava/objednavky/${number}/stav`
const enStatus = (number: string) => `/qf/en/admin/orders/${number}/status`

let staff: Jar
let customer: Jar

beforeAll(async () => {
  app = await testApp()
  const [row] = await rows<{ id: number; stock: number }>(sql`select v.id, v.stock from product_variants v where v.stock between 30 and 90 order by v.id limit 1`)
  variant = { id: Number(row!.id), stock: Number(row!.stock) }
  staff = await signIn(app, STAFF_USER.email, STAFF_USER.password)
  customer = await signIn(app, 'student@example.cz', 'Heslo-2026')
})
afterAll(async () => {
  if (app && variant) await app.db.execute(sql`update product_variants set stock = ${variant.stock} where id = ${variant.id}`)
  await app?.close()
})

describe(`staff order administration on ${engine}`, () => {
  it('guests and customers get the 404 page for every staff address, a post changes nothing; staff get the pages and the header link', async () => {
    const { number, email } = await placed()
    for (const jar of [{}, customer]) {
      for (const url of ['/qf/cs/sprava/objednavky', '/qf/en/admin/orders?status=new', `/qf/cs/sprava/objednavky/${number}`, `/qf/en/admin/orders/${number}`]) {
        const res = await get(url, jar)
        expect(res.statusCode, url).toBe(404)
        // The 404 page, which says nothing of the order (only the address asked is echoed, as on every 404).
        expectIn(res.body, url.startsWith('/qf/cs') ? 'Stránka nenalezena' : 'Page not found')
        expect(res.body).not.toContain(email)
        expect(res.body).not.toContain('Eva Kupující')
        expect(res.body).not.toMatch(/Správa objednávek|Order administration/)
      }
      expect((await postForm(app, csStatus(number), { from: 'new', to: 'paid' }, { ...jar })).statusCode).toBe(404)
      expect((await get('/qf/cs/uvod', jar)).body).not.toContain('id="userMenuStaff"')
    }
    expect(await statusOf(number)).toBe('new')
    expect(await historyOf(number)).toEqual([])
    const list = await get('/qf/cs/sprava/objednavky', staff)
    expect(list.statusCode).toBe(200)
    expect(list.headers['cache-control']).toBe('private, no-store')
    expectIn(list.body, '<h1 id="mainContent" tabindex="-1">Správa objednávek</h1>')
    expect(list.body).toMatch(/<meta name="robots" content="noindex/)
    // The header leads to the administration's dashboard, which leads to the orders.
    expectIn((await get('/qf/cs/uvod', staff)).body, '<a href="/qf/cs/sprava" id="userMenuStaff">Administrace</a>')
    expectIn((await get('/qf/en/home', staff)).body, '<a href="/qf/en/admin" id="userMenuStaff">Administration</a>')
    expectIn((await get('/qf/cs/sprava', staff)).body, '<a href="/qf/cs/sprava/objednavky">Správa objednávek</a>')
  })

  it('the list: newest first, filtered by status, searched by number or e-mail; hostile searches find nothing and never fail', async () => {
    const first = await placed()
    const second = await placed({ email: `Hledana-${engine}-${process.pid}@example.cz` })
    const all = await get('/qf/cs/sprava/objednavky', staff)
    const numbers = [...all.body.matchAll(/data-order-number="(\d{10})"/g)].map((m) => m[1]!)
    expect(numbers.length).toBeGreaterThanOrEqual(2)
    expect(numbers.length).toBeLessThanOrEqual(20)
    expect(numbers).toEqual([...numbers].sort().reverse())
    expect(numbers.indexOf(second.number)).toBeLessThan(numbers.indexOf(first.number))

    const byNumber = await get(`/qf/cs/sprava/objednavky?q=${first.number}`, staff)
    expect([...byNumber.body.matchAll(/data-order-number="(\d{10})"/g)].map((m) => m[1])).toEqual([first.number])
    expectIn(byNumber.body, 'Nalezeno objednávek: 1')
    const byEmail = await get(`/qf/en/admin/orders?q=${encodeURIComponent(`hledana-${engine}-${process.pid}`)}`, staff)
    expect([...byEmail.body.matchAll(/data-order-number="(\d{10})"/g)].map((m) => m[1])).toEqual([second.number])
    expectIn(byEmail.body, 'Orders found: 1')

    await postForm(app, csStatus(first.number), { from: 'new', to: 'paid' }, staff)
    const paid = await get(`/qf/cs/sprava/objednavky?status=paid`, staff)
    const paidNumbers = [...paid.body.matchAll(/data-order-number="(\d{10})"/g)].map((m) => m[1])
    expect(paidNumbers).toContain(first.number)
    expect(paidNumbers).not.toContain(second.number)
    expect(paid.body).toMatch(/<option value="paid" selected="">/)

    for (const q of ['%', '_', "' or 1=1 --", '<script>alert(1)</script>', 'x'.repeat(5000), '\\']) {
      const res = await get(`/qf/cs/sprava/objednavky?q=${encodeURIComponent(q)}&status=${encodeURIComponent('"><b>')}&page=${encodeURIComponent('-1')}`, staff)
      expect(res.statusCode, q.slice(0, 20)).toBe(200)
      expectIn(res.body, 'Žádná objednávka neodpovídá.')
      expect(res.body).not.toContain('<script>alert(1)')
    }
    const far = await get('/qf/cs/sprava/objednavky?page=9999', staff)
    expect(far.statusCode).toBe(200)
  })

  it('an order’s page: lines, totals, addresses, payment and shipping, history; buttons for the allowed changes only', async () => {
    const transfer = await placed()
    const page = await get(`/qf/cs/sprava/objednavky/${transfer.number}`, staff)
    expect(page.statusCode).toBe(200)
    expectIn(page.body, `Objednávka ${transfer.number}`)
    expectIn(page.body, '<dd id="orderStatus">Nová</dd>')
    expectIn(page.body, 'Eva Kupující')
    expectIn(page.body, 'Hradecká 12')
    expectIn(page.body, 'id="orderTotal"')
    expectIn(page.body, 'PPL')
    expectIn(page.body, '<ol id="orderHistory">')
    const buttons = (body: string) => [...body.matchAll(/<button type="submit" value="([a-z]+)"[^>]*name="to">/g)].map((m) => m[1])
    expect(buttons(page.body)).toEqual(['paid', 'cancelled'])
    expect(page.body).toMatch(/<input type="hidden" [^>]*value="new"[^>]*name="from"\/>|<input type="hidden" name="from" value="new"\/>/)
    expectIn(page.body, `data-confirm="Zrušit objednávku ${transfer.number}?`)

    const cod = await placed({ shippingCode: 'ceskaposta', paymentCode: 'cod' })
    expect(buttons((await get(`/qf/en/admin/orders/${cod.number}`, staff)).body)).toEqual(['paid', 'shipped', 'cancelled'])
    await postForm(app, csStatus(cod.number), { from: 'new', to: 'shipped' }, staff)
    expect(buttons((await get(`/qf/en/admin/orders/${cod.number}`, staff)).body)).toEqual(['delivered'])
    await postForm(app, csStatus(cod.number), { from: 'shipped', to: 'delivered' }, staff)
    const done = await get(`/qf/en/admin/orders/${cod.number}`, staff)
    expect(buttons(done.body)).toEqual([])
    expectIn(done.body, 'This order’s status can no longer change.')
    expect((await get('/qf/cs/sprava/objednavky/2099999999', staff)).statusCode).toBe(404)
    expect((await get('/qf/cs/sprava/objednavky/abc', staff)).statusCode).toBe(404)
  })

  it('an order the simulated gateway paid is a test payment on staff’s list and page and in the customer’s history; one staff marked paid is not', async () => {
    const card = await placed({ paymentCode: 'card', jar: { ...customer } })
    const gateway = await get(`/qf/cs/eshop/objednavka/${card.number}`, customer)
    const pay = /href="([^"]+)" id="payByCard"/.exec(gateway.body)![1]!.replace(/&amp;/g, '&')
    const approve = /href="([^"]+)" id="gatewayApprove"/.exec((await get(pay, customer)).body)![1]!.replace(/&amp;/g, '&')
    expect((await get(approve, customer)).statusCode).toBe(303)
    const transfer = await placed({ jar: { ...customer } })
    expect((await postForm(app, csStatus(transfer.number), { from: 'new', to: 'paid' }, staff)).statusCode).toBe(303)
    expect(await rows<{ number: string; test_payment: boolean }>(sql`select number, test_payment from orders where number in (${card.number}, ${transfer.number}) order by number`)).toEqual([
      { number: card.number, test_payment: true },
      { number: transfer.number, test_payment: false },
    ])

    const mark = { cs: 'Zaplacená <strong class="order__test-payment">(testovací platba)</strong>', en: 'Paid <strong class="order__test-payment">(test payment)</strong>' }
    const rowOf = (body: string, number: string) => new RegExp(`data-order-number="${number}">[\\s\\S]*?</tr>`).exec(body)![0]
    const list = (await get(`/qf/cs/sprava/objednavky?q=${card.number}`, staff)).body
    expectIn(rowOf(list, card.number), mark.cs)
    const staffPage = (await get(`/qf/en/admin/orders/${card.number}`, staff)).body
    expectIn(staffPage, `<dd id="orderStatus">${mark.en}</dd>`)
    expectIn(staffPage, 'Test payment: paid through the simulated payment gateway; no money was moved.')
    expect(staffPage).not.toContain('The card payment was successful')
    const history = (await get('/qf/cs/ucet/objednavky', customer)).body
    expectIn(history, mark.cs)
    expect((history.match(/order__test-payment/g) ?? []).length).toBe(1)
    const paidByStaff = (await get(`/qf/cs/sprava/objednavky/${transfer.number}`, staff)).body
    expect(paidByStaff).not.toContain('order__test-payment')
    // The invoice of a test payment does not say it was paid; the one staff marked paid does.
    const invoiceText = async (number: string) => (await extractPdf(new Uint8Array((await app.inject({ url: `/qf/cs/eshop/objednavka/${number}/faktura.pdf`, cookies: customer })).rawPayload))).text
    const testInvoice = await invoiceText(card.number)
    expect(testInvoice).toContain('Testovací platba simulovanou bránou: nic nebylo uhrazeno.')
    expect(testInvoice).not.toContain('Uhrazeno, neplaťte.')
    expect(await invoiceText(transfer.number)).toContain('Uhrazeno, neplaťte.')
  })

  it('a change goes through the status service: status, history, the customer’s mail as the command writes them, and a notice', async () => {
    const { number, email } = await placed()
    const res = await postForm(app, enStatus(number), { from: 'new', to: 'paid' }, staff)
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(`/qf/en/admin/orders/${number}?changed=paid`)
    const page = await get(String(res.headers.location), staff)
    expectIn(page.body, 'The order is now: paid. The customer has been e-mailed.')
    expect((await postForm(app, csStatus(number), { from: 'paid', to: 'shipped' }, staff)).statusCode).toBe(303)
    expect(await statusOf(number)).toBe('shipped')
    expect(await historyOf(number)).toEqual(['new->paid', 'paid->shipped'])
    const mails = await mailsTo(email)
    expect(mails.map((m) => m.subject).slice(1)).toEqual([`Objednávka ${number}: zaplacená`, `Objednávka ${number}: odeslaná`])
    expect(mails[2]!.body).toContain(`http://localhost/qf/cs/eshop/objednavka/${number}`)
    const after = await get(`/qf/cs/sprava/objednavky/${number}`, staff)
    expect([...after.body.matchAll(/<\/time>: ([^<]+)<\/li>/g)].map((m) => m[1])).toEqual(['Přijata', 'Zaplacená', 'Odeslaná'])
    // The notice says only what is true.
    expect((await get(`/qf/cs/sprava/objednavky/${number}?changed=cancelled`, staff)).body).not.toContain('id="staffNotice"')
  })

  it('refusals change nothing and say why: not allowed, changed meanwhile, unknown order, tampered fields, forged cross-site post', async () => {
    const { number, email } = await placed()
    const unchanged = async () => {
      expect(await statusOf(number)).toBe('new')
      expect(await historyOf(number)).toEqual([])
      expect(await mailsTo(email)).toHaveLength(1)
    }
    const illegal = await postForm(app, csStatus(number), { from: 'new', to: 'delivered' }, staff)
    expect(illegal.statusCode).toBe(422)
    expectIn(illegal.body, 'Objednávku ve stavu nová nelze takto změnit. Nic jsme nezměnili.')
    expectIn(illegal.body, 'role="alert"')
    const stale = await postForm(app, enStatus(number), { from: 'paid', to: 'shipped' }, staff)
    expect(stale.statusCode).toBe(409)
    expectIn(stale.body, 'Someone else changed the order meanwhile: it is now new. Nothing was changed')
    const unknown = await postForm(app, csStatus('2099999999'), { from: 'new', to: 'paid' }, staff)
    expect(unknown.statusCode).toBe(404)
    expectIn(unknown.body, 'Objednávka 2099999999 neexistuje. Nic jsme nezměnili.')
    expect((await postForm(app, '/qf/cs/sprava/objednavky/1%27%20or%201=1/stav', { from: 'new', to: 'paid' }, staff)).statusCode).toBe(404)
    const bodies: (Record<string, string> | string)[] = [
      { from: 'new', to: 'new' },
      { from: 'new', to: 'lost' },
      { from: 'hacked', to: 'paid' },
      { from: 'new' },
      { to: 'paid' },
      'from=new&to=paid&to=cancelled',
      { from: 'new', to: 'paid'.repeat(1000) },
    ]
    for (const body of bodies) {
      const res = await postForm(app, csStatus(number), body, staff)
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(422)
      expectIn(res.body, 'Neplatná změna stavu. Nic jsme nezměnili.')
    }
    const json = await app.inject({ method: 'POST', url: csStatus(number), headers: { 'content-type': 'application/json' }, cookies: staff, payload: JSON.stringify({ from: 'new', to: 'paid' }) })
    expect(json.statusCode).toBe(422)
    const forgeries: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }]
    for (const headers of forgeries) {
      const forged = await postForm(app, csStatus(number), { from: 'new', to: 'cancelled' }, staff, headers)
      expect(forged.statusCode).toBe(403)
    }
    await unchanged()
  })

  it('two concurrent identical changes (a double click, two staff): one change, one history row, one mail', async () => {
    const { number, email } = await placed()
    await postForm(app, csStatus(number), { from: 'new', to: 'paid' }, staff)
    const answers = await Promise.all(Array.from({ length: 4 }, () => postForm(app, csStatus(number), { from: 'paid', to: 'shipped' }, { ...staff })))
    expect(answers.map((a) => a.statusCode).sort()).toEqual([303, 409, 409, 409])
    expect(await historyOf(number)).toEqual(['new->paid', 'paid->shipped'])
    expect(await mailsTo(email)).toHaveLength(3)
    // A cancel racing a shipment, both from the status the pages showed: one wins.
    const other = await placed()
    await postForm(app, csStatus(other.number), { from: 'new', to: 'paid' }, staff)
    const [cancel, ship] = await Promise.all([postForm(app, csStatus(other.number), { from: 'paid', to: 'cancelled' }, { ...staff }), postForm(app, csStatus(other.number), { from: 'paid', to: 'shipped' }, { ...staff })])
    expect([cancel.statusCode, ship.statusCode].sort()).toEqual([303, 409])
    expect(await historyOf(other.number)).toHaveLength(2)
  })

  it('npm run staff: grant and revoke end the account’s sessions; the next login has the new role', async () => {
    const run = async (...args: string[]) => {
      const out: string[] = []
      const err: string[] = []
      const code = await runStaffCommand(args, app.db, { out: (l) => out.push(l), err: (l) => err.push(l) })
      return { code, out, err }
    }
    const before = await signIn(app, SECOND_USER.email, SECOND_USER.password)
    expect((await get('/qf/cs/sprava/objednavky', before)).statusCode).toBe(404)
    expect(await run('grant', SECOND_USER.email.toUpperCase())).toMatchObject({ code: 0 })
    // The old session ended with the change of role (on PostgreSQL the node's session cache hears of it on the feed, ADR 012).
    await expect.poll(async () => (await get('/qf/cs/ucet', before)).statusCode, { timeout: 5_000 }).not.toBe(200)
    const granted = await signIn(app, SECOND_USER.email, SECOND_USER.password)
    expect((await get('/qf/cs/sprava/objednavky', granted)).statusCode).toBe(200)
    // The seed's shop manager holds `shop_manager`, not `staff` (issue 26): the list names the staff role's holders.
    expect((await run('list')).out).toEqual([SECOND_USER.email])
    expect(await run('revoke', SECOND_USER.email)).toMatchObject({ code: 0 })
    await expect.poll(async () => (await get('/qf/cs/sprava/objednavky', granted)).statusCode, { timeout: 5_000 }).toBe(404)
    const revoked = await signIn(app, SECOND_USER.email, SECOND_USER.password)
    expect((await get('/qf/cs/sprava/objednavky', revoked)).statusCode).toBe(404)
    expect(await run('grant', 'nobody@example.cz')).toMatchObject({ code: 2, err: ['staff: no account nobody@example.cz'] })
    expect(await run('grant')).toMatchObject({ code: 2, err: [expect.stringContaining('usage: npm run staff')] })
    expect(await run('promote', SECOND_USER.email)).toMatchObject({ code: 2 })
  })
})

describe(`an order's parcel and packing slip on ${engine} (issue 26, ADR 071)`, () => {
  const csParcel = (number: string) => `/qf/cs/sprava/objednavky/${number}/zasilka`
  const shipmentOf = async (number: string) =>
    rows<{ carrier: string; tracking_number: string }>(sql`select s.carrier, s.tracking_number from order_shipments s join orders o on o.id = s.order_id where o.number = ${number}`)
  const slipText = async (url: string, jar: Jar = staff) => {
    const res = await app.inject({ url, cookies: jar })
    expect(res.statusCode, url).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['cache-control']).toMatch(/no-store/)
    return (await extractPdf(new Uint8Array(res.rawPayload))).text
  }

  it('the shop manager saves a parcel number (spaces dropped, upper-cased) before shipping; the "shipped" mail, the customer’s page and a correction carry it', async () => {
    const { number, email } = await placed({ jar: { ...customer } })
    const page = (await get(`/qf/cs/sprava/objednavky/${number}`, staff)).body
    // The carrier defaults to the shipping method's.
    expect(page).toMatch(/<option value="ppl" selected="">PPL<\/option>/)
    expectIn(page, 'Číslo uložené před odesláním půjde zákazníkovi v e-mailu o odeslání.')

    const saved = await postForm(app, csParcel(number), { carrier: 'ppl', trackingNumber: ' 4012 3456 789 ' }, staff)
    expect(saved.statusCode).toBe(303)
    expect(saved.headers.location).toBe(`/qf/cs/sprava/objednavky/${number}?changed=parcel`)
    expectIn((await get(String(saved.headers.location), staff)).body, 'Zásilka je uložena.')
    expect(await shipmentOf(number)).toEqual([{ carrier: 'ppl', tracking_number: '40123456789' }])
    const audit = await rows<{ action: string; entity: string; summary: string }>(sql`select action, entity, summary from audit_log where entity = 'order' and summary like ${`order ${number}:%`}`)
    expect(audit).toEqual([{ action: 'change', entity: 'order', summary: `order ${number}: PPL 40123456789` }])
    // Nothing was mailed yet: the order is not shipped.
    expect((await mailsTo(email)).map((m) => m.subject)).not.toContain(`Objednávka ${number}: číslo zásilky`)

    await postForm(app, csStatus(number), { from: 'new', to: 'paid' }, staff)
    await postForm(app, csStatus(number), { from: 'paid', to: 'shipped' }, staff)
    const shippedMail = (await mailsTo(email)).at(-1)!
    expect(shippedMail.subject).toBe(`Objednávka ${number}: odeslaná`)
    expectIn(shippedMail.body, 'Číslo zásilky u dopravce PPL: 40123456789. Sledovat ji můžete zde: https://www.ppl.cz/vyhledat-zasilku?shipmentId=40123456789')

    const account = (await get(`/qf/en/account/orders/${number}`, customer)).body
    expectIn(account, '<a href="https://www.ppl.cz/vyhledat-zasilku?shipmentId=40123456789" rel="noopener noreferrer" id="orderTracking">Track the parcel with PPL</a>')

    // A correction after shipping is mailed; the same number again is not.
    const corrected = await postForm(app, csParcel(number), { carrier: 'ceskaposta', trackingNumber: 'dr1234567890c' }, staff)
    expect(corrected.headers.location).toBe(`/qf/cs/sprava/objednavky/${number}?changed=parcel-mailed`)
    const mails = await mailsTo(email)
    expect(mails.at(-1)!.subject).toBe(`Objednávka ${number}: číslo zásilky`)
    expectIn(mails.at(-1)!.body, 'https://www.postaonline.cz/trackandtrace/-/zasilka/cislo?parcelNumbers=DR1234567890C')
    expect((await postForm(app, csParcel(number), { carrier: 'ceskaposta', trackingNumber: 'DR1234567890C' }, staff)).headers.location).toBe(`/qf/cs/sprava/objednavky/${number}?changed=parcel`)
    expect(await mailsTo(email)).toHaveLength(mails.length)

    // The packing slip: the goods by SKU and quantity, the recipient and the parcel, no prices.
    const slip = await slipText(`/qf/cs/sprava/objednavky/${number}/dodaci-list.pdf`)
    expect(slip).toContain(`Dodací list k objednávce ${number}`)
    expect(slip).toContain('Eva Kupující')
    expect(slip).toContain('DR1234567890C')
    expect(slip).toContain('Kusů celkem: 1')
    expect(slip).not.toMatch(/Kč/)
    expect(await slipText(`/qf/en/admin/orders/${number}/packing-slip.pdf`)).toContain(`Packing slip for order ${number}`)
    // The customer never gets it: the administration's 404.
    expect((await get(`/qf/cs/sprava/objednavky/${number}/dodaci-list.pdf`, customer)).statusCode).toBe(404)
  })

  it('a bad carrier or number is refused with a message on the form and nothing stored; a pick-up, delivered or cancelled order has no parcel to set', async () => {
    const { number } = await placed({ shippingCode: 'ceskaposta' })
    for (const [fields, message] of [
      [{ carrier: 'dhl', trackingNumber: 'AB1234' }, 'Vyberte dopravce ze seznamu.'],
      [{ carrier: '__proto__', trackingNumber: 'AB1234' }, 'Vyberte dopravce ze seznamu.'],
      [{ carrier: 'ppl', trackingNumber: '<script>alert(1)</script>' }, 'Číslo zásilky musí mít 4 až 40 písmen, číslic a pomlček.'],
      [{ carrier: 'ppl', trackingNumber: "1'; DROP TABLE orders; --" }, 'Číslo zásilky musí mít 4 až 40 písmen, číslic a pomlček.'],
      [{ carrier: 'ppl', trackingNumber: 'AB' }, 'Číslo zásilky musí mít 4 až 40 písmen, číslic a pomlček.'],
      [{ carrier: 'ppl', trackingNumber: '9'.repeat(41) }, 'Číslo zásilky musí mít 4 až 40 písmen, číslic a pomlček.'],
      [{ carrier: 'ppl' }, 'Číslo zásilky musí mít 4 až 40 písmen, číslic a pomlček.'],
    ] as const) {
      const res = await postForm(app, csParcel(number), fields, staff)
      expect(res.statusCode, JSON.stringify(fields)).toBe(422)
      expectIn(res.body, message)
      expect(res.body).not.toContain('<script>alert(1)</script>')
    }
    const refused = await postForm(app, csParcel(number), { carrier: 'ppl', trackingNumber: '<b>x' }, staff)
    expect(refused.body).toMatch(/id="shipmentNumber" aria-invalid="true" aria-describedby="shipmentNumber-hint shipmentNumber-error"|aria-invalid="true"[^>]*id="shipmentNumber"/)
    expect(await shipmentOf(number)).toEqual([])

    const pickup = await placed({ shippingCode: 'pickup' })
    expect((await get(`/qf/cs/sprava/objednavky/${pickup.number}`, staff)).body).toContain('Osobní odběr v prodejně: zásilka se neposílá.')
    expect((await postForm(app, csParcel(pickup.number), { carrier: 'ppl', trackingNumber: 'AB1234' }, staff)).statusCode).toBe(422)
    expect(await shipmentOf(pickup.number)).toEqual([])
    // A pick-up order is packed too.
    expect(await slipText(`/qf/cs/sprava/objednavky/${pickup.number}/dodaci-list.pdf`)).toContain(pickup.number)

    await postForm(app, csStatus(number), { from: 'new', to: 'cancelled' }, staff)
    expect((await postForm(app, csParcel(number), { carrier: 'ppl', trackingNumber: 'AB1234' }, staff)).statusCode).toBe(422)
    expect((await get(`/qf/cs/sprava/objednavky/${number}/dodaci-list.pdf`, staff)).statusCode).toBe(404)
    expect((await postForm(app, csParcel('2099999999'), { carrier: 'ppl', trackingNumber: 'AB1234' }, staff)).statusCode).toBe(404)
    expect(await shipmentOf(number)).toEqual([])
  })
})
