/**
 * A change is never lost by the search indexer (ADR 102). A change's trigger queues its item; when
 * the item was already queued, the trigger used to do nothing, without a lock, so a batch could
 * claim the row, load the content before the change committed and delete the row: the old text
 * stayed indexed until the item changed again (a page's FAQ answer, once in CI). The trigger now
 * renumbers the row (`seq`), locking it until the change commits, and a batch deletes only the
 * rows whose `seq` is still the one it read. On PostgreSQL a second connection stands for the
 * editor; PGlite runs one transaction at a time, so only a change inside the batch's own
 * transaction can come between its load and its delete, which both engines test.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../../src/db/client.js'
import { pageFaqs, pages, searchQueue } from '../../../src/db/schema.js'
import { searchSourcesOf } from '../../../src/features/feature.js'
import { FEATURES } from '../../../src/features/index.js'
import { rowsOf } from '../../../src/features/search/search-index.repository.js'
import { SearchIndexer, type SearchIndexerOptions } from '../../../src/features/search/search-indexer.js'
import { engine, testDatabase } from '../../support/app.js'

let database: Database
beforeAll(async () => {
  database = await testDatabase()
})
afterAll(async () => {
  await database?.close()
})

const indexerOn = (db: Database['db'], options?: SearchIndexerOptions) => new SearchIndexer(db, searchSourcesOf(FEATURES), options)

const queued = async (pageId: number) =>
  (await database.db.select({ id: searchQueue.sourceId }).from(searchQueue).where(and(eq(searchQueue.source, 'page'), eq(searchQueue.sourceId, pageId)))).length

/** The page's indexed text (its one language's entry). */
const indexedBody = async (pageId: number) =>
  rowsOf<{ body: string }>(await database.db.execute(sql`select body from search_entries where source = 'page' and source_id = ${pageId}`))
    .map((r) => r.body)
    .join('\n')

/**
 * A page with one FAQ answer, indexed, then queued again by hand: a change of it queued and not yet
 * drained (a direct insert notifies no node, so nothing drains it before the test does).
 */
async function queuedPage(key: string, answer: string): Promise<number> {
  const [page] = await database.db
    .insert(pages)
    .values({ translationKey: `search-race-${key}`, lang: 'cs', slug: `zavod-${key}`, path: `zavod-fronty-${key}`, title: `Závod fronty ${key}`, perex: 'Úvod.' })
    .returning({ id: pages.id })
  await database.db.insert(pageFaqs).values({ pageId: page!.id, anchor: 'q1', question: 'Kde parkuje tramvaj?', answer })
  await indexerOn(database.db).drain()
  expect(await indexedBody(page!.id)).toContain(answer)
  await database.db.insert(searchQueue).values({ source: 'page', sourceId: page!.id })
  return page!.id
}

const removePage = async (pageId: number) => {
  await database.db.delete(pages).where(eq(pages.id, pageId))
  await indexerOn(database.db).drain()
}

