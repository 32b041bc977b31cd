/**
 * Keeps the search index current (ADR 019). Triggers on the content tables queue every changed
 * row (search_queue); any node that hears `content_changed` wakes its indexer, which drains the
 * queue in batches, each batch one transaction that takes its rows with FOR UPDATE SKIP LOCKED:
 * two nodes draining at once share the work instead of repeating it, and a node that dies
 * mid-batch leaves its rows queued for the next. A batch skips a row whose change has not
 * committed and deletes only the rows whose `seq` is still the one it read (ADR 102): a change is
 * never taken off the queue by a batch that loaded the content before it. The seed builds the
 * whole index at once.
 */
import type { Db } from '../../db/client.js'
import { analyzeIndex, claimQueued, clearIndex, flushPendingIndexEntries, clearQueue, readQueued, releaseQueued, replaceEntries, type QueuedRow } from './search-index.repository.js'
import type { SearchSource } from './search-source.js'

/** Source rows per indexing statement: a few hundred keeps one statement's JSON well under a few MB. */
const BATCH = 200

/** Indexes every row of every source, in batches by id (inside the caller's transaction, if any). */
export async function rebuildIndex(db: Db, sources: readonly SearchSource[], log: (msg: string) => void = () => {}): Promise<number> {
  await clearIndex(db)
  let total = 0
  for (const source of sources) {
    let after = 0
    for (;;) {
      const { ids, entries } = await source.load(db, { after, limit: BATCH })
      if (!ids.length) break
      await replaceEntries(db, source.name, [], entries)
      total += entries.length
      after = ids[ids.length - 1]!
    }
    log(`search index: ${source.name} done, ${total} entries`)
  }
  return total
}

/** The whole index from the content as it is, nothing left queued: what the seed ends with. */
export async function buildSearchIndex(db: Db, sources: readonly SearchSource[], log?: (msg: string) => void): Promise<void> {
  await rebuildIndex(db, sources, log)
  await clearQueue(db)
  await analyzeIndex(db)
}

/**
 * Re-indexes the queued rows (deleted rows lose their entries); the rows it covered, for the
 * caller to take off the queue.
 */
async function indexQueued(db: Db, sources: readonly SearchSource[], queued: QueuedRow[]): Promise<readonly QueuedRow[]> {
  if (queued.some((q) => q.source === 'all')) {
    // Everything queued before the rebuild loads the content is covered by it.
    const covered = [...queued, ...(await readQueued(db))]
    await rebuildIndex(db, sources)
    await analyzeIndex(db)
    return covered
  }
  const bySource = new Map<SearchSource, Set<number>>()
  const add = (source: SearchSource, ids: number[]) => {
    const set = bySource.get(source) ?? new Set<number>()
    for (const id of ids) set.add(id)
    bySource.set(source, set)
  }
  for (const source of sources) {
    add(source, queued.filter((q) => q.source === source.name).map((q) => q.source_id))
    // Rows that stand for this source's rows (a category for its products).
    for (const [dependent, expand] of Object.entries(source.dependents ?? {})) {
      const ids = queued.filter((q) => q.source === dependent).map((q) => q.source_id)
      if (ids.length) add(source, await expand(db, ids))
    }
  }
  for (const [source, set] of bySource) {
    const ids = [...set]
    for (let i = 0; i < ids.length; i += BATCH) {
      const slice = ids.slice(i, i + BATCH)
      const { entries } = await source.load(db, { ids: slice })
      await replaceEntries(db, source.name, slice, entries)
    }
  }
  return queued
}

export interface SearchIndexerOptions {
  /** Where a failed drain is reported; the rows stay queued for the next wake. */
  onError?: (err: unknown) => void
  /**
   * Tests only: runs inside each batch's transaction once its rows are indexed, before they are
   * taken off the queue, to change an item at the moment a change could be lost (ADR 102).
   */
  beforeRelease?: (tx: Db, covered: readonly QueuedRow[]) => Promise<void>
}

export class SearchIndexer {
  private running: Promise<void> | null = null
  private again = false
  private closed = false

  constructor(
    private readonly db: Db,
    private readonly sources: readonly SearchSource[],
    private readonly options: SearchIndexerOptions = {},
  ) {}

  /** Something changed: drain the queue now, or once more after the drain under way. */
  wake(): void {
    if (this.closed) return
    if (this.running) {
      this.again = true
      return
    }
    this.running = this.loop().finally(() => {
      this.running = null
    })
  }

  /** Resolves when no drain is under way (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running
  }

  async close(): Promise<void> {
    this.closed = true
    await this.idle()
  }

  private async loop(): Promise<void> {
    do {
      this.again = false
      try {
        await this.drain()
      } catch (err) {
        this.options.onError?.(err)
        return
      }
    } while (this.again && !this.closed)
  }

  /** Drains the queue batch by batch; the number of queued rows indexed. */
  async drain(): Promise<number> {
    let done = 0
    while (!this.closed) {
      const n = await this.db.transaction(async (tx) => {
        const queued = await claimQueued(tx, BATCH)
        if (!queued.length) return 0
        const covered = await indexQueued(tx, this.sources, queued)
        await this.options.beforeRelease?.(tx, covered)
        // Only rows unchanged since they were read: a change made meanwhile stays queued (ADR 102).
        await releaseQueued(tx, covered)
        return queued.length
      })
      done += n
      if (n < BATCH) break
    }
    if (done) await flushPendingIndexEntries(this.db)
    return done
  }
}
