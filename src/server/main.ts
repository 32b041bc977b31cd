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
import { embeddedDatabaseExists, SeedFailedError, seedInChildProcess } from './first-seed.js'
import { MetricsListenError } from './metrics.js'
import { gracefulShutdown } from './shutdown.js'

export function databaseOptions(config: Config): DatabaseOptions {
  return config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.DATA_DIR, 'pglite') }
}

async function start() {
  const config = loadConfig()
  const assets = loadAssets()
  const options = databaseOptions(config)
  // A new embedded database is created (initdb) by the seeding process too, not here (ADR 014).
  if ('dataDir' in options && !embeddedDatabaseExists(options.dataDir!)) await seedInChildProcess(config.SEED_SCALE)
  let database: Database = await openDatabase(options)
  await database.migrate()
  if (!(await isSeeded(database.db))) {
    // The seed runs in a process of its own (first-seed.ts); only one may hold an embedded database.
    await database.close()
    await seedInChildProcess(config.SEED_SCALE)
    database = await openDatabase(options)
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
const operatorErrors = [ConfigError, DatabaseUnavailableError, MissingBuildError, SeedFailedError, MetricsListenError]

start().catch((err: unknown) => {
  const expected = operatorErrors.some((E) => err instanceof E)
  console.error(expected ? `Cannot start: ${(err as Error).message}` : err)
  process.exit(1)
})
