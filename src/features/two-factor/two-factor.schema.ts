/**
 * The two-factor forms (ADR 064): a current code from the app (enrolment, new recovery codes,
 * turning it off), and the second step of a login, which takes a recovery code too. Spaces in a
 * code are ignored (apps show `123 456`); the enrolment's sealed secret is no field of the schema:
 * the route reads it alone and a forged one is refused as expired.
 */
import { z } from 'zod'
import { defineForm, messageKeys, requiredString, type FormState } from '../../forms/form.js'
import { twoFactorMessages } from '../../i18n/two-factor.js'
import { codeShaped } from './two-factor.service.js'

const key = messageKeys(twoFactorMessages)

const code = (recovery: boolean) =>
  requiredString(key('codeRequired'))
    .trim()
    .min(1, key('codeRequired'))
    .max(40, recovery ? key('codeOrRecoveryInvalid') : key('codeInvalid'))
    .refine((v) => codeShaped(v, recovery), recovery ? key('codeOrRecoveryInvalid') : key('codeInvalid'))

export const TotpCodeForm = defineForm({ schema: z.object({ code: code(false) }), messages: twoFactorMessages, secret: ['code'] })

export const SecondStepForm = defineForm({ schema: z.object({ code: code(true) }), messages: twoFactorMessages, secret: ['code'] })

/** Both forms' state: one field, `code`. */
export type CodeFormState = FormState<typeof TotpCodeForm.schema, keyof typeof twoFactorMessages>
