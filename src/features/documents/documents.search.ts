/** The documents feature's search source (ADR 019): live documents with the text of their files. */
import { and, asc } from 'drizzle-orm'
import type { Lang } from '../../i18n/index.js'
import { paths } from '../../ui/paths.js'
import { documents } from '../../db/schema.js'
import { isLive } from '../editorial/editorial.columns.js'
import type { Db } from '../../db/client.js'
import { entry, joinText, select, type Loader, type SearchSource } from '../search/search-source.js'

const loadDocuments: Loader = async (db, selection) => {
  const { where, limit } = select(documents.id, selection)
  const q = db
    .select({ id: documents.id, lang: documents.lang, facultyId: documents.facultyId, slug: documents.slug, title: documents.title, description: documents.description, text: documents.textContent, publishedAt: documents.publishedAt })
    .from(documents)
    .where(and(where, isLive(documents)))
    .orderBy(asc(documents.id))
  const rows = await (limit ? q.limit(limit) : q)
  const entries = rows.map((d) =>
    entry({
      source: 'document', sourceId: d.id, lang: d.lang as Lang, scope: 'documents', kind: 'document', facultyId: d.facultyId,
      title: d.title, body: joinText(d.description, d.text), url: paths.document(d.lang as Lang, d.slug), date: d.publishedAt,
    }),
  )
  return { ids: rows.map((r) => r.id), entries }
}

export const documentsSearch: readonly SearchSource[] = [{ name: 'document', load: loadDocuments }]
