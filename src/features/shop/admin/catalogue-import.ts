/**
 * The catalogue import's dry run (ADR 077): what a read CSV would do to the catalogue as it stands,
 * row by row — create, change (each field's old and new value) or leave alone — and every problem
 * by row and column. Each row is judged by the administration's own forms (`ProductForm`,
 * `VariantForm`, `ThresholdForm`), so the import accepts exactly what the pages accept; codes are
 * checked against the file and against the catalogue. The digest names the changes: applying
 * plans again on the locked rows and writes only when the digest is the one the dry run showed.
 */
import { createHash } from 'node:crypto'
import { parseForm } from '../../../forms/form.js'
import { toPragueLocal } from '../../../i18n/prague-time.js'
import type { CsvIssue, CsvRow, Column } from './catalogue-csv.js'
import { czkField } from './products-admin-pages.js'
import { ProductForm, VariantForm, type ProductValues } from './products-admin.schema.js'
import { ThresholdForm } from './stock-admin.schema.js'

/** A variant of the catalogue as the import compares it (a product's fields repeated on each of its variants). */
export interface CatalogueLine {
  productId: number
  variantId: number
  productSku: string
  variantSku: string
  ean: string | null
  nameCs: string
  nameEn: string
  status: ProductValues['status']
  /** A scheduled product's publish time (ADR 088): not a column of the file; the import keeps it. */
  publishAt: Date | null
  categoryId: number
  vatRate: number
  priceMinor: number
  compareAtPriceMinor: number | null
  lowStockThreshold: number
  stock: number
  size: string | null
  colourCs: string | null
  colourEn: string | null
  descriptionCs: string
  descriptionEn: string
  metaDescriptionCs: string
  metaDescriptionEn: string
}

export interface Catalogue {
  lines: CatalogueLine[]
  categories: { id: number; slug: string }[]
}

export interface FieldChange {
  column: Column
  from: string
  to: string
}

export interface PlanRow {
  row: number
  kind: 'create' | 'update' | 'unchanged'
  sku: string
  changes: FieldChange[]
}

export interface VariantValuesOut {
  sku: string
  ean: string | null
  lowStockThreshold: number
}

/** What applying writes: products changed, variants changed, products created (each with its one variant). */
export interface Writes {
  products: { id: number; before: CatalogueLine; values: ProductValues }[]
  variants: { id: number; productId: number; values: VariantValuesOut }[]
  creates: { row: number; product: ProductValues; variant: VariantValuesOut }[]
}

export interface Plan {
  rows: PlanRow[]
  issues: CsvIssue[]
  notes: CsvIssue[]
  writes: Writes
  digest: string
}

/** A catalogue line as the export writes it (the category as its Czech slug). */
export function csvRowOf(l: CatalogueLine, categorySlug: string): CsvRow {
  return {
    product_id: String(l.productId),
    variant_id: String(l.variantId),
    product_sku: l.productSku,
    variant_sku: l.variantSku,
    ean: l.ean ?? '',
    name_cs: l.nameCs,
    name_en: l.nameEn,
    status: l.status,
    category: categorySlug,
    vat_rate: String(l.vatRate),
    price: czkField(l.priceMinor),
    compare_at_price: l.compareAtPriceMinor === null ? '' : czkField(l.compareAtPriceMinor),
    low_stock_threshold: String(l.lowStockThreshold),
    stock: String(l.stock),
    size: l.size ?? '',
    colour_cs: l.colourCs ?? '',
    colour_en: l.colourEn ?? '',
    description_cs: l.descriptionCs,
    description_en: l.descriptionEn,
    meta_description_cs: l.metaDescriptionCs,
    meta_description_en: l.metaDescriptionEn,
  }
}

const PRODUCT_COLUMNS: Record<keyof ProductValues, Column> = {
  nameCs: 'name_cs',
  nameEn: 'name_en',
  categoryId: 'category',
  price: 'price',
  vatRate: 'vat_rate',
  descriptionCs: 'description_cs',
  descriptionEn: 'description_en',
  metaDescriptionCs: 'meta_description_cs',
  metaDescriptionEn: 'meta_description_en',
  compareAt: 'compare_at_price',
  status: 'status',
  publishAt: 'status',
  sku: 'product_sku',
}
const ID = /^[1-9]\d{0,8}$/

/** The product's values as the file shows them, to compare with the catalogue's. */
function shownProduct(v: ProductValues, slugOf: (id: number) => string): Partial<Record<Column, string>> {
  return {
    product_sku: v.sku,
    name_cs: v.nameCs,
    name_en: v.nameEn,
    status: v.status,
    category: slugOf(v.categoryId),
    vat_rate: String(v.vatRate),
    price: czkField(v.price),
    compare_at_price: v.compareAt === null ? '' : czkField(v.compareAt),
    description_cs: v.descriptionCs,
    description_en: v.descriptionEn,
    meta_description_cs: v.metaDescriptionCs,
    meta_description_en: v.metaDescriptionEn,
  }
}
const shownVariant = (v: VariantValuesOut): Partial<Record<Column, string>> => ({ variant_sku: v.sku, ean: v.ean ?? '', low_stock_threshold: String(v.lowStockThreshold) })

