/**
 * A PostgreSQL database of a test's own, created next to the one in DATABASE_URL and dropped
 * afterwards: for tests that wipe, seed or cut connections, which the shared one must not see.
 */
import pg from 'pg'
import { openDatabase, type Database } from '../../src/db/client.js'

export interface ScratchDatabase {
  database: Database
  dispose(): Promise<void>
}

export async function scratchPostgres(url: string, name: string): Promise<ScratchDatabase> {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`drop database if exists ${name}`)
  await admin.query(`create database ${name}`)
  const scratch = new URL(url)
  scratch.pathname = `/${name}`
  const database = await openDatabase({ url: scratch.toString(), poolSize: 2 })
  return {
    database,
    async dispose() {
      await database.close()
      await admin.query(`drop database if exists ${name}`)
      await admin.end()
    },
  }
}
