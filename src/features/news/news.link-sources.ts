/**
 * The internal links of news and events (ADR 100): in the published body's blocks (ADR 093),
 * the link marks of paragraphs, quotes and call-outs that refer to an item or to a site path,
 * and the documents a document list names. PostgreSQL picks the rows that hold one (`@?`) and
 * gives each row's linked text runs and listed documents as two arrays (JSON paths, in reading
 * order), so one query reads them all and whole bodies never leave the database.
 */
import { sql } from 'drizzle-orm'
import { rowsOf } from '../../db/client.js'
import type { Lang } from '../../i18n/index.js'
import { paths } from '../../ui/paths.js'
import { ITEM_KINDS, type TextNode } from '../editorial/blocks/blocks.js'
import type { FoundLink, LinkSource } from '../links/link-sources.js'

interface Row {
  id: number
  lang: Lang
  kind: 'news' | 'event'
  title: string
  faculty: string | null
  nodes: TextNode[]
  docs: number[]
}

/** A site path as a link's `href` holds it: one `/`, not `//` (SAFE_HREF). */
const SITE_PATH = /^\/(?![/\\])/

export const newsLinkSources: LinkSource = async (db) => {
  // Newest item first (what an editor just wrote leads).
  const result = await db.execute(sql`
    select n.id, n.lang, n.kind, n.title, f.slug_cs as faculty,
      jsonb_path_query_array(n.blocks, '$[*] ? (@.type == "paragraph" || @.type == "quote" || @.type == "callout").content[*] ? (exists(@.marks[*] ? (@.type == "link")))') as nodes,
      jsonb_path_query_array(n.blocks, '$[*] ? (@.type == "documents").ids[*]') as docs
    from news n
    left join faculties f on f.id = n.faculty_id
    where n.blocks @? '$[*] ? (@.type == "documents" || exists(@.content[*].marks[*] ? (@.type == "link")))'
    order by n.id desc`)
  return rowsOf<Row>(result).flatMap((r): FoundLink[] => {
    const holder = { kind: r.kind, entity: 'news', id: r.id, title: r.title, lang: r.lang, target: r.faculty ? { faculty: r.faculty } : {}, href: (l: Lang) => paths.adminNewsItem(l, r.id) }
    const links = r.nodes.flatMap((node): FoundLink[] => {
      const mark = node.marks?.find((m) => m.type === 'link')
      if (!mark || mark.type !== 'link') return []
      const attrs = mark.attrs
      if ('kind' in attrs) return (ITEM_KINDS as readonly string[]).includes(attrs.kind) ? [{ holder, text: node.text, to: { kind: attrs.kind, id: attrs.id } }] : []
      return SITE_PATH.test(attrs.href) ? [{ holder, text: node.text, to: { path: attrs.href } }] : []
    })
    return [...links, ...r.docs.map((id) => ({ holder, text: '', to: { kind: 'document' as const, id } }))]
  })
}
