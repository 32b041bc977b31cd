/**
 * The cart's table (ADR 026): lines of carts kept in the database when REDIS_URL is unset.
 * Owned by this feature (ADR 057): other features reach these rows through its services;
 * `db/schema.ts` re-exports them for Drizzle and the migrations.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { productVariants } from '../../db/schema.js'

/**
 * Cart lines in the database (when REDIS_URL is unset): a quantity per cart and variant, never a
 * price. `owner` is `user:<id>` or `guest:<SHA-256 of the cart cookie>` (ADR 026).
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    owner: text().notNull(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'cart_lines_pk', columns: [t.owner, t.variantId] }),
    index('cart_lines_updated_idx').on(t.updatedAt),
    check('cart_lines_quantity_ck', sql`${t.quantity} between 1 and 99`),
  ],
)

/**
 * Carts changed in the database while Redis was away (ADR 080): with `REDIS_URL` set the lines
 * above are Redis's copy, and an owner listed here has a newer cart in them than in Redis. The
 * first node that reaches Redis again writes each such cart back and deletes its row.
 */
export const cartResync = pgTable('cart_resync', {
  owner: text().primaryKey(),
  since: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
