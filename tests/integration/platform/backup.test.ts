/**
 * `npm run backup` and `npm run restore` (ADR 073), real database, real pg_dump and pg_restore.
 * On PostgreSQL: a backup taken while shoppers place orders, restored into a new empty database,
 * holds every order, page and picture there was when it began, and exactly what its manifest
 * counts. On PGlite: the round trip through a data directory, refused while a process has it open.
 * Both: what restore refuses before touching any database.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, rowsOf, type Db } from '../../../src/db/client.js'
import { projectPath } from '../../../src/server/paths.js'
import { readManifest, tableCounts, MANIFEST } from '../../../scripts/backup/manifest.js'
import { runBackup } from '../../../scripts/backup.js'
import { runRestore } from '../../../scripts/restore.js'
import { testApp } from '../../support/app.js'
import { placeGuestOrder } from '../../support/builders.js'
import { PGLITE_DUMP } from '../../support/global-setup.js'

const url = process.env.DATABASE_URL
const scratch = mkdtempSync(path.join(tmpdir(), 'qf-backup-test-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** A command's lines, as a test reads them. */
function lines() {
  const out: string[] = []
  const err: string[] = []
  return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } }
}

const ids = async (db: Db, table: string) => rowsOf<{ id: number }>(await db.execute(sql.raw(`select id from ${table} order by id`))).map((r) => Number(r.id))
/** The SHA-256 of a stored picture's bytes, and a document's, as the database computes them. */
const mediaHashes = async (db: Db) =>
  rowsOf<{ photo: string; picture: string; document: string }>(
    await db.execute(sql`select
      (select encode(sha256(content), 'hex') from product_images order by id limit 1) as photo,
      (select encode(sha256(content), 'hex') from media_variants order by image_id, width, format limit 1) as picture,
      (select encode(sha256(content), 'hex') from documents order by id limit 1) as document`),
  )[0]!

const FAKE_DUMP = 'not a dump at all'
/** The made-up dump's true size and hash, as a manifest lists it. */
const fakeDumpEntry = { name: 'database.dump', bytes: FAKE_DUMP.length, sha256: createHash('sha256').update(FAKE_DUMP).digest('hex') }

/** A directory holding a made-up dump and the manifest `manifest` writes for it (none when undefined). */
const fakeBackup = (name: string, manifest: (file: typeof fakeDumpEntry) => unknown) => {
  const dir = path.join(scratch, name)
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, 'database.dump'), FAKE_DUMP)
  const text = manifest(fakeDumpEntry)
  if (text !== undefined) writeFileSync(path.join(dir, MANIFEST), typeof text === 'string' ? text : JSON.stringify(text))
  return dir
}
/** A manifest as backup writes it, of this run's engine. */
const valid = (file: typeof fakeDumpEntry, kind = url ? 'postgres' : 'pglite') => ({
  format: 'qf-backup',
  version: 1,
  createdAt: '2026-11-28T07:00:00.000Z',
  database: { kind, version: '15', file: 'database.dump' },
  schema: { migrations: 60, last: '0059_editorial_creations' },
  counts: { orders: 1 },
  files: [file],
  seconds: 1,
})

