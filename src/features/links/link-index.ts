/**
 * The index of internal links (ADR 100, `item_links`): rewritten for one item in the transaction
 * that writes the item's text (the editorial service's `onWritten`: create, a never published
 * item's draft, publish), so its cost is that item's links; built for every row once (the seed,
 * a database migrated from before the index).
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { pathOf } from './addresses.js'
import type { HeldLink, LinkSource } from './link-sources.js'
import { itemLinks } from './links.tables.js'

const rowsOfLinks = (source: string, found: readonly HeldLink[]) => {
  const place = new Map<number, number>()
  return found.map((link) => {
    const n = place.get(link.holderId) ?? 0
    place.set(link.holderId, n + 1)
    const to = 'path' in link.to ? { targetKind: null, targetId: null, href: link.to.path, path: pathOf(link.to.path) } : { targetKind: link.to.kind, targetId: link.to.id, href: null, path: null }
    return { source, holderId: link.holderId, place: n, text: link.text, ...to }
  })
}

const textArray = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`

/** The rows, and the paths they name that have no verdict yet, unchecked (the report checks them before it is read). */
const insertChunked = async (db: Db, rows: ReturnType<typeof rowsOfLinks>) => {
  for (let i = 0; i < rows.length; i += 1_000) await db.insert(itemLinks).values(rows.slice(i, i + 1_000))
  const named = [...new Set(rows.flatMap((r) => (r.path === null ? [] : [r.path])))]
  for (let i = 0; i < named.length; i += 5_000) await db.execute(sql`insert into link_paths (path) select unnest(${textArray(named.slice(i, i + 5_000))}::text[]) on conflict (path) do nothing`)
}

/** Rewrites the index rows of the items `ids` of `entity` from what their rows hold now. */
export async function writeLinks(db: Db, sources: readonly LinkSource[], entity: string, ids: readonly number[]): Promise<void> {
  const source = sources.find((s) => s.entity === entity)
  if (!source || ids.length === 0) return
  const found = await source.links(db, ids)
  await db.delete(itemLinks).where(and(eq(itemLinks.source, entity), sql`${itemLinks.holderId} = any(${`{${ids.join(',')}}`}::int[])`))
  await insertChunked(db, rowsOfLinks(entity, found))
}

/** The whole index from every source's rows (replacing what it held). */
export async function buildLinkIndex(db: Db, sources: readonly LinkSource[]): Promise<number> {
  await db.delete(itemLinks)
  let count = 0
  for (const source of sources) {
    const rows = rowsOfLinks(source.entity, await source.links(db, 'all'))
    await insertChunked(db, rows)
    count += rows.length
  }
  return count
}
