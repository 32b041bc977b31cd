/**
 * The shopping lists' tables (migration 0013, ADR 029).
 * Owned by this feature (ADR 057): other features reach these rows through its services;
 * `db/schema.ts` re-exports them for Drizzle and the migrations.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users, productVariants } from '../../db/schema.js'

/**
 * A signed-in user's named shopping lists (migration 0013, ADR 029); names unique per user
 * whatever the case.
 */
export const shoppingLists = pgTable(
  'shopping_lists',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shopping_lists_user_idx').on(t.userId, t.id),
    uniqueIndex('shopping_lists_name_uq').on(t.userId, sql`lower(${t.name})`),
    check('shopping_lists_name_ck', sql`char_length(${t.name}) BETWEEN 1 AND 60`),
  ],
)

/** What a shopping list holds: variants (so moving to the cart knows the size) and a quantity each. */
export const shoppingListItems = pgTable(
  'shopping_list_items',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer().notNull().default(1),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'shopping_list_items_pk', columns: [t.listId, t.variantId] }),
    check('shopping_list_items_quantity_ck', sql`${t.quantity} BETWEEN 1 AND 99`),
  ],
)
