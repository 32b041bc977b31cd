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
import { test as base } from './fixtures.js'
import { startOwnServer } from './own-server.js'
import { TAG_ENV } from './tag-stand-ins.js'

/** `E2E_PORT` + 2000 (+ 1000 is the e2e SMTP server): clear of other checkouts' `E2E_PORT`s on one machine. */
export const COMPLEX_PORT = Number(process.env.E2E_COMPLEX_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 2000)
const EXTERNAL = process.env.E2E_COMPLEX_URL
export const COMPLEX_URL = EXTERNAL ?? `http://127.0.0.1:${COMPLEX_PORT}`

export const test = base.extend<object, { complexServer: string }>({
  complexServer: [
    async ({}, use) => {
      if (EXTERNAL) return use(EXTERNAL)
      const stop = await startOwnServer({
        name: 'complex-mode',
        port: COMPLEX_PORT,
        portVariable: 'E2E_COMPLEX_PORT',
        dataDir: 'data/e2e-complex',
        env: { CONSENT_MODE: 'complex', ...TAG_ENV },
      })
      await use(COMPLEX_URL)
      await stop()
    },
    { scope: 'worker', auto: true, timeout: 400_000 },
  ],
})

export { expect } from './fixtures.js'
