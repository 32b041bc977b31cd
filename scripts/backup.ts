/**
 * `npm run backup -- [--out DIR]`: a consistent backup of the configured database (ADR 073) into
 * a new directory, `./backups/<time>` unless named: the dump and `manifest.json` (what it holds,
 * the schema's migration level, the rows per table, each file's SHA-256), written last.
 *
 * - PostgreSQL (`DATABASE_URL`): `pg_dump --format=custom` of a snapshot, while the site serves.
 * - The embedded database (`DATA_DIR/pglite`): PGlite's tarball of its directory, only while no
 *   process has it open: stop the server first (refused, naming the process, otherwise).
 *
 * Product photos, pictures and documents are rows (ADR 004), so the dump holds them; nothing
 * else of the site lives on disk. Usage errors exit 2, failures 1 with one line.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { loadConfig } from '../src/server/config.js'
import { expected, keyCounts, runScript, type CliIo } from './backup/cli.js'
import { dumpPgliteDir } from './backup/pglite.js'
import { dumpPostgres } from './backup/postgres.js'
import { BackupError, fileEntry, MANIFEST, type Manifest } from './backup/manifest.js'

const USAGE = 'usage: npm run backup -- [--out DIR]   (default ./backups/<date and time>)'

/** `--out DIR` or `--out=DIR`, or nothing; null when the arguments are anything else. */
function parseArgs(args: string[]): { out?: string } | null {
  if (args.length === 0) return {}
  if (args.length === 2 && args[0] === '--out' && args[1] && !args[1].startsWith('-')) return { out: args[1] }
  if (args.length === 1 && args[0]!.startsWith('--out=') && args[0]!.length > 6) return { out: args[0]!.slice(6) }
  return null
}

/** 2026-11-28T07-45-12Z: sorts by time, and has no colon (which some file systems refuse). */
const stamp = (date: Date) => date.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')

export async function runBackup(args: string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  const parsed = parseArgs(args)
  if (!parsed) {
    io.err(USAGE)
    return 2
  }
  return expected('backup', io, async () => {
    const config = loadConfig(env)
    const out = path.resolve(parsed.out ?? path.join('backups', stamp(new Date())))
    if (existsSync(out) && (!statSync(out).isDirectory() || readdirSync(out).length > 0)) throw new BackupError(`${out} exists and is not an empty directory: name a new one with --out`)
    const kind: Manifest['database']['kind'] = config.DATABASE_URL ? 'postgres' : 'pglite'
    const file = kind === 'postgres' ? 'database.dump' : 'pglite.tar.gz'
    const dataDir = path.resolve(config.DATA_DIR, 'pglite')
    const started = performance.now()
    const made = !existsSync(out)
    mkdirSync(out, { recursive: true })
    try {
      const snapshot = config.DATABASE_URL ? await dumpPostgres(config.DATABASE_URL, path.join(out, file)) : await dumpPgliteDir(dataDir, path.join(out, file))
      const files = [await fileEntry(out, file)]
      const manifest: Manifest = {
        format: 'qf-backup',
        version: 1,
        createdAt: snapshot.createdAt,
        database: { kind, version: snapshot.version, file },
        schema: snapshot.schema,
        counts: snapshot.counts,
        files,
        seconds: Math.round((performance.now() - started) / 100) / 10,
      }
      writeFileSync(path.join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
      const megabytes = (files[0]!.bytes / 1e6).toFixed(1)
      io.out(`Backed up ${kind === 'postgres' ? 'PostgreSQL' : `the embedded database ${dataDir}`} as of ${manifest.createdAt} to ${out} in ${manifest.seconds} s`)
      io.out(`  ${file} ${megabytes} MB; schema: ${manifest.schema.migrations} migrations (last ${manifest.schema.last}); ${keyCounts(manifest.counts)}`)
      return 0
    } catch (err) {
      // No half-written backup stays behind looking like one.
      rmSync(path.join(out, file), { force: true })
      if (made) rmSync(out, { recursive: true, force: true })
      throw err
    }
  })
}

runScript(import.meta.url, runBackup)
