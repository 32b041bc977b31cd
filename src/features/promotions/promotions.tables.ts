/**
 * Sales (issue 26 "Promotions", ADR 087): a period and a percentage off chosen products, which the
 * sale scheduler applies to `products.price_minor` / `compare_at_price_minor` at its start and takes
 * back at its end. Owned by this feature (ADR 057); `db/schema.ts` re-exports them.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { products } from '../shop/shop.tables.js'

export type SaleState = 'scheduled' | 'running' | 'ended' | 'cancelled'

/**
 * A sale: scheduled → running → ended, or cancelled (before its start, or while it runs). The
 * scheduler claims a row by its state transition, so a start or an end is done once across nodes.
 * `product_ids` / `category_ids` choose its products as a discount code's do (both empty: none).
 */
export const sales = pgTable(
  'sales',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    nameCs: text('name_cs').notNull(),
    nameEn: text('name_en').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    percentOff: integer('percent_off').notNull(),
    bannerCs: text('banner_cs'),
    bannerEn: text('banner_en'),
    productIds: integer('product_ids').array().notNull().default(sql`'{}'::integer[]`),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    state: text().$type<SaleState>().notNull().default('scheduled'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sales_state_idx').on(t.state, t.startsAt),
    check('sales_period_ck', sql`${t.endsAt} > ${t.startsAt}`),
    check('sales_percent_ck', sql`${t.percentOff} between 1 and 90`),
    check('sales_state_ck', sql`${t.state} in ('scheduled', 'running', 'ended', 'cancelled')`),
    check('sales_names_ck', sql`char_length(${t.nameCs}) between 1 and 120 and char_length(${t.nameEn}) between 1 and 120`),
    check('sales_banners_ck', sql`coalesce(char_length(${t.bannerCs}), 0) <= 300 and coalesce(char_length(${t.bannerEn}), 0) <= 300`),
  ],
)

/**
 * A product a running sale changed, with what it was before: its regular price, its compare-at
 * price (restored at the end) and the sale price written (a different price at the end means the
 * manager changed it meanwhile: theirs stays).
 */
export const saleProducts = pgTable(
  'sale_products',
  {
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    regularPriceMinor: integer('regular_price_minor').notNull(),
    previousCompareAtMinor: integer('previous_compare_at_minor'),
    salePriceMinor: integer('sale_price_minor').notNull(),
  },
  (t) => [primaryKey({ name: 'sale_products_pk', columns: [t.saleId, t.productId] }), check('sale_products_price_ck', sql`${t.salePriceMinor} < ${t.regularPriceMinor}`)],
)
