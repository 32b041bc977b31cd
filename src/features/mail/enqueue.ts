/**
 * The mail feature's one write for the others (ADR 025, 057): a feature writes its mail to the
 * outbox in the transaction of the change the mail reports, so the mail exists (with its files)
 * exactly when the change was committed. The outbox worker sends it.
 */
import type { Db } from '../../db/client.js'
import { outbox, outboxAttachments } from '../../db/schema.js'
import type { Mail } from './mail.types.js'

export async function enqueueMail(db: Db, mail: Mail) {
  const [row] = await db.insert(outbox).values({ recipient: mail.to, subject: mail.subject, body: mail.text }).returning({ id: outbox.id })
  if (mail.attachments?.length)
    await db.insert(outboxAttachments).values(mail.attachments.map((a) => ({ outboxId: row!.id, filename: a.filename, contentType: a.contentType, content: a.content })))
}
