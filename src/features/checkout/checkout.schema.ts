/**
 * The checkout's forms, one Zod schema per step (issue 12), shared by the submit handler and the
 * live-validation endpoint (issue 13 registers `CheckoutAddressForm`). The place-order form is
 * the steps together plus the consent and the checkout's idempotency key. Prices are no field of
 * any step: the server computes them.
 */
import { z } from 'zod'
import { defineForm, messageKeys, requiredString } from '../../forms/form.js'
import { checkoutMessages } from '../../i18n/checkout.js'
import { PAYMENT_CODES, SHIPPING_CODES } from './methods.js'

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

/** Step 1: contact and delivery address (live validation: issue 13). */
export const CheckoutAddressForm = defineForm({ schema: z.object(contactAddressShape), messages: checkoutMessages })

const shippingCode = requiredString(key('shippingRequired')).pipe(z.enum(SHIPPING_CODES, key('shippingRequired')))
const paymentCode = requiredString(key('paymentRequired')).pipe(z.enum(PAYMENT_CODES, key('paymentRequired')))

/** Step 2: shipping. */
export const CheckoutShippingForm = defineForm({ schema: z.object({ shippingCode }), messages: checkoutMessages })
/** Step 3: payment (whether it suits the shipping is the service's rule). */
export const CheckoutPaymentForm = defineForm({ schema: z.object({ paymentCode }), messages: checkoutMessages })

/** The checkout's key: the id of the visitor's open checkout (ADR 027). */
const checkout = requiredString('checkoutExpired').regex(/^[A-Za-z0-9_-]{22,64}$/, key('checkoutExpired'))

/** The last step: everything, the consent and the idempotency key. */
export const PlaceOrderForm = defineForm({
  schema: z.object({
    ...contactAddressShape,
    shippingCode,
    paymentCode,
    terms: requiredString(key('termsRequired')).refine((v) => v === 'on' || v === '1', key('termsRequired')),
    checkout,
  }),
  messages: checkoutMessages,
})

export type PlaceOrderValues = z.infer<typeof PlaceOrderForm.schema>
export type ContactAddress = z.infer<typeof CheckoutAddressForm.schema>
