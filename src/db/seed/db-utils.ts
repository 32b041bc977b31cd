/** Batched inserts and the maintenance helpers around seeding (is it seeded, wipe it). */
import { getTableName, is, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../client.js'
import * as schema from '../schema.js'
import { faculties, searchQueue } from '../schema.js'

/**
 * Inserts `rows` in multi-row statements of at most `batchSize` rows: one round trip per few
 * hundred rows instead of per row, while staying far below PostgreSQL's 65,535 parameters.
 */
export async function insertBatches<T extends PgTable>(
  db: Db,
  table: T,
  rows: Array<T['$inferInsert']>,
  batchSize = 400,
): Promise<void> {
  for (let i = 0; i < rows.length; i += batchSize) {
    await db.insert(table).values(rows.slice(i, i + batchSize) as never)
  }
}

/**
 * Lets the event loop run its I/O phase. PGlite answers queries without touching it, so a
 * long insert loop would otherwise starve the callbacks of sharp's image renders (started in
 * parallel) until the loop ends, and the second core would sit idle.
 */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Splits a list into chunks, for generators that produce rows a batch at a time. */
export function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size)
}

/** True once demo content exists; the faculties are inserted first and never empty after a seed. */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: faculties.id }).from(faculties).limit(1)
  return rows.length > 0
}

/** Every table declared in the schema, found by reflection so new tables are wiped too. */
export function schemaTables(): PgTable[] {
  return (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable))
}

export const schemaTableNames = () => schemaTables().map((table) => getTableName(table)).sort()

/**
 * Empties every table of the schema and restarts their identity sequences, so a reseed gets
 * the same ids as a first seed. CASCADE also empties tables added by later migrations that
 * reference these (carts, orders), which would otherwise block the truncate.
 */
export async function clearContent(db: Db): Promise<void> {
  const list = sql.join(
    schemaTableNames().map((name) => sql.identifier(name)),
    sql`, `,
  )
  await db.execute(sql`truncate table ${list} restart identity cascade`)
  // The truncate's own triggers queue a full search rebuild; with no content there is nothing to
  // index, and the next seed builds the index itself.
  await db.delete(searchQueue)
}
