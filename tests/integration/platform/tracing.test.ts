/**
 * OpenTelemetry traces (ADR 076) through the real routes on the run's database, sent to an
 * OTLP/HTTP receiver this test runs: a server span per request named by its route pattern, the
 * database's statements under it, an incoming `traceparent` continued, and no query value,
 * cookie or statement parameter in anything sent. Off (no endpoint): no hook, no wrapped
 * statement, nothing sent.
 */
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../../src/server/app.js'
import { loadAssets } from '../../../src/server/assets.js'
import { loadConfig } from '../../../src/server/config.js'
import { gracefulShutdown } from '../../../src/server/shutdown.js'
import type { Database } from '../../../src/db/client.js'
import { engine, testApp, testDatabase } from '../../support/app.js'

/** A span as OTLP/JSON carries it (ids in hex), with its attributes as plain values. */
interface SentSpan {
  traceId: string
  spanId: string
  parentSpanId?: string
  name: string
  kind: number
  status?: { code?: number }
  attributes: Record<string, unknown>
}
const SERVER = 2
const CLIENT = 3

/** What the receiver was sent: the raw bodies (to search for leaks) and the spans in them. */
const received: { bodies: string[]; spans: SentSpan[]; services: unknown[] } = { bodies: [], spans: [], services: [] }

type AnyValue = { stringValue?: string; intValue?: number | string; boolValue?: boolean; doubleValue?: number }
const valueOf = (v: AnyValue) => v.stringValue ?? (v.intValue !== undefined ? Number(v.intValue) : (v.boolValue ?? v.doubleValue))
const attributesOf = (list: { key: string; value: AnyValue }[] = []) => Object.fromEntries(list.map((a) => [a.key, valueOf(a.value)]))

