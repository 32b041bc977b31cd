/**
 * Search indexing runs once across nodes (issue 27, ADR 019): each node's indexer claims queued
 * rows with FOR UPDATE SKIP LOCKED inside its batch's transaction and deletes them at its end
 * (ADR 102), so two nodes claiming at the same moment take disjoint rows, all of them between the
 * two, and a batch rolled back (a node dying mid-batch) leaves its rows queued for the next. Two connections of their own on the
 * run's PostgreSQL copy stand for two nodes; PGlite has one connection and nothing to race.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../../src/db/client.js'
import { claimQueued, releaseQueued, rowsOf } from '../../../src/features/search/search-index.repository.js'
import { engine } from '../../support/app.js'

/** Source ids no content row has: the claim is what is tested, not the indexing. */
const FIRST = 2_000_000_000
const QUEUED = 300

describe.skipIf(engine !== 'postgres')('the search queue on two nodes', () => {
  let nodeA: Database
  let nodeB: Database
  beforeAll(async () => {
    nodeA = await openDatabase({ url: process.env.DATABASE_URL!, poolSize: 2 })
    nodeB = await openDatabase({ url: process.env.DATABASE_URL!, poolSize: 2 })
  })
  afterAll(async () => {
    await nodeA?.close()
    await nodeB?.close()
  })

  const queue = async () => {
    await nodeA.db.execute(sql`delete from search_queue where source = 'test-node'`)
    await nodeA.db.execute(sql`insert into search_queue (source, source_id) select 'test-node', g from generate_series(${FIRST}::int, ${FIRST + QUEUED - 1}::int) g`)
  }
  const left = async () => Number(rowsOf<{ n: number }>(await nodeA.db.execute(sql`select count(*)::int as n from search_queue where source = 'test-node'`))[0]!.n)
  const ours = (rows: { source: string; source_id: number }[]) => rows.filter((r) => r.source === 'test-node').map((r) => r.source_id)
  /** A batch's transaction: claims up to `limit` rows and, once `hold` resolves, takes them off the queue. */
  const batch = (db: Database['db'], limit: number, hold?: (rows: number[]) => Promise<void>) =>
    db.transaction(async (tx) => {
      const claimed = await claimQueued(tx, limit)
      await hold?.(ours(claimed))
      await releaseQueued(tx, claimed)
      return ours(claimed)
    })

  it('claimed by both at once: disjoint rows, every row once', async () => {
    await queue()
    let releaseA!: () => void
    const holdA = new Promise<void>((r) => (releaseA = r))
    let claimedA!: () => void
    const aClaimed = new Promise<void>((r) => (claimedA = r))
    // Node A claims a batch and keeps its transaction open while node B claims.
    const a = batch(nodeA.db, 200, async () => {
      claimedA()
      await holdA
    })
    await aClaimed
    const b = await batch(nodeB.db, 200)
    releaseA()
    const rowsA = await a
    expect(rowsA.length + b.length).toBe(QUEUED)
    expect(new Set([...rowsA, ...b]).size).toBe(QUEUED)
    expect(await left()).toBe(0)
  })

  it('a batch rolled back leaves its rows for the other node', async () => {
    await queue()
    await expect(
      nodeA.db.transaction(async (tx) => {
        expect(ours(await claimQueued(tx, QUEUED))).toHaveLength(QUEUED)
        throw new Error('the node died mid-batch')
      }),
    ).rejects.toThrow('mid-batch')
    const b = await batch(nodeB.db, QUEUED)
    expect(b).toHaveLength(QUEUED)
    expect(await left()).toBe(0)
  })
})
