/**
 * Every wait is bounded: a request body that never finishes, a database that does not answer,
 * a readiness probe against a hanging database. Real sockets where the time-out is the socket's.
 */
import { connect } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from '../../../src/db/unavailable.js'
import { statusOf } from '../../../src/server/plugins/errors.js'
import { engine, testApp } from '../../support/app.js'
import { expectIn } from '../../support/html.js'

const apps: FastifyInstance[] = []
afterAll(async () => {
  for (const app of apps) await app.close()
})

describe(`time-outs on ${engine}`, () => {
  it('cuts off a client that sends headers and never finishes its body', async () => {
    const app = await testApp({ env: { REQUEST_TIMEOUT_MS: '400' } })
    apps.push(app)
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as { port: number }
    const started = Date.now()
    const closed = await new Promise<number>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write('POST /qf/cs/ramjet/performLogin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nemail=a')
      })
      socket.on('data', () => {})
      socket.on('close', () => resolve(Date.now() - started))
      socket.on('error', () => resolve(Date.now() - started))
      setTimeout(() => reject(new Error('the server still holds the connection after 5 s')), 5000).unref()
    })
    expect(closed).toBeGreaterThanOrEqual(300)
    expect(closed).toBeLessThan(5000)
  })

  it('answers a localized 503 with Retry-After when the database is gone, and /readyz says so', async () => {
    const app = await testApp()
    apps.push(app)
    await app.database.close()
    for (const [url, text] of [
      ['/qf/cs/aktuality?page=3', 'Služba je dočasně nedostupná'],
      ['/qf/en/news?page=4', 'Service temporarily unavailable'],
    ] as const) {
      const res = await app.inject({ url })
      expect(res.statusCode, url).toBe(503)
      expect(res.headers['retry-after']).toBe('30')
      expectIn(res.body, text)
    }
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503)
    app.database.close = async () => {}
  })

  it('answers /readyz within about a second when the database hangs', async () => {
    const app = await testApp()
    apps.push(app)
    app.database.ping = () => new Promise(() => {})
    const started = Date.now()
    const res = await app.inject({ url: '/readyz' })
    expect(res.statusCode).toBe(503)
    expect(Date.now() - started).toBeLessThan(1500)
  })

  it('tells a database that does not answer from other failures', () => {
    const timeout = Object.assign(new Error('Failed query: select 1'), { cause: Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }) })
    expect(isDatabaseUnavailable(timeout)).toBe(true)
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true)
    expect(isDatabaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true)
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false)
    expect(isDatabaseUnavailable(new Error('x is not a function'))).toBe(false)
    expect(statusOf(Object.assign(timeout, { statusCode: undefined }) as never)).toBe(503)
  })
})

describe(`the client's address behind a proxy (${engine})`, () => {
  it('is the socket address unless TRUST_PROXY names the proxy', async () => {
    const seen: string[] = []
    const extend = (a: FastifyInstance) => a.get('/test-ip', async (req) => req.ip)
    const direct = await testApp({ extend })
    const proxied = await testApp({ extend, env: { TRUST_PROXY: '1' } })
    apps.push(direct, proxied)
    for (const app of [direct, proxied]) {
      seen.push((await app.inject({ url: '/test-ip', remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': '203.0.113.9' } })).body)
    }
    expect(seen).toEqual(['10.0.0.2', '203.0.113.9'])
  })
})
