/**
 * The only file of the editorial feature that touches the database: revisions, the log, and the
 * draft-state columns of whichever content table an entity names (by its name from a manifest,
 * never from a request).
 */
import { and, desc, eq, gt, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm'
import { alias, type PgColumn } from 'drizzle-orm/pg-core'
import { rowsOf, type Db } from '../../db/client.js'
import { users } from '../../db/schema.js'
import { editPresence, editorialAutosaves, editorialCreations, editorialLog, previewLinks, reviewRequests, revisions, type EditorialAction } from './editorial.tables.js'
import { dropAutosave } from './autosaves.js'
import type { DraftState, ReviewRequest, RevisionSummary } from './editorial.types.js'

/**
 * A revision's title as lists, mail and the audit log name an item: its `title`, or for a person
 * (ADR 079) the name, for a programme (ADR 085) its Czech name.
 */
const TITLE_OF = (content: SQL | PgColumn) => sql`coalesce(${content}->>'title', ${content}->>'nameCs', nullif(trim(concat_ws(' ', ${content}->>'givenName', ${content}->>'familyName')), ''))`
const TITLE = TITLE_OF(sql.raw('r.content'))

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

const submitter = alias(users, 'submitter')

const reviewColumns = {
  id: reviewRequests.id,
  entity: reviewRequests.entity,
  objectId: reviewRequests.objectId,
  revisionId: reviewRequests.revisionId,
  submittedBy: reviewRequests.submittedBy,
  submittedByName: submitter.displayName,
  submittedAt: reviewRequests.submittedAt,
  status: reviewRequests.status,
  decidedBy: reviewRequests.decidedBy,
  decidedAt: reviewRequests.decidedAt,
  comment: reviewRequests.comment,
  title: sql<string | null>`(select ${TITLE} from revisions r where r.id = ${reviewRequests.revisionId})`,
}

/** An item as the dashboard lists it. */
export interface DashboardItem {
  entity: string
  objectId: number
  title: string
  at: Date
  /** For a scheduled item: whether it goes live (else it goes off the site). */
  goesLive?: boolean
}

const dashboardRows = (result: unknown): DashboardItem[] =>
  rowsOf<{ entity: string; object_id: number; title: string | null; at: Date | string; goes_live?: boolean }>(result as never).map((r) => ({
    entity: r.entity,
    objectId: r.object_id,
    title: r.title ?? `#${r.object_id}`,
    at: new Date(r.at),
    ...(r.goes_live === undefined ? {} : { goesLive: r.goes_live }),
  }))

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

    /** The item's waiting request for review, locked with the item's row by the caller. */
    async pendingReview(tx: Db, entity: string, objectId: number): Promise<ReviewRequest | undefined> {
      const [row] = await tx
        .select(reviewColumns)
        .from(reviewRequests)
        .leftJoin(submitter, eq(submitter.id, reviewRequests.submittedBy))
        .where(and(eq(reviewRequests.entity, entity), eq(reviewRequests.objectId, objectId), eq(reviewRequests.status, 'pending')))
      return row
    },

    /** The item's latest request for review, whatever its outcome (an edit page shows a returned one's comment). */
    async latestReview(entity: string, objectId: number): Promise<ReviewRequest | undefined> {
      const [row] = await db
        .select(reviewColumns)
        .from(reviewRequests)
        .leftJoin(submitter, eq(submitter.id, reviewRequests.submittedBy))
        .where(and(eq(reviewRequests.entity, entity), eq(reviewRequests.objectId, objectId)))
        .orderBy(desc(reviewRequests.id))
        .limit(1)
      return row
    },

    async addReview(tx: Db, entry: { entity: string; objectId: number; revisionId: number; submittedBy: number | null; at: Date }): Promise<number> {
      const [row] = await tx
        .insert(reviewRequests)
        .values({ entity: entry.entity, objectId: entry.objectId, revisionId: entry.revisionId, submittedBy: entry.submittedBy, submittedAt: entry.at })
        .returning({ id: reviewRequests.id })
      return row!.id
    },

    /** Closes the item's waiting request: approved, returned (with a comment) or withdrawn. */
    async decideReview(tx: Db, id: number, decision: { status: 'approved' | 'returned' | 'withdrawn'; decidedBy: number | null; at: Date; comment?: string | null }): Promise<void> {
      await tx
        .update(reviewRequests)
        .set({ status: decision.status, decidedBy: decision.decidedBy, decidedAt: decision.at, comment: decision.comment ?? null })
        .where(eq(reviewRequests.id, id))
    },

    /** Waiting requests, oldest first (the reviewers' queue; the caller filters by scope). */
    async pendingReviews(limit: number): Promise<ReviewRequest[]> {
      return db
        .select(reviewColumns)
        .from(reviewRequests)
        .leftJoin(submitter, eq(submitter.id, reviewRequests.submittedBy))
        .where(eq(reviewRequests.status, 'pending'))
        .orderBy(reviewRequests.submittedAt, reviewRequests.id)
        .limit(limit)
    },

    /** The title a revision's content gives, if any. */
    async revisionTitle(tx: Db, revisionId: number): Promise<string | null> {
      const [row] = await tx.select({ title: sql<string | null>`${TITLE_OF(revisions.content)}` }).from(revisions).where(eq(revisions.id, revisionId))
      return row?.title ?? null
    },

    /**
     * The dashboard's lists (ADR 059), across every entity's table: items whose latest draft is
     * the user's and waits (not live yet, or changed, and not in review); scheduled items; the
     * latest acts of the log. Titles come from the revisions' content.
     */
    async myDrafts(userId: number, entities: ReadonlyArray<{ entity: string; table: string }>, limit: number): Promise<DashboardItem[]> {
      if (entities.length === 0) return []
      const parts = entities.map(
        ({ entity, table }) => sql`
          select ${entity}::text as entity, t.id as object_id, ${TITLE} as title, r.created_at as at
          from ${sql.identifier(table)} t join revisions r on r.id = t.latest_revision_id
          where r.author_id = ${userId} and t.has_unpublished_changes
            and not exists (select 1 from review_requests q where q.entity = ${entity} and q.object_id = t.id and q.status = 'pending')`,
      )
      return dashboardRows(await db.execute(sql`${sql.join(parts, sql` union all `)} order by at desc limit ${limit}`))
    },

    async scheduledItems(entities: ReadonlyArray<{ entity: string; table: string }>, limit: number): Promise<DashboardItem[]> {
      if (entities.length === 0) return []
      const parts = entities.map(
        ({ entity, table }) => sql`
          select ${entity}::text as entity, t.id as object_id,
            coalesce((select ${TITLE} from revisions r where r.id = coalesce(t.latest_revision_id, t.live_revision_id)), '#' || t.id) as title,
            least(t.go_live_at, t.expire_at) as at, (t.go_live_at is not null) as goes_live
          from ${sql.identifier(table)} t where t.go_live_at is not null or t.expire_at is not null`,
      )
      return dashboardRows(await db.execute(sql`${sql.join(parts, sql` union all `)} order by at limit ${limit}`))
    },

    async recentActs(limit: number): Promise<Array<{ entity: string; objectId: number; action: EditorialAction; at: Date; userName: string | null; title: string | null }>> {
      return db
        .select({
          entity: editorialLog.entity,
          objectId: editorialLog.objectId,
          action: editorialLog.action,
          at: editorialLog.at,
          userName: users.displayName,
          title: sql<string | null>`(select ${TITLE} from revisions r where r.id = ${editorialLog.revisionId})`,
        })
        .from(editorialLog)
        .leftJoin(users, eq(users.id, editorialLog.userId))
        .orderBy(desc(editorialLog.id))
        .limit(limit)
    },

    /** Deletes `userId`'s autosave of an item in the act's transaction (ADR 094). */
    dropAutosave,

    /**
     * Claims a create form's key in the create's transaction (ADR 094): true when it is new; else
     * the item the form made before (a concurrent claim waits for the other transaction's end).
     */
    async claimCreation(tx: Db, userId: number, entity: string, createKey: string): Promise<{ claimed: true } | { claimed: false; objectId: number | null }> {
      const rows = await tx.insert(editorialCreations).values({ userId, entity, createKey }).onConflictDoNothing().returning({ key: editorialCreations.createKey })
      if (rows.length) return { claimed: true }
      const [held] = await tx
        .select({ objectId: editorialCreations.objectId })
        .from(editorialCreations)
        .where(and(eq(editorialCreations.userId, userId), eq(editorialCreations.entity, entity), eq(editorialCreations.createKey, createKey)))
      return { claimed: false, objectId: held?.objectId ?? null }
    },

    /** Deletes `userId`'s `new` autosave of the kind when it is of the form with this key, or of a form without one (ADR 094). */
    async dropCreatedAutosave(tx: Db, userId: number, entity: string, createKey: string): Promise<void> {
      await tx
        .delete(editorialAutosaves)
        .where(and(eq(editorialAutosaves.userId, userId), eq(editorialAutosaves.entity, entity), eq(editorialAutosaves.key, 'new'), sql`coalesce(${editorialAutosaves.fields}->>'createKey', ${createKey}) = ${createKey}`))
    },

    /** The item a create key made, if it made one. */
    async creation(tx: Db, userId: number, entity: string, createKey: string): Promise<number | null> {
      const [held] = await tx
        .select({ objectId: editorialCreations.objectId })
        .from(editorialCreations)
        .where(and(eq(editorialCreations.userId, userId), eq(editorialCreations.entity, entity), eq(editorialCreations.createKey, createKey)))
      return held?.objectId ?? null
    },

    /** Names the item a claimed create key made. */
    async created(tx: Db, userId: number, entity: string, createKey: string, objectId: number): Promise<void> {
      await tx
        .update(editorialCreations)
        .set({ objectId })
        .where(and(eq(editorialCreations.userId, userId), eq(editorialCreations.entity, entity), eq(editorialCreations.createKey, createKey)))
    },

    /** Marks that `userId` has the item open now; the others who opened it since `since`, latest first. */
    async touch(entity: string, objectId: number, userId: number, now: Date, since: Date): Promise<Array<{ name: string; at: Date }>> {
      await db
        .insert(editPresence)
        .values({ entity, objectId, userId, seenAt: now })
        .onConflictDoUpdate({ target: [editPresence.entity, editPresence.objectId, editPresence.userId], set: { seenAt: now } })
      return db
        .select({ name: users.displayName, at: editPresence.seenAt })
        .from(editPresence)
        .innerJoin(users, eq(users.id, editPresence.userId))
        .where(and(eq(editPresence.entity, entity), eq(editPresence.objectId, objectId), ne(editPresence.userId, userId), gt(editPresence.seenAt, since)))
        .orderBy(desc(editPresence.seenAt))
    },

    /**
     * Everything the editorial feature holds of items deleted for good, in the caller's
     * transaction: their revisions, review requests, log, presence, shared preview links and
     * autosaves. The audit log keeps its own rows.
     */
    async forget(tx: Db, entity: string, objectIds: number[]): Promise<void> {
      if (objectIds.length === 0) return
      const of = <T extends typeof reviewRequests | typeof editorialLog | typeof previewLinks | typeof editPresence | typeof revisions>(t: T) => and(eq(t.entity, entity), inArray(t.objectId, objectIds))
      await tx.delete(reviewRequests).where(of(reviewRequests))
      await tx.delete(previewLinks).where(of(previewLinks))
      await tx.delete(editPresence).where(of(editPresence))
      await tx.delete(editorialLog).where(of(editorialLog))
      await tx.delete(revisions).where(of(revisions))
      await tx.delete(editorialAutosaves).where(and(eq(editorialAutosaves.entity, entity), inArray(editorialAutosaves.key, objectIds.map(String))))
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
