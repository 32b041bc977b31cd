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

/**
 * Files that replace a module (`vi.mock`) need a module graph of their own; every other file
 * shares its worker's (`isolate: false`): importing the app anew for each of some 180 files took
 * about 40 % of the suite's CPU. Each file still gets its own database copy and its own apps
 * (tests/support), which is where the state of a test lives. The image process's test stops the
 * process's one image child, which the apps of a shared worker hold: it gets its own modules too.
 */
const OWN_MODULES = ['tests/integration/account/throttle-concurrency.test.ts', 'src/client/chunk.test.ts', 'src/features/media/image-process.test.ts']

const onPostgres = !!process.env.DATABASE_URL
const include = onPostgres ? WITH_A_DATABASE : ALL
const exclude = onPostgres ? ['**/node_modules/**', ...DATABASE_FREE] : ['**/node_modules/**']

export default defineConfig({
  test: {
    globalSetup: ['tests/support/global-setup.ts'],
    // On PostgreSQL each file works on its own copy of the seeded database (file-database.ts).
    setupFiles: ['tests/support/file-database.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // Each file gets its own copy of the seeded database (PGlite: the dump; PostgreSQL: a template copy); two cores, two workers.
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'shared-modules', include, exclude: [...exclude, ...OWN_MODULES], isolate: false } },
      { extends: true, test: { name: 'own-modules', include: OWN_MODULES.filter((f) => !onPostgres || f.startsWith('tests/')), exclude, isolate: true } },
    ],
  },
})
