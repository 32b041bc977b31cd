/** The study feature's search source (ADR 019): live programmes in both languages (a programme taken off the site loses its entries). */
import { and, asc } from 'drizzle-orm'
import { isLive } from '../editorial/editorial.columns.js'
import { LANGS } from '../../i18n/index.js'
import { paths } from '../../ui/paths.js'
import { programmes } from '../../db/schema.js'
import type { Db } from '../../db/client.js'
import { entry, joinText, select, type Loader, type SearchSource } from '../search/search-source.js'

const loadProgrammes: Loader = async (db, selection) => {
  const { where, limit } = select(programmes.id, selection)
  const q = db.select().from(programmes).where(and(where, isLive(programmes))).orderBy(asc(programmes.id))
  const rows = await (limit ? q.limit(limit) : q)
  const entries = rows.flatMap((p) =>
    LANGS.map((lang) => {
      const cs = lang === 'cs'
      return entry({
        source: 'programme', sourceId: p.id, lang, scope: 'web', kind: 'programme', facultyId: p.facultyId,
        title: cs ? p.nameCs : p.nameEn,
        body: joinText(cs ? p.profileCs : p.profileEn, cs ? p.careerCs : p.careerEn, cs ? p.admissionCs : p.admissionEn, p.subjects.map((s) => s[lang]).join(', ')),
        url: paths.programme(lang, cs ? p.slugCs : p.slugEn),
      })
    }),
  )
  return { ids: rows.map((r) => r.id), entries }
}

export const studySearch: readonly SearchSource[] = [{ name: 'programme', load: loadProgrammes }]
