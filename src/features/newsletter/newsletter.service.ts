/**
 * Newsletter sign-ups by double opt-in: a sign-up writes the confirmation mail (or, for an address
 * already confirmed, a mail saying so: the page answers both alike) with a one-time token kept as
 * its SHA-256 only; the token's page confirms with a button.
 */
import { createHash, randomBytes } from 'node:crypto'
import { mailMessages } from '../../i18n/mail.js'
import { newsletterMessages } from '../../i18n/newsletter.js'
import { translate, translator, type Lang } from '../../i18n/index.js'
import { paths } from '../../ui/paths.js'
import type { newsletterRepository } from './newsletter.repository.js'

const digest = (token: string) => createHash('sha256').update(token).digest('base64url')
/** A token as `randomBytes(32)` in base64url gives it: anything else is refused unread. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/

export interface NewsletterDeps {
  repo: ReturnType<typeof newsletterRepository>
  /** Called after a sign-up wrote mail to the outbox (wakes the worker). */
  mailWritten?: () => void
}

export function newsletterService({ repo, mailWritten = () => {} }: NewsletterDeps) {
  return {
    /** Signs `email` up in `lang`; the confirmation link points to `origin`. */
    async subscribe(lang: Lang, email: string, origin: string): Promise<void> {
      const t = translator(newsletterMessages, lang)
      const letter = (subject: string, body: string) => ({
        to: email,
        subject,
        text: `${translate(mailMessages, lang, 'greeting')}\n\n${body}\n\n--\n${translate(mailMessages, lang, 'signature')}\n`,
      })
      const token = randomBytes(32).toString('base64url')
      const link = origin + paths.newsletterConfirm(lang, token)
      await repo.subscribe(email.toLowerCase(), lang, digest(token), letter(t('mailSubject'), t('mailBody', { link })), letter(t('mailAlreadySubject'), t('mailAlreadyBody')))
      mailWritten()
    },
    /** Whether `token` still waits for its confirmation. */
    pending: async (token: string): Promise<boolean> => TOKEN.test(token) && (await repo.pending(digest(token))),
    /** Confirms the sign-up of `token`; false for an unknown, used or malformed token. */
    confirm: async (token: unknown): Promise<boolean> => typeof token === 'string' && TOKEN.test(token) && (await repo.confirm(digest(token))),
  }
}

export type NewsletterService = ReturnType<typeof newsletterService>
