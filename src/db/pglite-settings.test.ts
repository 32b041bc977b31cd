/** The embedded database starts with the memory settings of ADR 014, not initdb's defaults. */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from './client.js'
import { PGLITE_SHARED_BUFFERS } from './pglite-settings.js'

describe('PGlite settings (real PGlite)', () => {
  let database: Database
  const show = async (name: string) => {
    const client = (database.db as unknown as { $client: PGlite }).$client
    const result = await client.query<Record<string, string>>(`show ${name}`)
    return result.rows[0]![name]
  }
  beforeAll(async () => {
    database = await openDatabase({})
  }, 60_000)
  afterAll(() => database.close())

  it('opens with the small shared_buffers, overriding the 128MB that initdb writes', async () => {
    expect(await show('shared_buffers')).toBe(PGLITE_SHARED_BUFFERS)
  })

  it('keeps PGlite single-user and without worker processes (its own start parameters)', async () => {
    expect(await show('max_worker_processes')).toBe('0')
  })
})
