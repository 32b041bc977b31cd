/**
 * Seeds one database for the whole test run. On PostgreSQL (DATABASE_URL set) the schema is
 * recreated and seeded in place; on PGlite a seeded in-memory database is dumped to a file
 * that every test file loads (tests/support/app.ts). On PostgreSQL every file then works on a copy
 * of its own (file-database.ts), and the teardown drops any copy a file left behind.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { dumpPglite, openDatabase } from '../../src/db/client.js'
import { seed } from '../../src/db/seed/index.js'
import { projectPath } from '../../src/server/paths.js'

export const PGLITE_DUMP = projectPath(`${process.env.TEST_DATA_DIR ?? 'data/test'}/pglite-seeded.tar`)

/**
 * Vitest calls a global setup once for the run and once for each project of vitest.config.ts, all
 * in its main process: the first call seeds, the others wait for it (one teardown is enough).
 */
const seeded = globalThis as typeof globalThis & { qfSeeded?: Promise<(() => Promise<void>) | undefined> }

export default async function setup() {
  if (seeded.qfSeeded) {
    await seeded.qfSeeded
    return
  }
  seeded.qfSeeded = seedOnce()
  return seeded.qfSeeded
}

async function seedOnce() {
  const url = process.env.DATABASE_URL
  const database = await openDatabase(url ? { url, poolSize: 2 } : {})
  if (url) {
    await database.db.execute(sql`drop schema if exists drizzle cascade`)
    await database.db.execute(sql`drop schema if exists public cascade`)
    await database.db.execute(sql`create schema public`)
  }
  await database.migrate()
  // The demo admin's TOTP secret is sealed with the key the test apps derive from FORM_SECRET (ADR 064).
  await seed(database.db, { scale: 1, formSecret: process.env.FORM_SECRET })
  if (!url) {
    mkdirSync(path.dirname(PGLITE_DUMP), { recursive: true })
    writeFileSync(PGLITE_DUMP, Buffer.from(await (await dumpPglite(database)).arrayBuffer()))
  }
  await database.close()
  if (url) return () => dropFileCopies(url)
}

/** Drops the files' copies a crashed or interrupted file left behind (tests/support/file-database.ts). */
async function dropFileCopies(url: string) {
  const maintenance = new URL(url)
  const template = decodeURIComponent(maintenance.pathname.slice(1))
  maintenance.pathname = '/postgres'
  const client = new pg.Client({ connectionString: maintenance.toString() })
  await client.connect()
  try {
    const { rows } = await client.query<{ datname: string }>(`select datname from pg_database where starts_with(datname, $1) and substr(datname, length($1) + 1) ~ '^[0-9]+_[0-9a-z]+$'`, [`${template}_f`])
    for (const { datname } of rows) await client.query(`drop database if exists "${datname.replace(/"/g, '""')}" with (force)`)
  } finally {
    await client.end()
  }
}
