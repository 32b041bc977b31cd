/**
 * The internal links of the page tree's text (ADR 100): `[label](/path)` in sections' bodies and
 * FAQs' answers (src/shared/content-links.ts), found by PostgreSQL's regular expressions, only in
 * rows that hold one, in reading order (sections, then questions). Read when the editorial
 * service writes a page (that page only), and for every page when the index is built. Pages in
 * the trash keep their links in the index; the report does not list them (`holders`).
 */
import { sql } from 'drizzle-orm'
import { rowsOf } from '../../db/client.js'
import { paths } from '../../ui/paths.js'
import type { HeldLink, LinkSource } from '../links/link-sources.js'

/**
 * CONTENT_LINK's site paths in PostgreSQL's dialect, without its bounds: a bounded repetition
 * makes PostgreSQL's engine ten times slower (400 ms against 30 ms over the seeded pages), so the
 * label's 200 characters are held here, as the view's expression holds them.
 */
const SITE_LINK = String.raw`\[([^]\n]+)\]\((/(?![/\\])[^\s()<>"]*)\)`
const MAX_LABEL = 200

export const contentLinkSources: LinkSource = {
  entity: 'page',
  async links(db, ids) {
    if (ids !== 'all' && ids.length === 0) return []
    const which = (column: string) => (ids === 'all' ? sql`true` : sql`${sql.raw(column)} = any(${`{${ids.join(',')}}`}::int[])`)
    const result = await db.execute(sql`
      with texts as (
        select page_id, 0 as part, sort, id, body as t from page_sections where strpos(body, '](/') > 0 and ${which('page_id')}
        union all
        select page_id, 1, sort, id, answer from page_faqs where strpos(answer, '](/') > 0 and ${which('page_id')}
      )
      select texts.page_id as id, m[1] as text, m[2] as href
      from texts
      cross join lateral regexp_matches(texts.t, ${SITE_LINK}, 'g') with ordinality as found(m, i)
      order by texts.page_id, texts.part, texts.sort, texts.id, found.i`)
    return rowsOf<{ id: number; text: string; href: string }>(result).flatMap((r): HeldLink[] => (r.text.length > MAX_LABEL ? [] : [{ holderId: r.id, text: r.text, to: { path: r.href } }]))
  },
  // As the page tree's administration names a page's place (pages-admin.routes.tsx): its faculty, `/{path}`.
  holders: sql`select p.id, 'page' as kind, p.title, p.lang, f.slug_cs as faculty, '/' || p.path as section from pages p left join faculties f on f.id = p.faculty_id where p.trashed_at is null`,
  href: (lang, id) => paths.adminPage(lang, id),
}
