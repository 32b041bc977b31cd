/**
 * scripts/serve.sh (what `npm start` runs) hands the server the process settings of ADR 014. A
 * module imported ahead of the server reports what the node process got, then stops it.
 */
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { projectPath } from '../../src/server/paths.js'

const code = 'console.log(JSON.stringify({ arenas: process.env.MALLOC_ARENA_MAX ?? null, flags: process.execArgv })); process.exit(0)'
// NODE_OPTIONS splits on spaces; a data URL may percent-encode them.
const report = `data:text/javascript,${encodeURIComponent(code)}`

function launch(env: Record<string, string>) {
  const { MALLOC_ARENA_MAX: _ignored, ...inherited } = process.env
  const run = spawnSync('sh', [projectPath('scripts/serve.sh')], {
    env: { ...inherited, NODE_OPTIONS: `--import=${report}`, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  })
  expect(run.stderr).toBe('')
  expect(run.status).toBe(0)
  return JSON.parse(run.stdout.trim()) as { arenas: string | null; flags: string[] }
}

describe('the launcher', () => {
  it('limits glibc to two malloc arenas', () => {
    expect(launch({}).arenas).toBe('2')
  })

  it("keeps an operator's own MALLOC_ARENA_MAX", () => {
    expect(launch({ MALLOC_ARENA_MAX: '4' }).arenas).toBe('4')
  })

  it('starts node with source maps, as npm start did before it', () => {
    expect(launch({}).flags).toContain('--enable-source-maps')
  })
})
