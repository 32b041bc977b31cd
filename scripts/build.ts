/**
 * Builds the client (Vite) and the server (tsc). `npm start` runs it first: it builds only the
 * parts whose inputs changed since they were last built (scripts/build-state.ts), and nothing
 * when both are current. `--all` (`npm run build`) builds both whatever the state says.
 */
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { currentFingerprints, outputExists, PARTS, partsToBuild, readState, SERVER_BUILD_INFO, writeState, type Part } from './build-state.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)

const COMMANDS: Record<Part, [string, string[]]> = {
  client: [bin('vite'), ['build']],
  server: [bin('tsc'), ['-p', 'tsconfig.build.json']],
}

const state = readState(root)
// Taken before building, so that an edit made during a build is seen by the next start.
const before = currentFingerprints(root)
const parts = process.argv.includes('--all') ? [...PARTS] : partsToBuild(state, before, outputExists(root))
if (parts.length === 0) console.log('The build is current: nothing to rebuild.')
for (const part of parts) {
  console.log(`Building the ${part}…`)
  // tsc's incremental record would skip emitting a program it saw before, though its output is gone.
  if (part === 'server' && !outputExists(root)('server')) rmSync(path.join(root, SERVER_BUILD_INFO), { force: true })
  const [command, args] = COMMANDS[part]
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  if (run.status !== 0) process.exit(run.status ?? 1)
  // The client's inputs are known only once its build has recorded them.
  state[part] = before[part] ?? currentFingerprints(root)[part] ?? undefined
  writeState(root, state)
}
