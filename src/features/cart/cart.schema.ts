/**
 * The cart's forms: add (a variant and a quantity), change a quantity, remove. Only these fields
 * are read: a price, a product name or another cart sent along is ignored (prices come from the
 * catalogue, the cart from the visitor's session or cookie).
 */
import { z } from 'zod'
import { defineForm, messageKeys, requiredString } from '../../forms/form.js'
import { cartMessages } from '../../i18n/cart.js'
import { MAX_LINE_QUANTITY } from './cart.service.js'

const key = messageKeys(cartMessages)

const variant = requiredString(key('variantInvalid'))
  .regex(/^[1-9]\d{0,8}$/, key('variantInvalid'))
  .transform(Number)

const quantity = requiredString(key('quantityInvalid'))
  .trim()
  .regex(/^\d{1,2}$/, key('quantityInvalid'))
  .transform(Number)
  .pipe(z.number().int().min(1, key('quantityInvalid')).max(MAX_LINE_QUANTITY, key('quantityInvalid')))

export const AddToCartForm = defineForm({ schema: z.object({ variant, quantity }), messages: cartMessages })
export const QuantityForm = defineForm({ schema: z.object({ variant, quantity }), messages: cartMessages })
export const RemoveForm = defineForm({ schema: z.object({ variant }), messages: cartMessages })
