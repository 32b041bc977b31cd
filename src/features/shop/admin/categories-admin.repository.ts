/**
 * The category tree's administration (ADR 090): the only code of it that touches the ORM. Every
 * change to the tree takes the table's lock first (SHARE ROW EXCLUSIVE: the shop keeps reading,
 * a second change waits), so the cycle check, the free address check and the siblings' order see
 * the tree as it will be written. Each change is written with its audit entry.
 */
import { and, asc, count, eq, isNull, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client.js'
import { isUniqueViolation, sqlState } from '../../../db/errors.js'
import { productCategories, products } from '../../../db/schema.js'
import type { Lang } from '../../../i18n/index.js'
import { recordAudit } from '../../audit/audit.record.js'
import { categoryTree, type TreeNode } from '../category-tree.js'
import type { CatalogueActor } from './products-admin.repository.js'
import type { CategoryValues } from './categories-admin.schema.js'

export interface CategoryAdminRow {
  id: number
  parentId: number | null
  sort: number
  name: string
  slugs: Record<Lang, string>
  productCount: number
}

export type CategoryRecord = CategoryValues & { id: number; sort: number }

/** Why a change of the tree was refused. */
export type CategoryRefusal =
  | { refused: 'parentInvalid' | 'parentCycle' }
  | { refused: 'slugTaken'; field: 'slugCs' | 'slugEn' }
  | { refused: 'hasProducts' | 'hasChildren'; count: number }

/** Records a category's old address leading to its new one (the redirects feature's `moved`, in the caller's transaction). */
export type SlugMoved = (tx: Db, lang: Lang, from: string, to: string) => Promise<void>

const columns = {
  id: productCategories.id,
  parentId: productCategories.parentId,
  sort: productCategories.sort,
  nameCs: productCategories.nameCs,
  nameEn: productCategories.nameEn,
  slugCs: productCategories.slugCs,
  slugEn: productCategories.slugEn,
  descriptionCs: productCategories.descriptionCs,
  descriptionEn: productCategories.descriptionEn,
  metaDescriptionCs: productCategories.metaDescriptionCs,
  metaDescriptionEn: productCategories.metaDescriptionEn,
}

const lockTree = (tx: Db) => tx.execute(sql`lock table ${productCategories} in share row exclusive mode`)
const siblingsOf = (parentId: number | null) => (parentId === null ? isNull(productCategories.parentId) : eq(productCategories.parentId, parentId))

/** The first of the two addresses another category holds, if any. */
async function takenSlug(tx: Db, v: CategoryValues, except?: number): Promise<'slugCs' | 'slugEn' | undefined> {
  const rows = await tx
    .select({ slugCs: productCategories.slugCs, slugEn: productCategories.slugEn })
    .from(productCategories)
    .where(and(or(eq(productCategories.slugCs, v.slugCs), eq(productCategories.slugEn, v.slugEn), eq(productCategories.slugCs, v.slugEn), eq(productCategories.slugEn, v.slugCs)), except === undefined ? undefined : ne(productCategories.id, except)))
  if (rows.some((r) => r.slugCs === v.slugCs || r.slugEn === v.slugCs)) return 'slugCs'
  if (rows.some((r) => r.slugEn === v.slugEn || r.slugCs === v.slugEn)) return 'slugEn'
  return undefined
}

/** Under the lock: the new parent exists and is neither the category nor below it. */
async function parentProblem(tx: Db, id: number | undefined, parentId: number | null): Promise<CategoryRefusal | undefined> {
  if (parentId === null) return undefined
  const rows = await tx.select({ id: productCategories.id, parentId: productCategories.parentId, sort: productCategories.sort }).from(productCategories)
  const tree = categoryTree(rows)
  if (!tree.byId.has(parentId)) return { refused: 'parentInvalid' }
  if (id !== undefined && (parentId === id || tree.ancestors(parentId).some((a) => a.id === id))) return { refused: 'parentCycle' }
  return undefined
}

const nextSort = async (tx: Db, parentId: number | null) =>
  ((await tx.select({ max: sql<number | null>`max(${productCategories.sort})` }).from(productCategories).where(siblingsOf(parentId)))[0]?.max ?? 0) + 1

const contents = (v: CategoryValues) => ({
  parentId: v.parentId,
  nameCs: v.nameCs,
  nameEn: v.nameEn,
  slugCs: v.slugCs,
  slugEn: v.slugEn,
  descriptionCs: v.descriptionCs,
  descriptionEn: v.descriptionEn,
  metaDescriptionCs: v.metaDescriptionCs,
  metaDescriptionEn: v.metaDescriptionEn,
})

/** A unique index's refusal (a race the lock cannot see: another writer than this administration) as the field to fix. */
async function orTaken<T>(write: () => Promise<T>): Promise<T | CategoryRefusal> {
  try {
    return await write()
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    return { refused: 'slugTaken', field: /slug_en/.test(String((error as { cause?: { constraint?: string } }).cause?.constraint ?? error)) ? 'slugEn' : 'slugCs' }
  }
}

export function categoriesAdminRepository(db: Db) {
  return {
    /** Every category as the tree shows it, with the number of its own products. */
    async tree(lang: Lang): Promise<TreeNode<CategoryAdminRow>[]> {
      const rows = await db
        .select({
          id: productCategories.id,
          parentId: productCategories.parentId,
          sort: productCategories.sort,
          name: lang === 'cs' ? productCategories.nameCs : productCategories.nameEn,
          slugCs: productCategories.slugCs,
          slugEn: productCategories.slugEn,
          productCount: count(products.id),
        })
        .from(productCategories)
        .leftJoin(products, eq(products.categoryId, productCategories.id))
        .groupBy(productCategories.id)
        .orderBy(asc(productCategories.sort), asc(productCategories.id))
      return categoryTree(rows.map(({ slugCs, slugEn, ...r }) => ({ ...r, slugs: { cs: slugCs, en: slugEn } }))).flat
    },

    async one(id: number): Promise<CategoryRecord | undefined> {
      const [row] = await db.select(columns).from(productCategories).where(eq(productCategories.id, id))
      return row
    },

    create: (actor: CatalogueActor, v: CategoryValues): Promise<{ id: number } | CategoryRefusal> =>
      orTaken(() =>
        db.transaction(async (tx) => {
          await lockTree(tx)
          const problem = await parentProblem(tx, undefined, v.parentId)
          if (problem) return problem
          const taken = await takenSlug(tx, v)
          if (taken) return { refused: 'slugTaken', field: taken } as const
          const [row] = await tx
            .insert(productCategories)
            .values({ ...contents(v), sort: await nextSort(tx, v.parentId) })
            .returning({ id: productCategories.id })
          await recordAudit(tx, { userId: actor.userId, action: 'create', entity: 'product_category', objectId: row!.id, summary: `category #${row!.id}: ${v.nameCs} (/${v.slugCs}), parent ${v.parentId ?? '–'}`, ip: actor.ip })
          return { id: row!.id }
        }),
      ),

    /** Saves the form; a new parent puts the category last among its new siblings; a new address leaves a redirect from the old one. */
    update: (actor: CatalogueActor, id: number, v: CategoryValues, moved: SlugMoved): Promise<'done' | 'missing' | CategoryRefusal> =>
      orTaken(() =>
        db.transaction(async (tx) => {
          await lockTree(tx)
          const [before] = await tx.select(columns).from(productCategories).where(eq(productCategories.id, id))
          if (!before) return 'missing' as const
          const problem = await parentProblem(tx, id, v.parentId)
          if (problem) return problem
          const taken = await takenSlug(tx, v, id)
          if (taken) return { refused: 'slugTaken', field: taken } as const
          const sort = before.parentId === v.parentId ? before.sort : await nextSort(tx, v.parentId)
          await tx.update(productCategories).set({ ...contents(v), sort }).where(eq(productCategories.id, id))
          if (before.slugCs !== v.slugCs) await moved(tx, 'cs', before.slugCs, v.slugCs)
          if (before.slugEn !== v.slugEn) await moved(tx, 'en', before.slugEn, v.slugEn)
          const changes = [
            before.parentId !== v.parentId ? `parent ${before.parentId ?? '–'} → ${v.parentId ?? '–'}` : '',
            before.slugCs !== v.slugCs ? `/${before.slugCs} → /${v.slugCs}` : '',
            before.slugEn !== v.slugEn ? `/${before.slugEn} → /${v.slugEn}` : '',
          ].filter(Boolean)
          await recordAudit(tx, { userId: actor.userId, action: 'change', entity: 'product_category', objectId: id, summary: `category #${id}: ${v.nameCs}${changes.length ? ` (${changes.join(', ')})` : ''}`, ip: actor.ip })
          return 'done' as const
        }),
      ),

    /** Swaps the category with its neighbour among its siblings and numbers them 1, 2, …; at either end nothing moves. */
    move: (actor: CatalogueActor, id: number, direction: 'up' | 'down'): Promise<'done' | 'missing'> =>
      db.transaction(async (tx) => {
        await lockTree(tx)
        const [row] = await tx.select({ parentId: productCategories.parentId, name: productCategories.nameCs }).from(productCategories).where(eq(productCategories.id, id))
        if (!row) return 'missing'
        const siblings = (await tx.select({ id: productCategories.id }).from(productCategories).where(siblingsOf(row.parentId)).orderBy(asc(productCategories.sort), asc(productCategories.id))).map((s) => s.id)
        const at = siblings.indexOf(id)
        const to = direction === 'up' ? at - 1 : at + 1
        if (to < 0 || to >= siblings.length) return 'done'
        ;[siblings[at], siblings[to]] = [siblings[to]!, siblings[at]!]
        for (const [i, sid] of siblings.entries()) await tx.update(productCategories).set({ sort: i + 1 }).where(eq(productCategories.id, sid))
        await recordAudit(tx, { userId: actor.userId, action: 'change', entity: 'product_category', objectId: id, summary: `category #${id}: ${row.name} moved ${direction} to place ${to + 1}`, ip: actor.ip })
        return 'done'
      }),

    /** Deletes an empty category: none of the catalogue's products (hidden ones too) and no subcategory. */
    remove: (actor: CatalogueActor, id: number): Promise<'done' | 'missing' | CategoryRefusal> =>
      db
        .transaction(async (tx) => {
          await lockTree(tx)
          const [row] = await tx.select({ name: productCategories.nameCs, slug: productCategories.slugCs }).from(productCategories).where(eq(productCategories.id, id))
          if (!row) return 'missing' as const
          const [children] = await tx.select({ n: count() }).from(productCategories).where(eq(productCategories.parentId, id))
          if (children!.n > 0) return { refused: 'hasChildren', count: children!.n } as const
          const [held] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, id))
          if (held!.n > 0) return { refused: 'hasProducts', count: held!.n } as const
          await tx.delete(productCategories).where(eq(productCategories.id, id))
          await recordAudit(tx, { userId: actor.userId, action: 'delete', entity: 'product_category', objectId: id, summary: `category #${id}: ${row.name} (/${row.slug})`, ip: actor.ip })
          return 'done' as const
        })
        // A product put into the category by another writer meanwhile: its foreign key refuses the delete.
        .catch((error: unknown) => {
          if (sqlState(error) === '23503') return { refused: 'hasProducts', count: 1 } as const
          throw error
        }),
  }
}

export type CategoriesAdminRepository = ReturnType<typeof categoriesAdminRepository>
