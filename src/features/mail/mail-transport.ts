/**
 * Where mails go (ADR 025): an SMTP server named by `SMTP_URL` (`smtp://user:pass@host:587`,
 * `smtps://…` for TLS from the start), through nodemailer.
 */
import nodemailer from 'nodemailer'
import type { Mail } from './mail.types.js'

export interface MailTransport {
  send(mail: Mail): Promise<void>
  close(): void
}

/** Longest wait for the server at each step: a stalled server fails the attempt, to be retried. */
const TIMEOUT_MS = 15_000

/** Connection options of an `smtp://` or `smtps://` address (port 587 or 465 unless given). */
export function smtpOptions(url: string) {
  const u = new URL(url)
  const secure = u.protocol === 'smtps:'
  const user = decodeURIComponent(u.username)
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    auth: user ? { user, pass: decodeURIComponent(u.password) } : undefined,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  }
}

export function smtpTransport(url: string, from: string): MailTransport {
  const transport = nodemailer.createTransport(smtpOptions(url), { from })
  return {
    async send(mail) {
      await transport.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        // Real MIME parts (base64); nodemailer encodes a non-ASCII name per RFC 2231.
        attachments: mail.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content), contentDisposition: 'attachment' as const })),
      })
    },
    close: () => transport.close(),
  }
}
