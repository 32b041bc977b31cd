/**
 * The newsletter sign-up `/qf/cs/newsletter` · `/qf/en/newsletter`: double opt-in by a
 * mailed link whose page confirms with a button (a mail scanner following the link confirms
 * nothing). Every sign-up answers the same page, whether the address was subscribed or not.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { z } from 'zod'
import { blankForm, defineForm, formView, messageKeys, parseForm, requiredString, singleValue, type FormState } from '../../forms/form.js'
import { newsletterMessages } from '../../i18n/newsletter.js'
import { otherLang, translator, type Lang } from '../../i18n/index.js'
import { validationMessages } from '../../i18n/validation.js'
import { formBody } from '../../server/forms.js'
import { eachLang } from '../../server/localized.js'
import { originOf } from '../../server/origin.js'
import { Breadcrumbs } from '../../ui/breadcrumbs.js'
import { Container } from '../../ui/container.js'
import { FormSummary, TextField } from '../../ui/form-field.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { paths, routes } from '../../ui/paths.js'
import { onPages, type LiveForm } from '../validation/registry.js'
import { noStore } from '../../server/no-store.js'

const key = messageKeys(newsletterMessages)

export const NewsletterForm = defineForm({
  schema: z.object({ email: requiredString(key('emailRequired')).trim().min(1, key('emailRequired')).max(254, 'emailInvalid').pipe(z.email('emailInvalid')) }),
  messages: newsletterMessages,
})

function page(lang: Lang, title: string, status: number, children: React.ReactNode): PageModel {
  return {
    title,
    alternate: paths.newsletter(otherLang(lang)),
    status,
    robots: status === 200 ? undefined : 'noindex',
    breadcrumbs: { trail: [], current: title },
    regions: {
      pageContent: () => (
        <Container id="pageContent" className="page-content page-content--narrow">
          <Breadcrumbs trail={[]} current={title} />
          <PageHeading>{title}</PageHeading>
          {children}
        </Container>
      ),
    },
  }
}

function signUpPage(lang: Lang, form?: FormState<(typeof NewsletterForm)['schema'], keyof typeof newsletterMessages>): PageModel {
  const t = translator(newsletterMessages, lang)
  const v = translator(validationMessages, lang)
  const view = formView(NewsletterForm, form ?? blankForm(), lang)
  return page(
    lang,
    t('title'),
    form ? 422 : 200,
    <>
      <p className="perex">{t('intro')}</p>
      <form className="form" id="newsletterForm" method="post" action={paths.newsletter(lang)} noValidate aria-labelledby="mainContent" data-live-validation="newsletterForm" data-live-validation-errors={v('formHasErrors')} data-live-validation-released={v('released')}>
        <FormSummary form={view} heading={t('formErrors')} />
        <TextField form={view} name="email" id="newsletterEmail" label={t('email')} type="email" autoComplete="email" required maxLength={254} />
        <button type="submit" className="button button--primary">
          {t('submit')}
        </button>
      </form>
    </>,
  )
}

/** The sign-up form's live validation. */
export const newsletterLiveForm: LiveForm = { id: 'newsletterForm', spec: NewsletterForm, page: onPages(routes.newsletter) }

export const newsletterRoutes: FastifyPluginAsync = async (app) => {
  const { newsletter } = app.services

  eachLang((lang) => {
    const t = translator(newsletterMessages, lang)

    app.get(routes.newsletter[lang], async (_req, reply) => reply.page(signUpPage(lang)))

    app.post(routes.newsletter[lang], async (req, reply) => {
      noStore(reply)
      const submitted = parseForm(NewsletterForm, formBody(req))
      if (!submitted.ok) return reply.page(signUpPage(lang, submitted))
      const email = submitted.values.email.toLowerCase()
      await newsletter.subscribe(lang, email, originOf(req, app.config.PUBLIC_ORIGIN))
      await app.liveValidation.releaseFor(req, 'newsletterForm')
      return reply.page(page(lang, t('sentTitle'), 200, <p className="perex" role="status">{t('sent', { email })}</p>))
    })

    const invalid = (reply: FastifyReply) =>
      reply.page(page(lang, t('confirmTitle'), 410, <><p className="perex" role="alert">{t('invalidLink')}</p><p><a href={paths.newsletter(lang)}>{t('title')}</a></p></>))

    app.get<{ Querystring: { token?: unknown } }>(routes.newsletterConfirm[lang], async (req, reply) => {
      noStore(reply)
      const { token } = req.query
      if (typeof token !== 'string' || !(await newsletter.pending(token))) return invalid(reply)
      return reply.page(
        page(lang, t('confirmTitle'), 200, <>
          <p className="perex">{t('confirmIntro')}</p>
          <form className="form" id="newsletterConfirmForm" method="post" action={paths.newsletterConfirm(lang)} aria-labelledby="mainContent">
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="button button--primary">{t('confirmSubmit')}</button>
          </form>
        </>),
      )
    })

    app.post(routes.newsletterConfirm[lang], async (req, reply) => {
      noStore(reply)
      const token = singleValue(formBody(req), 'token')
      if (!(await newsletter.confirm(token))) return invalid(reply)
      return reply.page(page(lang, t('confirmTitle'), 200, <p className="perex" role="status">{t('confirmed')}</p>))
    })
  })
}
