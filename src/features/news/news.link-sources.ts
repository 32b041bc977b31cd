/**
 * The internal links of news and events (ADR 100): in the published body's blocks (ADR 093),
 * the link marks of paragraphs, quotes and call-outs that refer to an item or to a site path,
 * and the documents a document list names. Extracted by PostgreSQL's JSON paths in one query
 * per shape, so only links travel, never whole bodies.
 */
import { sql } from 'drizzle-orm'
import type { Lang } from '../../i18n/index.js'
import { paths } from '../../ui/paths.js'
import { ITEM_KINDS, type ItemKind } from '../editorial/blocks/blocks.js'
import type { FoundLink, LinkSource } from '../links/link-sources.js'
import { rowsOf } from '../../db/client.js'

interface Row {
  id: number
  lang: Lang
  kind: 'news' | 'event'
  title: string
  faculty: string | null
  text: string
  ref_kind: string | null
  ref_id: number | null
  href: string | null
}

export const newsLinkSources: LinkSource = async (db) => {
  // Newest item first (what an editor just wrote leads); within an item its links in reading order (`ordinality`), its document lists after them.
  const result = await db.execute(sql`
    select n.id, n.lang, n.kind, n.title, f.slug_cs as faculty, node.v->>'text' as text,
      m.v->'attrs'->>'kind' as ref_kind, (m.v->'attrs'->>'id')::int as ref_id, m.v->'attrs'->>'href' as href, 0 as part, node.i as at, m.i as at2
    from news n
    left join faculties f on f.id = n.faculty_id
    cross join lateral jsonb_path_query(n.blocks, '$[*] ? (@.type == "paragraph" || @.type == "quote" || @.type == "callout").content[*] ? (exists(@.marks))') with ordinality as node(v, i)
    cross join lateral jsonb_array_elements(node.v->'marks') with ordinality as m(v, i)
    where m.v->>'type' = 'link' and (m.v->'attrs'->>'kind' is not null or m.v->'attrs'->>'href' ~ '^/(?![/\\\\])')
    union all
    select n.id, n.lang, n.kind, n.title, f.slug_cs, '', 'document', d.v::text::int, null, 1, d.i, 0
    from news n
    left join faculties f on f.id = n.faculty_id
    cross join lateral jsonb_path_query(n.blocks, '$[*] ? (@.type == "documents").ids[*]') with ordinality as d(v, i)
    order by id desc, part, at, at2`)
  return rowsOf<Row>(result).flatMap((r): FoundLink[] => {
    const to = r.href !== null ? { path: r.href } : (ITEM_KINDS as readonly string[]).includes(r.ref_kind ?? '') && r.ref_id !== null ? { kind: r.ref_kind as ItemKind, id: r.ref_id } : undefined
    if (!to) return []
    const holder = { kind: r.kind, entity: 'news', id: r.id, title: r.title, lang: r.lang, target: r.faculty ? { faculty: r.faculty } : {}, href: (l: Lang) => paths.adminNewsItem(l, r.id) }
    return [{ holder, text: r.text, to }]
  })
}
