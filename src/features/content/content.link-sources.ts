/**
 * The internal links of the page tree's text (ADR 100): `[label](/path)` in sections' bodies and
 * FAQs' answers (src/shared/content-links.ts), found by PostgreSQL's regular expressions in one
 * query, only rows that hold one. Pages in the trash are off the site and not listed.
 */
import { sql } from 'drizzle-orm'
import type { Lang } from '../../i18n/index.js'
import { paths } from '../../ui/paths.js'
import type { LinkSource } from '../links/link-sources.js'
import { rowsOf } from '../../db/client.js'

/**
 * CONTENT_LINK's site paths in PostgreSQL's dialect, without its bounds: a bounded repetition
 * makes PostgreSQL's engine ten times slower (400 ms against 30 ms over the seeded pages), so the
 * label's 200 characters are held here, as the view's expression holds them.
 */
const SITE_LINK = String.raw`\[([^]\n]+)\]\((/(?![/\\])[^\s()<>"]*)\)`
const MAX_LABEL = 200

interface Row {
  id: number
  lang: Lang
  title: string
  path: string
  faculty: string | null
  text: string
  href: string
}

export const contentLinkSources: LinkSource = async (db) => {
  const result = await db.execute(sql`
    with texts as (
      select page_id, 0 as part, sort, id, body as t from page_sections where strpos(body, '](/') > 0
      union all
      select page_id, 1, sort, id, answer from page_faqs where strpos(answer, '](/') > 0
    )
    select p.id, p.lang, p.title, p.path, f.slug_cs as faculty, m[1] as text, m[2] as href
    from texts
    join pages p on p.id = texts.page_id and p.trashed_at is null
    left join faculties f on f.id = p.faculty_id
    cross join lateral regexp_matches(texts.t, ${SITE_LINK}, 'g') with ordinality as found(m, i)
    order by p.id desc, texts.part, texts.sort, texts.id, found.i`)
  return rowsOf<Row>(result).flatMap((r) => (r.text.length > MAX_LABEL ? [] : [{
    holder: {
      kind: 'page' as const,
      entity: 'page',
      id: r.id,
      title: r.title,
      lang: r.lang,
      // As the page tree's administration names a page's place (pages-admin.routes.tsx).
      target: r.faculty ? { faculty: r.faculty, section: `/${r.path}` } : { section: `/${r.path}` },
      href: (l: Lang) => paths.adminPage(l, r.id),
    },
    text: r.text,
    to: { path: r.href },
  }]))
}
