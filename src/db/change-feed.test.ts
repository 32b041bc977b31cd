/**
 * The content change feed (migration 0001 and `watchContentChanges` in client.ts) on a fresh
 * database: in-memory PGlite, and PostgreSQL too when DATABASE_URL is set, in a scratch
 * database of its own so that cutting its listener off disturbs no other test.
 */
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scratchPostgres, type ScratchDatabase } from '../../tests/support/scratch-database.js'
import { openDatabase, STOCK_CHANGE, type ChangeFeed, type Database } from './client.js'

const touch = (database: Database, table = 'news') => database.db.execute(sql.raw(`delete from ${table} where false`))

async function until(check: () => boolean, what: string, ms = 10_000) {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

function feedSuite(engine: string, open: () => Promise<{ database: Database; dispose(): Promise<void> }>) {
  describe(`content change feed on ${engine}`, () => {
    let database: Database
    let dispose: () => Promise<void>
    let feed: ChangeFeed
    let changes = 0
    const payloads: (string | null)[] = []
    beforeAll(async () => {
      ;({ database, dispose } = await open())
      await database.migrate()
      feed = await database.watchContentChanges((what) => {
        changes++
        payloads.push(what)
      })
    }, 60_000)
    afterAll(async () => {
      await feed?.close()
      await dispose?.()
    })

    it('reports a committed change to every content table, even one that changes no row', async () => {
      expect(feed.listening).toBe(true)
      for (const table of ['faculties', 'pages', 'page_sections', 'news', 'documents', 'product_categories', 'products', 'product_images']) {
        const before = changes
        await touch(database, table)
        await until(() => changes > before, `${table} is reported`)
      }
    })

    it('says nothing of a change that is rolled back, or of tables that are not content', async () => {
      await touch(database)
      await until(() => changes > 0, 'the first change is reported')
      await new Promise((r) => setTimeout(r, 200))
      const before = changes
      await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`delete from news where false`)
          tx.rollback()
        })
        .catch(() => {})
      await database.db.execute(sql`delete from sessions where false`)
      await new Promise((r) => setTimeout(r, 300))
      expect(changes).toBe(before)
    })

    it('tells a change of nothing but products\' stock (a sold piece) from any other change of products', async () => {
      const settle = () => new Promise((r) => setTimeout(r, 300))
      payloads.length = 0
      await database.db.execute(
        sql`insert into product_categories (slug_cs, slug_en, name_cs, name_en, description_cs, description_en) values ('feed-c', 'feed-c', 'C', 'C', '', '')`,
      )
      await database.db.execute(
        sql`insert into products (category_id, sku, slug_cs, slug_en, name_cs, name_en, description_cs, description_en, price_minor, vat_rate, stock)
            select id, 'FEED-1', 'feed-p', 'feed-p', 'P', 'P', '', '', 100, 21, 5 from product_categories where slug_cs = 'feed-c'`,
      )
      await until(() => payloads.includes('products'), 'the insert is reported')
      await settle()
      /** What one statement's commit notifies (every earlier notification has arrived by then). */
      const notices = async (statement: string) => {
        payloads.length = 0
        await database.db.execute(sql.raw(statement))
        await until(() => payloads.length > 0, `${statement} is reported`)
        await settle()
        return [...payloads]
      }
      expect(await notices(`update products set stock = stock - 1 where sku = 'FEED-1'`)).toEqual([STOCK_CHANGE])
      expect(await notices(`update products set stock = stock - 1, price_minor = 90 where sku = 'FEED-1'`)).toEqual(['products'])
      expect(await notices(`update products set name_en = 'Q' where sku = 'FEED-1'`)).toEqual(['products'])
      // An update of no row says `products`, as every other statement does (nothing is assumed).
      expect(await notices(`update products set stock = 0 where false`)).toEqual(['products'])
    })

    it('announces every ended session by its id on a channel of its own, and a TRUNCATE as the empty id', async () => {
      const ended: (string | null)[] = []
      const sessions = await database.watchEndedSessions((id) => ended.push(id))
      ended.length = 0 // PostgreSQL's listener reports an unknown id once it first listens
      try {
        const expires = new Date(Date.now() + 60_000).toISOString()
        await database.db.execute(sql`insert into sessions (id, expires_at) values ('s1', ${expires}), ('s2', ${expires}), ('s3', ${expires})`)
        await database.db.execute(sql`delete from sessions where id in ('s1', 's2')`)
        await until(() => ended.length >= 2, 'both are announced')
        await database.db.execute(sql`truncate sessions`)
        await until(() => ended.length >= 3, 'the truncate is announced')
        expect(ended).toEqual(['s1', 's2', ''])
      } finally {
        await sessions.close()
      }
    })
  })
}

feedSuite('pglite', async () => {
  const database = await openDatabase({})
  return { database, dispose: () => database.close() }
})

const url = process.env.DATABASE_URL
describe.skipIf(!url)('content change feed on postgres: a lost listener', () => {
  const name = `qf_feed_test_${process.pid}`
  let admin: pg.Client
  let database: Database
  let feed: ChangeFeed
  let changes = 0

  let scratch: ScratchDatabase

  beforeAll(async () => {
    scratch = await scratchPostgres(url!, name)
    database = scratch.database
    await database.migrate()
    feed = await database.watchContentChanges(() => changes++)
    admin = new pg.Client({ connectionString: url })
    await admin.connect()
  }, 60_000)
  afterAll(async () => {
    await feed?.close()
    await admin?.end()
    await scratch?.dispose()
  })

  it('reports a lost listener of ended sessions as an unknown id, before and after reconnecting', async () => {
    const ended: (string | null)[] = []
    const sessions = await database.watchEndedSessions((id) => ended.push(id))
    ended.length = 0
    try {
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query = 'LISTEN session_ended'`, [name])
      await until(() => ended.length > 0 && !sessions.listening, 'the loss is reported')
      await until(() => sessions.listening, 'the feed listens again')
      expect(ended).toEqual([null, null])
    } finally {
      await sessions.close()
    }
  }, 30_000)

  it('stops listening from the loss on, reconnects, then reports the gap and changes again', async () => {
    expect([feed.listening, feed.lostSince]).toEqual([true, null])
    const before = changes
    const cut = Date.now()
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'LISTEN%'`, [name])
    await until(() => !feed.listening, 'the loss is seen')
    expect(feed.lostSince).toBeGreaterThanOrEqual(cut)
    // What was stored before the loss is only as old as the gap: nothing to empty yet.
    expect(changes).toBe(before)
    await until(() => feed.listening, 'the feed listens again')
    expect(feed.lostSince).toBeNull()
    // Changes in the gap are unknown: listening again reports one.
    expect(changes).toBeGreaterThan(before)
    const after = changes
    await touch(database)
    await until(() => changes > after, 'a change after the reconnection is reported')
  }, 30_000)
})

describe.skipIf(!url)('content change feed on postgres', () => {
  // The same checks as on PGlite, in a scratch database.
  feedSuite('postgres', () => scratchPostgres(url!, `qf_feed_suite_${process.pid}`))
})
