/**
 * Seeds one database for the whole test run. On PostgreSQL (DATABASE_URL set) the schema is
 * recreated and seeded in place; on PGlite a seeded in-memory database is dumped to a file
 * that every test file loads (tests/support/app.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { dumpPglite, openDatabase } from '../../src/db/client.js'
import { seed } from '../../src/db/seed/index.js'
import { projectPath } from '../../src/server/paths.js'

export const PGLITE_DUMP = projectPath(`${process.env.TEST_DATA_DIR ?? 'data/test'}/pglite-seeded.tar`)

export default async function setup() {
  const url = process.env.DATABASE_URL
  const database = await openDatabase(url ? { url, poolSize: 2 } : {})
  if (url) {
    await database.db.execute(sql`drop schema if exists drizzle cascade`)
    await database.db.execute(sql`drop schema if exists public cascade`)
    await database.db.execute(sql`create schema public`)
  }
  await database.migrate()
  await seed(database.db, { scale: 1 })
  if (!url) {
    mkdirSync(path.dirname(PGLITE_DUMP), { recursive: true })
    writeFileSync(PGLITE_DUMP, Buffer.from(await (await dumpPglite(database)).arrayBuffer()))
  }
  await database.close()
}
