/**
 * Autosaves (ADR 094): what an editor typed into an item's form and has not saved. The only file
 * that touches `editorial_autosaves`, besides the editorial service's save, which deletes the
 * saving editor's autosave of the item in the save's transaction (`dropAutosave`).
 *
 * The rate limit is the row itself: an autosave of the same item by the same editor less than
 * `MIN_INTERVAL_MS` after the last is refused (the upsert's `where`), on every node alike; and an
 * editor holds at most `MAX_PER_USER` of them.
 */
import { and, count, desc, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import type { AutosaveFields } from './autosave-fields.js'
import { editorialAutosaves } from './editorial.tables.js'

export const MIN_INTERVAL_MS = 1000
export const MAX_PER_USER = 200

export interface Autosave {
  entity: string
  key: string
  base: number | null
  fields: AutosaveFields
  savedAt: Date
}

export type AutosaveWrite = { ok: true; savedAt: Date } | { ok: false; reason: 'too-soon' | 'too-many' }

/** The autosave key of an item: its id, or `new` for the create form. */
export const autosaveKey = (id: number | 'new') => String(id)

/** Deletes `userId`'s autosave of an item, in the caller's transaction (a save, a submission, a publication). */
export async function dropAutosave(tx: Db, userId: number, entity: string, key: string): Promise<void> {
  await tx.delete(editorialAutosaves).where(and(eq(editorialAutosaves.userId, userId), eq(editorialAutosaves.entity, entity), eq(editorialAutosaves.key, key)))
}

export function autosavesService(db: Db) {
  const one = (userId: number, entity: string, key: string) => and(eq(editorialAutosaves.userId, userId), eq(editorialAutosaves.entity, entity), eq(editorialAutosaves.key, key))
  return {
    async save(userId: number, entity: string, key: string, base: number | null, fields: AutosaveFields, now = new Date()): Promise<AutosaveWrite> {
      const [held] = await db.select({ n: count() }).from(editorialAutosaves).where(eq(editorialAutosaves.userId, userId))
      if ((held?.n ?? 0) >= MAX_PER_USER) {
        const [mine] = await db.select({ key: editorialAutosaves.key }).from(editorialAutosaves).where(one(userId, entity, key))
        if (!mine) return { ok: false, reason: 'too-many' }
      }
      const rows = await db
        .insert(editorialAutosaves)
        .values({ userId, entity, key, base, fields, savedAt: now })
        .onConflictDoUpdate({
          target: [editorialAutosaves.userId, editorialAutosaves.entity, editorialAutosaves.key],
          set: { base, fields, savedAt: now },
          setWhere: lt(editorialAutosaves.savedAt, sql`${new Date(now.getTime() - MIN_INTERVAL_MS).toISOString()}::timestamptz`),
        })
        .returning({ savedAt: editorialAutosaves.savedAt })
      return rows[0] ? { ok: true, savedAt: rows[0].savedAt } : { ok: false, reason: 'too-soon' }
    },

    async get(userId: number, entity: string, key: string): Promise<Autosave | undefined> {
      const [row] = await db
        .select({ entity: editorialAutosaves.entity, key: editorialAutosaves.key, base: editorialAutosaves.base, fields: editorialAutosaves.fields, savedAt: editorialAutosaves.savedAt })
        .from(editorialAutosaves)
        .where(one(userId, entity, key))
      return row
    },

    /** The editor's autosaves, newest first (the dashboard's "Rozepsané změny"). */
    async list(userId: number, limit = 50): Promise<Array<Omit<Autosave, 'fields'> & { title: string | null }>> {
      return db
        .select({
          entity: editorialAutosaves.entity,
          key: editorialAutosaves.key,
          base: editorialAutosaves.base,
          savedAt: editorialAutosaves.savedAt,
          title: sql<string | null>`coalesce(${editorialAutosaves.fields}->>'title', ${editorialAutosaves.fields}->>'nameCs', nullif(trim(concat_ws(' ', ${editorialAutosaves.fields}->>'givenName', ${editorialAutosaves.fields}->>'familyName')), ''))`,
        })
        .from(editorialAutosaves)
        .where(eq(editorialAutosaves.userId, userId))
        .orderBy(desc(editorialAutosaves.savedAt))
        .limit(limit)
    },

    async discard(userId: number, entity: string, key: string): Promise<boolean> {
      const rows = await db.delete(editorialAutosaves).where(one(userId, entity, key)).returning({ key: editorialAutosaves.key })
      return rows.length > 0
    },
  }
}

export type AutosavesService = ReturnType<typeof autosavesService>