let receiver: Server
let traced: FastifyInstance
let plain: FastifyInstance | undefined

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') {
        received.bodies.push(body)
        const sent = JSON.parse(body) as { resourceSpans: { resource: { attributes: [] }; scopeSpans: { spans: (SentSpan & { attributes: [] })[] }[] }[] }
        for (const rs of sent.resourceSpans) {
          received.services.push(attributesOf(rs.resource.attributes)['service.name'])
          for (const ss of rs.scopeSpans) for (const span of ss.spans) received.spans.push({ ...span, attributes: attributesOf(span.attributes) })
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const { port } = receiver.address() as AddressInfo
  traced = await testApp({ env: { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}/` } })
})
afterAll(async () => {
  await traced?.close()
  await plain?.close()
  await new Promise((resolve) => receiver?.close(resolve))
})

/** Fastify's hooks of one kind on the root instance (its internal table, read by its symbol's name). */
function hooksOf(app: FastifyInstance, name: string): number {
  const symbol = Object.getOwnPropertySymbols(app).find((s) => s.description === 'fastify.hooks')!
  return ((app as unknown as Record<symbol, Record<string, unknown[]>>)[symbol]![name] ?? []).length
}

/** A form posted over a socket in two parts, 50 ms apart: its answer's status and headers. */
function slowPost(origin: string, path: string, body: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body), 'sec-fetch-site': 'same-origin' } }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers }))
    })
    req.on('error', reject)
    const half = Math.floor(body.length / 2)
    req.write(body.slice(0, half))
    setTimeout(() => req.end(body.slice(half)), 50)
  })
}

/** The spans of one trace from `span` up to its root: the span itself first. */
function ancestry(span: SentSpan): SentSpan[] {
  const chain = [span]
  for (let s = span; s.parentSpanId; ) {
    const parent = received.spans.find((p) => p.spanId === s.parentSpanId && p.traceId === s.traceId)
    if (!parent) break
    chain.push((s = parent))
  }
  return chain
}

const serverSpanOf = (requestId: string) => received.spans.filter((s) => s.kind === SERVER && s.attributes['qf.request_id'] === requestId)

/**
 * Sends what `app` has ended, until the server spans of `requests` have arrived: a request's span
 * ends in its `onResponse` hook, which may run after `inject` has the answer.
 */
async function sent(app: FastifyInstance, ...requests: { headers: Record<string, unknown> }[]) {
  for (let tries = 0; ; tries++) {
    await app.tracing!.flush()
    if (requests.every((r) => serverSpanOf(String(r.headers['x-request-id'])).length > 0) || tries === 20) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe(`traces on ${engine} (ADR 076)`, () => {
  it('a server span per request by route pattern and status, statements under it, a caller’s trace continued, no values sent', async () => {
    const callerTrace = '4bf92f3577b34da6a3ce929d0e0e4736'
    const callerSpan = '00f067aa0ba902b7'
    const home = await traced.inject({ url: '/qf/en/home?secret=hunter2-query-4711', headers: { traceparent: `00-${callerTrace}-${callerSpan}-01` }, cookies: { qf_session: 'cookie-value-4711' } })
    expect(home.statusCode).toBe(200)
    const missing = await traced.inject('/qf/en/no-such-page-4711')
    expect(missing.statusCode).toBe(404)
    const search = await traced.inject('/qf/en/ramjet/helpzone/search-content?frm.query=zzsearchterm4711')
    expect(search.statusCode).toBe(200)
    // A login over a real socket whose body comes in two parts, the second after the hooks began:
    // its statements (their parameter is the e-mail, which must not be sent) are still its.
    const login = await slowPost(await traced.listen({ port: 0, host: '127.0.0.1' }), '/qf/en/ramjet/performLogin', 'email=tracing-secret-4711%40example.cz&password=wrong-password-4711')
    expect(login.status).toBeLessThan(500)
    // A shared preview's token is a capability (ADR 066): its address is sent without it.
    const preview = await traced.inject('/qf/en/preview/secret-preview-token-4711')

    await sent(traced, home, missing, search, login, preview)
    expect(received.services).toContain('qf-university')

    // One server span per request, named by the route's pattern, with the answer's status.
    const [homeSpan] = serverSpanOf(String(home.headers['x-request-id']))
    expect(serverSpanOf(String(home.headers['x-request-id']))).toHaveLength(1)
    expect(homeSpan).toMatchObject({ name: 'GET /qf/en/home', attributes: { 'http.request.method': 'GET', 'http.route': '/qf/en/home', 'http.response.status_code': 200, 'url.path': '/qf/en/home' } })
    // The caller's trace goes on: same trace id, the caller's span as the parent.
    expect(homeSpan).toMatchObject({ traceId: callerTrace, parentSpanId: callerSpan })
    const [missingSpan] = serverSpanOf(String(missing.headers['x-request-id']))
    expect(missingSpan!.attributes).toMatchObject({ 'http.response.status_code': 404, 'url.path': '/qf/en/no-such-page-4711' })
    expect(missingSpan!.traceId).not.toBe(callerTrace)
    const [searchSpan] = serverSpanOf(String(search.headers['x-request-id']))
    expect(searchSpan!.attributes['url.path']).toBe('/qf/en/ramjet/helpzone/search-content')
    const [loginSpan] = serverSpanOf(String(login.headers['x-request-id']))
    expect(loginSpan!.name).toBe('POST /qf/en/ramjet/performLogin')
    expect(serverSpanOf(String(preview.headers['x-request-id']))[0]!.attributes).toMatchObject({ 'http.route': '/qf/en/preview/:token', 'url.path': '/qf/en/preview/:token' })

    // Statements are client spans under their request's span (through the render or search spans between).
    const statementsUnder = (root: SentSpan) => received.spans.filter((s) => s.kind === CLIENT && ancestry(s).at(-1)?.spanId === root.spanId && s.traceId === root.traceId)
    const searchStatements = statementsUnder(searchSpan!)
    expect(searchStatements.length).toBeGreaterThan(0)
    expect(searchStatements[0]!.attributes).toMatchObject({ 'db.system.name': 'postgresql' })
    expect(String(searchStatements[0]!.attributes['db.query.text'])).toMatch(/^\s*(select|with)\b/i)
    // The search's own statements sit under its `search results` span.
    expect(searchStatements.some((s) => ancestry(s).some((a) => a.name === 'search results'))).toBe(true)
    // The login's statements ran after its body was read: still under its span.
    expect(statementsUnder(loginSpan!).length).toBeGreaterThan(0)
    // The page was rendered under its request's span.
    expect(received.spans.some((s) => s.name === 'render' && s.parentSpanId === homeSpan!.spanId)).toBe(true)

    // Nothing a visitor sent as a value reaches the collector: query values, cookies, statement parameters.
    const everything = received.bodies.join('\n')
    for (const secret of ['hunter2-query-4711', 'cookie-value-4711', 'zzsearchterm4711', 'tracing-secret-4711', 'wrong-password-4711', 'secret-preview-token-4711']) expect(everything, secret).not.toContain(secret)
  })

  it('a 5xx marks its server span as an error; the graceful shutdown sends what is left', async () => {
    // A route that fails, added to a traced app of its own (the shared one is ready already).
    const failing = await testApp({
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}` },
      extend: (app) => app.get('/tracing-fails-4711', async () => Promise.reject(Object.assign(new Error('boom'), { code: 'TRACING_TEST_FAILURE' }))),
    })
    const res = await failing.inject('/tracing-fails-4711')
    expect(res.statusCode).toBe(500)
    // No flush: the span reaches the collector because the node shuts down as SIGTERM makes it.
    const exited: number[] = []
    await gracefulShutdown(failing, { close: async () => {} } as Database, { timeoutMs: 10_000, exit: (code) => void exited.push(code) })('SIGTERM')
    expect(exited).toEqual([0])
    const [span] = serverSpanOf(String(res.headers['x-request-id']))
    expect(span).toMatchObject({ name: 'GET /tracing-fails-4711', status: { code: 2 }, attributes: { 'http.response.status_code': 500, 'error.type': 'TRACING_TEST_FAILURE' } })
  })

  it('off without an endpoint: no tracer, no hook, no wrapped statement, nothing sent', async () => {
    plain = await testApp({ env: { OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '' } })
    expect(plain.tracing).toBeUndefined()
    for (const hook of ['onRequest', 'onError', 'onResponse']) expect(hooksOf(plain, hook), hook).toBe(hooksOf(traced, hook) - 1)
    const client = (plain.db as unknown as { $client: object }).$client
    // Neither the pool's `connect` nor the engine's `query` is replaced: they are their prototypes' own.
    for (const name of ['connect', 'query']) expect(Object.hasOwn(client, name), name).toBe(false)
    // What the traced app still had is sent first: whatever arrives after is the plain app's.
    await new Promise((resolve) => setTimeout(resolve, 100))
    await traced.tracing!.flush()
    const before = received.bodies.length
    const res = await plain.inject({ url: '/qf/en/home', headers: { traceparent: '00-6e0c63257de34c92bf9efcd03927272e-00f067aa0ba902b7-01' } })
    expect(res.statusCode).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 100))
    await traced.tracing!.flush()
    // The traced app's own background work (its timers' statements) may still send a span; none
    // is the plain app's: not its request, not the trace its caller began.
    const after = received.bodies.slice(before).join('\n')
    expect(after).not.toContain('6e0c63257de34c92bf9efcd03927272e')
    expect(serverSpanOf(String(res.headers['x-request-id']))).toEqual([])
    expect(received.spans.filter((s) => s.attributes['qf.request_id'] === res.headers['x-request-id'])).toEqual([])
  })

  it('the log lines of a traced request carry its trace and span ids beside its request id', async () => {
    const lines: Record<string, unknown>[] = []
    const database = await testDatabase()
    const config = loadConfig({ NODE_ENV: 'test', ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}` })
    const logged = await buildApp({ config, database, assets: loadAssets(), logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } } })
    try {
      const res = await logged.inject('/qf/en/no-such-page-4711')
      await sent(logged, res)
      const [span] = serverSpanOf(String(res.headers['x-request-id']))
      const completed = lines.find((l) => l.reqId === res.headers['x-request-id'] && l.msg === 'request completed')
      expect(completed).toMatchObject({ trace_id: span!.traceId, span_id: span!.spanId })
    } finally {
      await logged.close()
      await database.close()
    }
  })
})