describe.skipIf(!url)('backup on PostgreSQL', () => {
  const source = new URL(url ?? 'postgres://x/x')
  // Named like the file's own copy, so the run's teardown drops it too if this file dies (file-database.ts).
  const restoredName = `${decodeURIComponent(source.pathname.slice(1)).slice(0, 60)}r`
  const restored = new URL(source)
  restored.pathname = `/${restoredName}`
  const maintenance = new URL(source)
  maintenance.pathname = '/postgres'
  const backupDir = path.join(scratch, 'postgres')

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: maintenance.toString() })
    await client.connect()
    await client.query(statement).finally(() => client.end())
  }
  beforeAll(() => admin(`create database "${restoredName}"`))
  afterAll(() => admin(`drop database if exists "${restoredName}" with (force)`))

  it('a backup taken while orders are placed holds every order, page and picture there was when it began, and restores into an empty database', async () => {
    const app = await testApp()
    try {
      await placeGuestOrder(app)
      const before = { orders: await ids(app.db, 'orders'), pages: await ids(app.db, 'pages'), photos: await ids(app.db, 'product_images'), documents: await ids(app.db, 'documents') }
      const hashes = await mediaHashes(app.db)

      // Two shoppers keep placing orders from before the backup starts until after it ends.
      let writing = true
      let placed = 0
      const shoppers = [0, 1].map(async () => {
        while (writing) {
          await placeGuestOrder(app)
          placed++
        }
      })
      while (placed < 2) await new Promise((resolve) => setTimeout(resolve, 20))
      const backup = lines()
      const placedBefore = placed
      const code = await runBackup(['--out', backupDir], process.env, backup.io)
      const placedDuring = placed - placedBefore
      writing = false
      await Promise.all(shoppers)
      expect(backup.err).toEqual([])
      expect(code).toBe(0)
      expect(placedDuring).toBeGreaterThan(0)

      const manifest = await readManifest(backupDir)
      expect(manifest.database.kind).toBe('postgres')
      expect(manifest.schema.last).toMatch(/^\d{4}_/)
      const ordersAfter = (await ids(app.db, 'orders')).length
      // The snapshot: every order placed before it, none placed after.
      expect(manifest.counts.orders).toBeGreaterThanOrEqual(before.orders.length + 2)
      expect(manifest.counts.orders).toBeLessThan(ordersAfter)

      const restore = lines()
      expect(await runRestore([backupDir], { ...process.env, DATABASE_URL: restored.toString() }, restore.io)).toBe(0)
      expect(restore.err).toEqual([])
      expect(restore.out.at(-2)).toMatch(/^Restored in [\d.]+ s: all \d+ tables hold the rows the manifest counts/)
      expect(restore.out.join('\n')).toMatch(/orders +\d+ +\d+/)

      const copy = await openDatabase({ url: restored.toString(), poolSize: 1 })
      try {
        expect(await tableCounts(copy.db)).toEqual(manifest.counts)
        const orders = await ids(copy.db, 'orders')
        expect(before.orders.filter((id) => !orders.includes(id))).toEqual([])
        expect(orders.length).toBe(manifest.counts.orders)
        // One snapshot: no order without its lines, however the tables were read.
        expect(Number(rowsOf<{ n: unknown }>(await copy.db.execute(sql`select count(*) as n from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)`))[0]!.n)).toBe(0)
        expect(await ids(copy.db, 'pages')).toEqual(before.pages)
        expect(await ids(copy.db, 'product_images')).toEqual(before.photos)
        expect(await ids(copy.db, 'documents')).toEqual(before.documents)
        expect(await mediaHashes(copy.db)).toEqual(hashes)
      } finally {
        await copy.close()
      }
    } finally {
      await app.close()
    }
  }, 120_000)

  it('restore refuses a database that holds our tables, and leaves it as it was', async () => {
    const dir = fakeBackup('postgres-fake', valid)
    const database = await openDatabase({ url: url!, poolSize: 1 })
    try {
      const counts = await tableCounts(database.db)
      const refused = lines()
      expect(await runRestore([dir], process.env, refused.io)).toBe(1)
      expect(refused.err).toEqual([expect.stringMatching(/^restore: the database \S+ is not empty \(drizzle\.__drizzle_migrations, public\.\w+, public\.\w+, …\): restore writes into an empty database only/)])
      expect(await tableCounts(database.db)).toEqual(counts)
    } finally {
      await database.close()
    }
  })
})

