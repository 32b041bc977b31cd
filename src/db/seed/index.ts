/** Public API of the demo-content generator (used by the server start, the CLI and tests). */
export { seed, DEMO_USER, SECOND_USER, THIRD_USER, STAFF_USER, MAX_SCALE, type SeedCounts, type SeedOptions, type SeedSummary } from './seed.js'
export { clearContent, isSeeded } from './db-utils.js'
export { seedDay } from './random.js'
