/**
 * The embedded database's backup (ADR 073): PGlite serves one process, and a second process that
 * opens its directory is not refused but corrupts it. So the backup opens the directory only when
 * no process has it open, checkpoints, and writes PGlite's own tarball of the directory
 * (`dumpDataDir`), which the restore loads into a new directory (`loadDataDir`).
 */
import { existsSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { dumpPglite, openDatabase, rowsOf } from '../../src/db/client.js'
import { embeddedDatabaseExists } from '../../src/server/first-seed.js'
import { BackupError, schemaLevel, tableCounts, type Manifest } from './manifest.js'
import type { Snapshot } from './postgres.js'

/** Writes the embedded database in `dataDir` to `file` (a gzipped tarball of the directory). */
export async function dumpPgliteDir(dataDir: string, file: string): Promise<Snapshot> {
  if (!embeddedDatabaseExists(dataDir)) throw new BackupError(`no embedded database in ${dataDir} (DATA_DIR; set DATABASE_URL to back up PostgreSQL)`)
  refuseWhenOpen(dataDir)
  const database = await openDatabase({ dataDir })
  try {
    // The tarball is of the files: the checkpoint writes every committed page into them.
    await database.db.execute(sql`checkpoint`)
    const createdAt = new Date().toISOString()
    const [row] = rowsOf<{ version: string }>(await database.db.execute(sql`select current_setting('server_version') as version`))
    const counts = await tableCounts(database.db)
    const schema = await schemaLevel(database.db)
    const tarball = await dumpPglite(database, 'gzip')
    await writeFile(file, Buffer.from(await tarball.arrayBuffer()))
    return { createdAt, version: `${row!.version} (PGlite)`, counts, schema }
  } finally {
    await database.close()
  }
}

/** Makes a new embedded database in `dataDir` from `file`; refuses a directory that holds anything. */
export async function restorePgliteDir(dataDir: string, file: string): Promise<Pick<Manifest, 'counts' | 'schema'>> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new BackupError(`${dataDir} is not empty: restore makes a new embedded database only; move that directory away (or set DATA_DIR to another place) and restore again`)
  }
  const tarball = new Blob([readFileSync(file)], { type: 'application/x-gzip' })
  try {
    const database = await openDatabase({ dataDir, loadDataDir: tarball })
    try {
      return { counts: await tableCounts(database.db), schema: await schemaLevel(database.db) }
    } finally {
      await database.close()
    }
  } catch (err) {
    // The directory was empty or absent: what a failed load left in it is nobody's.
    rmSync(dataDir, { recursive: true, force: true })
    throw err
  }
}

/**
 * PGlite writes `postmaster.pid` on open and removes it on close; it does not lock. While the file
 * is there, the processes with files of the directory open (Linux's /proc) are named.
 */
function refuseWhenOpen(dataDir: string): void {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const holders = processesHolding(realpathSync(dataDir))
  if (holders.length > 0) {
    throw new BackupError(`the embedded database ${dataDir} is open in ${holders.join(', ')}: only one process may open it (PGlite); stop the server, then back up`)
  }
  throw new BackupError(`the embedded database ${dataDir} is marked open (${pidFile}) but no process holds its files: a server stopped without closing it. Start and stop the server once, or delete that file if you are sure none runs`)
}

/** "process 123 (node dist/node/src/server/main.js)" for each process with a file under `dir` open. */
function processesHolding(dir: string): string[] {
  let pids: string[]
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p))
  } catch {
    return []
  }
  const found: string[] = []
  for (const pid of pids) {
    let fds: string[]
    try {
      fds = readdirSync(`/proc/${pid}/fd`)
    } catch {
      continue // gone, or another user's
    }
    const holds = fds.some((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith(dir + path.sep)
      } catch {
        return false
      }
    })
    if (!holds) continue
    let command = ''
    try {
      command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ')
    } catch {
      // gone meanwhile
    }
    found.push(`process ${pid}${command ? ` (${command.length > 80 ? `${command.slice(0, 77)}...` : command})` : ''}`)
  }
  return found
}
