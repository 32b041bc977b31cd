/**
 * Where mails go (ADR 025): an SMTP server named by `SMTP_URL` (`smtp://user:pass@host:587`,
 * `smtps://…` for TLS from the start), through nodemailer.
 */
import nodemailer from 'nodemailer'
import type { Mail } from './outbox.repository.js'

export interface MailTransport {
  send(mail: Mail): Promise<void>
  close(): void
}

/** Longest wait for the server at each step: a stalled server fails the attempt, to be retried. */
const TIMEOUT_MS = 15_000

export function smtpTransport(url: string, from: string): MailTransport {
  const transport = nodemailer.createTransport(url, {
    from,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  })
  return {
    async send(mail) {
      await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text })
    },
    close: () => transport.close(),
  }
}
