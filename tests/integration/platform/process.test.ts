/** Start-up failures and graceful shutdown of the real process and app. */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { connect } from 'node:net'
import { describe, expect, it } from 'vitest'
import { gracefulShutdown } from '../../../src/server/shutdown.js'
import { projectPath } from '../../../src/server/paths.js'
import { engine, testApp } from '../../support/app.js'

const main = projectPath('dist/node/src/server/main.js')

function startServer(env: Record<string, string>) {
  if (!existsSync(main)) throw new Error('run `npm run build` before the tests')
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  return spawnSync(process.execPath, [main], { env: { ...inherited, PORT: '0', ...env }, encoding: 'utf8', timeout: 30_000 })
}

/**
 * Bad values of each variable are refused by loadConfig (src/server/config.test.ts) and reach the
 * operator as one line (deployment.test.ts); here the database that is not there. No database
 * of the run is involved: PGlite's run only.
 */
describe.skipIf(engine === 'postgres')('start-up failures print one clear line', () => {
  it.each([
    ['DATABASE_URL', 'postgres://root@127.0.0.1:1/test', /^Cannot start: cannot connect to PostgreSQL at 127\.0\.0\.1:1\/test: /],
  ])('%s=%s', (name, value, message) => {
    const run = startServer({ [name]: value })
    expect(run.status).toBe(1)
    const lines = run.stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(message)
  })
})

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, then closes the database and exits 0', async () => {
    // A route only this test adds: a request that is still running when the signal comes.
    let release!: () => void
    let resolveStarted!: () => void
    const started = new Promise<void>((r) => (resolveStarted = r))
    const app = await testApp({
      extend: (a) =>
        a.get('/test-slow', async () => {
          resolveStarted()
          await new Promise<void>((r) => (release = r))
          return 'finished'
        }),
    })
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    const database = app.database
    let dbClosed = false
    const close = database.close.bind(database)
    database.close = async () => {
      dbClosed = true
      await close()
    }
    const codes: number[] = []
    const shutdown = gracefulShutdown(app, database, { timeoutMs: 10_000, exit: (c) => codes.push(c) })

    const inFlight = fetch(`${address}/test-slow`).then(async (r) => ({ status: r.status, body: await r.text() }))
    await started
    const done = shutdown('SIGTERM')
    await new Promise((r) => setTimeout(r, 100))
    expect(codes).toEqual([])
    release()
    expect(await inFlight).toEqual({ status: 200, body: 'finished' })
    await done
    expect(dbClosed).toBe(true)
    expect(codes).toEqual([0])
    await expect(fetch(`${address}/healthz`)).rejects.toThrow()
  })

  it('goes unready first and keeps serving through the drain, then answers every request it received', async () => {
    const waiting: (() => void)[] = []
    const release = () => waiting.splice(0).forEach((r) => r())
    const app = await testApp({
      extend: (a) =>
        a.get('/test-slow', async () => {
          await new Promise<void>((r) => waiting.push(r))
          return 'finished'
        }),
    })
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    const codes: number[] = []
    expect((await fetch(`${address}/readyz`)).status).toBe(200)
    const slow = Array.from({ length: 20 }, () => fetch(`${address}/test-slow`).then((r) => r.status))
    await new Promise((r) => setTimeout(r, 100))
    // The drain is long enough for the requests below to arrive within it on a busy machine.
    const done = gracefulShutdown(app, app.database, { timeoutMs: 10_000, drainMs: 1500, exit: (c) => codes.push(c) })('SIGTERM')
    const ready = await fetch(`${address}/readyz`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toMatchObject({ status: 'draining' })
    // Requests that arrive during the drain are served as usual.
    const during = await Promise.all(Array.from({ length: 10 }, () => fetch(`${address}/healthz`)))
    expect(during.map((r) => r.status)).toEqual(Array(10).fill(200))
    // ... each closing its connection, so no kept-alive one is left when the listener closes.
    expect(during.map((r) => r.headers.get('connection'))).toEqual(Array(10).fill('close'))
    expect(codes).toEqual([])
    await new Promise((r) => setTimeout(r, 1600))
    release()
    // Every request received before the listener closed is answered, none reset.
    expect(await Promise.all(slow)).toEqual(Array(20).fill(200))
    await done
    expect(codes).toEqual([0])
  })

  it('serves a request that arrives, after the listener closed, on a connection accepted before: no 503 a proxy could not retry', async () => {
    const waiting: (() => void)[] = []
    const app = await testApp({
      extend: (a) =>
        a.get('/test-slow', async () => {
          await new Promise<void>((r) => waiting.push(r))
          return 'finished'
        }),
    })
    const address = new URL(await app.listen({ port: 0, host: '127.0.0.1' }))
    const codes: number[] = []
    // The node stays open while this request is in flight.
    const slow = fetch(`${address.origin}/test-slow`).then((r) => r.status)
    // A connection accepted with half a request: not idle, so not swept when the listener closes.
    const socket = connect(Number(address.port), '127.0.0.1')
    await new Promise((r) => socket.once('connect', r))
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n')
    const answer = new Promise<string>((resolve) => {
      let text = ''
      socket.on('data', (chunk) => (text += chunk.toString()))
      socket.on('close', () => resolve(text))
    })
    await new Promise((r) => setTimeout(r, 100))
    const done = gracefulShutdown(app, app.database, { timeoutMs: 10_000, drainMs: 0, exit: (c) => codes.push(c) })('SIGTERM')
    await new Promise((r) => setTimeout(r, 300))
    socket.write('\r\n')
    const text = await answer
    expect(text).toMatch(/^HTTP\/1\.1 200 /)
    expect(text.toLowerCase()).toContain('connection: close')
    waiting.splice(0).forEach((r) => r())
    expect(await slow).toBe(200)
    await done
    expect(codes).toEqual([0])
  })

  it('exits 1 when a request outlives the deadline', async () => {
    const app = await testApp({ extend: (a) => a.get('/test-stuck', () => new Promise(() => {})) })
    const database = app.database
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    void fetch(`${address}/test-stuck`).catch(() => {})
    await new Promise((r) => setTimeout(r, 50))
    const codes: number[] = []
    void gracefulShutdown(app, database, { timeoutMs: 200, exit: (c) => codes.push(c) })('SIGTERM')
    await new Promise((r) => setTimeout(r, 400))
    expect(codes).toEqual([1])
  })
})
