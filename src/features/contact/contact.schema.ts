/**
 * The contact form's rules (ADR 043), shared by its submit handler and live validation.
 * The anti-spam fields (`website`, the honeypot; `startedAt`, the signed time the page was made)
 * are no fields of the schema: the route reads them alone.
 */
import { z } from 'zod'
import { defineForm, messageKeys, requiredString } from '../../forms/form.js'
import { contactMessages } from '../../i18n/contact.js'

const key = messageKeys(contactMessages)
const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/u
/** Control characters a message may hold: line breaks and tabs are writing, the rest is not. */
const MESSAGE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\p{Cf}]/u

export const CONTACT_TOPICS = ['study', 'admission', 'research', 'eshop', 'other'] as const
export type ContactTopic = (typeof CONTACT_TOPICS)[number]

/** `university` or a faculty's code: the route checks the code against the faculties. */
const FACULTY = /^(?:university|[a-z]{2,10})$/

export const ContactForm = defineForm({
  schema: z.object({
    name: requiredString(key('nameRequired')).trim().min(1, key('nameRequired')).max(100, 'tooLong').refine((v) => !CONTROL.test(v), 'invalid'),
    email: requiredString(key('emailRequired')).trim().min(1, key('emailRequired')).max(254, 'emailInvalid').pipe(z.email('emailInvalid')),
    faculty: requiredString(key('facultyInvalid')).regex(FACULTY, key('facultyInvalid')),
    topic: z.enum(CONTACT_TOPICS, key('topicInvalid')),
    message: requiredString(key('messageRequired'))
      .trim()
      .min(1, key('messageRequired'))
      .min(10, key('messageTooShort'))
      .max(5000, key('messageTooLong'))
      .refine((v) => !MESSAGE_CONTROL.test(v), 'invalid'),
    /** The upload widget's token of an attachment sent ahead; '' without one. */
    attachment: z.string().regex(/^(?:[A-Za-z0-9_-]{43})?$/, key('attachmentGone')).default(''),
  }),
  messages: contactMessages,
})

export type ContactValues = z.infer<typeof ContactForm.schema>

/** Attachments the form takes: by their first bytes, not by what the browser calls them. */
export const ATTACHMENT_TYPES = {
  'application/pdf': (b: Buffer) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  'image/png': (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
} as const satisfies Record<string, (bytes: Buffer) => boolean>

export type AttachmentType = keyof typeof ATTACHMENT_TYPES

export const ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024