const diff = (before: Partial<Record<Column, string>>, after: Partial<Record<Column, string>>): FieldChange[] =>
  (Object.keys(after) as Column[]).filter((c) => before[c] !== after[c]).map((c) => ({ column: c, from: before[c] ?? '', to: after[c] ?? '' }))

/** The dry run of `rows` (read from a file whose SHA-256 is `sha256`) against `catalogue`. */
export function planImport(rows: readonly { row: number; cells: CsvRow }[], catalogue: Catalogue, sha256: string, readIssues: CsvIssue[] = []): Plan {
  const issues: CsvIssue[] = [...readIssues]
  const notes: CsvIssue[] = []
  const plan: PlanRow[] = []
  const writes: Writes = { products: [], variants: [], creates: [] }
  const byVariant = new Map(catalogue.lines.map((l) => [l.variantId, l]))
  const productSkuOwner = new Map(catalogue.lines.map((l) => [l.productSku, l.productId]))
  const variantSkuOwner = new Map(catalogue.lines.map((l) => [l.variantSku, l.variantId]))
  const eanOwner = new Map(catalogue.lines.filter((l) => l.ean).map((l) => [l.ean!, l.variantId]))
  const categoryBySlug = new Map(catalogue.categories.map((c) => [c.slug, c.id]))
  const slugOf = (id: number) => catalogue.categories.find((c) => c.id === id)?.slug ?? ''
  // What the file has said so far: a product's values (by id, or `new:row`), and who uses each code.
  const productSeen = new Map<string, { row: number; json: string }>()
  const fileProductSku = new Map<string, { key: string; row: number }>()
  const fileVariantSku = new Map<string, number>()
  const fileEan = new Map<string, number>()

  for (const { row, cells } of rows) {
    const problem = (column: Column | '', key: string, values?: Record<string, string>) => issues.push({ row, column, key, values })
    const before = issues.length
    const productIdCell = cells.product_id.trim()
    const variantIdCell = cells.variant_id.trim()
    const creating = productIdCell === '' && variantIdCell === ''
    let existing: CatalogueLine | undefined
    if (!creating) {
      if (!ID.test(productIdCell)) problem('product_id', productIdCell === '' ? 'variantWithoutProduct' : 'idInvalid')
      else if (!ID.test(variantIdCell)) problem('variant_id', variantIdCell === '' ? 'variantAdd' : 'idInvalid')
      else {
        existing = byVariant.get(Number(variantIdCell))
        if (!existing) problem('variant_id', 'variantUnknown', { id: variantIdCell })
        else if (existing.productId !== Number(productIdCell)) problem('product_id', 'variantOfOther', { id: String(existing.productId) })
      }
    }

    // A code as stored is kept as it is, even where the form's rule is younger than the code (the
    // seed's sizes with an en dash): the import judges what it changes.
    const keptProductSku = existing !== undefined && cells.product_sku.trim() === existing.productSku
    const keptVariantSku = existing !== undefined && cells.variant_sku.trim() === existing.variantSku
    // `scheduled` round-trips for a product that is scheduled (its time kept); the file has no
    // time to schedule one with, so setting it is refused (ADR 088).
    const keptSchedule = existing?.status === 'scheduled' ? existing.publishAt : null
    const categoryCell = cells.category.trim()
    const categoryId = categoryBySlug.get(categoryCell)
    if (categoryId === undefined) problem('category', 'categoryUnknown', { value: categoryCell.slice(0, 80) })
    const product = parseForm(ProductForm, {
      nameCs: cells.name_cs,
      nameEn: cells.name_en,
      descriptionCs: cells.description_cs,
      descriptionEn: cells.description_en,
      metaDescriptionCs: cells.meta_description_cs,
      metaDescriptionEn: cells.meta_description_en,
      categoryId: String(categoryId ?? 1),
      price: cells.price,
      vatRate: cells.vat_rate.trim().replace(/\s*%$/, ''),
      compareAt: cells.compare_at_price,
      status: cells.status.trim(),
      publishAt: keptSchedule ? toPragueLocal(keptSchedule) : '',
      sku: keptProductSku ? 'KEPT' : cells.product_sku,
    })
    if (product.ok && keptProductSku) product.values.sku = existing!.productSku
    if (product.ok) product.values.publishAt = product.values.status === 'scheduled' ? keptSchedule : null
    if (!product.ok) for (const [field, key] of Object.entries(product.errors)) problem(PRODUCT_COLUMNS[field as keyof ProductValues] ?? '', field === 'publishAt' ? 'scheduleOnPage' : key!)
    const variant = parseForm(VariantForm, { sku: keptVariantSku ? 'KEPT' : cells.variant_sku, ean: cells.ean })
    if (variant.ok && keptVariantSku) variant.values.sku = existing!.variantSku
    if (!variant.ok) for (const [field, key] of Object.entries(variant.errors)) problem(field === 'sku' ? 'variant_sku' : 'ean', key!)
    const threshold = parseForm(ThresholdForm, { threshold: cells.low_stock_threshold })
    if (!threshold.ok) problem('low_stock_threshold', 'thresholdInvalid')
    const stockCell = cells.stock.trim()
    if (stockCell !== '' && !/^\d{1,9}$/.test(stockCell)) problem('stock', /^[-−]\d/.test(stockCell) ? 'stockNegative' : 'stockInvalid')

    const productKey = creating ? `new:${row}` : productIdCell
    if (product.ok) {
      const sku = product.values.sku
      const inFile = fileProductSku.get(sku)
      if (inFile && inFile.key !== productKey) problem('product_sku', 'skuTwice', { row: String(inFile.row) })
      else if (!inFile) fileProductSku.set(sku, { key: productKey, row })
      const owner = productSkuOwner.get(sku)
      if (owner !== undefined && String(owner) !== productKey) problem('product_sku', 'skuTaken')
      // One product's rows must agree on what is the product's.
      const json = JSON.stringify(product.values)
      const seen = productSeen.get(productKey)
      if (seen && seen.json !== json) problem('', 'productDiffers', { row: String(seen.row) })
      else if (!seen) productSeen.set(productKey, { row, json })
    }
    if (variant.ok) {
      const { sku, ean } = variant.values
      const skuRow = fileVariantSku.get(sku)
      if (skuRow !== undefined) problem('variant_sku', 'skuTwice', { row: String(skuRow) })
      else fileVariantSku.set(sku, row)
      const owner = variantSkuOwner.get(sku)
      if (owner !== undefined && owner !== existing?.variantId) problem('variant_sku', 'skuTaken')
      if (ean) {
        const eanRow = fileEan.get(ean)
        if (eanRow !== undefined) problem('ean', 'eanTwice', { row: String(eanRow) })
        else fileEan.set(ean, row)
        const eanOwnerId = eanOwner.get(ean)
        if (eanOwnerId !== undefined && eanOwnerId !== existing?.variantId) problem('ean', 'eanTaken')
      }
    }
    if (issues.length > before || !product.ok || !variant.ok || !threshold.ok) continue
    if (!creating && !existing) continue

    const variantValues: VariantValuesOut = { sku: variant.values.sku, ean: variant.values.ean, lowStockThreshold: threshold.values.threshold }
    if (creating) {
      writes.creates.push({ row, product: product.values, variant: variantValues })
      const shown = { ...shownProduct(product.values, slugOf), ...shownVariant(variantValues) }
      plan.push({ row, kind: 'create', sku: variantValues.sku, changes: diff({}, shown).filter((c) => c.to !== '') })
      if (stockCell !== '' && stockCell !== '0') notes.push({ row, column: 'stock', key: 'stockNotImported', values: { now: '0' } })
      continue
    }
    const e = existing!
    const firstOfProduct = productSeen.get(productKey)!.row === row
    const productChanges = firstOfProduct ? diff(shownProduct(productValuesOf(e), slugOf), shownProduct(product.values, slugOf)) : []
    const variantChanges = diff(shownVariant({ sku: e.variantSku, ean: e.ean, lowStockThreshold: e.lowStockThreshold }), shownVariant(variantValues))
    if (productChanges.length) writes.products.push({ id: e.productId, before: e, values: product.values })
    if (variantChanges.length) writes.variants.push({ id: e.variantId, productId: e.productId, values: variantValues })
    const changes = [...productChanges, ...variantChanges]
    plan.push({ row, kind: changes.length ? 'update' : 'unchanged', sku: e.variantSku, changes })
    if (stockCell !== '' && Number(stockCell) !== e.stock) notes.push({ row, column: 'stock', key: 'stockNotImported', values: { now: String(e.stock) } })
    const texts: [Column, string | null][] = [['size', e.size], ['colour_cs', e.colourCs], ['colour_en', e.colourEn]]
    for (const [column, now] of texts) if (cells[column].trim() !== (now ?? '')) notes.push({ row, column, key: 'readOnly', values: { now: now ?? '' } })
  }
  const digest = createHash('sha256')
    .update(JSON.stringify({ sha256, rows: plan.filter((r) => r.kind !== 'unchanged'), issues: issues.length }))
    .digest('hex')
  return { rows: plan, issues, notes, writes, digest }
}

/** A catalogue line's product as the product form's values. */
export const productValuesOf = (l: CatalogueLine): ProductValues => ({
  nameCs: l.nameCs,
  nameEn: l.nameEn,
  categoryId: l.categoryId,
  price: l.priceMinor,
  vatRate: l.vatRate,
  descriptionCs: l.descriptionCs,
  descriptionEn: l.descriptionEn,
  metaDescriptionCs: l.metaDescriptionCs,
  metaDescriptionEn: l.metaDescriptionEn,
  compareAt: l.compareAtPriceMinor,
  status: l.status,
  publishAt: l.publishAt,
  sku: l.productSku,
})
