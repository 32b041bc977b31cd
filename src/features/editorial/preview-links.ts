/**
 * Shared preview links (issue 25, ADR 066): an editor makes a link that shows an item's latest
 * draft to a reviewer without an account, for a chosen time. The link carries 32 random bytes;
 * the table keeps only their SHA-256, so a leaked table or backup opens nothing. A link is
 * refused once it expires or is revoked, and while the item is gone. Making and revoking one
 * goes into the audit log (a draft leaves the administration).
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, asc, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { users } from '../../db/schema.js'
import { recordAudit } from '../audit/audit.record.js'
import { previewLinks } from './editorial.tables.js'

/** How long a link may be asked to live, in hours: an hour, a day, a week. */
export const PREVIEW_LINK_HOURS = [1, 24, 168] as const
export type PreviewLinkHours = (typeof PREVIEW_LINK_HOURS)[number]

/** A token as links carry it: 32 bytes in base64url. */
export const PREVIEW_TOKEN = /^[A-Za-z0-9_-]{43}$/

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

export interface PreviewLinkActor {
  userId: number
  ip?: string | null
}

export interface ActivePreviewLink {
  id: number
  createdAt: Date
  expiresAt: Date
  createdBy: string | null
}

export type ResolvedPreview = { ok: true; entity: string; objectId: number; expiresAt: Date } | { ok: false; why: 'unknown' | 'expired' }

export function previewLinksService(db: Db) {
  return {
    /** A new link's token (shown once) and its end. */
    async share(actor: PreviewLinkActor, entity: string, objectId: number, hours: PreviewLinkHours, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url')
      const expiresAt = new Date(now.getTime() + hours * 3_600_000)
      await db.transaction(async (tx) => {
        await tx.insert(previewLinks).values({ tokenHash: hashOf(token), entity, objectId, createdBy: actor.userId, createdAt: now, expiresAt })
        await recordAudit(tx, { userId: actor.userId, action: 'create', entity: 'preview_link', objectId, summary: `${entity} #${objectId}: preview link for ${hours} h`, ip: actor.ip })
      })
      return { token, expiresAt }
    },

    /** What a token opens now; an unknown and a malformed token alike are unknown. */
    async resolve(token: string, now = new Date()): Promise<ResolvedPreview> {
      if (!PREVIEW_TOKEN.test(token)) return { ok: false, why: 'unknown' }
      const [link] = await db.select().from(previewLinks).where(eq(previewLinks.tokenHash, hashOf(token)))
      if (!link) return { ok: false, why: 'unknown' }
      if (link.revokedAt || link.expiresAt <= now) return { ok: false, why: 'expired' }
      return { ok: true, entity: link.entity, objectId: link.objectId, expiresAt: link.expiresAt }
    },

    /** The item's links that still work, the one ending first first. */
    active(entity: string, objectId: number, now = new Date()): Promise<ActivePreviewLink[]> {
      return db
        .select({ id: previewLinks.id, createdAt: previewLinks.createdAt, expiresAt: previewLinks.expiresAt, createdBy: users.displayName })
        .from(previewLinks)
        .leftJoin(users, eq(users.id, previewLinks.createdBy))
        .where(and(eq(previewLinks.entity, entity), eq(previewLinks.objectId, objectId), isNull(previewLinks.revokedAt), gt(previewLinks.expiresAt, now)))
        .orderBy(asc(previewLinks.expiresAt), asc(previewLinks.id))
    },

    /** Stops link `id` of the item from working; false when it is not the item's or no longer works. */
    async revoke(actor: PreviewLinkActor, entity: string, objectId: number, id: number, now = new Date()): Promise<boolean> {
      return db.transaction(async (tx) => {
        const done = await tx
          .update(previewLinks)
          .set({ revokedAt: now })
          .where(and(eq(previewLinks.id, id), eq(previewLinks.entity, entity), eq(previewLinks.objectId, objectId), isNull(previewLinks.revokedAt), gt(previewLinks.expiresAt, now)))
          .returning({ id: previewLinks.id })
        if (done.length === 0) return false
        await recordAudit(tx, { userId: actor.userId, action: 'delete', entity: 'preview_link', objectId, summary: `${entity} #${objectId}: preview link revoked`, ip: actor.ip })
        return true
      })
    },
  }
}

export type PreviewLinksService = ReturnType<typeof previewLinksService>
