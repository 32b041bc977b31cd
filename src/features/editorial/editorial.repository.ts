/**
 * The only file of the editorial feature that touches the database: revisions, the log, and the
 * draft-state columns of whichever content table an entity names (by its name from a manifest,
 * never from a request).
 */
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm'
import { rowsOf, type Db } from '../../db/client.js'
import { users } from '../../db/schema.js'
import { editorialLog, revisions, type EditorialAction } from './editorial.tables.js'
import type { DraftState, RevisionSummary } from './editorial.types.js'

interface StateRow {
  live: boolean
  has_unpublished_changes: boolean
  first_published_at: Date | string | null
  last_published_at: Date | string | null
  go_live_at: Date | string | null
  expire_at: Date | string | null
  live_revision_id: number | null
  latest_revision_id: number | null
}

const date = (v: Date | string | null): Date | null => (v === null ? null : new Date(v))

const toState = (r: StateRow): DraftState => ({
  live: r.live,
  hasUnpublishedChanges: r.has_unpublished_changes,
  firstPublishedAt: date(r.first_published_at),
  lastPublishedAt: date(r.last_published_at),
  goLiveAt: date(r.go_live_at),
  expireAt: date(r.expire_at),
  liveRevisionId: r.live_revision_id,
  latestRevisionId: r.latest_revision_id,
})

const STATE = sql.raw('live, has_unpublished_changes, first_published_at, last_published_at, go_live_at, expire_at, live_revision_id, latest_revision_id')

