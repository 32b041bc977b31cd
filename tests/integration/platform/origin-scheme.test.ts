/**
 * Without PUBLIC_ORIGIN the same-origin check compares a post's `Origin` with the scheme, host and
 * port the request was made to: a page of `https://` this host (another origin, another server)
 * may not add to a cart, change an order's status or log anyone out on the plain-http site;
 * the site's own `http://` origin still may. Through the real routes, on PGlite and PostgreSQL.
 */
import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STAFF_USER } from '../../../src/db/seed/index.js'
import { engine, testApp } from '../../support/app.js'
import { checkoutFormOf } from '../../support/checkout-form.js'
import { postForm, type Jar } from '../../support/client.js'

let app: FastifyInstance

/** app.inject's requests arrive at http://localhost:80, whose origin is http://localhost. */
const OWN = { origin: 'http://localhost' }
const HTTPS_SAME_HOST = { origin: 'https://localhost:80' }

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const res = await app.db.execute(query)
  return ((res as unknown as { rows?: T[] }).rows ?? (res as unknown as T[])) as T[]
}
/** Signs in from the site's own origin, as every post of this file names one (signIn sends no Origin). */
async function login(email: string, password: string): Promise<Jar> {
  const jar: Jar = {}
  expect((await postForm(app, '/qf/cs/ramjet/performLogin', { email, password }, jar, OWN)).statusCode).toBe(303)
  return jar
}
const signedIn = async (jar: Jar) => (await app.inject({ url: '/qf/cs/ucet/objednavky', cookies: jar })).statusCode === 200

let variant: number
beforeAll(async () => {
  app = await testApp()
  const [row] = await rows<{ id: number }>(sql`select id from product_variants where stock > 20 order by id limit 1`)
  variant = Number(row!.id)
})
afterAll(async () => app?.close())

describe(`the same-origin check compares the scheme (${engine}, no PUBLIC_ORIGIN)`, () => {
  it('cart add: https of the same host is refused with 403 and adds nothing; the own origin adds', async () => {
    const jar: Jar = {}
    const refused = await postForm(app, '/qf/cs/eshop/kosik/pridat', { variant: String(variant), quantity: '1' }, jar, HTTPS_SAME_HOST)
    expect(refused.statusCode).toBe(403)
    expect(jar.qf_cart).toBeUndefined()
    expect((await postForm(app, '/qf/cs/eshop/kosik/pridat', { variant: String(variant), quantity: '1' }, jar, OWN)).statusCode).toBe(303)
    expect(jar.qf_cart).toBeTruthy()
  })

  it('logout: refused from https of the same host, the session goes on; the own origin logs out', async () => {
    const jar = await login('student@example.cz', 'Heslo-2026')
    expect((await postForm(app, '/qf/cs/ramjet/performLogout', {}, jar, HTTPS_SAME_HOST)).statusCode).toBe(403)
    expect(await signedIn(jar)).toBe(true)
    const out = await app.inject({ method: 'POST', url: '/qf/cs/ramjet/performLogout', headers: OWN, cookies: jar })
    expect(out.statusCode).toBe(303)
    expect(await signedIn(jar)).toBe(false)
  })

  it('a staff status change: refused from https of the same host, the order stays new; the own origin changes it', async () => {
    const staff = await login(STAFF_USER.email, STAFF_USER.password)
    const number = await placeTransferOrder()
    const change = (headers: Record<string, string>) => postForm(app, `/qf/cs/sprava/objednavky/${number}/stav`, { from: 'new', to: 'paid' }, staff, headers)
    expect((await change(HTTPS_SAME_HOST)).statusCode).toBe(403)
    expect((await rows<{ status: string }>(sql`select status from orders where number = ${number}`))[0]!.status).toBe('new')
    expect((await change(OWN)).statusCode).toBe(303)
    expect((await rows<{ status: string }>(sql`select status from orders where number = ${number}`))[0]!.status).toBe('paid')
  })
})

/** A guest's order paid by transfer, through the shop's routes. */
async function placeTransferOrder(): Promise<string> {
  const jar: Jar = {}
  await postForm(app, '/qf/cs/eshop/kosik/pridat', { variant: String(variant), quantity: '1' }, jar, OWN)
  const page = await app.inject({ url: '/qf/cs/eshop/pokladna', cookies: jar })
  // The page's hidden fields: its key, the digest of the cart it showed and its id (ADR 045).
  const form = checkoutFormOf(page.body)
  const contact = { email: `origin-${engine}-${process.pid}@example.cz`, name: 'Eva Kupující', phone: '777 123 456', street: 'Hradecká 12', city: 'Dubová Hora', postalCode: '50003' }
  const res = await postForm(app, '/qf/cs/eshop/pokladna/odeslat', { ...contact, shippingCode: 'ppl', paymentCode: 'transfer', terms: 'on', ...form }, jar, OWN)
  return /(\d{10})/.exec(String(res.headers.location))![1]!
}
