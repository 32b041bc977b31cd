/**
 * Draft, revise, publish and unpublish, now or at a time (ADR 058), for every entity the
 * manifests list. Every act is one transaction that first locks the item's row, so two editors,
 * two tabs or two nodes acting on one item take turns; the scheduler claims due rows with
 * SKIP LOCKED, so a scheduled act is done once however many nodes run it.
 *
 * Publishing writes the revision's content into the row: public reads see the row while it is
 * live, and the content tables' triggers drop rendered regions and queue the search index as for
 * any other change.
 */
import type { Db } from '../../db/client.js'
import { isConstraintViolation, isUniqueViolation } from '../../db/errors.js'
import type { Action, Target } from '../access/permissions.js'
import type { DashboardItem, EditorialRepository } from './editorial.repository.js'
import type { EditorialAction } from './editorial.tables.js'
import { EditorialError, type DraftState, type EditorialEntity, type ReviewEvent, type ReviewRequest, type RevisionSummary } from './editorial.types.js'

export interface Actor {
  /** Who acts: recorded as the revision's author and in the log; null for the scheduler. */
  userId: number | null
  now?: Date
  /** The public origin the actor reached the site at: links in review mail (ADR 059). */
  origin?: string
  /** Where the actor's request came from, for the audit trail. */
  ip?: string
}

/** A create form's key (ADR 094): a random UUID the form carries, so one form makes one item. */
export const CREATE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** One editorial act as the audit trail is told of it (`onAct`), in the act's transaction. */
export interface EditorialAct {
  entity: string
  objectId: number
  action: EditorialAction
  revisionId: number | null
  userId: number | null
  at: Date
  ip: string | null
}

/** How long an opened edit page counts as someone editing (it is marked again on every save). */
export const PRESENCE_MINUTES = 10

/** Due rows claimed per table and transaction. */
const DUE_BATCH = 50

/** A scheduled publication that could not be done: it is withdrawn, and the scheduler reports it. */
export interface FailedPublication {
  entity: string
  id: number
  error: unknown
}

export interface EditorialOptions {
  /**
   * Told of every submission, approval and return inside its transaction, so the mail that
   * reports it exists exactly when the act was committed (ADR 059).
   */
  onReview?: (tx: Db, event: ReviewEvent) => Promise<void>
  /** Called after a transaction that told `onReview` something is committed (wakes the outbox worker). */
  reviewed?: () => void
  /** Told of every act written to the editorial log, inside its transaction (the audit trail). */
  onAct?: (tx: Db, act: EditorialAct) => Promise<void>
  /**
   * Told, inside the transaction, that an item's row was written (created, a never published
   * item's draft, published): the index of its links is rewritten from it (ADR 100).
   */
  onWritten?: (tx: Db, entity: string, id: number) => Promise<void>
}

/** The acts that save what the editor typed (ADR 094: their autosave is then deleted). */
const SAVES = new Set<EditorialAction>(['create', 'draft', 'publish', 'schedule', 'submit'])

