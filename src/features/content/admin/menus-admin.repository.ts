/**
 * The menus' administration (ADR 095): the only code of it that touches the ORM. Every change
 * takes the menus' advisory lock first, then reads the rows it changes: two chief editors' moves
 * are one after the other, and siblings are renumbered 0…n-1 after each (the positions' unique
 * constraint is checked at commit). A save filled from an older version is refused (`base`).
 * Each change is written with its audit entry; `menu_items` is content, so its trigger drops
 * every node's menus through the change feed.
 */
import { createHash } from 'node:crypto'
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client.js'
import { menuItems, pages } from '../../../db/schema.js'
import { recordAudit } from '../../audit/audit.record.js'
import { isLive } from '../../editorial/editorial.columns.js'
import { menuItemColumns } from '../content.repository.js'
import type { MenuItemRow } from '../content.types.js'
import { targetOf, type MenuItemValues } from './menus-admin.schema.js'

export interface MenuActor {
  userId: number
  ip: string
}

/** What a page target is in each language: its title, and whether visitors see it. */
export interface PageState {
  title: string
  live: boolean
}

/** An item with what its page is in each language (missing: no such page). */
export interface MenuItemAdmin extends MenuItemRow {
  page: { cs?: PageState; en?: PageState } | null
}

/** A page a menu item may lead to: its Czech version (or English, when it has none) and its counterpart. */
export interface PageChoice {
  key: string
  cs?: { title: string; path: string }
  en?: { title: string; path: string }
}

export type MenuRefusal = { refused: 'parentInvalid' | 'parentHasChildren' | 'pageUnknown' }
export type MenuSave = 'done' | 'missing' | MenuRefusal | { stale: MenuItemRow }

const FIELDS = ['menu', 'parentId', 'labelCs', 'labelEn', 'pageKey', 'appPage', 'url'] as const
/** The version of an item's editable fields the form was filled from: 16 hex digits of their hash. */
export const versionOf = (i: Pick<MenuItemRow, (typeof FIELDS)[number]>) => createHash('sha256').update(JSON.stringify(FIELDS.map((k) => i[k]))).digest('hex').slice(0, 16)

