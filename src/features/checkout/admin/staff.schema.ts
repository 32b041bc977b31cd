/**
 * The staff's forms (ADR 041): a change of an order's status (`to`, and `from`, the status the
 * page showed: a change from anything else is refused as stale) and the order list's filter.
 * The order's number comes from the address, never from a field.
 */
import { z } from 'zod'
import { defineForm, messageKeys, requiredString } from '../../../forms/form.js'
import { staffMessages } from '../../../i18n/staff.js'
import type { OrderStatus } from '../../../db/schema.js'
import { CARRIERS, normalTrackingNumber, TRACKING_NUMBER } from '../shipment.js'

const ORDER_STATUSES = ['new', 'paid', 'shipped', 'delivered', 'cancelled'] as const satisfies readonly OrderStatus[]

const key = messageKeys(staffMessages)

/** The statuses staff may ask for: every one but `new`, which no order goes back to. */
export const TARGET_STATUSES = ['paid', 'shipped', 'delivered', 'cancelled'] as const satisfies readonly OrderStatus[]

const status = <T extends readonly [string, ...string[]]>(values: T) => requiredString(key('refusedInvalid')).pipe(z.enum(values, { error: key('refusedInvalid') }))

export const StatusChangeForm = defineForm({
  schema: z.object({ to: status(TARGET_STATUSES), from: status(ORDER_STATUSES) }),
  messages: staffMessages,
})

/**
 * An order's parcel (ADR 071): a carrier of the list and its tracking number, spaces dropped and
 * letters upper-cased before the check (as a person copies it from a label).
 */
export const ShipmentForm = defineForm({
  schema: z.object({
    carrier: requiredString(key('refusedCarrier')).pipe(z.enum(CARRIERS, { error: key('refusedCarrier') })),
    trackingNumber: requiredString(key('refusedTrackingNumber')).transform(normalTrackingNumber).pipe(z.string().regex(TRACKING_NUMBER, key('refusedTrackingNumber'))),
  }),
  messages: staffMessages,
})

/** The longest search text read; anything longer is cut (nobody types a longer e-mail). */
export const MAX_QUERY = 100
