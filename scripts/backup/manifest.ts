/**
 * A backup's `manifest.json` (ADR 073): what the backup holds, written last, so that a directory
 * without one is a backup that did not finish. Restore believes nothing it cannot check: the
 * schema below, then every file's size and SHA-256.
 */
import { createHash } from 'node:crypto'
import { createReadStream, readFileSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { rowsOf, type Db } from '../../src/db/client.js'
import { projectPath } from '../../src/server/paths.js'

/** An error the operator caused or can fix: printed as one line, never with a stack. */
export class BackupError extends Error {}

export const MANIFEST = 'manifest.json'

const FileEntry = z.object({ name: z.string().regex(/^[\w.-]+$/), bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) })

export const Manifest = z.object({
  format: z.literal('qf-backup'),
  version: z.literal(1),
  /** When the snapshot the backup holds was taken (ISO 8601). */
  createdAt: z.iso.datetime(),
  database: z.object({ kind: z.enum(['postgres', 'pglite']), version: z.string(), file: z.string().regex(/^[\w.-]+$/) }),
  /** The migrations applied in the backed-up database: how many, and the last one's tag. */
  schema: z.object({ migrations: z.number().int().min(0), last: z.string() }),
  /** Rows per table of the public schema at the snapshot (orders, pages, media and documents among them). */
  counts: z.record(z.string(), z.number().int().min(0)),
  files: z.array(FileEntry).min(1),
  seconds: z.number().min(0),
})
export type Manifest = z.infer<typeof Manifest>
export type FileEntry = z.infer<typeof FileEntry>

/** Reads and checks `dir/manifest.json`, then the size and hash of every file it lists. */
export async function readManifest(dir: string): Promise<Manifest> {
  const file = path.join(dir, MANIFEST)
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    throw new BackupError(`no ${MANIFEST} in ${dir}: not a backup, or one that did not finish`)
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new BackupError(`${file} is not JSON: the backup is damaged`)
  }
  const parsed = Manifest.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new BackupError(`${file} is not a backup manifest of this site: ${issue.path.join('.') || '(top)'}: ${issue.message}`)
  }
  const manifest = parsed.data
  if (!manifest.files.some((f) => f.name === manifest.database.file)) throw new BackupError(`${file} lists no file ${manifest.database.file}`)
  for (const entry of manifest.files) {
    const found = await fileEntry(dir, entry.name).catch(() => null)
    if (!found) throw new BackupError(`${entry.name} is missing from ${dir}`)
    if (found.bytes !== entry.bytes || found.sha256 !== entry.sha256) throw new BackupError(`${entry.name} in ${dir} is not the file the manifest names (size or SHA-256 differ): the backup is damaged`)
  }
  return manifest
}

/** The size and SHA-256 of `dir/name`, streamed (a dump may be larger than memory). */
export async function fileEntry(dir: string, name: string): Promise<FileEntry> {
  const file = path.join(dir, name)
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return { name, bytes: (await stat(file)).size, sha256: hash.digest('hex') }
}

/**
 * Rows in every table of the public schema, in one statement (so in one snapshot, and inside
 * the backup's transaction on PostgreSQL). Every table rather than a chosen few: a table added
 * later is checked without a change here.
 */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const tables = rowsOf<{ name: string }>(await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`)).map((t) => t.name)
  if (tables.length === 0) return {}
  const quoted = (id: string) => `"${id.replace(/"/g, '""')}"`
  const select = tables.map((t) => `(select count(*) from public.${quoted(t)}) as ${quoted(t)}`).join(', ')
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql.raw(`select ${select}`)))
  return Object.fromEntries(tables.map((t) => [t, Number(row![t])]))
}

interface Journal {
  entries: { when: number; tag: string }[]
}

/** This code's migrations (drizzle's journal), by the time stamp drizzle records when it applies one. */
export function codeMigrations(): Journal['entries'] {
  return (JSON.parse(readFileSync(projectPath('src/db/migrations/meta/_journal.json'), 'utf8')) as Journal).entries
}

/** The migrations applied in a database: drizzle's table records each one's journal time stamp. */
export async function schemaLevel(db: Db): Promise<Manifest['schema']> {
  const exists = rowsOf<{ found: boolean }>(await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`))[0]!.found
  if (!exists) return { migrations: 0, last: 'none' }
  const [row] = rowsOf<{ n: unknown; last: unknown }>(await db.execute(sql`select count(*) as n, max(created_at) as last from drizzle.__drizzle_migrations`))
  const last = Number(row!.last)
  return { migrations: Number(row!.n), last: codeMigrations().find((m) => m.when === last)?.tag ?? `unknown to this code (${last})` }
}

/** The tables restore compares by name before the summary of all others. */
export const KEY_TABLES = ['orders', 'order_lines', 'pages', 'news', 'documents', 'product_images', 'media_images', 'media_variants', 'users']
