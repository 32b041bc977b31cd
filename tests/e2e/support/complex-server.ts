/**
 * A second server of the built site with the consent in complex mode (`CONSENT_MODE=complex`,
 * ADR 024), started by the worker that runs a complex-mode spec and stopped with it: only runs
 * that include such a spec pay for it (a start of a few seconds; the first one seeds its own small
 * embedded database, `data/e2e-complex`, reused later). The consent mode is read once at start, so
 * these specs cannot share the suite's server (playwright.config.ts).
 *
 * Its port is `E2E_PORT` + 2000 (`E2E_COMPLEX_PORT` to choose another). A spec uses `test`
 * from here and `test.use({ baseURL: COMPLEX_URL })`; it must run its tests in one worker
 * (`test.describe.configure({ mode: 'default' })`), since two servers cannot hold one embedded
 * database. `E2E_COMPLEX_URL` points the specs at a server already running instead.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { test as base } from './fixtures.js'

/** `E2E_PORT` + 2000 (+ 1000 is the e2e SMTP server): clear of other checkouts' `E2E_PORT`s on one machine. */
export const COMPLEX_PORT = Number(process.env.E2E_COMPLEX_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 2000)
const EXTERNAL = process.env.E2E_COMPLEX_URL
export const COMPLEX_URL = EXTERNAL ?? `http://127.0.0.1:${COMPLEX_PORT}`

async function ready(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the complex-mode server exited (${child.exitCode})`)
    try {
      if ((await fetch(`${url}/readyz`)).ok && child.exitCode === null) return
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`the complex-mode server did not answer ${url}/readyz within ${timeoutMs} ms`)
}

export const test = base.extend<object, { complexServer: string }>({
  complexServer: [
    async ({}, use) => {
      if (EXTERNAL) return use(EXTERNAL)
      // Another server on the port would answer the readiness check in this one's place.
      const taken = await fetch(`${COMPLEX_URL}/readyz`).then(
        () => true,
        () => false,
      )
      if (taken) throw new Error(`port ${COMPLEX_PORT} is taken: set E2E_COMPLEX_PORT to a free one`)
      const stderr: string[] = []
      // setpriv's parent-death signal: a worker that dies however it dies takes the server along.
      const child = spawn('setpriv', ['--pdeathsig', 'TERM', process.execPath, 'dist/node/src/server/main.js'], {
        stdio: ['ignore', 'ignore', 'pipe'],
        env: {
          ...process.env,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(COMPLEX_PORT),
          DATA_DIR: 'data/e2e-complex',
          // Pages to show the banner on, nothing more: the smallest demo content seeds fastest.
          SEED_SCALE: '0.05',
          LOG_LEVEL: 'warn',
          DATABASE_URL: '',
          REDIS_URL: '',
          PREVIEW: '0',
          SHUTDOWN_DRAIN_MS: '0',
          CONSENT_MODE: 'complex',
          GTM_ANALYTICS_ID: 'GTM-E2EA',
          GTM_MARKETING_ID: 'GTM-E2EM',
          GTM_HOST: 'https://tags.e2e.test',
        },
      })
      child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk.toString()))
      try {
        await ready(COMPLEX_URL, child, 390_000)
      } catch (error) {
        child.kill('SIGTERM')
        throw new Error(`${(error as Error).message}\n${stderr.join('').slice(-2000)}`)
      }
      await use(COMPLEX_URL)
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))])
      if (child.exitCode === null) child.kill('SIGKILL')
    },
    { scope: 'worker', auto: true, timeout: 400_000 },
  ],
})

export { expect } from './fixtures.js'