export function editorialRepository(db: Db) {
  return {
    /** The row's draft state, locked for the rest of the transaction; undefined if there is no row. */
    async lockState(tx: Db, table: string, id: number): Promise<DraftState | undefined> {
      const [row] = rowsOf<StateRow>(await tx.execute(sql`select ${STATE} from ${sql.identifier(table)} where id = ${id} for update`))
      return row && toState(row)
    },

    async state(table: string, id: number): Promise<DraftState | undefined> {
      const [row] = rowsOf<StateRow>(await db.execute(sql`select ${STATE} from ${sql.identifier(table)} where id = ${id}`))
      return row && toState(row)
    },

    async addRevision(tx: Db, entity: string, objectId: number, content: unknown, authorId: number | null, now: Date): Promise<number> {
      const [row] = await tx.insert(revisions).values({ entity, objectId, content, authorId, createdAt: now }).returning({ id: revisions.id })
      return row!.id
    },

    async revision(tx: Db, entity: string, objectId: number, revisionId: number): Promise<{ id: number; content: unknown } | undefined> {
      const [row] = await tx
        .select({ id: revisions.id, content: revisions.content })
        .from(revisions)
        .where(and(eq(revisions.id, revisionId), eq(revisions.entity, entity), eq(revisions.objectId, objectId)))
      return row
    },

    /** The revision approved to go live, the newest if several were. */
    async scheduledRevision(tx: Db, entity: string, objectId: number): Promise<{ id: number; content: unknown } | undefined> {
      const [row] = await tx
        .select({ id: revisions.id, content: revisions.content })
        .from(revisions)
        .where(and(eq(revisions.entity, entity), eq(revisions.objectId, objectId), isNotNull(revisions.approvedGoLiveAt)))
        .orderBy(desc(revisions.id))
        .limit(1)
      return row
    },

    /** Approves one revision to go live at `at` (none when null), withdrawing any other approval. */
    async approve(tx: Db, table: string, entity: string, objectId: number, revisionId: number | null, at: Date | null): Promise<void> {
      await tx
        .update(revisions)
        .set({ approvedGoLiveAt: null })
        .where(and(eq(revisions.entity, entity), eq(revisions.objectId, objectId), isNotNull(revisions.approvedGoLiveAt)))
      if (revisionId !== null && at) await tx.update(revisions).set({ approvedGoLiveAt: at }).where(eq(revisions.id, revisionId))
      await tx.execute(sql`update ${sql.identifier(table)} set go_live_at = ${at?.toISOString() ?? null}::timestamptz where id = ${objectId}`)
    },

    async drafted(tx: Db, table: string, id: number, revisionId: number): Promise<void> {
      await tx.execute(sql`update ${sql.identifier(table)} set latest_revision_id = ${revisionId}, has_unpublished_changes = true where id = ${id}`)
    },

    async published(tx: Db, table: string, id: number, revisionId: number, now: Date): Promise<void> {
      const at = now.toISOString()
      await tx.execute(sql`
        update ${sql.identifier(table)} set
          live = true,
          live_revision_id = ${revisionId},
          latest_revision_id = greatest(coalesce(latest_revision_id, 0), ${revisionId}),
          has_unpublished_changes = coalesce(latest_revision_id, 0) > ${revisionId},
          first_published_at = coalesce(first_published_at, ${at}::timestamptz),
          last_published_at = ${at}::timestamptz,
          go_live_at = null
        where id = ${id}`)
    },

    async unpublished(tx: Db, table: string, id: number): Promise<void> {
      await tx.execute(sql`update ${sql.identifier(table)} set live = false, expire_at = null, go_live_at = null where id = ${id}`)
    },

    async setExpiry(tx: Db, table: string, id: number, at: Date | null): Promise<void> {
      await tx.execute(sql`update ${sql.identifier(table)} set expire_at = ${at?.toISOString() ?? null}::timestamptz where id = ${id}`)
    },

    /**
     * Rows whose schedule is due, locked; rows another node holds are skipped, so each due act is
     * done by exactly one node.
     */
    async claimDue(tx: Db, table: string, now: Date, limit: number): Promise<Array<{ id: number; goLive: boolean; expire: boolean }>> {
      const at = now.toISOString()
      const rows = rowsOf<{ id: number; go_live: boolean; expire: boolean }>(
        await tx.execute(sql`
          select id, coalesce(go_live_at <= ${at}::timestamptz, false) as go_live, coalesce(expire_at <= ${at}::timestamptz, false) as expire
          from ${sql.identifier(table)}
          where go_live_at <= ${at}::timestamptz or expire_at <= ${at}::timestamptz
          order by id
          limit ${limit}
          for update skip locked`),
      )
      return rows.map((r) => ({ id: r.id, goLive: r.go_live, expire: r.expire }))
    },

    /** The earliest schedule of the table, for the scheduler's next wake. */
    async nextDue(table: string): Promise<Date | null> {
      const [row] = rowsOf<{ due: Date | string | null }>(
        await db.execute(sql`select least(min(go_live_at), min(expire_at)) as due from ${sql.identifier(table)} where go_live_at is not null or expire_at is not null`),
      )
      return date(row?.due ?? null)
    },

    async log(tx: Db, entry: { entity: string; objectId: number; action: EditorialAction; revisionId?: number | null; userId: number | null; due?: Date | null; at: Date }): Promise<void> {
      await tx.insert(editorialLog).values({ ...entry, revisionId: entry.revisionId ?? null, due: entry.due ?? null })
    },

    async history(entity: string, objectId: number, state: DraftState): Promise<RevisionSummary[]> {
      const rows = await db
        .select({ id: revisions.id, authorId: revisions.authorId, authorEmail: users.email, createdAt: revisions.createdAt, scheduledFor: revisions.approvedGoLiveAt })
        .from(revisions)
        .leftJoin(users, eq(users.id, revisions.authorId))
        .where(and(eq(revisions.entity, entity), eq(revisions.objectId, objectId)))
        .orderBy(desc(revisions.id))
      return rows.map((r) => ({ ...r, isLive: state.live && r.id === state.liveRevisionId, isLatest: r.id === state.latestRevisionId }))
    },

    async logOf(entity: string, objectId: number) {
      return db
        .select({ action: editorialLog.action, revisionId: editorialLog.revisionId, userId: editorialLog.userId, at: editorialLog.at, due: editorialLog.due })
        .from(editorialLog)
        .where(and(eq(editorialLog.entity, entity), eq(editorialLog.objectId, objectId)))
        .orderBy(editorialLog.id)
    },
  }
}

export type EditorialRepository = ReturnType<typeof editorialRepository>