describe.skipIf(url)('backup of the embedded database', () => {
  const dataDir = path.join(scratch, 'site')
  const restoredDir = path.join(scratch, 'restored')
  const backupDir = path.join(scratch, 'pglite')

  it('is refused while a process has the database open, and restores into a new data directory', async () => {
    const seeded = readFileSync(PGLITE_DUMP)
    const open = await openDatabase({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: new Blob([seeded]) })
    let hashes: Awaited<ReturnType<typeof mediaHashes>>
    let counts: Record<string, number>
    try {
      hashes = await mediaHashes(open.db)
      counts = await tableCounts(open.db)
      const refused = lines()
      expect(await runBackup(['--out', backupDir], { ...process.env, DATA_DIR: dataDir }, refused.io)).toBe(1)
      expect(refused.err).toEqual([expect.stringMatching(new RegExp(`^backup: the embedded database \\S+ is open in process ${process.pid} \\(.*\\): only one process may open it \\(PGlite\\); stop the server, then back up$`))])
    } finally {
      await open.close()
    }

    const backup = lines()
    expect(await runBackup([`--out=${backupDir}`], { ...process.env, DATA_DIR: dataDir }, backup.io)).toBe(0)
    const manifest = await readManifest(backupDir)
    expect(manifest.database).toMatchObject({ kind: 'pglite', file: 'pglite.tar.gz' })
    expect(manifest.counts).toEqual(counts)

    const restore = lines()
    expect(await runRestore([backupDir], { ...process.env, DATA_DIR: restoredDir }, restore.io)).toBe(0)
    expect(restore.err).toEqual([])
    const copy = await openDatabase({ dataDir: path.join(restoredDir, 'pglite') })
    try {
      expect(await tableCounts(copy.db)).toEqual(counts)
      expect(await mediaHashes(copy.db)).toEqual(hashes)
    } finally {
      await copy.close()
    }

    const again = lines()
    expect(await runRestore([backupDir], { ...process.env, DATA_DIR: restoredDir }, again.io)).toBe(1)
    expect(again.err).toEqual([expect.stringMatching(/^restore: \S+ is not empty: restore makes a new embedded database only/)])
  }, 120_000)
})

describe('backup and restore refuse what they cannot use', () => {
  it.each([
    ['a directory that is not there', () => path.join(scratch, 'nowhere'), /^restore: no directory \S+nowhere$/],
    ['no manifest', () => fakeBackup('unfinished', () => undefined), /^restore: no manifest\.json in \S+: not a backup, or one that did not finish$/],
    ['a manifest that is not JSON', () => fakeBackup('garbled', () => '{"format": "qf-backup", '), /^restore: \S+manifest\.json is not JSON: the backup is damaged$/],
    ['a manifest of something else', () => fakeBackup('foreign', (f) => ({ ...valid(f), format: 'other' })), /^restore: \S+manifest\.json is not a backup manifest of this site: format: /],
    ['a dump that is not the one the manifest names', () => fakeBackup('tampered', (f) => valid({ ...f, sha256: '0'.repeat(64) })), /^restore: database\.dump in \S+ is not the file the manifest names \(size or SHA-256 differ\): the backup is damaged$/],
    [
      'a backup of the other engine',
      () => fakeBackup('other-engine', (f) => valid(f, url ? 'pglite' : 'postgres')),
      url ? /^restore: \S+ is a backup of the embedded database: unset DATABASE_URL; it is restored into DATA_DIR\/pglite$/ : /^restore: \S+ is a backup of PostgreSQL: set DATABASE_URL to the empty database to restore it into$/,
    ],
  ])('restore refuses %s', async (_, dir, message) => {
    const refused = lines()
    expect(await runRestore([dir()], process.env, refused.io)).toBe(1)
    expect(refused.err).toEqual([expect.stringMatching(message)])
  })

  it('usage errors exit 2, and a backup never writes into a directory that holds anything', async () => {
    for (const args of [[], ['a', 'b'], ['--force']]) {
      const usage = lines()
      expect(await runRestore(args, process.env, usage.io)).toBe(2)
      expect(usage.err).toEqual([expect.stringMatching(/^usage: npm run restore -- DIR/)])
    }
    const usage = lines()
    expect(await runBackup(['--out'], process.env, usage.io)).toBe(2)
    expect(usage.err).toEqual([expect.stringMatching(/^usage: npm run backup -- \[--out DIR\]/)])
    const full = lines()
    expect(await runBackup(['--out', fakeBackup('occupied', valid)], process.env, full.io)).toBe(1)
    expect(full.err).toEqual([expect.stringMatching(/^backup: \S+occupied exists and is not an empty directory: name a new one with --out$/)])
  })

  it('the command prints a refusal as one line with exit code 1, no stack', () => {
    const dir = fakeBackup('garbled-cli', () => 'not json')
    const run = spawnSync(process.execPath, ['--import', 'tsx', projectPath('scripts/restore.ts'), dir], { encoding: 'utf8', timeout: 30_000 })
    expect(run.status).toBe(1)
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^restore: \S+manifest\.json is not JSON: the backup is damaged$/)])
  })
})
