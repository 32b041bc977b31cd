/**
 * A server of the built site that takes card payments through Comgate (`PAYMENT_PROVIDER=comgate`,
 * ADR 040), and the local Comgate it talks to (tests/support/comgate.ts), both started by the
 * worker that runs a Comgate spec and stopped with it. The provider is read once at start, so
 * these specs cannot share the suite's server. The local Comgate's payer page sends the push
 * notification to this server over HTTP and the payer back to its return address, as the client
 * portal's settings make the real one do; nothing leaves this machine.
 *
 * The site's port is `E2E_PORT` + 2500 (`E2E_COMGATE_PORT` to choose another), Comgate's the next
 * one. A spec uses `test` from here and `test.use({ baseURL: COMGATE_SHOP_URL })`, in one worker.
 */
import { startFakeComgate, type FakeComgate } from '../../support/comgate.js'
import { test as base } from './fixtures.js'
import { startOwnServer } from './own-server.js'

export const COMGATE_SHOP_PORT = Number(process.env.E2E_COMGATE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 2500)
export const COMGATE_SHOP_URL = `http://127.0.0.1:${COMGATE_SHOP_PORT}`
const MERCHANT = '123456'
const SECRET = 'e2e-comgate-secret-of-some-length'

export const test = base.extend<object, { comgate: FakeComgate }>({
  comgate: [
    async ({}, use) => {
      const comgate = await startFakeComgate({
        merchant: MERCHANT,
        secret: SECRET,
        port: COMGATE_SHOP_PORT + 1,
        returnUrl: `${COMGATE_SHOP_URL}/qf/cs/eshop/platba/navrat?id=\${id}&refId=\${refId}`,
        notify: async (body) => {
          await fetch(`${COMGATE_SHOP_URL}/qf/ramjet/platba/comgate`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body })
        },
      })
      try {
        const stop = await startOwnServer({
          name: 'Comgate',
          port: COMGATE_SHOP_PORT,
          portVariable: 'E2E_COMGATE_PORT',
          dataDir: 'data/e2e-comgate',
          env: { PAYMENT_PROVIDER: 'comgate', PAYMENT_GATEWAY_URL: comgate.url, COMGATE_MERCHANT: MERCHANT, COMGATE_SECRET: SECRET },
        })
        await use(comgate)
        await stop()
      } finally {
        await comgate.close()
      }
    },
    { scope: 'worker', auto: true, timeout: 400_000 },
  ],
})

export { expect } from './fixtures.js'
