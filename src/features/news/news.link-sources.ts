/**
 * The internal links of news and events (ADR 100): in the row's body blocks (ADR 093), the link
 * marks of paragraphs, quotes, call-outs and FAQ answers (ADR 101) that refer to an item or to a
 * site path, and the documents a document list names, in reading order. Read when the editorial
 * service writes an item's row (that row only); building the index reads the rows that hold a
 * link at all (`@?`), so bodies without one never leave the database.
 */
import { sql } from 'drizzle-orm'
import { rowsOf } from '../../db/client.js'
import { paths } from '../../ui/paths.js'
import { ITEM_KINDS, type Block, type RichText } from '../editorial/blocks/blocks.js'
import { SITE_PATH, type HeldLink, type LinkSource } from '../links/link-sources.js'

/** The links of one body, in reading order. */
export function bodyLinks(holderId: number, blocks: readonly Block[]): HeldLink[] {
  const found: HeldLink[] = []
  const inline = (nodes: RichText) => {
    for (const node of nodes) {
      const mark = node.marks?.find((m) => m.type === 'link')
      if (!mark || mark.type !== 'link') continue
      const attrs = mark.attrs
      if ('kind' in attrs) {
        if ((ITEM_KINDS as readonly string[]).includes(attrs.kind)) found.push({ holderId, text: node.text, to: { kind: attrs.kind, id: attrs.id } })
      } else if (SITE_PATH.test(attrs.href)) found.push({ holderId, text: node.text, to: { path: attrs.href } })
    }
  }
  for (const b of blocks) {
    if (b.type === 'paragraph' || b.type === 'quote' || b.type === 'callout') inline(b.content)
    else if (b.type === 'faq') for (const q of b.items) inline(q.answer)
    else if (b.type === 'documents') for (const id of b.ids) found.push({ holderId, text: '', to: { kind: 'document', id } })
  }
  return found
}

// A body that holds a link mark anywhere (paragraphs, quotes, call-outs, FAQ answers) or lists documents.
const HOLDS_LINKS = sql.raw(`'$[*] ? (@.type == "documents" || exists(@.content[*].marks[*] ? (@.type == "link")) || exists(@.items[*].answer[*].marks[*] ? (@.type == "link")))'`)

export const newsLinkSources: LinkSource = {
  entity: 'news',
  async links(db, ids) {
    if (ids !== 'all' && ids.length === 0) return []
    const which = ids === 'all' ? sql`n.blocks @? ${HOLDS_LINKS}` : sql`n.id = any(${`{${ids.join(',')}}`}::int[])`
    const result = await db.execute(sql`select n.id, n.blocks from news n where ${which} order by n.id`)
    return rowsOf<{ id: number; blocks: Block[] }>(result).flatMap((r) => bodyLinks(r.id, r.blocks))
  },
  holders: sql`select n.id, n.kind, n.title, n.lang, f.slug_cs as faculty, null::text as section from news n left join faculties f on f.id = n.faculty_id`,
  href: (lang, id) => paths.adminNewsItem(lang, id),
}
