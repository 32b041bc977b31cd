/**
 * The comparison's rules (ADR 029): at most MAX_COMPARED products, in the order they were added;
 * the table's rows are the price, the category, the SKU and the union of the products'
 * comparison attributes, each marked `same` when every product shows the same value (the "show
 * different only" filter hides those). Which products are compared is the visitor's cookie
 * (compare-cookie.ts); this service only reads the catalogue.
 */
import { formatPrice, type Lang } from '../../i18n/index.js'
import type { CompareRepository } from './compare.repository.js'
import type { ComparedProduct } from './compare.types.js'

export const MAX_COMPARED = 4

export interface CompareRow {
  key: string
  label: string
  /** One value per product, in the table's order; null when the product lacks the attribute. */
  values: (string | null)[]
  same: boolean
}

export type CompareChange = { ok: true; ids: number[]; product: ComparedProduct } | { ok: false; problem: 'full' | 'unknownProduct' | 'notCompared' }

export function compareRows(lang: Lang, items: ComparedProduct[], fixedLabels: { price: string; category: string; sku: string }): CompareRow[] {
  const row = (key: string, label: string, values: (string | null)[]): CompareRow => ({
    key,
    label,
    values,
    same: values.length > 1 && values.every((v) => v === values[0]),
  })
  const rows = [
    // A price on sale differs from the same price not on sale: the struck one is part of the value.
    row('price', fixedLabels.price, items.map((p) => (p.compareAtPriceMinor === null ? formatPrice(lang, p.priceMinor) : `${formatPrice(lang, p.priceMinor)} / ${formatPrice(lang, p.compareAtPriceMinor)}`))),
    row('category', fixedLabels.category, items.map((p) => p.category)),
    row('sku', fixedLabels.sku, items.map((p) => p.sku)),
  ]
  const labels = new Map<string, string>()
  for (const p of items) for (const a of p.attributes) if (!labels.has(a.key)) labels.set(a.key, a.label[lang])
  for (const [key, label] of labels) rows.push(row(`attr-${key}`, label, items.map((p) => p.attributes.find((a) => a.key === key)?.value[lang] ?? null)))
  return rows
}

export function compareService(repo: CompareRepository) {
  /** The products of `ids` that exist, in the order of `ids`. */
  async function products(lang: Lang, ids: number[]): Promise<ComparedProduct[]> {
    const known = new Map((await repo.byIds(lang, ids)).map((p) => [p.id, p]))
    return ids.flatMap((id) => known.get(id) ?? [])
  }

  return {
    products,

    /** `ids` with `productId` added last; refused when unknown or when the comparison is full. */
    async add(lang: Lang, ids: number[], productId: number): Promise<CompareChange> {
      const [product] = await repo.byIds(lang, [productId])
      if (!product) return { ok: false, problem: 'unknownProduct' }
      const current = (await products(lang, ids)).map((p) => p.id)
      if (current.includes(productId)) return { ok: true, ids: current, product }
      if (current.length >= MAX_COMPARED) return { ok: false, problem: 'full' }
      return { ok: true, ids: [...current, productId], product }
    },

    async remove(lang: Lang, ids: number[], productId: number): Promise<CompareChange> {
      if (!ids.includes(productId)) return { ok: false, problem: 'notCompared' }
      const [product] = await repo.byIds(lang, [productId])
      if (!product) return { ok: false, problem: 'notCompared' }
      return { ok: true, ids: ids.filter((id) => id !== productId), product }
    },
  }
}

export type CompareService = ReturnType<typeof compareService>
