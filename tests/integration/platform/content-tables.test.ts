/**
 * Which tables are content (ADR 057): the features' manifests name them (`contentTables`), and
 * the database's change-feed triggers (migrations 0001, 0004, 0007, 0010, 0015, 0018) must agree,
 * on PGlite and PostgreSQL. A table given a trigger without its manifest saying so, or a manifest
 * naming a table no trigger watches, fails here: invalidation is read in one place.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Database } from '../../../src/db/client.js'
import { FEATURES } from '../../../src/features/index.js'
import { testDatabase } from '../../support/app.js'

let database: Database
beforeAll(async () => {
  database = await testDatabase()
})
afterAll(async () => {
  await database?.close()
})

it('the tables whose changes drop rendered regions are exactly those the manifests name', async () => {
  const result = (await database.db.execute(sql`
    select distinct c.relname as table
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_proc p on p.oid = t.tgfoid
    where not t.tgisinternal and p.proname in ('qf_notify_content_changed', 'qf_notify_products_updated')
    order by 1`)) as { rows: { table: string }[] }
  const watched = result.rows.map((r) => r.table)
  const named = FEATURES.flatMap((f) => f.contentTables ?? []).sort()
  expect(new Set(named).size, 'a table named by two features').toBe(named.length)
  expect(watched).toEqual(named)
})
