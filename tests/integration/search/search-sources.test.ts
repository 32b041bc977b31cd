/**
 * What the search index is built from (ADR 019, 057): the features' manifests give its sources
 * (`search`) and the rows that stand for their rows (`dependents`); the database's triggers queue
 * changed rows under those names. A trigger queueing a name no manifest reads (its rows would
 * never be indexed again) or a source no trigger feeds (its entries would go stale) fails here.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { rowsOf, type Database } from '../../../src/db/client.js'
import { searchSourcesOf } from '../../../src/features/feature.js'
import { FEATURES } from '../../../src/features/index.js'
import { testDatabase } from '../../support/app.js'

let database: Database
beforeAll(async () => {
  database = await testDatabase()
})
afterAll(async () => {
  await database?.close()
})

it('the names the triggers queue are exactly the sources and dependents the manifests give', async () => {
  const queued = rowsOf<{ source: string }>(
    await database.db.execute(sql`
      select distinct split_part(encode(t.tgargs, 'escape'), '\\000', 1) as source
      from pg_trigger t
      join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and p.proname = 'qf_search_enqueue'
      order by 1`),
  ).map((r) => r.source)
  const sources = searchSourcesOf(FEATURES)
  const names = sources.map((s) => s.name)
  expect(new Set(names).size, 'a source named by two features').toBe(names.length)
  const read = [...names, ...sources.flatMap((s) => Object.keys(s.dependents ?? {}))].sort()
  expect(queued).toEqual(read)
})

it('builds the index in the order it always had: faculties, pages, news, documents, people, programmes, products', () => {
  expect(searchSourcesOf(FEATURES).map((s) => s.name)).toEqual(['faculty', 'page', 'news', 'document', 'person', 'programme', 'product'])
})
