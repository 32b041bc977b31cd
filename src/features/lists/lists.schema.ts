/**
 * The shopping lists' forms. Only these fields are read; a list id comes from the address and is
 * checked against the signed-in user, never trusted from a field but for the chooser's `list`.
 */
import { z } from 'zod'
import { defineForm, messageKeys, requiredString } from '../../forms/form.js'
import { listsMessages } from '../../i18n/lists.js'
import { normalizeListName } from './lists.service.js'

const key = messageKeys(listsMessages)

const id = (message: Parameters<typeof key>[0]) =>
  requiredString(key(message))
    .regex(/^[1-9]\d{0,8}$/, key(message))
    .transform(Number)

const name = requiredString(key('nameInvalid'))
  .max(400, key('nameInvalid'))
  .transform((value, ctx) => {
    const normalized = normalizeListName(value)
    if (normalized === null) {
      ctx.addIssue({ code: 'custom', message: key('nameInvalid') })
      return z.NEVER
    }
    return normalized
  })

const quantity = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === undefined || v === '' ? '1' : v))
  .pipe(z.string().regex(/^\d{1,2}$/, key('quantityInvalid')).transform(Number).pipe(z.number().int().min(1, key('quantityInvalid')).max(99, key('quantityInvalid'))))

const list = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v === '' ? null : v))
  .pipe(z.string().regex(/^[1-9]\d{0,8}$/, key('listInvalid')).transform(Number).nullable())

export const ListNameForm = defineForm({ schema: z.object({ name }), messages: listsMessages })
export const AddToListForm = defineForm({ schema: z.object({ variant: id('variantInvalid'), quantity, list }), messages: listsMessages })
export const ListItemForm = defineForm({ schema: z.object({ variant: id('variantInvalid') }), messages: listsMessages })
