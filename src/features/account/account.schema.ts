/** The login form's rules, shared by the submit handler and (later) live validation. */
import { z } from 'zod'

export const LoginSchema = z.object({
  email: z.string().trim().min(1, 'emailRequired').max(254, 'emailInvalid').pipe(z.email('emailInvalid')),
  password: z.string().min(1, 'passwordRequired').max(200, 'passwordTooLong'),
  returnTo: z.string().max(2000).optional(),
})

export type LoginInput = z.infer<typeof LoginSchema>

/** Message keys a login field can fail with (see src/i18n/account.ts). */
export type LoginErrorKey = 'emailRequired' | 'emailInvalid' | 'passwordRequired' | 'passwordTooLong' | 'badCredentials'

export type LoginErrors = Partial<Record<'email' | 'password' | 'form', LoginErrorKey>>

export function loginErrors(error: z.ZodError): LoginErrors {
  const out: LoginErrors = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if ((field === 'email' || field === 'password') && !out[field]) out[field] = issue.message as LoginErrorKey
  }
  return out
}
