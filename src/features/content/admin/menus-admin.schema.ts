/**
 * The menu item form (ADR 095): the menu, the parent (main menu only), the labels and where it
 * leads: a page of the site by its translation key, an application page, or an https address.
 * Labels are plain text, one line, no markup. Whether the page and the parent exist is the
 * database's, checked under the menus' lock; `base` is the version an edit was filled from.
 */
import { z } from 'zod'
import { defineForm, messageKeys, requiredString } from '../../../forms/form.js'
import { menusAdminMessages } from '../../../i18n/menus-admin.js'
import { MAX_MENU_LABEL, MAX_MENU_URL, MENUS } from '../content.tables.js'
import { APP_PAGE_KEYS } from '../menu-targets.js'

const key = messageKeys(menusAdminMessages)

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
const MARKUP = /<\s*[a-z/!?]/i
export const TARGET_KINDS = ['page', 'app', 'url'] as const

const label = z
  .string()
  .default('')
  .pipe(
    z
      .string()
      .refine((s) => !CONTROL.test(s) && !MARKUP.test(s), key('labelInvalid'))
      .transform((s) => s.replace(/ +/g, ' ').trim())
      .pipe(z.string().max(MAX_MENU_LABEL, key('labelTooLong'))),
  )

const fields = {
  menu: z.string().default('').pipe(z.enum(MENUS, { error: key('menuInvalid') })),
  /** Empty: a top-level item. */
  parentId: z
    .string()
    .default('')
    .pipe(z.string().regex(/^(|[1-9]\d{0,8})$/, key('parentInvalid')))
    .transform((s) => (s === '' ? null : Number(s))),
  labelCs: label,
  labelEn: label,
  kind: z.string().default('').pipe(z.enum(TARGET_KINDS, { error: key('kindInvalid') })),
  pageKey: z.string().default('').pipe(z.string().max(200, key('pageUnknown'))).transform((s) => s.trim()),
  appPage: z.string().default(''),
  url: z.string().default('').transform((s) => s.trim()),
}

type Shape = { [K in keyof typeof fields]: z.infer<(typeof fields)[K]> }

/** The target the kind names must be given (the other two are ignored); an address needs both labels. */
const targetChecks = (v: Shape, ctx: z.RefinementCtx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
  if (v.menu === 'footer' && v.parentId !== null) issue('parentId', key('parentInvalid'))
  if (v.kind === 'page' && v.pageKey === '') issue('pageKey', key('pageRequired'))
  if (v.kind === 'app' && !(APP_PAGE_KEYS as string[]).includes(v.appPage)) issue('appPage', key('appRequired'))
  if (v.kind === 'url') {
    let ok = v.url.length <= MAX_MENU_URL && /^https:\/\/[^\s]+$/.test(v.url) && !CONTROL.test(v.url)
    try {
      ok &&= new URL(v.url).protocol === 'https:'
    } catch {
      ok = false
    }
    if (!ok) issue('url', key('urlInvalid'))
    if (v.labelCs === '') issue('labelCs', key('labelRequired'))
    if (v.labelEn === '') issue('labelEn', key('labelRequired'))
  }
}

export const MenuItemForm = defineForm({ schema: z.object(fields).superRefine(targetChecks), messages: menusAdminMessages })

export const MenuItemEditForm = defineForm({
  schema: z.object({ ...fields, base: requiredString(key('baseInvalid')).regex(/^[0-9a-f]{16}$/, key('baseInvalid')) }).superRefine(targetChecks),
  messages: menusAdminMessages,
})

/** Deleting names the version the confirmation page showed: an item changed since is asked about again. */
export const DeleteForm = defineForm({
  schema: z.object({ base: requiredString(key('baseInvalid')).regex(/^[0-9a-f]{16}$/, key('baseInvalid')) }),
  messages: menusAdminMessages,
})

export const MoveForm = defineForm({
  schema: z.object({ direction: z.string().default('').pipe(z.enum(['up', 'down'], { error: key('directionInvalid') })) }),
  messages: menusAdminMessages,
})

export type MenuItemValues = z.infer<typeof MenuItemForm.schema>

/** The stored target of the values: only the kind's field, the others null. */
export const targetOf = (v: MenuItemValues) => ({
  pageKey: v.kind === 'page' ? v.pageKey : null,
  appPage: v.kind === 'app' ? v.appPage : null,
  url: v.kind === 'url' ? v.url : null,
})
