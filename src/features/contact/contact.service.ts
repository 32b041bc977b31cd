/**
 * The contact form's rules beyond its schema (ADR 043): the faculty must be one of ours, an
 * attachment sent ahead must be the sender's own and still there, and the message goes to the
 * configured address through the outbox, in the transaction that stores it.
 */
import { randomBytes } from 'node:crypto'
import { contactMessages } from '../../i18n/contact.js'
import { translate, type Lang } from '../../i18n/index.js'
import { mailMessages } from '../../i18n/mail.js'
import type { Mail } from '../mail/mail.types.js'
import { digest } from '../validation/validation.service.js'
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, type AttachmentType, type ContactValues } from './contact.schema.js'
import type { ContactRepository, Upload } from './contact.repository.js'

/** An attachment sent ahead waits this long for its form. */
const UPLOAD_TTL_MS = 2 * 3600_000

export type UploadProblem = 'attachmentTooBig' | 'attachmentType'

/** Control and format characters (CR, LF, NUL, bidi overrides), path separators and what Windows forbids in a name. */
const UNSAFE = /[\p{Cc}\p{Cf}\u2028\u2029/\\<>:"|?*]/gu
const MAX_NAME = 200

/**
 * A file name as the mail and its recipient's disk may take it: no path (separators replaced,
 * no leading dots), no control characters (no header injection through CR/LF), NFC, at most 200
 * characters with the extension kept; 'attachment' when nothing is left.
 */
export function cleanFileName(raw: string | undefined): string {
  let name = (raw ?? '').normalize('NFC').replace(UNSAFE, '_').trim().replace(/^\.+/, '')
  const chars = Array.from(name)
  if (chars.length > MAX_NAME) {
    const ext = /\.[\p{L}\p{N}]{1,10}$/u.exec(name)?.[0] ?? ''
    name = Array.from(name.slice(0, name.length - ext.length))
      .slice(0, MAX_NAME - ext.length)
      .join('') + ext
  }
  return name.trim() || 'attachment'
}

/** The upload widget's `X-File-Name` header: the name URI-encoded, then cleaned. */
export function headerFileName(raw: string | undefined): string {
  try {
    return cleanFileName(decodeURIComponent(raw ?? ''))
  } catch {
    return cleanFileName('')
  }
}

/** What a file is by its first bytes, whatever its sender called it; undefined for a type we do not take. */
export function sniffType(bytes: Uint8Array): AttachmentType | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return (Object.keys(ATTACHMENT_TYPES) as AttachmentType[]).find((type) => ATTACHMENT_TYPES[type](buffer))
}

/** A file sent with the form itself (multipart, without JavaScript). */
export interface DirectFile {
  name: string
  bytes: Buffer
  /** Longer than ATTACHMENT_MAX_BYTES: the parser kept only the start. */
  truncated: boolean
}

/** Checks a file sent with the form: the attachment to keep, or what is wrong with it. */
export function checkDirectFile(file: DirectFile): Upload | { problem: UploadProblem } {
  if (file.truncated || file.bytes.length > ATTACHMENT_MAX_BYTES) return { problem: 'attachmentTooBig' }
  const type = file.bytes.length ? sniffType(file.bytes) : undefined
  if (!type) return { problem: 'attachmentType' }
  return { name: cleanFileName(file.name), type, bytes: file.bytes }
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

    /**
     * Stores and mails a message with its attachment: the upload its token names (sent ahead by
     * the widget), else `direct`, a checked file sent with the form. `attachmentGone` when the
     * upload is not (or no longer) the sender's.
     */
    async send(values: ContactValues, lang: Lang, owner: string | null, facultyName: string, direct: Upload | null = null): Promise<{ outcome: 'sent'; id: number } | { outcome: 'attachmentGone' }> {
      const uploadId = values.attachment ? digest(values.attachment) : null
      const attachment = uploadId ? (owner ? await repo.upload(uploadId, owner) : null) : direct
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
        attachments: attachment ? [{ filename: attachment.name, contentType: attachment.type, content: attachment.bytes }] : [],
      })
      const id = await repo.send({ lang, name: values.name, email: values.email, faculty: values.faculty, topic: values.topic, message: values.message, attachment }, uploadId, mail)
      mailWritten?.()
      return { outcome: 'sent', id }
    },
  }
}

export type ContactService = ReturnType<typeof contactService>
