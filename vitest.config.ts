import { defineConfig } from 'vitest/config'

/**
 * Every file runs on PGlite (`npm run test:unit`). With DATABASE_URL set, only the files that
 * talk to a database run again on PostgreSQL: the integration tests and the four unit files of
 * src/ that open one. The other ninety (pure functions, the build, the benches' arithmetic)
 * would only repeat themselves, each costing a template copy of the seeded database.
 */
const ALL = ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}', 'bench/**/*.test.ts', 'scripts/**/*.test.ts']
const WITH_A_DATABASE = [
  'tests/integration/**/*.test.{ts,tsx}',
  'src/db/change-feed.test.ts',
  'src/db/seed/seed.test.ts',
  'src/features/account/session.service.test.ts',
  'src/features/account/throttle.service.test.ts',
]
/** Integration files that open no database: the launch script and the documentation's links. */
const DATABASE_FREE = ['tests/integration/platform/launch.test.ts', 'tests/integration/platform/docs.test.ts']

const onPostgres = !!process.env.DATABASE_URL

export default defineConfig({
  test: {
    include: onPostgres ? WITH_A_DATABASE : ALL,
    exclude: onPostgres ? ['**/node_modules/**', ...DATABASE_FREE] : ['**/node_modules/**'],
    globalSetup: ['tests/support/global-setup.ts'],
    // On PostgreSQL each file works on its own copy of the seeded database (file-database.ts).
    setupFiles: ['tests/support/file-database.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // Each file gets its own copy of the seeded database (PGlite: the dump; PostgreSQL: a template copy); two cores, two workers.
    pool: 'forks',
    maxWorkers: 2,
  },
})
