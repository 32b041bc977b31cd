/**
 * A declared deployment (DEPLOYMENT=production, ADR 046) against the real process: each thing
 * production requires, left out, stops the start with one line naming its variable; all of it
 * set, the server starts, serves, and says on every start that a test shop takes no money.
 * Development and the e2e server (NODE_ENV=production, no DEPLOYMENT) still need none of it.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { projectPath } from '../../../src/server/paths.js'
import { engine, testApp } from '../../support/app.js'

const main = projectPath('dist/node/src/server/main.js')

/** Everything a test shop (the simulated gateway in a deployment) needs. */
const TEST_SHOP: Record<string, string> = {
  DEPLOYMENT: 'production',
  NODE_ENV: 'production',
  PAYMENT_PROVIDER: 'simulated',
  ALLOW_SIMULATED_PAYMENTS: '1',
  PAYMENT_SECRET: 'k2V9xQ7pLm4TzR8wYb3NcF6hJd1sGa5E',
  FORM_SECRET: 'Qw7rT2yU9iO4pA6s',
  PUBLIC_ORIGIN: 'https://www.qf.example',
}

/** The process's environment: the caller's without what a deployment decides, then `env`. */
function environment(env: Record<string, string | undefined>): Record<string, string> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !(name in TEST_SHOP) && !['DATABASE_URL', 'COMGATE_MERCHANT', 'COMGATE_SECRET'].includes(name)),
  )
  const chosen = Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined))
  return { ...inherited, PORT: '0', LOG_LEVEL: 'warn', ...chosen } as Record<string, string>
}

function start(env: Record<string, string | undefined>) {
  if (!existsSync(main)) throw new Error('run `npm run build` before the tests')
  return spawnSync(process.execPath, [main], { env: environment(env), encoding: 'utf8', timeout: 30_000 })
}

/**
 * Each refusal is a rule of loadConfig, tested one by one in src/server/config.test.ts; here the
 * real process shows how one reaches the operator (one line naming the variable, exit 1), and
 * that all of it set gets past the configuration. No database is involved: PGlite's run only.
 */
describe.skipIf(engine === 'postgres')('a declared deployment refuses to start without what production requires', () => {
  const without = (name: string) => ({ ...TEST_SHOP, [name]: undefined })
  it.each([
    ['FORM_SECRET', without('FORM_SECRET')],
    ['PAYMENT_SECRET', { ...TEST_SHOP, PAYMENT_SECRET: 'qf-simulated-gateway-development-key' }],
  ])('%s', (name, env) => {
    const run = start(env)
    expect(run.status).toBe(1)
    const lines = run.stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(new RegExp(`^Cannot start: Invalid configuration: ${name} `))
  })

  it('gets past the configuration with all of it set, with Comgate too (then stops at the unreachable database)', () => {
    const comgate = { ...without('ALLOW_SIMULATED_PAYMENTS'), PAYMENT_SECRET: undefined, PAYMENT_PROVIDER: 'comgate', COMGATE_MERCHANT: '123456', COMGATE_SECRET: 'gx4q8OV3TJt6noJn' }
    for (const env of [TEST_SHOP, comgate]) {
      const run = start({ ...env, DATABASE_URL: 'postgres://root@127.0.0.1:1/none' })
      expect(run.stderr.trim()).toMatch(/^Cannot start: cannot connect to PostgreSQL at 127\.0\.0\.1:1\/none: /)
    }
  })
})

describe(`a declared deployment with everything set starts and serves (${engine})`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qf-deployment-'))
  const children: ReturnType<typeof spawn>[] = []
  afterAll(async () => {
    for (const child of children.filter((c) => c.exitCode === null)) {
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await exited
    }
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('warns on every start that the simulated gateway takes no money', async () => {
    // The run's seeded database: the file's PostgreSQL copy, or the PGlite dump unpacked.
    const database: Record<string, string> = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : { DATA_DIR: dataDir }
    if (!process.env.DATABASE_URL) {
      mkdirSync(path.join(dataDir, 'pglite'))
      const untar = spawnSync('tar', ['-xf', projectPath(`${process.env.TEST_DATA_DIR ?? 'data/test'}/pglite-seeded.tar`), '-C', path.join(dataDir, 'pglite')], { encoding: 'utf8' })
      expect(untar.status, untar.stderr).toBe(0)
    }
    // Below Linux's ephemeral range (32768–60999): no outgoing connection of the machine can hold it meanwhile.
    const port = 20_000 + Math.floor(Math.random() * 12_000)
    const server = spawn(process.execPath, [main], { env: environment({ ...TEST_SHOP, ...database, PORT: String(port), HOST: '127.0.0.1', SHUTDOWN_DRAIN_MS: '0' }), stdio: ['ignore', 'pipe', 'pipe'] })
    children.push(server)
    let output = ''
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk))
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk))
    const origin = `http://127.0.0.1:${port}`
    for (let ready = false; !ready; ) {
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}: ${output}`)
      ready = await fetch(`${origin}/readyz`).then((r) => r.ok, () => false)
      if (!ready) await new Promise((r) => setTimeout(r, 250))
    }
    expect((await fetch(`${origin}/qf/cs/uvod`)).status).toBe(200)
    const warnings = output.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as { level: number; msg: string })
    expect(warnings).toContainEqual(expect.objectContaining({ level: 40, msg: expect.stringMatching(/^ALLOW_SIMULATED_PAYMENTS=1: the simulated card gateway takes NO money/) }))
  }, 120_000)
})

describe(`mails without SMTP_URL (${engine})`, () => {
  it('go to the log on a machine that is no deployment (npm start: NODE_ENV=production), and wait in the outbox in a deployment', async () => {
    const local = await testApp({ env: { NODE_ENV: 'production', SMTP_URL: '' } })
    const deployed = await testApp({ env: { ...TEST_SHOP, SMTP_URL: '' } })
    try {
      expect(local.outbox).toBeDefined()
      expect(deployed.outbox).toBeUndefined()
    } finally {
      await local.close()
      await deployed.close()
    }
  })
})
