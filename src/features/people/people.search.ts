/** The people feature's search source (ADR 019): live people in both languages; a department's change re-indexes its people. */
import { and, asc, eq, inArray } from 'drizzle-orm'
import { LANGS } from '../../i18n/index.js'
import { fullName } from '../../lib/full-name.js'
import { paths } from '../../ui/paths.js'
import { departments, people } from '../../db/schema.js'
import type { Db } from '../../db/client.js'
import { isLive } from '../editorial/editorial.columns.js'
import { entry, joinText, select, type Loader, type SearchSource } from '../search/search-source.js'

const loadPeople: Loader = async (db, selection) => {
  const { where, limit } = select(people.id, selection)
  const q = db.select({ person: people, department: departments }).from(people).leftJoin(departments, eq(departments.id, people.departmentId)).where(and(where, isLive(people))).orderBy(asc(people.id))
  const rows = await (limit ? q.limit(limit) : q)
  const entries = rows.flatMap(({ person: p, department: d }) =>
    LANGS.map((lang) =>
      entry({
        source: 'person', sourceId: p.id, lang, scope: 'web', kind: 'person', facultyId: p.facultyId,
        title: fullName(p),
        body: joinText(lang === 'cs' ? p.roleCs : p.roleEn, d ? (lang === 'cs' ? d.nameCs : d.nameEn) : null, lang === 'cs' ? p.officeCs : p.officeEn, p.email),
        url: `${paths.people(lang, { q: `${p.givenName} ${p.familyName}` })}#person-${p.slug}`,
      }),
    ),
  )
  return { ids: rows.map((r) => r.person.id), entries }
}

export const peopleSearch: readonly SearchSource[] = [
  {
    name: 'person',
    load: loadPeople,
    dependents: {
      department: async (db: Db, ids: number[]) => (await db.select({ id: people.id }).from(people).where(and(inArray(people.departmentId, ids)))).map((r) => r.id),
    },
  },
]
