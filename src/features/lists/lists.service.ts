/**
 * The shopping lists' rules (ADR 029): a signed-in user's named lists (at most 20, names of 1–60
 * characters unique per user whatever the case), each holding at most 100 variants with a
 * quantity; "move all to the cart" adds what the cart takes and keeps the rest on the list.
 * Every operation names the user: another user's list is "not found", never theirs to see.
 */
import type { Lang } from '../../i18n/index.js'
import type { VariantRow, Variants } from '../shop/shop.types.js'
import { isUniqueViolation } from '../../db/errors.js'
import type { ListsRepository } from './lists.repository.js'

export const MAX_LISTS = 20
export const MAX_LIST_ITEMS = 100
export const MAX_LIST_NAME = 60

export interface ListItem extends VariantRow {
  quantity: number
}

export interface ShoppingList {
  id: number
  name: string
  items: ListItem[]
}

export type ListProblem = 'notFound' | 'nameTaken' | 'tooManyLists' | 'listFull' | 'unknownVariant' | 'emptyMove'

export type Outcome<T = object> = ({ ok: true } & T) | { ok: false; problem: ListProblem }

/** The rules a list name follows, whoever sends it: whitespace runs folded, control characters refused. */
export function normalizeListName(raw: string): string | null {
  const name = raw.replace(/\s+/g, ' ').trim()
  // eslint-disable-next-line no-control-regex
  if (name.length < 1 || [...name].length > MAX_LIST_NAME || /[\u0000-\u001f\u007f]/.test(name)) return null
  return name
}

/** What moving adds to the cart: the cart's own add, which checks stock and limits. */
export type CartAdd = (variantId: number, quantity: number) => Promise<{ ok: boolean }>

export function listsService(repo: ListsRepository, variants: Variants) {
  return {
    /** The user's lists with their items (variants that no longer exist are left out). */
    async lists(lang: Lang, userId: number): Promise<ShoppingList[]> {
      const lists = await repo.listsOf(userId)
      const items = await repo.items(lists.map((l) => l.id))
      const known = new Map((await variants.byIds(lang, [...new Set(items.map((i) => i.variantId))])).map((v) => [v.variantId, v]))
      return lists.map((l) => ({
        ...l,
        items: items.flatMap((i) => {
          const v = i.listId === l.id ? known.get(i.variantId) : undefined
          return v ? [{ ...v, quantity: i.quantity }] : []
        }),
      }))
    },

    count: (userId: number) => repo.countOf(userId),

    /** A variant as a list shows it (the chooser's product). */
    async variant(lang: Lang, variantId: number): Promise<VariantRow | undefined> {
      return (await variants.byIds(lang, [variantId]))[0]
    },

    async create(userId: number, name: string): Promise<Outcome<{ list: { id: number; name: string } }>> {
      if ((await repo.countOf(userId)) >= MAX_LISTS) return { ok: false, problem: 'tooManyLists' }
      const list = await repo.create(userId, name)
      return list ? { ok: true, list } : { ok: false, problem: 'nameTaken' }
    },

    async rename(userId: number, listId: number, name: string): Promise<Outcome> {
      if (!(await repo.listOf(userId, listId))) return { ok: false, problem: 'notFound' }
      if (await repo.nameTaken(userId, name, listId)) return { ok: false, problem: 'nameTaken' }
      try {
        return (await repo.rename(userId, listId, name)) ? { ok: true } : { ok: false, problem: 'notFound' }
      } catch (error) {
        // Two renames to one name at once: the unique index decides, the second is told.
        if (isUniqueViolation(error)) return { ok: false, problem: 'nameTaken' }
        throw error
      }
    },

    async remove(userId: number, listId: number): Promise<Outcome> {
      return (await repo.remove(userId, listId)) ? { ok: true } : { ok: false, problem: 'notFound' }
    },

    /**
     * Adds a variant to one of the user's lists: `listId`, else their only (or first) list,
     * created with `defaultName` when they have none.
     */
    async add(userId: number, variantId: number, quantity: number, listId: number | null, defaultName: string): Promise<Outcome<{ listId: number }>> {
      const [variant] = await variants.byIds('cs', [variantId])
      if (!variant) return { ok: false, problem: 'unknownVariant' }
      let list = listId === null ? (await repo.listsOf(userId))[0] : await repo.listOf(userId, listId)
      if (!list && listId !== null) return { ok: false, problem: 'notFound' }
      if (!list) {
        list = (await repo.create(userId, defaultName)) ?? (await repo.listsOf(userId))[0]
        if (!list) return { ok: false, problem: 'notFound' }
      }
      const items = await repo.items([list.id])
      if (!items.some((i) => i.variantId === variantId) && items.length >= MAX_LIST_ITEMS) return { ok: false, problem: 'listFull' }
      await repo.addItem(list.id, variantId, quantity)
      return { ok: true, listId: list.id }
    },

    async removeItem(userId: number, listId: number, variantId: number): Promise<Outcome> {
      if (!(await repo.listOf(userId, listId))) return { ok: false, problem: 'notFound' }
      return (await repo.removeItem(listId, variantId)) ? { ok: true } : { ok: false, problem: 'unknownVariant' }
    },

    /** Every item into the cart (through its own rules); what the cart took leaves the list. */
    async moveToCart(userId: number, listId: number, addToCart: CartAdd): Promise<Outcome<{ moved: number; kept: number }>> {
      if (!(await repo.listOf(userId, listId))) return { ok: false, problem: 'notFound' }
      const items = await repo.items([listId])
      if (items.length === 0) return { ok: false, problem: 'emptyMove' }
      let moved = 0
      for (const item of items) {
        if (!(await addToCart(item.variantId, item.quantity)).ok) continue
        await repo.removeItem(listId, item.variantId)
        moved += 1
      }
      return { ok: true, moved, kept: items.length - moved }
    },
  }
}

export type ListsService = ReturnType<typeof listsService>
