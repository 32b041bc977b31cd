/**
 * The process: read configuration, open and migrate the database (seeding demo content on
 * first start), build the app, listen, and shut down gracefully on SIGTERM/SIGINT.
 * Start-up failures print one line and exit 1.
 */
import path from 'node:path'
import { openDatabase, type Database, type DatabaseOptions } from '../db/client.js'
import { isSeeded, seed } from '../db/seed/index.js'
import { buildApp } from './app.js'
import { loadAssets } from './assets.js'
import { loadConfig, type Config } from './config.js'

export function databaseOptions(config: Config): DatabaseOptions {
  return config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.DATA_DIR, 'pglite') }
}

async function start() {
  const config = loadConfig()
  const assets = loadAssets()
  const database: Database = await openDatabase(databaseOptions(config))
  await database.migrate()
  if (!(await isSeeded(database.db))) {
    console.log(`Seeding demo content (scale ${config.SEED_SCALE}) into ${database.engine}…`)
    await seed(database.db, { scale: config.SEED_SCALE, log: (m) => console.log(m) })
  }
  const app = await buildApp({ config, database, assets })

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down: finishing in-flight requests')
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out, exiting')
      process.exit(1)
    }, config.SHUTDOWN_TIMEOUT_MS)
    timer.unref()
    await app.close()
    await database.close()
    process.exit(0)
  }
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
  process.once('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ port: config.PORT, host: config.HOST })
}

start().catch((err: unknown) => {
  // Expected start-up failures carry a message written for the operator: print only that.
  console.error(`Cannot start: ${err instanceof Error ? err.message : String(err)}`)
  process.exit(1)
})
