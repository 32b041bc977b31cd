/**
 * The contact form's rules beyond its schema (ADR 043): the faculty must be one of ours, an
 * attachment sent ahead must be the sender's own and still there, and the message goes to the
 * configured address through the outbox, in the transaction that stores it.
 */
import { randomBytes } from 'node:crypto'
import { contactMessages } from '../../i18n/contact.js'
import { translate, type Lang } from '../../i18n/index.js'
import { mailMessages } from '../../i18n/mail.js'
import type { Mail } from '../mail/outbox.repository.js'
import { digest } from '../validation/validation.service.js'
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, type ContactValues } from './contact.schema.js'
import type { ContactRepository } from './contact.repository.js'

/** An attachment sent ahead waits this long for its form. */
const UPLOAD_TTL_MS = 2 * 3600_000

export type UploadProblem = 'attachmentTooBig' | 'attachmentType'

const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029/\\]/gu

/** A file name as the sender's mail shows it: no paths, no control characters, 200 characters. */
export function cleanFileName(raw: string | undefined): string {
  let name = ''
  try {
    name = decodeURIComponent(raw ?? '')
  } catch {
    name = ''
  }
  name = name.replace(CONTROL, '_').trim().slice(0, 200)
  return name || 'attachment'
}

export function contactService(repo: ContactRepository, { mailTo, mailWritten }: { mailTo: string; mailWritten?: () => void }) {
  return {
    /** Keeps an attachment for its form: a token for the form, or what is wrong with the file. */
    async upload(owner: string, name: string, type: string, bytes: Buffer): Promise<{ token: string } | { problem: UploadProblem }> {
      if (bytes.length > ATTACHMENT_MAX_BYTES) return { problem: 'attachmentTooBig' }
      const check = Object.hasOwn(ATTACHMENT_TYPES, type) ? ATTACHMENT_TYPES[type as keyof typeof ATTACHMENT_TYPES] : undefined
      if (!check || bytes.length === 0 || !check(bytes)) return { problem: 'attachmentType' }
      const token = randomBytes(32).toString('base64url')
      await repo.saveUpload(digest(token), owner, { name, type, bytes }, new Date(Date.now() + UPLOAD_TTL_MS))
      return { token }
    },

    /** Stores and mails a message; `attachmentGone` when its upload is not (or no longer) the sender's. */
    async send(values: ContactValues, lang: Lang, owner: string | null, facultyName: string): Promise<{ outcome: 'sent'; id: number } | { outcome: 'attachmentGone' }> {
      const uploadId = values.attachment ? digest(values.attachment) : null
      const attachment = uploadId && owner ? await repo.upload(uploadId, owner) : null
      if (uploadId && !attachment) return { outcome: 'attachmentGone' }
      const topic = translate(contactMessages, lang, `topic${values.topic[0]!.toUpperCase()}${values.topic.slice(1)}` as 'topicOther')
      const mail = (id: number): Mail => ({
        to: mailTo,
        subject: translate(contactMessages, lang, 'mailSubject', { topic }),
        text: [
          `#${id}`,
          `${translate(contactMessages, lang, 'name')}: ${values.name}`,
          `${translate(contactMessages, lang, 'email')}: ${values.email}`,
          `${translate(contactMessages, lang, 'faculty')}: ${facultyName}`,
          `${translate(contactMessages, lang, 'topic')}: ${topic}`,
          attachment ? `${translate(contactMessages, lang, 'attachment')}: ${attachment.name} (${attachment.type}, ${attachment.bytes.length} B)` : '',
          '',
          values.message,
          '',
          '--',
          translate(mailMessages, lang, 'signature'),
        ]
          .filter((line, i) => line !== '' || i > 5)
          .join('\n'),
      })
      const id = await repo.send({ lang, name: values.name, email: values.email, faculty: values.faculty, topic: values.topic, message: values.message, attachment }, uploadId, mail)
      mailWritten?.()
      return { outcome: 'sent', id }
    },
  }
}

export type ContactService = ReturnType<typeof contactService>
