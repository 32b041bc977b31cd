import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
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
