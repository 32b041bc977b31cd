/**
 * The contact form (ADR 043): `GET`/`POST /qf/cs/kontakt` · `/qf/en/contact`, and
 * `POST …/kontakt/priloha` · `…/contact/attachment` where the upload widget sends an attachment
 * ahead (the file's bytes as the body, its type as Content-Type, its name URI-encoded in
 * `X-File-Name`; JSON answer). Without JavaScript the form is `multipart/form-data` and carries
 * the file itself (@fastify/multipart, registered in this plugin only, with its limits); with it,
 * the widget has sent the file ahead and the form carries only its token.
 */
import multipart from '@fastify/multipart'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { parseForm, singleValue } from '../../forms/form.js'
import { contactMessages } from '../../i18n/contact.js'
import { translate, type Lang } from '../../i18n/index.js'
import { formBody } from '../../server/forms.js'
import { eachLang } from '../../server/localized.js'
import { routes } from '../../ui/paths.js'
import { knownVisitor, visitorOwner } from '../validation/validation.routes.js'
import { onPages, type LiveForm, type Note } from '../validation/registry.js'
import { contactPage, contactSentPage, type ContactFormState, type FacultyChoice } from './contact-page.js'
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, ContactForm } from './contact.schema.js'
import { checkDirectFile, headerFileName, type DirectFile, type UploadProblem } from './contact.service.js'
import { HONEYPOT_FIELD, humanCheck, STAMP_FIELD } from './human-check.js'
import { noStore } from '../../server/no-store.js'
import type { Services } from '../../server/services.js'

/** The form's one file input (without JavaScript). */
export const ATTACHMENT_FILE_FIELD = 'attachmentFile'

/** Multipart limits of the form: one file of at most 2 MB (more is cut and refused), a few short fields. */
const MULTIPART_LIMITS = { files: 1, fileSize: ATTACHMENT_MAX_BYTES, fields: 20, parts: 21, fieldSize: 64 * 1024, fieldNameSize: 100, headerPairs: 20 }

type FieldBody = Record<string, string | string[]>

/**
 * A multipart submission as the forms kit reads a url-encoded one (repeated names as arrays),
 * and its file: null when none was chosen (the browser sends an empty part without a name).
 * Past a limit (a second file, too many fields): `tooMany`, and the parts read so far.
 */
async function readMultipart(req: FastifyRequest): Promise<{ body: FieldBody; file: DirectFile | null; tooMany: boolean }> {
  const body: FieldBody = Object.create(null)
  let file: DirectFile | null = null
  const add = (name: string, value: string) => {
    const was = body[name]
    body[name] = was === undefined ? value : Array.isArray(was) ? [...was, value] : [was, value]
  }
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') add(part.fieldname, part.value)
        continue
      }
      const chunks: Buffer[] = []
      for await (const chunk of part.file) chunks.push(chunk as Buffer)
      const bytes = Buffer.concat(chunks)
      if (part.fieldname !== ATTACHMENT_FILE_FIELD || (bytes.length === 0 && !part.filename)) continue
      file = { name: part.filename, bytes, truncated: part.file.truncated }
    }
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return { body, file, tooMany: true }
    throw error
  }
  return { body, file, tooMany: false }
}

/** The contact form's live validation: its schema, and the faculty checked against the site's faculties. */
export function contactLiveForm(content: Services['content']): LiveForm {
  return {
    id: 'contactForm',
    spec: ContactForm,
    page: onPages(routes.contact),
    check: async (input, { lang }): Promise<Record<string, Note[]>> => {
      const code = input.faculty
      if (!code || code === 'university' || (await content.faculties(lang)).some((f) => f.code === code)) return {}
      return { faculty: [{ type: 'error', key: 'facultyInvalid', text: translate(contactMessages, lang, 'facultyInvalid') }] }
    },
  }
}

export const contactRoutes: FastifyPluginAsync = async (app) => {
  // Only this plugin's routes take multipart bodies (its encapsulation keeps the parser here).
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false })

  const { contact } = app.services
  const check = humanCheck({ secret: app.config.FORM_SECRET, minMs: app.config.CONTACT_MIN_FILL_SECONDS * 1000 })
  const faculties = async (lang: Lang): Promise<FacultyChoice[]> => (await app.services.content.faculties(lang)).map((f) => ({ code: f.code, name: f.name }))

  for (const type of Object.keys(ATTACHMENT_TYPES)) app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: ATTACHMENT_MAX_BYTES }, (_req, body, done) => done(null, body))


  eachLang((lang) => {
    app.get(routes.contact[lang], async (_req, reply) => noStore(reply).page(contactPage(lang, await faculties(lang), check.stamp())))

    app.post(routes.contact[lang], async (req, reply) => {
      noStore(reply)
      const sent = req.isMultipart() ? await readMultipart(req) : { body: formBody(req), file: null, tooMany: false }
      const { body } = sent
      const list = await faculties(lang)
      // The form's own file (no JavaScript): checked by content and size before anything else is.
      const checked = sent.tooMany ? { problem: 'attachmentOne' as const } : sent.file ? checkDirectFile(sent.file) : null
      const fileProblem: UploadProblem | 'attachmentOne' | undefined = checked && 'problem' in checked ? checked.problem : undefined
      const direct = checked && !('problem' in checked) ? checked : null
      /**
       * A refused form: its messages (422), and a person's good file kept for the next try, as a
       * browser cannot fill a file input again (a robot's submission keeps nothing).
       */
      const refuse = async (form: ContactFormState, humanCheckFailed = false) => {
        let kept: string | undefined
        const echo = { ...form.echo }
        if (direct && !form.echo.attachment && !humanCheckFailed) {
          const result = await contact.upload(visitorOwner(req, reply, app.config.PUBLIC_ORIGIN), direct.name, direct.type, Buffer.from(direct.bytes))
          if ('token' in result) {
            echo.attachment = result.token
            kept = direct.name
          }
        }
        const errors = fileProblem ? { ...form.errors, attachment: fileProblem } : form.errors
        return reply.page(contactPage(lang, list, check.stamp(), { form: { errors, echo }, humanCheckFailed, keptAttachment: kept }))
      }
      const submitted = parseForm(ContactForm, body)
      if (!submitted.ok) return refuse(submitted)
      const { values } = submitted
      if (fileProblem) return refuse({ errors: {}, echo: { ...values } })
      const faculty = values.faculty === 'university' ? null : list.find((f) => f.code === values.faculty)
      if (values.faculty !== 'university' && !faculty) return refuse({ errors: { faculty: 'facultyInvalid' }, echo: { ...values } })
      // A robot's submission changes nothing and is told so as a person would be (ADR 043).
      if (!check.verify({ honeypot: singleValue(body, HONEYPOT_FIELD), stamp: singleValue(body, STAMP_FIELD) })) return refuse({ errors: {}, echo: { ...values } }, true)
      const result = await contact.send(values, lang, knownVisitor(req), faculty?.name ?? translate(contactMessages, lang, 'facultyUniversity'), direct)
      if (result.outcome === 'attachmentGone') return refuse({ errors: { attachment: 'attachmentGone' }, echo: { ...values, attachment: '' } })
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
        const name = headerFileName(typeof req.headers['x-file-name'] === 'string' ? req.headers['x-file-name'] : undefined)
        const result = await contact.upload(visitorOwner(req, reply, app.config.PUBLIC_ORIGIN), name, type, req.body)
        if ('problem' in result) return reply.code(422).send({ error: translate(contactMessages, lang, result.problem) })
        return reply.send({ token: result.token, name, size: req.body.length })
      },
    )
  })
}