export function editorialService(db: Db, repo: EditorialRepository, entities: readonly EditorialEntity[], options: EditorialOptions = {}) {
  const byName = new Map(entities.map((e) => [e.name, e]))

  /** Writes an act to the editorial log and tells the audit trail. */
  const log = async (tx: Db, ip: string | undefined, entry: Parameters<EditorialRepository['log']>[1]) => {
    await repo.log(tx, entry)
    // What the editor saved supersedes what was autosaved of it (ADR 094); a new item's form (`new`) is dropped by `create`.
    if (entry.userId !== null && SAVES.has(entry.action) && entry.action !== 'create') await repo.dropAutosave(tx, entry.userId, entry.entity, String(entry.objectId))
    await options.onAct?.(tx, { entity: entry.entity, objectId: entry.objectId, action: entry.action, revisionId: entry.revisionId ?? null, userId: entry.userId, at: entry.at, ip: ip ?? null })
  }

  const entityOf = (name: string): EditorialEntity => {
    const entity = byName.get(name)
    if (!entity) throw new EditorialError({ kind: 'not-found' })
    return entity
  }

  const valid = <T>(schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false; error: { issues: unknown[] } } }, value: unknown): T => {
    const parsed = schema.safeParse(value)
    if (!parsed.success) throw new EditorialError({ kind: 'invalid', issues: parsed.error.issues as never })
    return parsed.data
  }

  /** A write the database's constraints refuse is the editor's input, not a fault. */
  const refusedAsInput = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write()
    } catch (err) {
      if (isUniqueViolation(err)) throw new EditorialError({ kind: 'conflict' })
      if (isConstraintViolation(err)) throw new EditorialError({ kind: 'invalid', issues: [{ code: 'custom', path: [], message: 'refers to something that does not exist', input: undefined }] })
      throw err
    }
  }

  const lock = async (tx: Db, entity: EditorialEntity, id: number): Promise<DraftState> => {
    const state = await repo.lockState(tx, entity.table, id)
    if (!state) throw new EditorialError({ kind: 'not-found' })
    return state
  }

  /** Closes the item's waiting request for review as approved by `userId`, and tells who submitted it. */
  const approvePending = async (tx: Db, entity: EditorialEntity, id: number, userId: number | null, now: Date, origin: string | undefined): Promise<boolean> => {
    const pending = await repo.pendingReview(tx, entity.name, id)
    if (!pending) return false
    await repo.decideReview(tx, pending.id, { status: 'approved', decidedBy: userId, at: now })
    await options.onReview?.(tx, { kind: 'approved', entity: entity.name, objectId: id, revisionId: pending.revisionId, title: await repo.revisionTitle(tx, pending.revisionId), submittedBy: pending.submittedBy, decidedBy: userId, comment: null, origin: origin ?? null })
    return true
  }

  /** Publishes a revision's content into the row, inside the caller's transaction. */
  const publishRevision = async (tx: Db, entity: EditorialEntity, id: number, revision: { id: number; content: unknown }, userId: number | null, now: Date, ip?: string) => {
    await entity.apply(tx, id, valid(entity.content, revision.content), { now })
    await options.onWritten?.(tx, entity.name, id)
    await repo.approve(tx, entity.table, entity.name, id, null, null)
    await repo.published(tx, entity.table, id, revision.id, now)
    await log(tx, ip, { entity: entity.name, objectId: id, action: 'publish', revisionId: revision.id, userId, at: now })
  }

  return {
    entities: () => [...byName.keys()],

    /**
     * The item a create form with this key made for `userId` (ADR 094), if any: a form posted again
     * is sent there before its checks, and the form's autosave (a second tab's) goes.
     */
    async createdWith(name: string, userId: number, createKey: string | undefined): Promise<number | undefined> {
      if (createKey === undefined || !CREATE_KEY.test(createKey)) return undefined
      const id = await repo.creation(db, userId, name, createKey)
      if (id === null) return undefined
      await repo.dropCreatedAutosave(db, userId, name, createKey)
      return id
    },

    /** A new item, not live, with its first revision. */
    async create(name: string, input: { placement: unknown; content: unknown }, { userId, now = new Date(), ip, createKey }: Actor & { createKey?: string }): Promise<{ id: number; revisionId: number }> {
      const entity = entityOf(name)
      if (!entity.insert || !entity.placement) throw new EditorialError({ kind: 'not-creatable' })
      const placement = valid(entity.placement, input.placement)
      const content = valid(entity.content, input.content)
      // The form's key is claimed first (ADR 094): the same form posted again, or from a second tab, makes nothing.
      const keyed = userId !== null && createKey !== undefined && CREATE_KEY.test(createKey) ? createKey : undefined
      const made = await refusedAsInput(() =>
        db.transaction(async (tx) => {
          if (keyed) {
            const claim = await repo.claimCreation(tx, userId!, name, keyed)
            if (!claim.claimed) return { before: claim.objectId } as const
          }
          const id = await entity.insert!(tx, placement, content)
          if (keyed) await repo.created(tx, userId!, name, keyed, id)
          await options.onWritten?.(tx, name, id)
          const revisionId = await repo.addRevision(tx, name, id, content, userId, now)
          await repo.drafted(tx, entity.table, id, revisionId)
          await log(tx, ip, { entity: name, objectId: id, action: 'create', revisionId, userId, at: now })
          // The create form's autosave goes with it (ADR 094); another tab's form, with another key, keeps its own.
          if (userId !== null) await (keyed ? repo.dropCreatedAutosave(tx, userId, name, keyed) : repo.dropAutosave(tx, userId, name, 'new'))
          return { id, revisionId, before: undefined }
        }),
      )
      if (made.before !== undefined) {
        if (made.before === null) throw new EditorialError({ kind: 'conflict' })
        // A form posted again, or a second tab's copy of it: its autosave is of the item made before.
        await repo.dropCreatedAutosave(db, userId!, name, keyed!)
        throw new EditorialError({ kind: 'already-created', id: made.before })
      }
      return { id: made.id!, revisionId: made.revisionId! }
    },

    /**
     * Saves a new revision. A live item's visitors see nothing of it until it is published; an
     * item never published shows its latest draft in the row (what lists of drafts name it by).
     */
    async saveDraft(name: string, id: number, content: unknown, { userId, now = new Date(), base, ip }: Actor & { base?: number | null }): Promise<number> {
      const entity = entityOf(name)
      const checked = valid(entity.content, content)
      return refusedAsInput(() => db.transaction(async (tx) => {
        const state = await lock(tx, entity, id)
        // Based on an older revision: someone saved meanwhile, and this save would silently undo their work.
        if (base !== undefined && base !== state.latestRevisionId) throw new EditorialError({ kind: 'stale', latestRevisionId: state.latestRevisionId })
        const revisionId = await repo.addRevision(tx, name, id, checked, userId, now)
        await repo.drafted(tx, entity.table, id, revisionId)
        if (!state.live && state.liveRevisionId === null) {
          await entity.apply(tx, id, checked, { now })
          await options.onWritten?.(tx, name, id)
        }
        await log(tx, ip, { entity: name, objectId: id, action: 'draft', revisionId, userId, at: now })
        return revisionId
      }))
    },

    /**
     * Publishes a revision (the latest when none is named; the row's own content when it has
     * none) now, or schedules it when `at` is later than now.
     */
    async publish(name: string, id: number, { revisionId, at, userId, now = new Date(), origin, ip }: Actor & { revisionId?: number; at?: Date }): Promise<{ revisionId: number; scheduledFor: Date | null }> {
      const entity = entityOf(name)
      let told = false
      const done = await refusedAsInput(() => db.transaction(async (tx) => {
        const state = await lock(tx, entity, id)
        const chosen = revisionId ?? state.latestRevisionId
        let revision = chosen === null ? undefined : await repo.revision(tx, name, id, chosen)
        if (chosen !== null && !revision) throw new EditorialError({ kind: 'not-found' })
        if (!revision) {
          const content = await entity.snapshot(tx, id)
          revision = { id: await repo.addRevision(tx, name, id, content, userId, now), content }
        }
        told = await approvePending(tx, entity, id, userId, now, origin)
        if (at && at > now) {
          await repo.approve(tx, entity.table, name, id, revision.id, at)
          await log(tx, ip, { entity: name, objectId: id, action: 'schedule', revisionId: revision.id, userId, at: now, due: at })
          return { revisionId: revision.id, scheduledFor: at }
        }
        await publishRevision(tx, entity, id, revision, userId, now, ip)
        return { revisionId: revision.id, scheduledFor: null as Date | null }
      }))
      if (told) options.reviewed?.()
      return done
    },

    /** Takes the item off the site now (and cancels a scheduled publication), or at `at`. */
    async unpublish(name: string, id: number, { at, userId, now = new Date(), ip }: Actor & { at?: Date }): Promise<{ scheduledFor: Date | null }> {
      const entity = entityOf(name)
      return db.transaction(async (tx) => {
        await lock(tx, entity, id)
        if (at && at > now) {
          await repo.setExpiry(tx, entity.table, id, at)
          await log(tx, ip, { entity: name, objectId: id, action: 'schedule_unpublish', userId, at: now, due: at })
          return { scheduledFor: at }
        }
        await repo.approve(tx, entity.table, name, id, null, null)
        await repo.unpublished(tx, entity.table, id)
        await log(tx, ip, { entity: name, objectId: id, action: 'unpublish', userId, at: now })
        return { scheduledFor: null }
      })
    },

    /**
     * Asks for review of the item's latest revision (ADR 059). A newer submission replaces a
     * waiting one; the reviewers are told (`onReview`).
     */
    async submit(name: string, id: number, { userId, now = new Date(), origin, ip }: Actor): Promise<{ reviewId: number; revisionId: number }> {
      const entity = entityOf(name)
      const done = await db.transaction(async (tx) => {
        const state = await lock(tx, entity, id)
        let revisionId = state.latestRevisionId
        if (revisionId === null) revisionId = await repo.addRevision(tx, name, id, await entity.snapshot(tx, id), userId, now)
        const pending = await repo.pendingReview(tx, name, id)
        if (pending) await repo.decideReview(tx, pending.id, { status: 'withdrawn', decidedBy: userId, at: now })
        const reviewId = await repo.addReview(tx, { entity: name, objectId: id, revisionId, submittedBy: userId, at: now })
        await log(tx, ip, { entity: name, objectId: id, action: 'submit', revisionId, userId, at: now })
        await options.onReview?.(tx, { kind: 'submitted', entity: name, objectId: id, revisionId, title: await repo.revisionTitle(tx, revisionId), submittedBy: userId, decidedBy: null, comment: null, origin: origin ?? null })
        return { reviewId, revisionId }
      })
      options.reviewed?.()
      return done
    },

    /** Returns the item's waiting submission to its author with a comment; nothing is published. */
    async returnForChanges(name: string, id: number, { userId, comment, now = new Date(), origin, ip }: Actor & { comment: string }): Promise<void> {
      const entity = entityOf(name)
      await db.transaction(async (tx) => {
        await lock(tx, entity, id)
        const pending = await repo.pendingReview(tx, name, id)
        if (!pending) throw new EditorialError({ kind: 'not-in-review' })
        await repo.decideReview(tx, pending.id, { status: 'returned', decidedBy: userId, at: now, comment })
        await log(tx, ip, { entity: name, objectId: id, action: 'return', revisionId: pending.revisionId, userId, at: now })
        await options.onReview?.(tx, { kind: 'returned', entity: name, objectId: id, revisionId: pending.revisionId, title: await repo.revisionTitle(tx, pending.revisionId), submittedBy: pending.submittedBy, decidedBy: userId, comment, origin: origin ?? null })
      })
      options.reviewed?.()
    },

    /** The item's latest request for review (waiting or decided), if it ever had one. */
    async latestReview(name: string, id: number): Promise<ReviewRequest | undefined> {
      return repo.latestReview(entityOf(name).name, id)
    },

    /** Waiting requests for review, oldest first: the reviewers' queue before their scope is applied. */
    async pendingReviews(limit = 200): Promise<ReviewRequest[]> {
      return (await repo.pendingReviews(limit)).filter((r) => byName.has(r.entity))
    },

    /**
     * The dashboard's queues for a user (ADR 059): their drafts, their items in review, what
     * awaits their review, scheduled changes and recent acts — each item only where `allowed`
     * (the user's roles at the item's faculty or section) lets them see it.
     */
    async dashboard(userId: number, allowed: (action: Action, entity: string, target: Target) => boolean, limit = 20) {
      const tables = [...byName.values()].map((e) => ({ entity: e.name, table: e.table }))
      const targetOf = async (entity: string, id: number): Promise<Target | undefined> => {
        const declared = byName.get(entity)
        if (!declared) return undefined
        return declared.target ? declared.target(db, id) : {}
      }
      const within = async <I extends { entity: string; objectId: number }>(action: Action, items: I[]): Promise<I[]> => {
        const targets = await Promise.all(items.map((i) => targetOf(i.entity, i.objectId)))
        return items.filter((i, n) => targets[n] !== undefined && allowed(action, i.entity, targets[n]!))
      }
      const [drafts, pending, scheduled, recent] = await Promise.all([
        repo.myDrafts(userId, tables, limit),
        repo.pendingReviews(200),
        repo.scheduledItems(tables, limit * 2),
        repo.recentActs(limit * 2),
      ])
      const known = pending.filter((r) => byName.has(r.entity))
      return {
        drafts: drafts as DashboardItem[],
        inReview: known.filter((r) => r.submittedBy === userId).slice(0, limit),
        awaiting: (await within('review', known.filter((r) => r.submittedBy !== userId))).slice(0, limit),
        scheduled: (await within('read', scheduled)).slice(0, limit),
        recent: (await within('read', recent.filter((r) => byName.has(r.entity)))).slice(0, limit),
      }
    },

    /**
     * Marks that the user has the item open, and tells who else opened it in the last
     * `PRESENCE_MINUTES` (ADR 059): a hint for the second editor; the stale-save refusal is the guard.
     */
    async presence(name: string, id: number, userId: number, now = new Date()): Promise<Array<{ name: string; at: Date }>> {
      return repo.touch(entityOf(name).name, id, userId, now, new Date(now.getTime() - PRESENCE_MINUTES * 60_000))
    },

    /** The entity's declaration (its target and admin address), for the administration. */
    entity(name: string): EditorialEntity {
      return entityOf(name)
    },

    /** Withdraws a scheduled publication and a scheduled unpublication. */
    async cancelSchedule(name: string, id: number, { userId, now = new Date(), ip }: Actor): Promise<void> {
      const entity = entityOf(name)
      await db.transaction(async (tx) => {
        await lock(tx, entity, id)
        await repo.approve(tx, entity.table, name, id, null, null)
        await repo.setExpiry(tx, entity.table, id, null)
        await log(tx, ip, { entity: name, objectId: id, action: 'unschedule', userId, at: now })
      })
    },

    async state(name: string, id: number): Promise<DraftState | undefined> {
      return repo.state(entityOf(name).table, id)
    },

    /** The item's revisions, newest first. */
    async revisions(name: string, id: number): Promise<RevisionSummary[]> {
      const entity = entityOf(name)
      const state = await repo.state(entity.table, id)
      if (!state) throw new EditorialError({ kind: 'not-found' })
      return repo.history(name, id, state)
    },

    /** One revision's content, as stored. */
    async revisionContent(name: string, id: number, revisionId: number): Promise<unknown> {
      const revision = await repo.revision(db, entityOf(name).name, id, revisionId)
      if (!revision) throw new EditorialError({ kind: 'not-found' })
      return revision.content
    },

    /** Drops what the editorial feature holds of items deleted for good, in the caller's transaction (ADR 103). */
    forget: (tx: Db, name: string, ids: number[]) => repo.forget(tx, entityOf(name).name, ids),

    /** What was done to the item, oldest first. */
    async log(name: string, id: number) {
      return repo.logOf(entityOf(name).name, id)
    },

    /**
     * Does every due scheduled act: publishes approved revisions whose time has come and
     * unpublishes expired items. Safe to run on every node at once.
     */
    async runDue(now: Date = new Date()): Promise<{ published: number; unpublished: number; failed: FailedPublication[] }> {
      let published = 0
      let unpublished = 0
      const failed: FailedPublication[] = []
      for (const entity of byName.values()) {
        for (;;) {
          const done = await db.transaction(async (tx) => {
            const due = await repo.claimDue(tx, entity.table, now, DUE_BATCH)
            for (const row of due) {
              if (row.goLive) {
                const revision = await repo.scheduledRevision(tx, entity.name, row.id)
                let done = false
                if (revision) {
                  try {
                    // A revision that no longer fits (its image was deleted since) must not hold up the others.
                    await tx.transaction((sp) => publishRevision(sp, entity, row.id, revision, null, now))
                    done = true
                    published++
                  } catch (error) {
                    failed.push({ entity: entity.name, id: row.id, error })
                  }
                }
                if (!done) await repo.approve(tx, entity.table, entity.name, row.id, null, null)
              }
              if (row.expire) {
                await repo.unpublished(tx, entity.table, row.id)
                await log(tx, undefined, { entity: entity.name, objectId: row.id, action: 'unpublish', userId: null, at: now })
                unpublished++
              }
            }
            return due.length
          })
          if (done < DUE_BATCH) break
        }
      }
      return { published, unpublished, failed }
    },

    /** When the next scheduled act is due, for the scheduler's timer. */
    async nextDue(): Promise<Date | null> {
      const times = await Promise.all([...byName.values()].map((e) => repo.nextDue(e.table)))
      return times.reduce<Date | null>((min, t) => (t && (!min || t < min) ? t : min), null)
    },
  }
}

export type EditorialService = ReturnType<typeof editorialService>
