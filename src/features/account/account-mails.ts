/** The account feature's e-mails in the reader's language, with absolute links (ADR 025). */
import { mailMessages } from '../../i18n/mail.js'
import { translator, type Lang } from '../../i18n/index.js'
import { paths } from '../../ui/paths.js'
import type { Mail } from '../mail/mail.types.js'

/** Where links in mails point: the site's public origin and the language of the page that asked. */
export interface MailContext {
  lang: Lang
  origin: string
}

function letter({ lang }: MailContext, to: string, subject: string, body: string): Mail {
  const t = translator(mailMessages, lang)
  return { to, subject, text: `${t('greeting')}\n\n${body}\n\n--\n${t('signature')}\n` }
}

export const accountMails = {
  confirmRegistration(ctx: MailContext, to: string, name: string, token: string): Mail {
    const t = translator(mailMessages, ctx.lang)
    return letter(ctx, to, t('confirmSubject'), t('confirmBody', { name, link: ctx.origin + paths.registerConfirm(ctx.lang, token) }))
  },

  /** To the owner of an address someone tried to register with again: no account is revealed to the stranger. */
  alreadyRegistered(ctx: MailContext, to: string): Mail {
    const t = translator(mailMessages, ctx.lang)
    const body = t('alreadyBody', { login: ctx.origin + paths.login(ctx.lang), forgotten: ctx.origin + paths.passwordForgotten(ctx.lang) })
    return letter(ctx, to, t('alreadySubject'), body)
  },

  resetPassword(ctx: MailContext, to: string, token: string): Mail {
    const t = translator(mailMessages, ctx.lang)
    return letter(ctx, to, t('resetSubject'), t('resetBody', { link: ctx.origin + paths.passwordReset(ctx.lang, token) }))
  },

  passwordChanged(ctx: MailContext, to: string): Mail {
    const t = translator(mailMessages, ctx.lang)
    return letter(ctx, to, t('changedSubject'), t('changedBody', { forgotten: ctx.origin + paths.passwordForgotten(ctx.lang) }))
  },
}
