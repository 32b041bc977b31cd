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

/** A name as people write it: no control characters (what a pasted or forged value may carry). */
const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/u

const email = () => requiredString(key('emailRequired')).trim().min(1, key('emailRequired')).max(254, key('emailInvalid')).pipe(z.email(key('emailInvalid')))

/** A one-line text a person types: trimmed, `max` characters, no control characters. */
const line = (max: number, required: Parameters<typeof key>[0]) =>
  requiredString(required).trim().min(1, required).max(max, 'tooLong').refine((v) => !CONTROL.test(v), key('textInvalid'))

/** A new password's length; its strength is checked on the server (password-policy.ts). */
const newPassword = () => requiredString(key('passwordRequired')).min(10, key('passwordTooShort')).max(200, key('passwordTooLong'))

/** The form's own check that both entries of a new password agree. */
const confirmed = <T extends { password: string; passwordConfirm: string }>(v: T) => v.password === v.passwordConfirm
const mismatch = { message: key('passwordMismatch'), path: ['passwordConfirm'] }

export const RegisterForm = defineForm({
  schema: z
    .object({
      displayName: line(100, 'nameRequired'),
      email: email(),
      password: newPassword(),
      passwordConfirm: requiredString(key('passwordRequired')).max(200, key('passwordTooLong')),
    })
    .refine(confirmed, mismatch),
  messages: accountMessages,
  secret: ['password', 'passwordConfirm'],
})

export const ForgottenPasswordForm = defineForm({
  schema: z.object({ email: email() }),
  messages: accountMessages,
})

/** The reset link's token is the route's to read (a hidden field), not a field of the form. */
export const ResetPasswordForm = defineForm({
  schema: z
    .object({
      password: newPassword(),
      passwordConfirm: requiredString(key('passwordRequired')).max(200, key('passwordTooLong')),
    })
    .refine(confirmed, mismatch),
  messages: accountMessages,
  secret: ['password', 'passwordConfirm'],
})

export const ChangePasswordForm = defineForm({
  schema: z
    .object({
      currentPassword: requiredString(key('passwordRequired')).min(1, key('passwordRequired')).max(200, key('passwordTooLong')),
      password: newPassword(),
      passwordConfirm: requiredString(key('passwordRequired')).max(200, key('passwordTooLong')),
    })
    .refine(confirmed, mismatch),
  messages: accountMessages,
  secret: ['currentPassword', 'password', 'passwordConfirm'],
})

export const ProfileForm = defineForm({
  schema: z.object({ displayName: line(100, 'nameRequired') }),
  messages: accountMessages,
})

/** A Czech postal code, `12345` or `123 45`, kept as `123 45`. */
export const postalCode = () =>
  requiredString(key('postalCodeInvalid'))
    .trim()
    .max(10, key('postalCodeInvalid'))
    .regex(/^\d{3} ?\d{2}$/, key('postalCodeInvalid'))
    .transform((v) => `${v.replace(' ', '').slice(0, 3)} ${v.replace(' ', '').slice(3)}`)

/**
 * A Czech phone number, optional: nine digits (the first not 0) in groups, with `+420` or
 * `00420` or without; kept as `+420 777 123 456`, or '' when not given.
 */
export const czechPhone = () =>
  z
    .string()
    .trim()
    .max(30, key('phoneInvalid'))
    .refine((v) => v === '' || /^(?:\+420|00420)?[1-9]\d{8}$/.test(v.replace(/[ \u00a0-]/g, '')), key('phoneInvalid'))
    .transform((v) => {
      if (v === '') return ''
      const digits = v.replace(/[ \u00a0-]/g, '').slice(-9)
      return `+420 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`
    })
    .default('')

export const AddressForm = defineForm({
  schema: z.object({
    name: line(100, 'nameRequired'),
    street: line(200, 'required'),
    city: line(100, 'required'),
    postalCode: postalCode(),
    phone: czechPhone(),
  }),
  messages: accountMessages,
})

export type AddressValues = z.infer<typeof AddressForm.schema>
