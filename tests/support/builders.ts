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
  const [inStock] = await app.db.select({ id: productVariants.id }).from(productVariants).where(gt(productVariants.stock, 5)).orderBy(productVariants.id).limit(1)
  const guest = await guestAtCheckout(app, inStock!.id)
  const placed = await guest.place()
  if (placed.statusCode !== 303 || !placed.number) throw new Error(`placing the order answered ${placed.statusCode}`)
  return { number: placed.number, email: guest.email }
}

/**
 * A guest with one piece of variant `variantId` in the cart, on the checkout page: `place()`
 * posts the order form (bank transfer, PPL) and gives the answer's status and the order's number.
 * Split so a test can make many guests first and place their orders at once.
 */
export async function guestAtCheckout(app: FastifyInstance, variantId: number) {
  const jar: Jar = {}
  const added = await postForm(app, '/qf/cs/eshop/kosik/pridat', { variant: String(variantId), quantity: '1' }, jar)
  if (added.statusCode !== 303) throw new Error(`adding to the cart answered ${added.statusCode}`)
  const page = await app.inject({ url: '/qf/cs/eshop/pokladna', cookies: jar })
  const email = `order-${process.pid}-${Date.now()}-${++orders}@example.cz`
  const contact = { email, name: 'Eva Kupující', phone: '777 123 456', street: 'Hradecká 12', city: 'Dubová Hora', postalCode: '50003' }
  const form = { ...contact, shippingCode: 'ppl', paymentCode: 'transfer', terms: 'on', ...checkoutFormOf(page.body) }
  return {
    email,
    /** The guest's cookies: its cart's, which the order's own pages know it by. */
    jar,
    async place(): Promise<{ statusCode: number; number: string | undefined }> {
      const placed = await postForm(app, '/qf/cs/eshop/pokladna/odeslat', form, { ...jar })
      return { statusCode: placed.statusCode, number: /(\d{10})/.exec(String(placed.headers.location))?.[1] }
    },
  }
}
