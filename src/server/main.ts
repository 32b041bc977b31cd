/**
 * The process: read configuration, open and migrate the database (seeding demo content on
 * first start), build the app, listen, and shut down gracefully on SIGTERM/SIGINT.
 * Start-up failures print one line and exit 1.
 */
import path from 'node:path'
import { DatabaseUnavailableError, openDatabase, type Database, type DatabaseOptions } from '../db/client.js'
import { isSeeded } from '../db/seed/db-utils.js'
import { buildApp } from './app.js'
import { loadAssets, MissingBuildError } from './assets.js'
import { ConfigError, loadConfig, type Config } from './config.js'
import { gracefulShutdown } from './shutdown.js'

export function databaseOptions(config: Config): DatabaseOptions {
  return config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.DATA_DIR, 'pglite') }
}

async function start() {
  const config = loadConfig()
  const assets = loadAssets()
  let database: Database = await openDatabase(databaseOptions(config))
  await database.migrate()
  if (!(await isSeeded(database.db))) {
    console.log(`Seeding demo content (scale ${config.SEED_SCALE}) into ${database.engine}…`)
    // Loaded only when needed: the generator pulls in PDF and image libraries a server never uses.
    const { seed } = await import('../db/seed/index.js')
    await seed(database.db, { scale: config.SEED_SCALE, log: (m: string) => console.log(m) })
  }
  if (config.DATABASE_URL) {
    // Serving bounds every statement; migrating and seeding (done above) may take longer.
    await database.close()
    database = await openDatabase({ url: config.DATABASE_URL, statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS })
  }
  const app = await buildApp({ config, database, assets })

  const shutdown = gracefulShutdown(app, database, { timeoutMs: config.SHUTDOWN_TIMEOUT_MS, drainMs: config.SHUTDOWN_DRAIN_MS })
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
  process.once('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ port: config.PORT, host: config.HOST })
}

/** Failures whose message is written for the operator: print that one line, no stack. */
const operatorErrors = [ConfigError, DatabaseUnavailableError, MissingBuildError]

start().catch((err: unknown) => {
  const expected = operatorErrors.some((E) => err instanceof E)
  console.error(expected ? `Cannot start: ${(err as Error).message}` : err)
  process.exit(1)
})
