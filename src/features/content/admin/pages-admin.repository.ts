/**
 * What the page tree's administration reads, and the tree's own acts (ADR 063): move, reorder,
 * trash and restore, and deleting from the trash for good (ADR 103). Content goes through the editorial service; where a page sits is the tree's.
 *
 * Every tree act is one transaction that first takes the language tree's advisory lock, then
 * locks the rows it reads (the page, its new parent, its siblings) — so two editors moving or
 * reordering at once take turns, and a check made (no cycle, the parent is not in the trash)
 * still holds when the write happens. Moving A under B while someone moves B under A cannot make
 * a cycle: the second waits for the first and then sees it.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client.js'
import { rowsOf } from '../../../db/client.js'
import { isUniqueViolation } from '../../../db/errors.js'
import { faculties, pages } from '../../../db/schema.js'
import type { Lang } from '../../../i18n/index.js'
import { recordAudit } from '../../audit/audit.record.js'
import { reviewRequests } from '../../editorial/editorial.tables.js'

export interface AdminPageRow {
  id: number
  parentId: number | null
  lang: Lang
  slug: string
  path: string
  title: string
  sort: number
  live: boolean
  hasUnpublishedChanges: boolean
  goLiveAt: Date | null
  inReview: boolean
}

export interface AdminPageItem extends AdminPageRow {
  translationKey: string
  facultyId: number | null
  /** The faculty's slug (its scope) and name in the page's language; null for the university's site. */
  facultySlug: string | null
  faculty: string | null
  firstPublishedAt: Date | null
  trashedAt: Date | null
}

export interface TrashedPage {
  id: number
  lang: Lang
  title: string
  path: string
  facultySlug: string | null
  trashedAt: Date
  /** Pages that went with it (its subtree). */
  count: number
  /** Pages deleting it for good takes (ADR 103): its subtree, pages deleted before it included. */
  total: number
}

/** A page deleted for good from the trash (ADR 103): what the other features need to forget it. */
export interface PurgedPage {
  id: number
  lang: Lang
  path: string
  title: string
  translationKey: string
  facultyId: number | null
}

/** Why a move was refused. */
export type MoveProblem = 'not-found' | 'no-parent' | 'cycle' | 'other-site' | 'conflict'

/** The old and new address of one page a move or rename changed, and whether the world knows it. */
export interface Moved {
  lang: Lang
  from: string
  to: string
  published: boolean
}

const inReview = sql<boolean>`exists (select 1 from ${reviewRequests} where ${reviewRequests.entity} = 'page' and ${reviewRequests.objectId} = ${pages.id} and ${reviewRequests.status} = 'pending')`

const rowColumns = {
  id: pages.id,
  parentId: pages.parentId,
  lang: sql<Lang>`${pages.lang}`,
  slug: pages.slug,
  path: pages.path,
  title: pages.title,
  sort: pages.sort,
  live: pages.live,
  hasUnpublishedChanges: pages.hasUnpublishedChanges,
  goLiveAt: pages.goLiveAt,
  inReview,
}

