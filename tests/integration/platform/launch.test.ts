/**
 * scripts/serve.sh (what `npm start` runs) hands the server the process settings of ADR 014. A
 * module imported ahead of the server reports what the node process got, then stops it.
 */
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { projectPath } from '../../../src/server/paths.js'

const code =
  'console.log(JSON.stringify({ arenas: process.env.MALLOC_ARENA_MAX ?? null, nodeEnv: process.env.NODE_ENV ?? null, flags: process.execArgv })); process.exit(0)'
// NODE_OPTIONS splits on spaces; a data URL may percent-encode them.
const report = `data:text/javascript,${encodeURIComponent(code)}`

function launch(env: Record<string, string>) {
  // Vitest runs with NODE_ENV=test: the launcher is tested as a shell without it starts it.
  const { MALLOC_ARENA_MAX: _ignored, NODE_ENV: _test, V8_HEAP_FLAGS: _flags, ...inherited } = process.env
  const run = spawnSync('sh', [projectPath('scripts/serve.sh')], {
    env: { ...inherited, NODE_OPTIONS: `--import=${report}`, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  })
  expect(run.stderr).toBe('')
  expect(run.status).toBe(0)
  return JSON.parse(run.stdout.trim()) as { arenas: string | null; nodeEnv: string | null; flags: string[] }
}

describe('the launcher', () => {
  it('limits glibc to two malloc arenas', () => {
    expect(launch({}).arenas).toBe('2')
  })

  it("keeps an operator's own MALLOC_ARENA_MAX", () => {
    expect(launch({ MALLOC_ARENA_MAX: '4' }).arenas).toBe('4')
  })

  it("serves production builds (React's among them) with no configuration, an operator's NODE_ENV kept", () => {
    expect(launch({}).nodeEnv).toBe('production')
    expect(launch({ NODE_ENV: 'development' }).nodeEnv).toBe('development')
  })

  it('starts node with source maps, as npm start did before it', () => {
    expect(launch({}).flags).toContain('--enable-source-maps')
  })

  it('sizes V8\'s heap for the memory budget; an operator\'s V8_HEAP_FLAGS win, empty for V8\'s defaults', () => {
    expect(launch({}).flags).toEqual(expect.arrayContaining(['--max-semi-space-size=4', '--heap-growing-percent=50']))
    expect(launch({ V8_HEAP_FLAGS: '--max-semi-space-size=8' }).flags).toEqual(['--max-semi-space-size=8', '--enable-source-maps'])
    expect(launch({ V8_HEAP_FLAGS: '' }).flags).toEqual(['--enable-source-maps'])
  })
})
