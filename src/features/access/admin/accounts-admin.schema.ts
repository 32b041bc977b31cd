/**
 * The admin's forms on an account (ADR 060). Granting: a role of `ROLES`, and a scope — the whole
 * site, one faculty (its slug; the route checks it exists) or a section of the page tree (its
 * path). Revoking: the role and scope of a grant the page listed (the route checks the account
 * holds it). The account comes from the address, never from a field.
 */
import { z } from 'zod'
import { defineForm, messageKeys } from '../../../forms/form.js'
import { accountsAdminMessages } from '../../../i18n/accounts-admin.js'
import { ROLES } from '../permissions.js'

const key = messageKeys(accountsAdminMessages)

export const SCOPE_KINDS = ['site', 'faculty', 'section'] as const
export type ScopeKind = (typeof SCOPE_KINDS)[number]

/** A section's path: `/studium`, `/studium/bakalarske` (lower-case segments, no trailing slash). */
export const SECTION_PATH = /^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/
export const MAX_SECTION = 255

const trimmed = z
  .string()
  .default('')
  .transform((s) => s.trim())

export const GrantForm = defineForm({
  schema: z
    .object({
      role: z.enum(ROLES, { error: key('refusedRole') }),
      scopeKind: z.enum(SCOPE_KINDS, { error: key('refusedScope') }),
      faculty: trimmed.pipe(z.string().regex(/^$|^[a-z0-9-]{1,80}$/, key('facultyRequired'))),
      section: trimmed.pipe(z.string().max(MAX_SECTION, key('sectionInvalid')).regex(/^$|^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/, key('sectionInvalid'))),
    })
    .superRefine((v, ctx) => {
      if (v.scopeKind === 'faculty' && !v.faculty) ctx.addIssue({ code: 'custom', message: key('facultyRequired'), path: ['faculty'] })
      if (v.scopeKind === 'section' && !v.section) ctx.addIssue({ code: 'custom', message: key('sectionInvalid'), path: ['section'] })
    }),
  messages: accountsAdminMessages,
})

export const RevokeForm = defineForm({
  schema: z.object({
    role: z.string({ error: key('refusedRole') }).regex(/^[a-z][a-z_]{1,31}$/, key('refusedRole')),
    scope: z
      .string()
      .default('')
      .pipe(z.string().max(300, key('refusedScope')).regex(/^$|^(faculty:[a-z0-9-]{1,80}|section:\/\S{0,255})$/, key('refusedScope'))),
  }),
  messages: accountsAdminMessages,
})

/** The list's search: part of an e-mail or name, cut at this length. */
export const MAX_QUERY = 100
