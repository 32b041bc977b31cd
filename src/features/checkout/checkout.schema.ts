/**
 * The checkout's forms, one Zod schema per step, shared by the submit handler and the
 * live-validation endpoint (which registers `CheckoutAddressForm`). The place-order form is
 * the steps together plus the consent and the checkout's idempotency key. Prices are no field of
 * any step: the server computes them.
 */
import { z } from 'zod'
import { defineForm, messageKeys, requiredString } from '../../forms/form.js'
import { checkoutMessages } from '../../i18n/checkout.js'
import { DELIVERY, PAYMENT_CODES, SHIPPING_CODES } from './methods.js'
import { PICKUP_POINT_ID } from './pickup-points.js'

const key = messageKeys(checkoutMessages)

/** Control and formatting characters: what a pasted or forged value may carry, no person types. */
const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/u

const line = (max: number, required: Parameters<typeof key>[0]) =>
  requiredString(required).trim().min(1, required).max(max, 'tooLong').refine((v) => !CONTROL.test(v), key('textInvalid'))

/** A Czech postal code, `12345` or `123 45`, kept as `123 45`. */
const postalCode = requiredString(key('postalCodeInvalid'))
  .trim()
  .max(10, key('postalCodeInvalid'))
  .regex(/^\d{3} ?\d{2}$/, key('postalCodeInvalid'))
  .transform((v) => `${v.replace(' ', '').slice(0, 3)} ${v.replace(' ', '').slice(3)}`)

/** A Czech phone number, required (carriers call): kept as `+420 777 123 456`. */
const phone = requiredString(key('phoneRequired'))
  .trim()
  .min(1, key('phoneRequired'))
  .max(30, key('phoneInvalid'))
  .refine((v) => /^(?:\+420|00420)?[1-9]\d{8}$/.test(v.replace(/[ \u00a0-]/g, '')), key('phoneInvalid'))
  .transform((v) => {
    const digits = v.replace(/[ \u00a0-]/g, '').slice(-9)
    return `+420 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`
  })

const email = requiredString(key('emailRequired')).trim().min(1, key('emailRequired')).max(254, 'emailInvalid').pipe(z.email('emailInvalid'))

export const contactAddressShape = {
  email,
  name: line(100, 'nameRequired'),
  phone,
  street: line(200, 'required'),
  city: line(100, 'required'),
  postalCode,
}

/** Step 1: contact and delivery address (live validation). */
export const CheckoutAddressForm = defineForm({ schema: z.object(contactAddressShape), messages: checkoutMessages })

const shippingCode = requiredString(key('shippingRequired')).pipe(z.enum(SHIPPING_CODES, key('shippingRequired')))
const paymentCode = requiredString(key('paymentRequired')).pipe(z.enum(PAYMENT_CODES, key('paymentRequired')))

/** The checkout's key: the id of the visitor's open checkout (ADR 027). */
const checkout = requiredString('checkoutExpired').regex(/^[A-Za-z0-9_-]{22,64}$/, key('checkoutExpired'))

/**
 * The page's hidden marks (ADR 045): the digest of the summary it showed and its own id. A
 * malformed one reads as missing: a cart not known to be the one shown is shown again.
 */
const mark = z
  .string()
  .optional()
  .transform((v) => (v !== undefined && /^[A-Za-z0-9_-]{22}$/.test(v) ? v : undefined))

/** A Packeta point's id as the list gives it (whether the list holds it is the service's rule). */
const pickupPoint = z.string().trim().regex(PICKUP_POINT_ID, key('pickupPointInvalid'))

/**
 * The last step: everything, the consent, the idempotency key and the page's marks. What the shipping delivers to
 * decides what is required (ADR 052): the address only for a carrier to the door, a pick-up
 * point only for Packeta; the fields a shipping does not ask for are not shown and not kept.
 */
export const PlaceOrderForm = defineForm({
  schema: z
    .object({
      email,
      name: contactAddressShape.name,
      phone,
      street: contactAddressShape.street.optional(),
      city: contactAddressShape.city.optional(),
      postalCode: contactAddressShape.postalCode.optional(),
      shippingCode,
      paymentCode,
      pickupPoint: pickupPoint.optional(),
      terms: requiredString(key('termsRequired')).refine((v) => v === 'on' || v === '1', key('termsRequired')),
      checkout,
      cart: mark,
      tab: mark,
    })
    .superRefine((v, ctx) => {
      const delivery = DELIVERY[v.shippingCode]
      if (delivery === 'address') {
        if (v.street === undefined) ctx.addIssue({ code: 'custom', path: ['street'], message: key('required') })
        if (v.city === undefined) ctx.addIssue({ code: 'custom', path: ['city'], message: key('required') })
        if (v.postalCode === undefined) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: key('postalCodeInvalid') })
      }
      if (delivery === 'point' && v.pickupPoint === undefined) ctx.addIssue({ code: 'custom', path: ['pickupPoint'], message: key('pickupPointRequired') })
    }),
  messages: checkoutMessages,
})

export type PlaceOrderValues = z.infer<typeof PlaceOrderForm.schema>
export type ContactAddress = z.infer<typeof CheckoutAddressForm.schema>
