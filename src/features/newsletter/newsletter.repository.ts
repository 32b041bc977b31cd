/** Newsletter sign-ups (`newsletter_subscriptions`, migration 0014); mails in the same transaction. */
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { newsletterSubscriptions as t } from '../../db/schema.js'
import { enqueueMail } from '../mail/enqueue.js'
import { type Mail } from '../mail/mail.types.js'

export function newsletterRepository(db: Db) {
  return {
    /**
     * A sign-up: a new or unconfirmed address gets `tokenHash` and the confirmation mail, a
     * confirmed one the "already subscribed" mail; the caller answers both alike (no enumeration).
     */
    async subscribe(email: string, lang: string, tokenHash: string, confirmMail: Mail, alreadyMail: Mail) {
      await db.transaction(async (tx) => {
        const [row] = await tx.select({ confirmedAt: t.confirmedAt }).from(t).where(eq(t.email, email)).for('update')
        if (row?.confirmedAt) return enqueueMail(tx, alreadyMail)
        if (row) await tx.update(t).set({ tokenHash, lang }).where(eq(t.email, email))
        else await tx.insert(t).values({ email, lang, tokenHash }).onConflictDoUpdate({ target: t.email, set: { tokenHash, lang } })
        await enqueueMail(tx, confirmMail)
      })
    },

    async pending(tokenHash: string): Promise<boolean> {
      const [row] = await db.select({ id: t.id }).from(t).where(and(eq(t.tokenHash, tokenHash), isNull(t.confirmedAt)))
      return Boolean(row)
    },

    async confirm(tokenHash: string): Promise<boolean> {
      const rows = await db.update(t).set({ confirmedAt: new Date(), tokenHash: null }).where(and(eq(t.tokenHash, tokenHash), isNull(t.confirmedAt))).returning({ id: t.id })
      return rows.length === 1
    },
  }
}
