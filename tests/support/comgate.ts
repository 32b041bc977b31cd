/**
 * A local Comgate for tests (ADR 040): an HTTP server speaking Comgate's protocol 1.0 as the
 * shop uses it — `POST /v1.0/create`, `POST /v1.0/status` and `POST /v1.0/refund`, form-encoded both ways, `merchant`
 * and `secret` checked — with a payer's page (`/client/instructions/index?id=…`) whose two
 * plain forms pay or cancel. Paying or cancelling sends the push notification (through
 * `notify`: a real POST to the shop, or `app.inject` in integration tests) and then redirects
 * the payer to the return address, `${id}` and `${refId}` filled in, as the client portal's
 * settings make Comgate do.
 *
 * Tests steer it: `mode` makes the API fail (HTTP 500, a stall past the shop's time-out, or an
 * answer that is not the protocol's); `tamper` changes what the status API says of a payment.
 */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeStatus = 'PENDING' | 'PAID' | 'CANCELLED'

export interface FakePayment {
  transId: string
  merchant: string
  test: boolean
  price: number
  curr: string
  label: string
  refId: string
  email: string
  method: string
  status: FakeStatus
}

export interface FakeComgateOptions {
  merchant: string
  secret: string
  port?: number
  /** The shop's return address as set in the client portal, with `${id}` and `${refId}`. */
  returnUrl?: string
  /** Delivers a push notification (the form body Comgate posts). */
  notify?: (body: URLSearchParams) => Promise<void>
}

export interface FakeComgate {
  url: string
  payments: Map<string, FakePayment>
  /** `ok`, or how the API (create and status) fails. */
  mode: 'ok' | 'error500' | 'stall' | 'garbage'
  /** Changes what the status API answers for a payment (not the payment itself). */
  tamper: Map<string, Partial<FakePayment>>
  /** Refunds made, by the shop's `refId` (a repeated `refId` is the same refund, not another). */
  refunds: Map<string, { transId: string; amount: number }>
  /** How many refund calls arrived, repeats included. */
  refundCalls: number
  returnUrl: string
  notify?: (body: URLSearchParams) => Promise<void>
  /** The push notification's form body for a payment, as Comgate sends it. */
  pushBody(transId: string, overrides?: Record<string, string>): URLSearchParams
  /** What the payer's page does: sets the outcome, notifies, and answers where the payer goes. */
  finish(transId: string, outcome: 'PAID' | 'CANCELLED', options?: { notify?: boolean }): Promise<string>
  close(): Promise<void>
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

async function readBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  for await (const c of req) chunks.push(c as Buffer)
  return new URLSearchParams(Buffer.concat(chunks).toString())
}

