/**
 * Whether the build in dist/ is current: `npm start` rebuilds only the parts whose inputs
 * changed since they were built, and nothing when both are current.
 *
 * A part's fingerprint is a SHA-256 over the names and contents of its input files. The
 * client's inputs are the files Vite itself read for the last build (recorded by
 * `buildInputsPlugin`), so an edit anywhere the bundle reaches counts and an edit elsewhere
 * does not; the server's are every source file tsc compiles. Both include the lock file and
 * their build configuration. Contents, not modification times: a checkout or a copy that
 * touches every file without changing it rebuilds nothing.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export type Part = 'client' | 'server'
export const PARTS: readonly Part[] = ['client', 'server']

/** What was built last, by part: the fingerprint of its inputs then. */
export type BuildState = Partial<Record<Part, string>>

export const STATE_FILE = 'dist/build-state.json'
/** Written by the client build: the project files Vite read (see buildInputsPlugin). */
export const CLIENT_INPUTS_FILE = 'dist/client-inputs.json'

/** Each part's inputs besides its sources. */
const CONFIG: Record<Part, string[]> = {
  client: ['package-lock.json', 'vite.config.ts', 'tsconfig.json', 'scripts/sprite-plugin.ts', 'scripts/share-image-plugin.ts', 'scripts/build-inputs-plugin.ts'],
  server: ['package-lock.json', 'tsconfig.json', 'tsconfig.build.json'],
}

/** tsc's incremental record (tsconfig.build.json): a server rebuild compiles only what changed. */
export const SERVER_BUILD_INFO = 'dist/node/.tsbuildinfo'

/** What a part's build leaves behind; without it the part is built whatever the state says. */
export const OUTPUT: Record<Part, string> = {
  client: 'dist/build/.vite/manifest.json',
  server: 'dist/node/src/server/main.js',
}

/**
 * The parts to build: those never built, built from other inputs than today's (a fingerprint
 * of null means the inputs are unknown, so the part is built), or whose output is gone.
 */
export function partsToBuild(stored: BuildState, current: Record<Part, string | null>, outputExists: (part: Part) => boolean): Part[] {
  return PARTS.filter((part) => current[part] === null || stored[part] !== current[part] || !outputExists(part))
}

/**
 * SHA-256 of the files' names and contents, in a stable order; a directory stands for the files
 * in it (a plugin that reads a folder watches the folder), a missing file counts as missing.
 */
export function fingerprint(root: string, files: readonly string[]): string {
  const hash = createHash('sha256')
  const expanded = files.flatMap((file) => {
    const full = path.join(root, file)
    return existsSync(full) && statSync(full).isDirectory() ? walk(root, file).filter((f) => !TEST_FILE.test(f)) : [file]
  })
  for (const file of [...new Set(expanded)].sort()) {
    const full = path.join(root, file)
    hash.update(`${file}\0`)
    hash.update(existsSync(full) ? readFileSync(full) : '\0missing\0')
    hash.update('\0')
  }
  return hash.digest('hex')
}

/** Every file under `dir` (relative to `root`), depth first. */
function walk(root: string, dir: string): string[] {
  const out: string[] = []
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name)
    if (entry.isDirectory()) out.push(...walk(root, rel))
    else out.push(rel)
  }
  return out
}

const TEST_FILE = /\.test\.tsx?$/

/** The server's inputs: what tsconfig.build.json compiles (src/ without tests and the browser code). */
export function serverInputs(root: string): string[] {
  const sources = walk(root, 'src').filter((f) => /\.tsx?$/.test(f) && !TEST_FILE.test(f) && !f.startsWith(`src${path.sep}client${path.sep}`))
  return [...sources, ...CONFIG.server]
}

/** The client's inputs as the last build recorded them, or null when there is no record. */
export function clientInputs(root: string): string[] | null {
  const file = path.join(root, CLIENT_INPUTS_FILE)
  if (!existsSync(file)) return null
  const recorded = JSON.parse(readFileSync(file, 'utf8')) as unknown
  if (!Array.isArray(recorded) || !recorded.every((f) => typeof f === 'string')) return null
  return [...recorded, ...CONFIG.client]
}

export function currentFingerprints(root: string): Record<Part, string | null> {
  const client = clientInputs(root)
  return { client: client && fingerprint(root, client), server: fingerprint(root, serverInputs(root)) }
}

export function readState(root: string): BuildState {
  const file = path.join(root, STATE_FILE)
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BuildState
  } catch {
    return {}
  }
}

export function writeState(root: string, state: BuildState): void {
  writeFileSync(path.join(root, STATE_FILE), `${JSON.stringify(state, null, 2)}\n`)
}

export const outputExists = (root: string) => (part: Part) => existsSync(path.join(root, OUTPUT[part])) && statSync(path.join(root, OUTPUT[part])).isFile()
