/**
 * What the people administration reads (ADR 079): people in every state, filtered by the editor's
 * reach (their faculties), by a faculty, by name and by state, alphabetically a page at a time;
 * one person with their faculty. Writes go through the editorial service, but for the address.
 */
import { and, asc, count, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../../db/client.js'
import { isUniqueViolation } from '../../../db/errors.js'
import { containing } from '../../../db/like.js'
import { departments, faculties, people } from '../../../db/schema.js'
import { fold } from '../../../lib/fold.js'
import { reviewRequests } from '../../editorial/editorial.tables.js'
import { ADMIN_STATES, type AdminState } from '../../editorial/admin/item-state.js'
import type { Reach } from '../../news/admin/news-admin.repository.js'

export { ADMIN_STATES, type AdminState, type Reach }

export const PEOPLE_ADMIN_PAGE_SIZE = 25

export interface AdminPersonRow {
  id: number
  slug: string
  titlesBefore: string
  givenName: string
  familyName: string
  titlesAfter: string
  email: string
  facultyCs: string | null
  facultyEn: string | null
  live: boolean
  hasUnpublishedChanges: boolean
  goLiveAt: Date | null
  inReview: boolean
}

export interface AdminPerson extends AdminPersonRow {
  facultyId: number | null
  latestRevisionId: number | null
  /** Once published, the address is known to the world: a change leaves a redirect. */
  firstPublishedAt: Date | null
}

export interface DepartmentChoice {
  id: number
  facultyId: number | null
  facultySlug: string | null
  facultyCs: string | null
  facultyEn: string | null
  nameCs: string
  nameEn: string
}

/** `uni`: the university's own units; else a faculty's id. */
export type FacultyFilter = number | 'uni' | undefined

const inReview = sql<boolean>`exists (select 1 from ${reviewRequests} where ${reviewRequests.entity} = 'person' and ${reviewRequests.objectId} = ${people.id} and ${reviewRequests.status} = 'pending')`

const rowColumns = {
  id: people.id,
  slug: people.slug,
  titlesBefore: people.titlesBefore,
  givenName: people.givenName,
  familyName: people.familyName,
  titlesAfter: people.titlesAfter,
  email: people.email,
  facultyCs: faculties.nameCs,
  facultyEn: faculties.nameEn,
  live: people.live,
  hasUnpublishedChanges: people.hasUnpublishedChanges,
  goLiveAt: people.goLiveAt,
  inReview,
}

function stateWhere(state: AdminState | undefined): SQL | undefined {
  switch (state) {
    case 'draft':
      return and(eq(people.live, false), isNull(people.goLiveAt))
    case 'review':
      return inReview
    case 'scheduled':
      return isNotNull(people.goLiveAt)
    case 'changed':
      return and(eq(people.live, true), eq(people.hasUnpublishedChanges, true))
    case 'live':
      return eq(people.live, true)
    default:
      return undefined
  }
}

export function peopleAdminRepository(db: Db) {
  // By the faculty's id (the row's own column and the index on it), never a join.
  const reachWhere = (reach: Reach, ids: number[]): SQL | undefined => (reach.all ? undefined : ids.length ? inArray(people.facultyId, ids) : sql`false`)
  const facultyIdsOf = async (reach: Reach) =>
    reach.all || reach.faculties.length === 0 ? [] : (await db.select({ id: faculties.id }).from(faculties).where(inArray(faculties.slugCs, reach.faculties))).map((r) => r.id)

  return {
    /**
     * One page, alphabetical by family name (the indexes `people_admin_*`): the page's ids first,
     * then the columns of those rows alone, as news does, so the review subquery runs for 25 rows.
     */
    async list(reach: Reach, filter: { q: string; faculty: FacultyFilter; state?: AdminState; page: number }): Promise<{ rows: AdminPersonRow[]; total: number }> {
      const where = and(
        reachWhere(reach, await facultyIdsOf(reach)),
        filter.faculty === 'uni' ? isNull(people.facultyId) : filter.faculty !== undefined ? eq(people.facultyId, filter.faculty) : undefined,
        stateWhere(filter.state),
        filter.q ? sql`${people.searchName} like ${containing(fold(filter.q))} escape '\\'` : undefined,
      )
      const order = [asc(people.familyName), asc(people.id)]
      const pageIds = db
        .select({ id: people.id })
        .from(people)
        .where(where)
        .orderBy(...order)
        .limit(PEOPLE_ADMIN_PAGE_SIZE)
        .offset((filter.page - 1) * PEOPLE_ADMIN_PAGE_SIZE)
      const [rows, [total]] = await Promise.all([
        db.select(rowColumns).from(people).leftJoin(faculties, eq(faculties.id, people.facultyId)).where(inArray(people.id, pageIds)).orderBy(...order),
        db.select({ n: count() }).from(people).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    async item(id: number): Promise<AdminPerson | undefined> {
      const [row] = await db
        .select({ ...rowColumns, facultyId: people.facultyId, latestRevisionId: people.latestRevisionId, firstPublishedAt: people.firstPublishedAt })
        .from(people)
        .leftJoin(faculties, eq(faculties.id, people.facultyId))
        .where(eq(people.id, id))
      return row
    },

    /** The faculties in reach, for the list's filter. */
    async faculties(reach: Reach): Promise<Array<{ id: number; nameCs: string; nameEn: string }>> {
      return db
        .select({ id: faculties.id, nameCs: faculties.nameCs, nameEn: faculties.nameEn })
        .from(faculties)
        .where(reach.all ? undefined : reach.faculties.length ? inArray(faculties.slugCs, reach.faculties) : sql`false`)
        .orderBy(faculties.sort)
    },

    /** The departments a person may be placed in: all, or those of the faculties in reach (the university's own units only for an unscoped role). */
    async departments(reach: Reach): Promise<DepartmentChoice[]> {
      return db
        .select({ id: departments.id, facultyId: departments.facultyId, facultySlug: faculties.slugCs, facultyCs: faculties.nameCs, facultyEn: faculties.nameEn, nameCs: departments.nameCs, nameEn: departments.nameEn })
        .from(departments)
        .leftJoin(faculties, eq(faculties.id, departments.facultyId))
        .where(reach.all ? undefined : reach.faculties.length ? inArray(faculties.slugCs, reach.faculties) : sql`false`)
        .orderBy(sql`${faculties.sort} nulls first`, asc(departments.sort))
    },

    /** Whether another person has this e-mail address (the unique index would refuse it at publishing). */
    async emailTaken(email: string, except?: number): Promise<boolean> {
      const [row] = await db.select({ id: people.id }).from(people).where(and(sql`lower(${people.email}) = lower(${email})`, except ? sql`${people.id} <> ${except}` : undefined)).limit(1)
      return !!row
    },

    async slugTaken(slug: string): Promise<boolean> {
      const [row] = await db.select({ id: people.id }).from(people).where(eq(people.slug, slug))
      return !!row
    },

    /**
     * Gives the person a new address, in one transaction with `moved` (which records the redirects
     * from the old one); false when another person has that address.
     */
    async changeSlug(id: number, slug: string, moved: (tx: Db, oldSlug: string) => Promise<void>): Promise<boolean> {
      try {
        await db.transaction(async (tx) => {
          const [row] = await tx.select({ slug: people.slug }).from(people).where(eq(people.id, id)).for('update')
          if (!row || row.slug === slug) return
          await tx.update(people).set({ slug }).where(eq(people.id, id))
          await moved(tx, row.slug)
        })
        return true
      } catch (err) {
        if (isUniqueViolation(err)) return false
        throw err
      }
    },
  }
}

export type PeopleAdminRepository = ReturnType<typeof peopleAdminRepository>
