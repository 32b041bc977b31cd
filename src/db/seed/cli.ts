/**
 * `npm run seed -- --scale N`: recreates the demo content in the configured database
 * (DATABASE_URL, else PGlite in DATA_DIR/pglite). Usage and configuration errors print one
 * line and exit 2; a database failure exits 1.
 */
import path from 'node:path'
import { DatabaseUnavailableError, openDatabase } from '../client.js'
import { ConfigError, loadConfig } from '../../server/config.js'
import { clearContent } from './db-utils.js'
import { parseScale } from './cli-args.js'
import { seed, type SeedSummary } from './seed.js'

function printSummary(summary: SeedSummary, seconds: number, total: number) {
  const width = Math.max(...Object.keys(summary.counts).map((k) => k.length))
  for (const [table, count] of Object.entries(summary.counts)) {
    console.log(`  ${table.padEnd(width)}  ${String(count).padStart(8)}`)
  }
  console.log(`  ${'searchable'.padEnd(width)}  ${String(summary.searchableRows).padStart(8)}  (pages + news + documents)`)
  console.log(`Seeded scale ${summary.scale} in ${seconds.toFixed(1)} s (${total.toFixed(1)} s including migrations and clearing).`)
}

async function main(): Promise<number> {
  const parsed = parseScale(process.argv.slice(2))
  if ('error' in parsed) {
    console.error(`seed: ${parsed.error}`)
    return 2
  }
  let config
  try {
    config = loadConfig()
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`seed: ${err.message}`)
      return 2
    }
    throw err
  }
  const started = performance.now()
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL, poolSize: 2 } : { dataDir: path.join(config.DATA_DIR, 'pglite') },
  )
  try {
    const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${path.join(config.DATA_DIR, 'pglite')}`
    console.log(`Seeding scale ${parsed.scale} into ${where}`)
    await database.migrate()
    await clearContent(database.db)
    console.log(`Opened, migrated and cleared in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    const seedStarted = performance.now()
    const stamp = () => `[${((performance.now() - seedStarted) / 1000).toFixed(1).padStart(6)} s]`
    const summary = await seed(database.db, { scale: parsed.scale, formSecret: config.FORM_SECRET, log: (m) => console.log(`${stamp()} ${m}`) })
    const now = performance.now()
    printSummary(summary, (now - seedStarted) / 1000, (now - started) / 1000)
    return 0
  } finally {
    await database.close()
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof DatabaseUnavailableError ? `seed: ${err.message}` : err)
    process.exit(1)
  },
)
