/**
 * The account feature's forms in live validation (ADR 031): the submit handlers'
 * schemas, and the password strength (spec 000 §5) as a server-only check with the meter's score.
 * The e-mail of a registration is not checked against the accounts: registration itself never
 * says whether an address has one (ADR 025), so neither does its live validation.
 */
import { translate } from '../../i18n/index.js'
import { validationMessages } from '../../i18n/validation.js'
import { accountMessages } from '../../i18n/account.js'
import { routes } from '../../ui/paths.js'
import type { CheckContext, LiveForm, Note } from '../validation/registry.js'
import { onPages } from '../validation/registry.js'
import { AddressForm, ChangePasswordForm, ForgottenPasswordForm, ProfileForm, RegisterForm, ResetPasswordForm } from './account.schema.js'
import { passwordStrength, userInputsOf } from './password-policy.js'

/** What the meter and the messages say of a new password. */
export async function strengthNotes(password: string | undefined, inputs: string[], { lang }: CheckContext): Promise<Record<string, Note[]>> {
  if (!password) return {}
  const { score, strongEnough } = await passwordStrength(password, inputs)
  const label = translate(validationMessages, lang, `strength${score}` as 'strength0')
  const notes: Note[] = [{ type: 'info', key: 'passwordStrength', text: translate(validationMessages, lang, 'passwordStrength', { label }), score }]
  if (!strongEnough) notes.push({ type: 'error', key: 'passwordWeak', text: translate(accountMessages, lang, 'passwordWeak') })
  else if (score < 4) notes.push({ type: 'warning', key: 'passwordCouldBeStronger', text: translate(validationMessages, lang, 'passwordCouldBeStronger') })
  return { password: notes }
}

const addressPages = /^\/qf\/(?:cs\/ucet\/adresy\/(?:nova|[1-9]\d{0,8})|en\/account\/addresses\/(?:new|[1-9]\d{0,8}))$/

export const accountLiveForms = (profileOf: (userId: number) => Promise<{ email: string; displayName: string } | null | undefined>): LiveForm[] => [
  {
    id: 'registerForm',
    spec: RegisterForm,
    page: onPages(routes.register),
    check: async (input, ctx) => strengthNotes(input.password, userInputsOf(input.email ?? '', input.displayName ?? ''), ctx),
  },
  {
    id: 'resetForm',
    spec: ResetPasswordForm,
    page: onPages(routes.passwordReset),
    check: async (input, ctx) => strengthNotes(input.password, [], ctx),
  },
  {
    id: 'changePasswordForm',
    spec: ChangePasswordForm,
    page: onPages(routes.accountPassword),
    check: async (input, ctx) => {
      const user = ctx.request.user ? await profileOf(ctx.request.user.id) : null
      return strengthNotes(input.password, user ? userInputsOf(user.email, user.displayName) : [], ctx)
    },
  },
  { id: 'forgottenForm', spec: ForgottenPasswordForm, page: onPages(routes.passwordForgotten) },
  { id: 'profileForm', spec: ProfileForm, page: onPages(routes.account) },
  { id: 'addressForm', spec: AddressForm, page: onPages(addressPages) },
  // Every address in one form: its `addresses[i].field` widgets are judged per index by the same schema.
  { id: 'addressesForm', spec: AddressForm, page: onPages(routes.accountAddresses) },
]