/** One lock for both menus: an item may move from one to the other, and changes are rare. */
const lockMenus = (tx: Db) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('menu-items'))`)
const siblingsOf = (menu: string, parentId: number | null) => and(eq(menuItems.menu, menu), parentId === null ? isNull(menuItems.parentId) : eq(menuItems.parentId, parentId))

async function itemOf(tx: Db, id: number): Promise<MenuItemRow | undefined> {
  return (await tx.select(menuItemColumns).from(menuItems).where(eq(menuItems.id, id)))[0] as MenuItemRow | undefined
}

/** Numbers the siblings 0…n-1 in `order` (ids), writing only the rows whose place changed. */
async function renumber(tx: Db, order: { id: number; position: number }[]) {
  for (const [i, s] of order.entries()) if (s.position !== i) await tx.update(menuItems).set({ position: i }).where(eq(menuItems.id, s.id))
}

const siblingRows = (tx: Db, menu: string, parentId: number | null) =>
  tx.select({ id: menuItems.id, position: menuItems.position }).from(menuItems).where(siblingsOf(menu, parentId)).orderBy(asc(menuItems.position), asc(menuItems.id))

/** Under the lock: the parent is a top-level item of the main menu other than the item, and the page exists. */
async function problemOf(tx: Db, v: MenuItemValues, id?: number): Promise<MenuRefusal | undefined> {
  if (v.parentId !== null) {
    const parent = await itemOf(tx, v.parentId)
    if (!parent || parent.id === id || parent.menu !== 'main' || parent.parentId !== null || v.menu !== 'main') return { refused: 'parentInvalid' }
  }
  if (id !== undefined && (v.parentId !== null || v.menu !== 'main')) {
    const [children] = await tx.select({ n: count() }).from(menuItems).where(eq(menuItems.parentId, id))
    if (children!.n > 0) return { refused: 'parentHasChildren' }
  }
  if (v.kind === 'page') {
    const [page] = await tx.select({ id: pages.id }).from(pages).where(and(eq(pages.translationKey, v.pageKey), isNull(pages.trashedAt))).limit(1)
    if (!page) return { refused: 'pageUnknown' }
  }
  return undefined
}

const describe = (v: Pick<MenuItemRow, 'labelCs' | 'pageKey' | 'appPage' | 'url'>) => `${v.labelCs ? `"${v.labelCs}" ` : ''}→ ${v.pageKey !== null ? `page ${v.pageKey}` : v.appPage !== null ? `app ${v.appPage}` : v.url}`

export function menusAdminRepository(db: Db) {
  return {
    /** Both menus' items with their pages' state in each language. */
    async list(): Promise<MenuItemAdmin[]> {
      const items = (await db
        .select(menuItemColumns)
        .from(menuItems)
        .orderBy(asc(menuItems.menu), sql`${menuItems.parentId} nulls first`, asc(menuItems.position), asc(menuItems.id))) as MenuItemRow[]
      const keys = [...new Set(items.flatMap((i) => (i.pageKey === null ? [] : [i.pageKey])))]
      const rows = keys.length
        ? await db
            .select({ key: pages.translationKey, lang: pages.lang, title: pages.title, live: sql<boolean>`${isLive(pages)} and ${pages.trashedAt} is null` })
            .from(pages)
            .where(inArray(pages.translationKey, keys))
        : []
      return items.map((i) => {
        if (i.pageKey === null) return { ...i, page: null }
        const page: MenuItemAdmin['page'] = {}
        for (const r of rows) if (r.key === i.pageKey) page[r.lang as 'cs' | 'en'] = { title: r.title, live: r.live }
        return { ...i, page }
      })
    },

    one: (id: number) => itemOf(db, id),

    /** Every page not in the trash, Czech first with its English counterpart (by translation key), in the tree's order of addresses. */
    async pageChoices(): Promise<PageChoice[]> {
      const rows = await db
        .select({ key: pages.translationKey, lang: pages.lang, title: pages.title, path: pages.path })
        .from(pages)
        .where(isNull(pages.trashedAt))
        .orderBy(asc(pages.lang), asc(pages.path))
      const byKey = new Map<string, PageChoice>()
      for (const r of rows) {
        const choice = byKey.get(r.key) ?? { key: r.key }
        choice[r.lang as 'cs' | 'en'] = { title: r.title, path: r.path }
        byKey.set(r.key, choice)
      }
      return [...byKey.values()]
    },

    /** Adds the item last among its siblings. */
    create: (actor: MenuActor, v: MenuItemValues): Promise<{ id: number } | MenuRefusal> =>
      db.transaction(async (tx) => {
        await lockMenus(tx)
        const problem = await problemOf(tx, v)
        if (problem) return problem
        const position = (await siblingRows(tx, v.menu, v.parentId)).length
        const [row] = await tx
          .insert(menuItems)
          .values({ menu: v.menu, parentId: v.parentId, position, labelCs: v.labelCs, labelEn: v.labelEn, ...targetOf(v) })
          .returning({ id: menuItems.id })
        await recordAudit(tx, { userId: actor.userId, action: 'create', entity: 'menu_item', objectId: row!.id, summary: `${v.menu} menu #${row!.id}: ${describe({ ...v, ...targetOf(v) })}${v.parentId !== null ? `, under #${v.parentId}` : ''}`, ip: actor.ip })
        return { id: row!.id }
      }),

    /** Saves the form; a new menu or parent puts the item last there and closes the gap it left. */
    update: (actor: MenuActor, id: number, v: MenuItemValues & { base: string }): Promise<MenuSave> =>
      db.transaction(async (tx) => {
        await lockMenus(tx)
        const before = await itemOf(tx, id)
        if (!before) return 'missing'
        if (versionOf(before) !== v.base) return { stale: before }
        const problem = await problemOf(tx, v, id)
        if (problem) return problem
        const next = { menu: v.menu, parentId: v.parentId, labelCs: v.labelCs, labelEn: v.labelEn, ...targetOf(v) }
        const changed = FIELDS.filter((k) => before[k] !== next[k])
        if (changed.length === 0) return 'done'
        const elsewhere = before.menu !== v.menu || before.parentId !== v.parentId
        const position = elsewhere ? (await siblingRows(tx, v.menu, v.parentId)).length : before.position
        await tx.update(menuItems).set({ ...next, position }).where(eq(menuItems.id, id))
        if (elsewhere) await renumber(tx, await siblingRows(tx, before.menu, before.parentId))
        await recordAudit(tx, { userId: actor.userId, action: 'change', entity: 'menu_item', objectId: id, summary: `${v.menu} menu #${id}: ${describe(next)} (${changed.join(', ')})`, ip: actor.ip })
        return 'done'
      }),

    /** Swaps the item with its neighbour among its siblings and numbers them 0…n-1; at either end nothing moves. */
    move: (actor: MenuActor, id: number, direction: 'up' | 'down'): Promise<'done' | 'missing'> =>
      db.transaction(async (tx) => {
        await lockMenus(tx)
        const item = await itemOf(tx, id)
        if (!item) return 'missing'
        const siblings = await siblingRows(tx, item.menu, item.parentId)
        const at = siblings.findIndex((s) => s.id === id)
        const to = direction === 'up' ? at - 1 : at + 1
        if (to < 0 || to >= siblings.length) return 'done'
        const order = siblings.slice()
        ;[order[at], order[to]] = [order[to]!, order[at]!]
        await renumber(tx, order)
        await recordAudit(tx, { userId: actor.userId, action: 'change', entity: 'menu_item', objectId: id, summary: `${item.menu} menu #${id}: ${describe(item)} moved ${direction} to place ${to + 1}`, ip: actor.ip })
        return 'done'
      }),

    /** Deletes the item, as confirmed (`base`), with its sub-items, and closes the gap among its siblings. */
    remove: (actor: MenuActor, id: number, base: string): Promise<'done' | 'missing' | 'stale'> =>
      db.transaction(async (tx) => {
        await lockMenus(tx)
        const item = await itemOf(tx, id)
        if (!item) return 'missing'
        if (versionOf(item) !== base) return 'stale'
        const gone = await tx.delete(menuItems).where(eq(menuItems.parentId, id)).returning({ id: menuItems.id })
        await tx.delete(menuItems).where(eq(menuItems.id, id))
        await renumber(tx, await siblingRows(tx, item.menu, item.parentId))
        await recordAudit(tx, { userId: actor.userId, action: 'delete', entity: 'menu_item', objectId: id, summary: `${item.menu} menu #${id}: ${describe(item)}${gone.length ? `, with ${gone.length} sub-items` : ''}`, ip: actor.ip })
        return 'done'
      }),

    /**
     * Pages being deleted for good (ADR 103), in the caller's transaction: an item whose page is left
     * in neither language leads nowhere, so it goes (with its sub-items, as deleting it by hand
     * does), each with its audit entry. An item whose page lives on in the other language stays.
     */
    async pagesGone(tx: Db, keys: string[], actor: { userId: number; ip?: string }, goneIds: ReadonlySet<number>): Promise<number> {
      if (keys.length === 0) return 0
      await lockMenus(tx)
      // Asked before the rows go: the pages being deleted (`goneIds`) do not count as left.
      const rows = await tx.select({ id: pages.id, key: pages.translationKey }).from(pages).where(inArray(pages.translationKey, keys))
      const left = new Set(rows.filter((r) => !goneIds.has(r.id)).map((r) => r.key))
      const orphaned = keys.filter((k) => !left.has(k))
      if (orphaned.length === 0) return 0
      const items = (await tx.select(menuItemColumns).from(menuItems).where(inArray(menuItems.pageKey, orphaned))) as MenuItemRow[]
      for (const item of items) {
        if (!(await itemOf(tx, item.id))) continue
        const gone = await tx.delete(menuItems).where(eq(menuItems.parentId, item.id)).returning({ id: menuItems.id })
        await tx.delete(menuItems).where(eq(menuItems.id, item.id))
        await renumber(tx, await siblingRows(tx, item.menu, item.parentId))
        await recordAudit(tx, { userId: actor.userId, action: 'delete', entity: 'menu_item', objectId: item.id, summary: `${item.menu} menu #${item.id}: ${describe(item)} (its page was deleted for good)${gone.length ? `, with ${gone.length} sub-items` : ''}`, ip: actor.ip })
      }
      return items.length
    },

    /** How many sub-items an item has (the delete confirmation says so). */
    async childCount(id: number): Promise<number> {
      return (await db.select({ n: count() }).from(menuItems).where(eq(menuItems.parentId, id)))[0]!.n
    },
  }
}

export type MenusAdminRepository = ReturnType<typeof menusAdminRepository>
