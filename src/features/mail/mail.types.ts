/** A mail as the features write it to the outbox (ADR 025, 057). */

/** A file sent with a mail: its name (already cleaned, contact.service.ts `cleanFileName`), type and bytes. */
export interface MailAttachment {
  filename: string
  contentType: string
  content: Uint8Array
}

/** One e-mail, ready to send: plain text, already in the recipient's language, with files or none. */
export interface Mail {
  to: string
  subject: string
  text: string
  attachments?: MailAttachment[]
}
