/**
 * The contact form (issue 13, ADR 043): `GET`/`POST /qf/cs/kontakt` · `/qf/en/contact`, and
 * `POST …/kontakt/priloha` · `…/contact/attachment` where the upload widget sends an attachment
 * ahead (the file's bytes as the body, its type as Content-Type, its name URI-encoded in
 * `X-File-Name`; JSON answer). The form works without JavaScript, save the attachment.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { parseForm, singleValue } from '../../forms/form.js'
import { contactMessages } from '../../i18n/contact.js'
import { translate, type Lang } from '../../i18n/index.js'
import { formBody } from '../../server/forms.js'
import { eachLang } from '../../server/localized.js'
import { routes } from '../../ui/paths.js'
import { knownVisitor, visitorOwner } from '../validation/validation.routes.js'
import { onPages, type Note } from '../validation/registry.js'
import { contactPage, contactSentPage, type FacultyChoice } from './contact-page.js'
import { contactRepository } from './contact.repository.js'
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, ContactForm } from './contact.schema.js'
import { cleanFileName, contactService } from './contact.service.js'
import { HONEYPOT_FIELD, humanCheck, STAMP_FIELD } from './human-check.js'

export const contactRoutes: FastifyPluginAsync = async (app) => {
  const contact = contactService(contactRepository(app.db), { mailTo: app.config.CONTACT_MAIL_TO, mailWritten: () => app.outbox?.wake() })
  const check = humanCheck({ secret: app.config.FORM_SECRET, minMs: app.config.CONTACT_MIN_FILL_SECONDS * 1000 })
  const faculties = async (lang: Lang): Promise<FacultyChoice[]> => (await app.services.content.faculties(lang)).map((f) => ({ code: f.code, name: f.name }))

  app.liveForms.register({
    id: 'contactForm',
    spec: ContactForm,
    page: onPages(routes.contact),
    check: async (input, { lang }): Promise<Record<string, Note[]>> => {
      const code = input.faculty
      if (!code || code === 'university' || (await faculties(lang)).some((f) => f.code === code)) return {}
      return { faculty: [{ type: 'error', key: 'facultyInvalid', text: translate(contactMessages, lang, 'facultyInvalid') }] }
    },
  })

  for (const type of Object.keys(ATTACHMENT_TYPES)) app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: ATTACHMENT_MAX_BYTES }, (_req, body, done) => done(null, body))

  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store')

  eachLang((lang) => {
    app.get(routes.contact[lang], async (_req, reply) => noStore(reply).page(contactPage(lang, await faculties(lang), check.stamp())))

    app.post(routes.contact[lang], async (req, reply) => {
      noStore(reply)
      const body = formBody(req)
      const list = await faculties(lang)
      const submitted = parseForm(ContactForm, body)
      if (!submitted.ok) return reply.page(contactPage(lang, list, check.stamp(), { form: submitted }))
      const { values } = submitted
      const faculty = values.faculty === 'university' ? null : list.find((f) => f.code === values.faculty)
      if (values.faculty !== 'university' && !faculty) return reply.page(contactPage(lang, list, check.stamp(), { form: { errors: { faculty: 'facultyInvalid' }, echo: { ...values } } }))
      // A robot's submission changes nothing and is told so as a person would be (ADR 043).
      if (!check.verify({ honeypot: singleValue(body, HONEYPOT_FIELD), stamp: singleValue(body, STAMP_FIELD) })) {
        return reply.page(contactPage(lang, list, check.stamp(), { form: { errors: {}, echo: { ...values } }, humanCheckFailed: true }))
      }
      const result = await contact.send(values, lang, knownVisitor(req), faculty?.name ?? translate(contactMessages, lang, 'facultyUniversity'))
      if (result.outcome === 'attachmentGone') return reply.page(contactPage(lang, list, check.stamp(), { form: { errors: { attachment: 'attachmentGone' }, echo: { ...values, attachment: '' } } }))
      await app.liveValidation.releaseFor(req, 'contactForm')
      return reply.page(contactSentPage(lang, values.email))
    })

    app.post(
      routes.contactUpload[lang],
      {
        // Too big, or a type we do not take: a JSON answer the widget shows, never a page.
        errorHandler: (error, req: FastifyRequest, reply) => {
          const problem = error.statusCode === 413 ? 'attachmentTooBig' : error.statusCode === 415 ? 'attachmentType' : 'attachmentFailed'
          void reply.code(error.statusCode && error.statusCode < 500 ? error.statusCode : 500).send({ error: translate(contactMessages, req.lang, problem) })
        },
      },
      async (req, reply) => {
        noStore(reply)
        const type = String(req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
        if (!Buffer.isBuffer(req.body)) return reply.code(415).send({ error: translate(contactMessages, lang, 'attachmentType') })
        const name = cleanFileName(typeof req.headers['x-file-name'] === 'string' ? req.headers['x-file-name'] : undefined)
        const result = await contact.upload(visitorOwner(req, reply, app.config.PUBLIC_ORIGIN), name, type, req.body)
        if ('problem' in result) return reply.code(422).send({ error: translate(contactMessages, lang, result.problem) })
        return reply.send({ token: result.token, name, size: req.body.length })
      },
    )
  })
}
