/**
 * The outbox's delivery for one app (ADR 025): through SMTP_URL when set; on a machine that is
 * no deployment (DEPLOYMENT=local, ADR 046: `npm run dev`, `npm start`) without it, into the log
 * (a developer follows the links from there); otherwise (a deployment, the tests) not at all,
 * and mails wait in the outbox table for an SMTP_URL.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.js'
import type { Config } from '../../server/config.js'
import { smtpTransport, type MailTransport } from './mail-transport.js'
import { outboxRepository } from './outbox.repository.js'
import { OutboxWorker } from './outbox-worker.js'

/** Development without SMTP: each mail is logged whole, links included, and counts as sent. */
function logTransport(log: FastifyBaseLogger): MailTransport {
  return {
    async send(mail) {
      const files = mail.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, bytes: a.content.length }))
      log.info({ to: mail.to, subject: mail.subject, ...(files?.length ? { attachments: files } : {}) }, `mail (SMTP_URL unset, not sent):\n${mail.text}`)
    },
    close: () => {},
  }
}

export function outboxWorker(db: Db, config: Config, log: FastifyBaseLogger): OutboxWorker | undefined {
  const transport = config.SMTP_URL
    ? smtpTransport(config.SMTP_URL, config.MAIL_FROM)
    : config.DEPLOYMENT === 'local' && config.NODE_ENV !== 'test'
      ? logTransport(log)
      : undefined
  if (!transport) {
    log.warn('SMTP_URL is unset: e-mails stay in the outbox table')
    return undefined
  }
  return new OutboxWorker(outboxRepository(db), transport, {
    onError: (err, { id, gaveUp }) => log[gaveUp ? 'error' : 'warn']({ err, id }, gaveUp ? 'mail given up after its last attempt' : 'mail delivery failed; retrying later'),
  })
}

/** The outbox's backlog for the metrics (ADR 072): mails still to be sent, the oldest one's wait in seconds. */
export const outboxBacklog = (db: Db) => {
  const repo = outboxRepository(db)
  return () => repo.backlog()
}