/** One tree per language: its structural acts take turns. */
const lockTree = (tx: Db, lang: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`page-tree:${lang}`}))`)

/** The page and everything below it, by parent links (not by path, which is what a move rewrites). */
const subtreeIds = (id: number) => sql`with recursive sub(id) as (select ${id}::int union all select p.id from pages p join sub on p.parent_id = sub.id) select id from sub`

const siteWhere = (facultyId: number | null) => (facultyId === null ? isNull(pages.facultyId) : eq(pages.facultyId, facultyId))

export function pagesAdminRepository(db: Db) {
  /** The siblings of a place in the tree, locked, in their order (re-sorted after the lock: a waiting lock returns the rows' new values). */
  async function lockSiblings(tx: Db, lang: string, facultyId: number | null, parentId: number | null) {
    const rows = await tx
      .select({ id: pages.id, sort: pages.sort })
      .from(pages)
      .where(and(eq(pages.lang, lang), siteWhere(facultyId), parentId === null ? isNull(pages.parentId) : eq(pages.parentId, parentId), isNull(pages.trashedAt)))
      .orderBy(asc(pages.id))
      .for('update')
    return rows.sort((a, b) => a.sort - b.sort || a.id - b.id)
  }

  return {
    /** The pages of one site in one language, out of the trash, in the tree's order. */
    async tree(lang: Lang, facultyId: number | null): Promise<AdminPageRow[]> {
      // The pages waiting for review in one query, not one subquery per row of the tree.
      const { inReview: _, ...columns } = rowColumns
      const [rows, pending] = await Promise.all([
        db
          .select(columns)
          .from(pages)
          .where(and(eq(pages.lang, lang), siteWhere(facultyId), isNull(pages.trashedAt)))
          .orderBy(asc(pages.sort), asc(pages.id)),
        db.select({ id: reviewRequests.objectId }).from(reviewRequests).where(and(eq(reviewRequests.entity, 'page'), eq(reviewRequests.status, 'pending'))),
      ])
      const waiting = new Set(pending.map((r) => r.id))
      return rows.map((r) => ({ ...r, inReview: waiting.has(r.id) }))
    },

    async item(id: number): Promise<AdminPageItem | undefined> {
      const [row] = await db
        .select({
          ...rowColumns,
          translationKey: pages.translationKey,
          facultyId: pages.facultyId,
          facultySlug: faculties.slugCs,
          faculty: sql<string | null>`case when ${pages.lang} = 'en' then ${faculties.nameEn} else ${faculties.nameCs} end`,
          firstPublishedAt: pages.firstPublishedAt,
          trashedAt: pages.trashedAt,
        })
        .from(pages)
        .leftJoin(faculties, eq(faculties.id, pages.facultyId))
        .where(eq(pages.id, id))
      return row
    },

    /** The sites a tree can be of: the faculties (the university's own is `null`). */
    async faculties(): Promise<Array<{ id: number; slug: string; nameCs: string; nameEn: string }>> {
      return db.select({ id: faculties.id, slug: faculties.slugCs, nameCs: faculties.nameCs, nameEn: faculties.nameEn }).from(faculties).orderBy(asc(faculties.sort), asc(faculties.id))
    },

    /** Whether an address below the language is taken (by any page, the trash's included). */
    async pathTaken(lang: Lang, path: string): Promise<boolean> {
      const [row] = await db.select({ id: pages.id }).from(pages).where(and(eq(pages.lang, lang), eq(pages.path, path)))
      return !!row
    },

    /** The ids of the page and every page below it. */
    async subtree(id: number): Promise<number[]> {
      return rowsOf<{ id: number }>(await db.execute(subtreeIds(id))).map((r) => Number(r.id))
    },

    /**
     * Puts the page under `parentId` (null: the top of its site) with `slug`, last among its new
     * siblings when the parent changes; rewrites the addresses of its subtree and tells `moved`
     * of each in the same transaction (the redirects). A parent below the page itself is a
     * cycle; a parent in the trash, of another language or site, or missing is refused.
     */
    async move(id: number, to: { parentId: number | null; slug: string }, moved: (tx: Db, changes: Moved[]) => Promise<void>): Promise<{ ok: true; changed: boolean } | { ok: false; problem: MoveProblem }> {
      try {
        return await db.transaction(async (tx) => {
          const [probe] = await tx.select({ lang: pages.lang }).from(pages).where(eq(pages.id, id))
          if (!probe) return { ok: false as const, problem: 'not-found' as const }
          await lockTree(tx, probe.lang)
          const [page] = await tx
            .select({ lang: pages.lang, facultyId: pages.facultyId, parentId: pages.parentId, slug: pages.slug, path: pages.path, trashedAt: pages.trashedAt })
            .from(pages)
            .where(eq(pages.id, id))
            .for('update')
          if (!page || page.trashedAt) return { ok: false as const, problem: 'not-found' as const }
          let parentPath: string | null = null
          if (to.parentId !== null) {
            const [parent] = await tx.select({ lang: pages.lang, facultyId: pages.facultyId, path: pages.path, trashedAt: pages.trashedAt }).from(pages).where(eq(pages.id, to.parentId)).for('update')
            if (!parent || parent.trashedAt || parent.lang !== page.lang) return { ok: false as const, problem: 'no-parent' as const }
            if (parent.facultyId !== page.facultyId) return { ok: false as const, problem: 'other-site' as const }
            const below = rowsOf<{ id: number }>(await tx.execute(subtreeIds(id))).map((r) => Number(r.id))
            if (below.includes(to.parentId)) return { ok: false as const, problem: 'cycle' as const }
            parentPath = parent.path
          }
          if (to.parentId === page.parentId && to.slug === page.slug) return { ok: true as const, changed: false }
          const path = parentPath === null ? to.slug : `${parentPath}/${to.slug}`
          const set: Partial<typeof pages.$inferInsert> = { parentId: to.parentId, slug: to.slug }
          if (to.parentId !== page.parentId) {
            const siblings = await lockSiblings(tx, page.lang, page.facultyId, to.parentId)
            set.sort = siblings.reduce((max, s) => Math.max(max, s.sort + 1), 0)
          }
          const before = rowsOf<{ id: number; path: string; first_published_at: unknown; trashed_at: unknown }>(
            await tx.execute(sql`select id, path, first_published_at, trashed_at from pages where id in (${subtreeIds(id)}) order by id for update`),
          )
          await tx.update(pages).set(set).where(eq(pages.id, id))
          await tx.execute(sql`update pages set path = ${path} || substr(path, ${page.path.length + 1}) where id in (${subtreeIds(id)})`)
          await moved(
            tx,
            before.map((r) => ({ lang: page.lang as Lang, from: r.path, to: path + r.path.slice(page.path.length), published: r.first_published_at !== null && r.trashed_at === null })),
          )
          return { ok: true as const, changed: true }
        })
      } catch (err) {
        if (isUniqueViolation(err)) return { ok: false, problem: 'conflict' }
        throw err
      }
    },

    /** Moves the page one place up or down among its siblings; false when it is already first or last. */
    async reorder(id: number, direction: 'up' | 'down'): Promise<boolean | undefined> {
      return db.transaction(async (tx) => {
        const [probe] = await tx.select({ lang: pages.lang }).from(pages).where(eq(pages.id, id))
        if (!probe) return undefined
        await lockTree(tx, probe.lang)
        const [page] = await tx.select({ lang: pages.lang, facultyId: pages.facultyId, parentId: pages.parentId, trashedAt: pages.trashedAt }).from(pages).where(eq(pages.id, id)).for('update')
        if (!page || page.trashedAt) return undefined
        const siblings = await lockSiblings(tx, page.lang, page.facultyId, page.parentId)
        const at = siblings.findIndex((s) => s.id === id)
        const other = direction === 'up' ? at - 1 : at + 1
        if (at < 0 || other < 0 || other >= siblings.length) return false
        ;[siblings[at], siblings[other]] = [siblings[other]!, siblings[at]!]
        // Renumbered 0…n: siblings that shared a number before get distinct places now.
        for (const [sort, s] of siblings.entries()) if (s.sort !== sort) await tx.update(pages).set({ sort }).where(eq(pages.id, s.id))
        return true
      })
    },

    /**
     * Puts the page and its subtree into the trash; `onTrash` records the redirect of its address
     * in the same transaction. Undefined when there is no such page out of the trash.
     */
    async trash(
      id: number,
      now: Date,
      actor: { userId: number; ip?: string },
      onTrash: (tx: Db, page: { lang: Lang; path: string; published: boolean }) => Promise<void>,
    ): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const [probe] = await tx.select({ lang: pages.lang }).from(pages).where(eq(pages.id, id))
        if (!probe) return undefined
        await lockTree(tx, probe.lang)
        const [page] = await tx.select({ lang: pages.lang, path: pages.path, title: pages.title, trashedAt: pages.trashedAt, firstPublishedAt: pages.firstPublishedAt }).from(pages).where(eq(pages.id, id)).for('update')
        if (!page || page.trashedAt) return undefined
        const gone = rowsOf(await tx.execute(sql`update pages set trashed_at = ${now.toISOString()}::timestamptz, trash_root_id = ${id} where id in (${subtreeIds(id)}) and trashed_at is null returning id`))
        await onTrash(tx, { lang: page.lang as Lang, path: page.path, published: page.firstPublishedAt !== null })
        // A deletion is an act of the audit trail (issue 25), the trash's as much as the one for good.
        await recordAudit(tx, { userId: actor.userId, action: 'delete', entity: 'page', objectId: id, summary: `page #${id} moved to the trash (pages: ${gone.length}): /${page.lang}/${page.path} ${page.title}`, ip: actor.ip })
        return gone.length
      })
    },

    /** Brings a deleted page and what went with it back where it was; refused while its parent is in the trash. */
    async restore(id: number, actor: { userId: number; ip?: string }): Promise<'restored' | 'not-found' | 'parent-trashed'> {
      return db.transaction(async (tx) => {
        const [probe] = await tx.select({ lang: pages.lang }).from(pages).where(eq(pages.id, id))
        if (!probe) return 'not-found'
        await lockTree(tx, probe.lang)
        const [page] = await tx.select({ parentId: pages.parentId, root: pages.trashRootId, lang: pages.lang, path: pages.path, title: pages.title }).from(pages).where(eq(pages.id, id)).for('update')
        if (!page || page.root !== id) return 'not-found'
        if (page.parentId !== null) {
          const [parent] = await tx.select({ trashedAt: pages.trashedAt }).from(pages).where(eq(pages.id, page.parentId)).for('update')
          if (!parent || parent.trashedAt) return 'parent-trashed'
        }
        const back = await tx.update(pages).set({ trashedAt: null, trashRootId: null }).where(eq(pages.trashRootId, id)).returning({ id: pages.id })
        await recordAudit(tx, { userId: actor.userId, action: 'restore', entity: 'page', objectId: id, summary: `page #${id} restored from the trash (pages: ${back.length}): /${page.lang}/${page.path} ${page.title}`, ip: actor.ip })
        return 'restored'
      })
    },

    /**
     * Deletes for good the trash's items `rootIds` (pages whose own deletion put them there) and
     * every page below them, which is in the trash too (a trashed page's subtree went along or
     * was deleted before it, and nothing can be put under or restored below a trashed page).
     * `gone` tells the other features' rows about the pages in the same transaction (redirects to
     * them, menu items, revisions), then an audit entry per page is written and the rows go
     * (their sections and questions with them). With `strict`, an id that is not an item of the
     * trash refuses the whole act; otherwise it is skipped (restored meanwhile).
     */
    async purge(
      rootIds: number[],
      actor: { userId: number; ip?: string },
      options: { strict: boolean },
      gone: (tx: Db, pages: PurgedPage[]) => Promise<void>,
    ): Promise<{ ok: true; pages: PurgedPage[] } | { ok: false; notInTrash: number[] }> {
      const ids = [...new Set(rootIds)]
      if (ids.length === 0) return { ok: true, pages: [] }
      return db.transaction(async (tx) => {
        const langs = [...new Set((await tx.select({ lang: pages.lang }).from(pages).where(inArray(pages.id, ids))).map((r) => r.lang))].sort()
        for (const lang of langs) await lockTree(tx, lang)
        const roots = await tx.select({ id: pages.id, root: pages.trashRootId }).from(pages).where(inArray(pages.id, ids)).orderBy(asc(pages.id)).for('update')
        const valid = roots.filter((r) => r.root === r.id).map((r) => r.id)
        const notInTrash = ids.filter((id) => !valid.includes(id))
        if (notInTrash.length && options.strict) return { ok: false as const, notInTrash }
        if (valid.length === 0) return { ok: true as const, pages: [] }
        const list = sql.join(valid.map((id) => sql`${id}::int`), sql`, `)
        const rows = rowsOf<{ id: number; lang: Lang; path: string; title: string; translation_key: string; faculty_id: number | null; trashed_at: unknown }>(
          await tx.execute(sql`
            with recursive sub(id) as (select id from pages where id in (${list}) union select p.id from pages p join sub on p.parent_id = sub.id)
            select id, lang, path, title, translation_key, faculty_id, trashed_at from pages where id in (select id from sub) order by id for update`),
        )
        // Never expected (see above); a page out of the trash below one would lose its parent.
        if (rows.some((r) => r.trashed_at === null)) return { ok: false as const, notInTrash: valid }
        const purged: PurgedPage[] = rows.map((r) => ({ id: Number(r.id), lang: r.lang, path: r.path, title: r.title, translationKey: r.translation_key, facultyId: r.faculty_id === null ? null : Number(r.faculty_id) }))
        await gone(tx, purged)
        for (const p of purged) await recordAudit(tx, { userId: actor.userId, action: 'delete', entity: 'page', objectId: p.id, summary: `page #${p.id} deleted for good: /${p.lang}/${p.path} ${p.title}`, ip: actor.ip })
        await tx.delete(pages).where(inArray(pages.id, purged.map((p) => p.id)))
        return { ok: true as const, pages: purged }
      })
    },

    /** The pages below a page in the trash (deleting it for good takes them), by address. */
    async below(id: number): Promise<Array<{ id: number; lang: Lang; title: string; path: string }>> {
      return db
        .select({ id: pages.id, lang: sql<Lang>`${pages.lang}`, title: pages.title, path: pages.path })
        .from(pages)
        .where(and(sql`${pages.id} in (${subtreeIds(id)})`, sql`${pages.id} <> ${id}`))
        .orderBy(asc(pages.path))
        .limit(200)
    },

    /** Deleted pages (each with what went along), newest first. */
    async trashList(): Promise<TrashedPage[]> {
      const rows = await db
        .select({
          id: pages.id,
          lang: sql<Lang>`${pages.lang}`,
          title: pages.title,
          path: pages.path,
          facultySlug: faculties.slugCs,
          trashedAt: sql<Date>`${pages.trashedAt}`.mapWith((v: Date | string) => new Date(v)),
          count: sql<number>`(select count(*)::int from pages o where o.trash_root_id = ${pages.id})`,
          total: sql<number>`(with recursive sub(id) as (select ${pages.id} union all select o.id from pages o join sub on o.parent_id = sub.id) select count(*)::int from sub)`,
        })
        .from(pages)
        .leftJoin(faculties, eq(faculties.id, pages.facultyId))
        .where(sql`${pages.trashRootId} = ${pages.id}`)
        .orderBy(sql`${pages.trashedAt} desc`, asc(pages.id))
        .limit(500)
      return rows
    },
  }
}

export type PagesAdminRepository = ReturnType<typeof pagesAdminRepository>