describe(`search queue on ${engine}: a change during a batch is not lost`, () => {
  it('a change made between a batch loading an item and taking it off the queue stays queued and is indexed by the next batch', async () => {
    const pageId = await queuedPage('own', 'Ve vozovně Zeleňák.')
    try {
      let changed = 0
      const indexer = indexerOn(database.db, {
        beforeRelease: async (tx, covered) => {
          if (changed || !covered.some((q) => q.source === 'page' && q.source_id === pageId)) return
          changed++
          await tx.update(pageFaqs).set({ answer: 'V remíze Bořislavka.' }).where(eq(pageFaqs.pageId, pageId))
        },
      })
      await indexer.drain()
      expect(changed).toBe(1)
      // The batch loaded the old answer; the change is still queued, not deleted with the batch's rows.
      expect(await indexedBody(pageId)).toContain('Zeleňák')
      expect(await queued(pageId)).toBe(1)
      await indexer.drain()
      expect(await indexedBody(pageId)).toContain('Bořislavka')
      expect(await indexedBody(pageId)).not.toContain('Zeleňák')
      expect(await queued(pageId)).toBe(0)
    } finally {
      await removePage(pageId)
    }
  })

  it('a whole rebuild takes off the queue what it read, and leaves a change made during it queued', async () => {
    const pageId = await queuedPage('rebuild', 'Ve vozovně Zeleňák.')
    try {
      await database.db.insert(searchQueue).values({ source: 'all', sourceId: 0 })
      let changed = 0
      const indexer = indexerOn(database.db, {
        beforeRelease: async (tx, covered) => {
          if (changed || !covered.some((q) => q.source === 'all')) return
          changed++
          await tx.update(pageFaqs).set({ answer: 'V remíze Bořislavka.' }).where(eq(pageFaqs.pageId, pageId))
        },
      })
      await indexer.drain()
      expect(changed).toBe(1)
      expect(await database.db.select().from(searchQueue).where(eq(searchQueue.source, 'all'))).toEqual([])
      expect(await queued(pageId)).toBe(1)
      await indexer.drain()
      expect(await indexedBody(pageId)).toContain('Bořislavka')
      expect(await queued(pageId)).toBe(0)
    } finally {
      await removePage(pageId)
    }
  })

  describe.skipIf(engine !== 'postgres')('two connections', () => {
    let editor: Database
    beforeAll(async () => {
      editor = await openDatabase({ url: process.env.DATABASE_URL!, poolSize: 2 })
    })
    afterAll(async () => {
      await editor?.close()
    })

    it('a change queued before a batch claims the item and committed after it loaded is indexed by the next batch', async () => {
      const pageId = await queuedPage('editor', 'Ve vozovně Zeleňák.')
      try {
        const indexer = indexerOn(database.db)
        await editor.db.transaction(async (tx) => {
          // The change's trigger runs now, on the row already queued; the change commits only after
          // a whole batch ran on the other connection.
          await tx.update(pageFaqs).set({ answer: 'V remíze Bořislavka.' }).where(eq(pageFaqs.pageId, pageId))
          await indexer.drain()
        })
        expect(await queued(pageId)).toBe(1)
        await indexer.drain()
        expect(await indexedBody(pageId)).toContain('Bořislavka')
        expect(await queued(pageId)).toBe(0)
      } finally {
        await removePage(pageId)
      }
    })

    it('a change waiting on a batch that holds the item is queued again once the batch ends, and indexed by the next', async () => {
      const pageId = await queuedPage('held', 'Ve vozovně Zeleňák.')
      try {
        let release!: () => void
        const held = new Promise<void>((r) => (release = r))
        let loaded!: () => void
        const batchLoaded = new Promise<void>((r) => (loaded = r))
        const indexer = indexerOn(database.db, {
          beforeRelease: async (_tx, covered) => {
            if (!covered.some((q) => q.source === 'page' && q.source_id === pageId)) return
            loaded()
            await held
          },
        })
        const draining = indexer.drain()
        await batchLoaded
        // The editor's change queues the item while the batch holds it: it waits for the batch.
        const editing = editor.db.update(pageFaqs).set({ answer: 'V remíze Bořislavka.' }).where(eq(pageFaqs.pageId, pageId))
        const editingDone = editing.then(() => undefined)
        await waitForLockWait()
        release()
        await draining
        await editingDone
        expect(await queued(pageId)).toBe(1)
        await indexerOn(database.db).drain()
        expect(await indexedBody(pageId)).toContain('Bořislavka')
        expect(await queued(pageId)).toBe(0)
      } finally {
        await removePage(pageId)
      }
    })
  })
})

/** Until a statement of this database waits for a row lock (the editor's, on the batch's row), at most 5 s. */
async function waitForLockWait(): Promise<void> {
  const until = Date.now() + 5000
  while (Date.now() < until) {
    const [row] = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike '%page_faqs%'`),
    )
    if (row!.n > 0) return
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error('the change never waited for the batch')
}
