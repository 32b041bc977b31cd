/**
 * The app under test, on the seeded database of this run (see global-setup.ts): PostgreSQL
 * when DATABASE_URL is set, otherwise a private in-memory PGlite loaded from the dump.
 */
import { readFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { openDatabase, type Database } from '../../src/db/client.js'
import { buildApp } from '../../src/server/app.js'
import { loadAssets } from '../../src/server/assets.js'
import { loadConfig } from '../../src/server/config.js'
import { projectPath } from '../../src/server/paths.js'

const PGLITE_DUMP = projectPath(`${process.env.TEST_DATA_DIR ?? 'data/test'}/pglite-seeded.tar`)

export async function testDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL
  if (url) return openDatabase({ url, poolSize: 2 })
  return openDatabase({ loadDataDir: new Blob([readFileSync(PGLITE_DUMP)]) })
}

export interface TestAppOptions {
  env?: Record<string, string>
  /** Adds routes only a test needs, before the app is ready. */
  extend?: (app: FastifyInstance) => void
  /** Builds the app on this database (another app's, to act as a second node); the caller closes it. */
  database?: Database
  /** Addresses per sitemap file before it becomes an index. */
  sitemapLimit?: number
}

export async function testApp({ env = {}, extend, database: shared, sitemapLimit }: TestAppOptions = {}): Promise<FastifyInstance> {
  const database = shared ?? (await testDatabase())
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...process.env, ...env })
  const app = await buildApp({ config, database, assets: loadAssets(), logger: false, sitemapLimit })
  if (!shared) app.addHook('onClose', async () => database.close())
  extend?.(app)
  await app.ready()
  return app
}

/** Which engine this run tests, for test names. */
export const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite'
