/**
 * Shopping lists in the database (`shopping_lists`, `shopping_list_items`, migration 0013). The
 * only file of the lists feature that touches the ORM. Every statement that reads or changes a
 * list names its owner, so no id alone ever reaches another user's list.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { shoppingListItems, shoppingLists } from '../../db/schema.js'

export interface ListRow {
  id: number
  name: string
}

export interface ListItemRow {
  listId: number
  variantId: number
  quantity: number
}

export function listsRepository(db: Db) {
  const owned = (userId: number, listId: number) => and(eq(shoppingLists.id, listId), eq(shoppingLists.userId, userId))

  return {
    async listsOf(userId: number): Promise<ListRow[]> {
      return db.select({ id: shoppingLists.id, name: shoppingLists.name }).from(shoppingLists).where(eq(shoppingLists.userId, userId)).orderBy(asc(shoppingLists.id))
    },

    async listOf(userId: number, listId: number): Promise<ListRow | undefined> {
      const [row] = await db.select({ id: shoppingLists.id, name: shoppingLists.name }).from(shoppingLists).where(owned(userId, listId))
      return row
    },

    async countOf(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(shoppingLists).where(eq(shoppingLists.userId, userId))
      return Number(row?.n ?? 0)
    },

    /** A new list; null when the user has one of that name (any case). */
    async create(userId: number, name: string): Promise<ListRow | null> {
      const rows = await db.insert(shoppingLists).values({ userId, name }).onConflictDoNothing().returning({ id: shoppingLists.id, name: shoppingLists.name })
      return rows[0] ?? null
    },

    /** Whether another of the user's lists has this name (any case). */
    async nameTaken(userId: number, name: string, exceptId = 0): Promise<boolean> {
      const [row] = await db
        .select({ id: shoppingLists.id })
        .from(shoppingLists)
        .where(and(eq(shoppingLists.userId, userId), sql`lower(${shoppingLists.name}) = lower(${name})`, sql`${shoppingLists.id} <> ${exceptId}`))
      return row !== undefined
    },

    async rename(userId: number, listId: number, name: string): Promise<boolean> {
      const rows = await db.update(shoppingLists).set({ name }).where(owned(userId, listId)).returning({ id: shoppingLists.id })
      return rows.length > 0
    },

    async remove(userId: number, listId: number): Promise<boolean> {
      const rows = await db.delete(shoppingLists).where(owned(userId, listId)).returning({ id: shoppingLists.id })
      return rows.length > 0
    },

    async items(listIds: number[]): Promise<ListItemRow[]> {
      if (listIds.length === 0) return []
      return db
        .select({ listId: shoppingListItems.listId, variantId: shoppingListItems.variantId, quantity: shoppingListItems.quantity })
        .from(shoppingListItems)
        .where(inArray(shoppingListItems.listId, listIds))
        .orderBy(asc(shoppingListItems.addedAt), asc(shoppingListItems.variantId))
    },

    async itemCount(listId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(shoppingListItems).where(eq(shoppingListItems.listId, listId))
      return Number(row?.n ?? 0)
    },

    /** Adds pieces of a variant to a list (a line again adds up, at most 99). */
    async addItem(listId: number, variantId: number, quantity: number): Promise<void> {
      await db
        .insert(shoppingListItems)
        .values({ listId, variantId, quantity })
        .onConflictDoUpdate({
          target: [shoppingListItems.listId, shoppingListItems.variantId],
          set: { quantity: sql`least(99, ${shoppingListItems.quantity} + excluded.quantity)` },
        })
    },

    async removeItem(listId: number, variantId: number): Promise<boolean> {
      const rows = await db
        .delete(shoppingListItems)
        .where(and(eq(shoppingListItems.listId, listId), eq(shoppingListItems.variantId, variantId)))
        .returning({ v: shoppingListItems.variantId })
      return rows.length > 0
    },
  }
}

export type ListsRepository = ReturnType<typeof listsRepository>
