/** The e-shop: categories, products with comparable attributes, and their images. */
import type { Db } from '../client.js'
import { productCategories, productImages, products, productVariants, type ProductAttribute } from '../schema.js'
import { insertBatches } from './db-utils.js'
import { pool, renderProductImage, type ProductImage } from './images.js'
import { APPAREL_AND_ACCESSORIES, type CategorySeed, type Colour, type Shape } from './products-catalogue.js'
import { PRINT_AND_GIFTS } from './products-catalogue-print.js'
import { rngFor } from './random.js'
import { bi, slugify, uniqueSlug, type Bi } from './text.js'

export const CATEGORIES: CategorySeed[] = [...APPAREL_AND_ACCESSORIES, ...PRINT_AND_GIFTS]

export interface ProductSpec {
  sku: string
  category: CategorySeed
  slug: Bi
  name: Bi
  description: Bi
  priceMinor: number
  vatRate: number
  stock: number
  attributes: ProductAttribute[]
  sort: number
  createdAt: Date
  colour: Colour
  shape: Shape
  imageCount: number
}

/** Every product of the shop, in catalogue order, seeded on `now`. Pure and deterministic. */
export function buildCatalogue(now: Date): ProductSpec[] {
  const used = { cs: new Set<string>(), en: new Set<string>() }
  return CATEGORIES.flatMap((category) =>
    category.items.map((item, i): ProductSpec => {
      const sku = `QF-${category.code}-${String(i + 1).padStart(3, '0')}`
      const rng = rngFor('product', sku)
      const [first, second] = rng.sample(category.blurbs, 2) as [Bi, Bi]
      return {
        sku,
        category,
        slug: bi(uniqueSlug(slugify(item.name.cs), used.cs), uniqueSlug(slugify(item.name.en), used.en)),
        name: item.name,
        // Two category sentences, then the first attributes as "Label: value." facts.
        description: bi(
          [first.cs, second.cs, ...item.attributes.slice(0, 2).map((x) => `${x.label.cs}: ${x.value.cs}.`)].join(' '),
          [first.en, second.en, ...item.attributes.slice(0, 2).map((x) => `${x.label.en}: ${x.value.en}.`)].join(' '),
        ),
        priceMinor: item.priceKc * 100,
        vatRate: item.vatRate ?? category.vatRate,
        // A few products are sold out so the shop shows that state.
        stock: rng.chance(0.06) ? 0 : rng.int(3, 150),
        attributes: item.attributes,
        sort: i + 1,
        createdAt: rng.dateBefore(now, 20, 900),
        colour: item.colour,
        shape: item.shape ?? category.shape,
        imageCount: rng.int(2, 4),
      }
    }),
  )
}

export interface VariantSpec {
  sku: string
  size: string | null
  stock: number
}

/**
 * The sizes a product is sold in: clothing lists them (`S, M, L, XL, XXL`, socks `36–40, 41–46`);
 * "one size" and products without sizes have a single variant.
 */
export function sizesOf(attributes: ProductAttribute[]): string[] {
  const listed = attributes.find((a) => a.key === 'sizes')?.value.cs ?? ''
  const sizes = listed.split(',').map((s) => s.trim())
  return sizes.length > 1 && sizes.every((s) => /^[A-Z0-9–-]{1,6}$/.test(s)) ? sizes : []
}

/**
 * A product's variants with the product's stock spread over them (ADR 026): some sizes of an
 * available product run out, so listings show "some sizes sold out" too. Deterministic.
 */
export function variantsOf(p: Pick<ProductSpec, 'sku' | 'stock' | 'attributes'>): VariantSpec[] {
  const sizes = sizesOf(p.attributes)
  if (sizes.length === 0) return [{ sku: p.sku, size: null, stock: p.stock }]
  const rng = rngFor('variants', p.sku)
  const soldOutSize = p.stock > 0 && rng.chance(0.3) ? rng.int(0, sizes.length - 1) : -1
  const open = sizes.length - (soldOutSize >= 0 ? 1 : 0)
  let left = p.stock
  return sizes.map((size, i) => {
    const share = i === soldOutSize ? 0 : Math.min(left, Math.ceil(p.stock / open))
    left -= share
    // A SKU is ASCII (the product form refuses anything else): the socks' `36–40` is `36-40` in it.
    return { sku: `${p.sku}-${size.replace(/–/g, '-')}`, size, stock: share }
  })
}

/** Renders every product's images (CPU work on sharp's threads, not the event loop). */
export async function renderCatalogueImages(catalogue: ProductSpec[]): Promise<ProductImage[][]> {
  const tasks = catalogue.flatMap((p) =>
    Array.from({ length: p.imageCount }, (_, view) => () =>
      renderProductImage(p.shape, p.colour, view, () => rngFor('image', p.sku, view), p.name),
    ),
  )
  const flat = await pool(tasks, 4)
  let at = 0
  return catalogue.map((p) => flat.slice(at, (at += p.imageCount)))
}

export async function seedProducts(
  db: Db,
  catalogue: ProductSpec[],
  images: ProductImage[][],
): Promise<{ productCategories: number; products: number; productVariants: number; productImages: number }> {
  const categoryRows = await db
    .insert(productCategories)
    .values(
      CATEGORIES.map((c, i) => ({
        slugCs: c.slug.cs,
        slugEn: c.slug.en,
        nameCs: c.name.cs,
        nameEn: c.name.en,
        descriptionCs: c.description.cs,
        descriptionEn: c.description.en,
        sort: i + 1,
      })),
    )
    .returning({ id: productCategories.id, slug: productCategories.slugCs })
  const categoryIds = new Map(categoryRows.map((r) => [r.slug, r.id]))

  const productRows = await db
    .insert(products)
    .values(
      catalogue.map((p) => ({
        categoryId: categoryIds.get(p.category.slug.cs)!,
        sku: p.sku,
        slugCs: p.slug.cs,
        slugEn: p.slug.en,
        nameCs: p.name.cs,
        nameEn: p.name.en,
        descriptionCs: p.description.cs,
        descriptionEn: p.description.en,
        priceMinor: p.priceMinor,
        vatRate: p.vatRate,
        // The variants' trigger (migration 0010) adds their stock up here.
        stock: 0,
        attributes: p.attributes,
        sort: p.sort,
        createdAt: p.createdAt,
      })),
    )
    .returning({ id: products.id, sku: products.sku })
  const productIds = new Map(productRows.map((r) => [r.sku, r.id]))

  const variantRows = catalogue.flatMap((p) =>
    variantsOf(p).map((v, sort) => ({
      productId: productIds.get(p.sku)!,
      sku: v.sku,
      size: v.size,
      colourCs: p.colour.name.cs,
      colourEn: p.colour.name.en,
      stock: v.stock,
      sort,
    })),
  )
  await insertBatches(db, productVariants, variantRows, 500)

  const imageRows = catalogue.flatMap((p, i) =>
    images[i]!.map((image, sort) => ({
      productId: productIds.get(p.sku)!,
      sort: sort + 1,
      width: image.width,
      height: image.height,
      mimeType: 'image/webp',
      content: image.content,
      thumbWidth: image.thumbWidth,
      thumbHeight: image.thumbHeight,
      thumbContent: image.thumbContent,
      altCs: image.alt.cs,
      altEn: image.alt.en,
    })),
  )
  // Images are ~20 kB each; small batches keep each statement to a few megabytes.
  await insertBatches(db, productImages, imageRows, 50)
  return { productCategories: categoryRows.length, products: productRows.length, productVariants: variantRows.length, productImages: imageRows.length }
}