const newTransId = () =>
  randomBytes(6)
    .toString('hex')
    .toUpperCase()
    .match(/.{4}/g)!
    .join('-')

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export async function startFakeComgate({ merchant, secret, port = 0, returnUrl = '', notify }: FakeComgateOptions): Promise<FakeComgate> {
  const stalled = new Set<ServerResponse>()

  const fields = (p: FakePayment): Record<string, string> => ({
    merchant: p.merchant,
    test: String(p.test),
    price: String(p.price),
    curr: p.curr,
    label: p.label,
    refId: p.refId,
    method: p.method,
    email: p.email,
    transId: p.transId,
    secret,
    status: p.status,
  })

  const answer = (res: ServerResponse, body: Record<string, string>) => {
    res.writeHead(200, { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' })
    res.end(form(body))
  }

  async function api(method: string, body: URLSearchParams, res: ServerResponse) {
    if (fake.mode === 'error500') return void res.writeHead(500).end('Internal Server Error')
    if (fake.mode === 'stall') return void stalled.add(res)
    if (fake.mode === 'garbage') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Maintenance</body></html>')
    if (body.get('merchant') !== merchant || body.get('secret') !== secret) return answer(res, { code: '1400', message: 'Invalid merchant or secret' })
    if (method === 'create') {
      const price = body.get('price') ?? ''
      const label = body.get('label') ?? ''
      if (!/^[1-9]\d*$/.test(price) || body.get('curr') !== 'CZK' || label.length < 1 || label.length > 16 || !body.get('refId') || body.get('prepareOnly') !== 'true') {
        return answer(res, { code: '1400', message: 'Invalid parameters' })
      }
      const p: FakePayment = {
        transId: newTransId(),
        merchant,
        test: body.get('test') === 'true',
        price: Number(price),
        curr: 'CZK',
        label,
        refId: body.get('refId')!,
        email: body.get('email') ?? '',
        method: body.get('method') ?? 'ALL',
        status: 'PENDING',
      }
      fake.payments.set(p.transId, p)
      return answer(res, { code: '0', message: 'OK', transId: p.transId, redirect: `${fake.url}/client/instructions/index?id=${p.transId}` })
    }
    if (method === 'refund') {
      fake.refundCalls++
      const p = fake.payments.get(body.get('transId') ?? '')
      const refId = body.get('refId') ?? ''
      const amount = body.get('amount') ?? ''
      if (!p || p.status !== 'PAID') return answer(res, { code: '1400', message: 'Payment not found or not paid' })
      const seen = fake.refunds.get(refId)
      if (seen) return answer(res, seen.transId === p.transId ? { code: '0', message: 'OK' } : { code: '1400', message: 'Duplicate refId' })
      const left = p.price - [...fake.refunds.values()].filter((r) => r.transId === p.transId).reduce((n, r) => n + r.amount, 0)
      if (!/^[1-9]\d*$/.test(amount) || Number(amount) > left || body.get('curr') !== 'CZK' || !refId) return answer(res, { code: '1400', message: 'Invalid refund amount' })
      fake.refunds.set(refId, { transId: p.transId, amount: Number(amount) })
      return answer(res, { code: '0', message: 'OK' })
    }
    if (method === 'status') {
      const p = fake.payments.get(body.get('transId') ?? '')
      if (!p) return answer(res, { code: '1400', message: 'Payment not found' })
      return answer(res, { code: '0', message: 'OK', ...fields({ ...p, ...fake.tamper.get(p.transId) }) })
    }
    res.writeHead(404).end()
  }

  function payerPage(p: FakePayment, res: ServerResponse) {
    const amount = `${(p.price / 100).toFixed(2)} ${p.curr}`
    const button = (outcome: string, id: string, text: string) =>
      `<form method="post" action="/client/pay"><input type="hidden" name="id" value="${escape(p.transId)}"><input type="hidden" name="outcome" value="${outcome}"><button type="submit" id="${id}">${text}</button></form>`
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(
      `<!DOCTYPE html><html lang="cs"><head><meta charset="utf-8"><title>Comgate (test)</title></head><body><main>` +
        `<h1 id="comgateTitle">Platba ${escape(p.label)}</h1><p id="comgateAmount">${escape(amount)}</p>` +
        button('PAID', 'comgatePay', 'Zaplatit') +
        button('CANCELLED', 'comgateCancel', 'Zrušit platbu') +
        `</main></body></html>`,
    )
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    void (async () => {
      try {
        if (req.method === 'POST' && url.pathname.startsWith('/v1.0/')) return await api(url.pathname.slice(6), await readBody(req), res)
        if (req.method === 'GET' && url.pathname === '/client/instructions/index') {
          const p = fake.payments.get(url.searchParams.get('id') ?? '')
          return p ? payerPage(p, res) : void res.writeHead(404).end('Unknown payment')
        }
        if (req.method === 'POST' && url.pathname === '/client/pay') {
          const body = await readBody(req)
          const outcome = body.get('outcome') === 'PAID' ? 'PAID' : 'CANCELLED'
          const to = await fake.finish(body.get('id') ?? '', outcome)
          return void res.writeHead(302, { location: to }).end()
        }
        // The browser asks every host for one.
        if (url.pathname === '/favicon.ico') return void res.writeHead(204).end()
        res.writeHead(404).end()
      } catch (error) {
        res.writeHead(500).end(String(error))
      }
    })()
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))

  const fake: FakeComgate = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    payments: new Map(),
    mode: 'ok',
    tamper: new Map(),
    refunds: new Map(),
    refundCalls: 0,
    returnUrl,
    notify,
    pushBody(transId, overrides = {}) {
      const p = fake.payments.get(transId)
      if (!p) throw new Error(`no payment ${transId}`)
      return new URLSearchParams({ ...fields(p), ...overrides })
    },
    async finish(transId, outcome, { notify: push = true } = {}) {
      const p = fake.payments.get(transId)
      if (!p) throw new Error(`no payment ${transId}`)
      if (p.status === 'PENDING') p.status = outcome
      if (push && fake.notify) await fake.notify(fake.pushBody(transId))
      return fake.returnUrl.replace('${id}', encodeURIComponent(p.transId)).replace('${refId}', encodeURIComponent(p.refId))
    },
    async close() {
      for (const res of stalled) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  return fake
}
