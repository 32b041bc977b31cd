/**
 * Builders: what a test needs, made through the routes a shopper uses, instead of rows picked
 * from the seed by SQL.
 */
import { gt } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { productVariants } from '../../src/db/schema.js'
import { checkoutFormOf } from './checkout-form.js'
import { postForm, type Jar } from './client.js'

let orders = 0
/** Places an order of one piece of a variant in stock as a guest (bank transfer, PPL); its number and e-mail. */
export async function placeGuestOrder(app: FastifyInstance): Promise<{ number: string; email: string }> {
  const jar: Jar = {}
  const [inStock] = await app.db.select({ id: productVariants.id }).from(productVariants).where(gt(productVariants.stock, 5)).orderBy(productVariants.id).limit(1)
  const variant = String(inStock!.id)
  const added = await postForm(app, '/qf/cs/eshop/kosik/pridat', { variant, quantity: '1' }, jar)
  if (added.statusCode !== 303) throw new Error(`adding to the cart answered ${added.statusCode}`)
  const page = await app.inject({ url: '/qf/cs/eshop/pokladna', cookies: jar })
  const email = `order-${process.pid}-${Date.now()}-${++orders}@example.cz`
  const contact = { email, name: 'Eva Kupující', phone: '777 123 456', street: 'Hradecká 12', city: 'Dubová Hora', postalCode: '50003' }
  const placed = await postForm(app, '/qf/cs/eshop/pokladna/odeslat', { ...contact, shippingCode: 'ppl', paymentCode: 'transfer', terms: 'on', ...checkoutFormOf(page.body) }, jar)
  const number = /(\d{10})/.exec(String(placed.headers.location))?.[1]
  if (placed.statusCode !== 303 || !number) throw new Error(`placing the order answered ${placed.statusCode}`)
  return { number, email }
}
