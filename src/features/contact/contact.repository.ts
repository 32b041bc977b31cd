/** Contact messages and attachments sent ahead (`contact_messages`, `contact_uploads`, migration 0014). */
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { contactMessages, contactUploads } from '../../db/schema.js'
import { enqueueMail } from '../mail/enqueue.js'
import { type Mail } from '../mail/mail.types.js'

export interface Upload {
  name: string
  type: string
  bytes: Uint8Array
}

export interface NewMessage {
  lang: string
  name: string
  email: string
  faculty: string
  topic: string
  message: string
  attachment: Upload | null
}

export function contactRepository(db: Db) {
  return {
    async saveUpload(id: string, owner: string, upload: Upload, expiresAt: Date) {
      await db.delete(contactUploads).where(lt(contactUploads.expiresAt, new Date()))
      await db.insert(contactUploads).values({ id, owner, name: upload.name, type: upload.type, bytes: upload.bytes, expiresAt })
    },

    async upload(id: string, owner: string): Promise<Upload | null> {
      const [row] = await db
        .select({ name: contactUploads.name, type: contactUploads.type, bytes: contactUploads.bytes })
        .from(contactUploads)
        .where(and(eq(contactUploads.id, id), eq(contactUploads.owner, owner), gt(contactUploads.expiresAt, sql`now()`)))
      return row ?? null
    },

    /** Stores the message, takes its upload and writes its mail, all in one transaction. */
    async send(message: NewMessage, uploadId: string | null, mail: (id: number) => Mail): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactMessages)
          .values({
            lang: message.lang,
            name: message.name,
            email: message.email,
            faculty: message.faculty,
            topic: message.topic,
            message: message.message,
            attachmentName: message.attachment?.name ?? null,
            attachmentType: message.attachment?.type ?? null,
            attachment: message.attachment?.bytes ?? null,
          })
          .returning({ id: contactMessages.id })
        if (uploadId) await tx.delete(contactUploads).where(eq(contactUploads.id, uploadId))
        await enqueueMail(tx, mail(row!.id))
        return row!.id
      })
    },
  }
}

export type ContactRepository = ReturnType<typeof contactRepository>
