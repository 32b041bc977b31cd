/**
 * `npm run restore -- DIR`: brings a backup of `npm run backup` back (ADR 073), into an EMPTY
 * database only: PostgreSQL's `DATABASE_URL` with none of our tables, or a `DATA_DIR/pglite` that
 * does not exist yet. Checks the manifest and every file's SHA-256 first, restores, and prints
 * the rows found per table against the manifest's. It migrates nothing: the server applies this
 * code's newer migrations when it starts. Usage errors exit 2; a refusal, a damaged backup or
 * counts that differ exit 1 with one line.
 */
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { loadConfig } from '../src/server/config.js'
import { expected, keyCounts, runScript, type CliIo } from './backup/cli.js'
import { BackupError, codeMigrations, KEY_TABLES, readManifest } from './backup/manifest.js'
import { restorePgliteDir } from './backup/pglite.js'
import { inspectPostgres, restorePostgres } from './backup/postgres.js'

const USAGE = 'usage: npm run restore -- DIR   (a directory written by npm run backup)'

export async function runRestore(args: string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    io.err(USAGE)
    return 2
  }
  return expected('restore', io, async () => {
    const dir = path.resolve(args[0]!)
    if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new BackupError(`no directory ${dir}`)
    const config = loadConfig(env)
    const manifest = await readManifest(dir)
    const { kind, file } = manifest.database
    if (kind === 'postgres' && !config.DATABASE_URL) throw new BackupError(`${dir} is a backup of PostgreSQL: set DATABASE_URL to the empty database to restore it into`)
    if (kind === 'pglite' && config.DATABASE_URL) throw new BackupError(`${dir} is a backup of the embedded database: unset DATABASE_URL; it is restored into DATA_DIR/pglite`)
    const dataDir = path.resolve(config.DATA_DIR, 'pglite')
    const into = config.DATABASE_URL ? `PostgreSQL database ${decodeURIComponent(new URL(config.DATABASE_URL).pathname.slice(1))}` : `the embedded database ${dataDir}`
    io.out(`Restoring the backup of ${manifest.createdAt} (${manifest.schema.migrations} migrations, last ${manifest.schema.last}) into ${into}`)
    const known = codeMigrations().length
    if (manifest.schema.migrations > known) io.err(`restore: warning: the backup's schema is newer than this code's (${manifest.schema.migrations} migrations, this code has ${known}): serve it with the code it was made with`)

    const started = performance.now()
    const found = config.DATABASE_URL
      ? await restorePostgres(config.DATABASE_URL, path.join(dir, file)).then(() => inspectPostgres(config.DATABASE_URL!))
      : await restorePgliteDir(dataDir, path.join(dir, file))
    const seconds = ((performance.now() - started) / 1000).toFixed(1)

    const tables = [...new Set([...Object.keys(manifest.counts), ...Object.keys(found.counts)])].sort()
    const differ = tables.filter((t) => manifest.counts[t] !== found.counts[t])
    const shown = [...KEY_TABLES.filter((t) => tables.includes(t)), ...differ.filter((t) => !KEY_TABLES.includes(t))]
    const width = Math.max(...shown.map((t) => t.length), 5)
    io.out(`  ${'table'.padEnd(width)}  ${'backup'.padStart(9)}  ${'restored'.padStart(9)}`)
    for (const t of shown) io.out(`  ${t.padEnd(width)}  ${String(manifest.counts[t] ?? '-').padStart(9)}  ${String(found.counts[t] ?? '-').padStart(9)}${differ.includes(t) ? '  DIFFERS' : ''}`)
    if (differ.length > 0) {
      io.err(`restore: ${differ.length} of ${tables.length} tables hold other counts than the manifest's (${differ.join(', ')}): do not serve this database`)
      return 1
    }
    io.out(`Restored in ${seconds} s: all ${tables.length} tables hold the rows the manifest counts (${keyCounts(found.counts)}).`)
    io.out('Start the server on it: it applies this code\'s newer migrations, if any.')
    return 0
  })
}

runScript(import.meta.url, runRestore)
