/**
 * What the programmes administration reads (ADR 085): programmes in every state, filtered by the
 * editor's reach (their faculties), by a faculty, by name or code and by state, by name a page at a
 * time; one programme with its faculty. Writes go through the editorial service, but the addresses.
 */
import { and, asc, count, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../../db/client.js'
import { isUniqueViolation } from '../../../db/errors.js'
import { containing } from '../../../db/like.js'
import { faculties, programmes } from '../../../db/schema.js'
import { reviewRequests } from '../../editorial/editorial.tables.js'
import type { AdminState } from '../../editorial/admin/item-state.js'
import type { Reach } from '../../news/admin/news-admin.repository.js'

export const PROGRAMMES_ADMIN_PAGE_SIZE = 25

export interface AdminProgrammeRow {
  id: number
  code: string
  slugCs: string
  slugEn: string
  nameCs: string
  nameEn: string
  degree: string
  facultyId: number
  facultyCs: string
  facultyEn: string
  live: boolean
  hasUnpublishedChanges: boolean
  goLiveAt: Date | null
  inReview: boolean
}

export interface AdminProgramme extends AdminProgrammeRow {
  latestRevisionId: number | null
  /** Once published, the addresses are known to the world: a change leaves a redirect. */
  firstPublishedAt: Date | null
}

export interface FacultyChoice {
  id: number
  nameCs: string
  nameEn: string
}

const inReview = sql<boolean>`exists (select 1 from ${reviewRequests} where ${reviewRequests.entity} = 'programme' and ${reviewRequests.objectId} = ${programmes.id} and ${reviewRequests.status} = 'pending')`

const rowColumns = {
  id: programmes.id,
  code: programmes.code,
  slugCs: programmes.slugCs,
  slugEn: programmes.slugEn,
  nameCs: programmes.nameCs,
  nameEn: programmes.nameEn,
  degree: programmes.degree,
  facultyId: programmes.facultyId,
  facultyCs: faculties.nameCs,
  facultyEn: faculties.nameEn,
  live: programmes.live,
  hasUnpublishedChanges: programmes.hasUnpublishedChanges,
  goLiveAt: programmes.goLiveAt,
  inReview,
}

function stateWhere(state: AdminState | undefined): SQL | undefined {
  switch (state) {
    case 'draft':
      return and(eq(programmes.live, false), isNull(programmes.goLiveAt))
    case 'review':
      return inReview
    case 'scheduled':
      return isNotNull(programmes.goLiveAt)
    case 'changed':
      return and(eq(programmes.live, true), eq(programmes.hasUnpublishedChanges, true))
    case 'live':
      return eq(programmes.live, true)
    default:
      return undefined
  }
}

export function programmesAdminRepository(db: Db) {
  const inReach = (reach: Reach) => (reach.all ? undefined : reach.faculties.length ? inArray(faculties.slugCs, reach.faculties) : sql`false`)

  return {
    /** The faculties in reach: the list's filter and the form's choice. */
    async faculties(reach: Reach): Promise<FacultyChoice[]> {
      return db.select({ id: faculties.id, nameCs: faculties.nameCs, nameEn: faculties.nameEn }).from(faculties).where(inReach(reach)).orderBy(faculties.sort)
    },

    /** One page by Czech name (the indexes `programmes_admin_*`), within the reach's faculties. */
    async list(reach: Reach, filter: { q: string; faculty?: number; state?: AdminState; page: number }): Promise<{ rows: AdminProgrammeRow[]; total: number }> {
      const ids = reach.all ? [] : (await this.faculties(reach)).map((f) => f.id)
      const like = filter.q ? containing(filter.q.toLowerCase()) : undefined
      const where = and(
        reach.all ? undefined : ids.length ? inArray(programmes.facultyId, ids) : sql`false`,
        filter.faculty !== undefined ? eq(programmes.facultyId, filter.faculty) : undefined,
        stateWhere(filter.state),
        like ? or(sql`lower(${programmes.nameCs}) like ${like} escape '\\'`, sql`lower(${programmes.nameEn}) like ${like} escape '\\'`, sql`lower(${programmes.code}) like ${like} escape '\\'`) : undefined,
      )
      const order = [asc(programmes.nameCs), asc(programmes.id)]
      const [rows, [total]] = await Promise.all([
        db
          .select(rowColumns)
          .from(programmes)
          .innerJoin(faculties, eq(faculties.id, programmes.facultyId))
          .where(where)
          .orderBy(...order)
          .limit(PROGRAMMES_ADMIN_PAGE_SIZE)
          .offset((filter.page - 1) * PROGRAMMES_ADMIN_PAGE_SIZE),
        db.select({ n: count() }).from(programmes).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    async item(id: number): Promise<AdminProgramme | undefined> {
      const [row] = await db
        .select({ ...rowColumns, latestRevisionId: programmes.latestRevisionId, firstPublishedAt: programmes.firstPublishedAt })
        .from(programmes)
        .innerJoin(faculties, eq(faculties.id, programmes.facultyId))
        .where(eq(programmes.id, id))
      return row
    },

    /** Whether another programme has this code (the unique index would refuse it only at publishing). */
    async codeTaken(code: string, except?: number): Promise<boolean> {
      const [row] = await db.select({ id: programmes.id }).from(programmes).where(and(eq(programmes.code, code), except ? sql`${programmes.id} <> ${except}` : undefined)).limit(1)
      return !!row
    },

    /** The first of the addresses (`slugCs`, `slugEn`) another programme has. */
    async slugTaken(slugs: { slugCs?: string; slugEn?: string }, except?: number): Promise<'slugCs' | 'slugEn' | undefined> {
      for (const field of ['slugCs', 'slugEn'] as const) {
        const s = slugs[field]
        if (!s) continue
        const column = field === 'slugCs' ? programmes.slugCs : programmes.slugEn
        const [row] = await db.select({ id: programmes.id }).from(programmes).where(and(eq(column, s), except ? sql`${programmes.id} <> ${except}` : undefined)).limit(1)
        if (row) return field
      }
      return undefined
    },

    /** New addresses, in one transaction with `moved` (which records the redirects); false when another programme has one. */
    async changeSlugs(id: number, slugs: { slugCs: string; slugEn: string }, moved: (tx: Db, old: { slugCs: string; slugEn: string }) => Promise<void>): Promise<boolean> {
      try {
        await db.transaction(async (tx) => {
          const [row] = await tx.select({ slugCs: programmes.slugCs, slugEn: programmes.slugEn }).from(programmes).where(eq(programmes.id, id)).for('update')
          if (!row || (row.slugCs === slugs.slugCs && row.slugEn === slugs.slugEn)) return
          await tx.update(programmes).set(slugs).where(eq(programmes.id, id))
          await moved(tx, row)
        })
        return true
      } catch (err) {
        if (isUniqueViolation(err)) return false
        throw err
      }
    },
  }
}

export type ProgrammesAdminRepository = ReturnType<typeof programmesAdminRepository>
