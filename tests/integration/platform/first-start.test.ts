/**
 * The first start on an empty data directory seeds the demo content in a child process, so the
 * serving process never loads the generator's image library nor keeps what seeding grew (ADR 014).
 * Real process, real PGlite, a tiny scale.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { projectPath } from '../../../src/server/paths.js'

const main = projectPath('dist/node/src/server/main.js')

// PGlite whatever the run's database: the PostgreSQL run would only repeat it.
describe.skipIf(!!process.env.DATABASE_URL)('first start (real process, PGlite)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qf-first-start-'))
  let server: ChildProcess | undefined
  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once('exit', r))
      server.kill('SIGTERM')
      await exited
    }
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('seeds in a child process and serves, crops made on demand too, without sharp (libvips) in its own memory', async () => {
    if (!existsSync(main)) throw new Error('run `npm run build` before the tests')
    // Below Linux's ephemeral range (32768–60999): no outgoing connection of the machine can hold it meanwhile.
    const port = 20_000 + Math.floor(Math.random() * 12_000)
    const { DATABASE_URL: _ignored, ...inherited } = process.env
    let output = ''
    server = spawn(process.execPath, [main], {
      env: { ...inherited, DATA_DIR: dataDir, SEED_SCALE: '0.01', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk))
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk))
    const origin = `http://127.0.0.1:${port}`
    for (let ready = false; !ready; ) {
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}: ${output}`)
      ready = await fetch(`${origin}/readyz`).then((r) => r.ok, () => false)
      if (!ready) await new Promise((r) => setTimeout(r, 250))
    }
    expect(output).toContain('Seeding scale 0.01 into PGlite')
    expect((await fetch(`${origin}/qf/cs/uvod`)).status).toBe(200)
    // A crop the seed did not make is made on its first request, in the image child process (ADR 086).
    const list = await (await fetch(`${origin}/qf/cs/aktuality`)).text()
    const crop = /\/media\/images\/\d+\/v\d+\/(?:thumb|square)-\d+\.webp/.exec(list)?.[0]
    expect(crop).toBeDefined()
    const made = await fetch(`${origin}${crop}`)
    expect(made.status).toBe(200)
    expect(made.headers.get('content-type')).toBe('image/webp')
    expect((await made.arrayBuffer()).byteLength).toBeGreaterThan(100)
    const maps = readFileSync(`/proc/${server.pid}/maps`, 'utf8')
    expect(maps).toContain('/node')
    expect(maps).not.toMatch(/sharp|vips/)
  }, 240_000)
})
