/**
 * PostgreSQL's backup (ADR 073): `pg_dump --format=custom` of a snapshot the backup exports
 * itself, so the manifest's counts are counted in exactly the snapshot the dump holds while the
 * site keeps writing; and `pg_restore` of it, in one transaction, into an empty database only.
 */
import { spawn } from 'node:child_process'
import { sql } from 'drizzle-orm'
import { openDatabase, rowsOf } from '../../src/db/client.js'
import { BackupError, schemaLevel, tableCounts, type Manifest } from './manifest.js'

export type Snapshot = Pick<Manifest, 'createdAt' | 'schema' | 'counts'> & { version: string }

/** Dumps the database at `url` to `file`; what the dump holds, counted in the dump's snapshot. */
export async function dumpPostgres(url: string, file: string): Promise<Snapshot> {
  const database = await openDatabase({ url, poolSize: 1 })
  try {
    // The transaction keeps the exported snapshot alive until pg_dump has read everything.
    return await database.db.transaction(
      async (tx) => {
        // A server's time-outs for idle transactions or long statements must not end this one
        // while pg_dump reads (the counts of a large site take a while, too).
        await tx.execute(sql`set local idle_in_transaction_session_timeout = 0`)
        await tx.execute(sql`set local statement_timeout = 0`)
        const [row] = rowsOf<{ snapshot: string; version: string }>(await tx.execute(sql`select pg_export_snapshot() as snapshot, current_setting('server_version') as version`))
        const createdAt = new Date().toISOString()
        const counts = await tableCounts(tx)
        const schema = await schemaLevel(tx)
        await run('pg_dump', ['--format=custom', `--snapshot=${row!.snapshot}`, `--file=${file}`], url)
        return { createdAt, version: row!.version, schema, counts }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )
  } finally {
    await database.close()
  }
}

/** Restores `file` into the empty database at `url`; refuses one that holds any table of ours. */
export async function restorePostgres(url: string, file: string): Promise<void> {
  const database = await openDatabase({ url, poolSize: 1 })
  try {
    const tables = rowsOf<{ name: string }>(
      await database.db.execute(sql`select schemaname || '.' || tablename as name from pg_tables where schemaname in ('public', 'drizzle') order by 1 limit 4`),
    ).map((t) => t.name)
    if (tables.length > 0) {
      throw new BackupError(
        `the database ${databaseName(url)} is not empty (${tables.slice(0, 3).join(', ')}${tables.length > 3 ? ', …' : ''}): restore writes into an empty database only; create one (createdb NAME) and set DATABASE_URL to it`,
      )
    }
  } finally {
    await database.close()
  }
  // One transaction: a restore that fails half-way leaves the database as empty as it was.
  // --no-owner: the objects belong to whoever restores, whatever role made the backup.
  await run('pg_restore', ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', file], url)
}

/** Counts and schema level of a restored database. */
export async function inspectPostgres(url: string): Promise<Pick<Manifest, 'counts' | 'schema'>> {
  const database = await openDatabase({ url, poolSize: 1 })
  try {
    return { counts: await tableCounts(database.db), schema: await schemaLevel(database.db) }
  } finally {
    await database.close()
  }
}

const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1))

/**
 * Runs a PostgreSQL client program on the database at `url`. The password goes in PGPASSWORD,
 * not on the command line, where every user of the machine could read it.
 */
function run(program: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const target = new URL(url)
  const password = decodeURIComponent(target.password)
  target.password = ''
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) }
  return new Promise((resolve, reject) => {
    const child = spawn(program, [...args, `--dbname=${target.toString()}`], { env, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000)
    })
    child.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'ENOENT' ? new BackupError(`${program} is not on the PATH: install PostgreSQL's client programs (Debian: postgresql-client), of the server's major version or newer`) : err),
    )
    child.once('exit', (code, signal) => {
      if (code === 0) return resolve()
      const said = stderr.trim().split('\n').slice(-3).join(' / ')
      reject(new BackupError(`${program} failed (${signal ?? `exit code ${code}`})${said ? `: ${said}` : ''}`))
    })
  })
}
