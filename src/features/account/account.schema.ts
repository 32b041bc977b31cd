/**
 * The login form's rules, shared by the submit handler and (later) live validation. Its hidden
 * `returnTo` is not the visitor's to get wrong, so it is no field of the schema: the route reads
 * it alone and ignores a bad one.
 */
import { z } from 'zod'
import { defineForm, messageKeys, requiredString } from '../../forms/form.js'
import { accountMessages } from '../../i18n/account.js'

const key = messageKeys(accountMessages)

export const LoginForm = defineForm({
  schema: z.object({
    email: requiredString(key('emailRequired')).trim().min(1, key('emailRequired')).max(254, key('emailInvalid')).pipe(z.email(key('emailInvalid'))),
    password: requiredString(key('passwordRequired')).min(1, key('passwordRequired')).max(200, key('passwordTooLong')),
  }),
  messages: accountMessages,
  secret: ['password'],
})

export type LoginFormSpec = typeof LoginForm
