/**
 * Demo content on the first start, written by the seed CLI in a child process rather than by the
 * server itself: the generator's image and PDF libraries, and the memory an embedded database
 * grows to while seeding (WebAssembly memory never shrinks), leave with the child. A server that
 * seeded in its own process served at about 740 MB instead of 280 MB (ADR 014). So does creating
 * an embedded database: initdb and the first open leave some 70 MB in the server's malloc heap.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export class SeedFailedError extends Error {}

/** The CLI beside this module's build: `cli.js` in dist, `cli.ts` when run from source by tsx. */
const cli = fileURLToPath(new URL(`../db/seed/cli${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url))

/**
 * Runs `seed --scale N` with this process's Node flags (tsx's loader too) and environment, so it
 * opens the same database. The caller must have closed an embedded database first: one process
 * at a time may hold its directory.
 */
export function seedInChildProcess(scale: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, cli, '--scale', String(scale)], { stdio: 'inherit' })
    child.once('error', reject)
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new SeedFailedError(`seeding the demo content failed (${signal ?? `exit code ${code}`})`)),
    )
  })
}

/** True once an embedded database's directory holds a database (PostgreSQL's version file). */
export const embeddedDatabaseExists = (dataDir: string) => existsSync(path.join(dataDir, 'PG_VERSION'))
