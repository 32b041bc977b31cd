/**
 * The Prometheus metrics and request ids (ADR 072), through the real routes and the real metrics
 * listener (METRICS_PORT=0: any free port) on the run's database: a page twice, a 404, a search,
 * a throttled login and a declined card payment, then one scrape that must show each family with
 * labels from fixed sets (the route's pattern, never its address).
 */
import Fastify, { type FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../../src/db/client.js'
import { outbox } from '../../../src/db/schema.js'
import { Metrics, MetricsListenError } from '../../../src/server/metrics.js'
import { engine, testApp } from '../../support/app.js'
import { checkoutFormOf } from '../../support/checkout-form.js'
import { postForm, type Jar } from '../../support/client.js'
import { unescape } from '../../support/html.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await testApp({ env: { METRICS_PORT: '0' } })
})
afterAll(async () => {
  await app?.close()
})

const metricsUrl = (path = '/metrics') => `http://127.0.0.1:${app.metrics.address()!.port}${path}`
const scrape = async () => {
  const res = await fetch(metricsUrl())
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
  return res.text()
}

/** The value of the sample `name{labels}` (labels in the order prom-client writes them), or undefined. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(labels ? `${name}{${labels}} ` : `${name} `))
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1))
}

/** A declined payment of a new card order through the simulated gateway (ADR 028). */
async function declinedCardPayment() {
  const jar: Jar = {}
  const [variant] = rowsOf<{ id: number }>(await app.db.execute(sql`select id from product_variants where stock > 5 order by id limit 1`))
  const id = Number(variant!.id)
  expect((await postForm(app, '/qf/cs/eshop/kosik/pridat', { variant: String(id), quantity: '1' }, jar)).statusCode).toBe(303)
  const form = checkoutFormOf((await app.inject({ url: '/qf/cs/eshop/pokladna', cookies: jar })).body)
  const contact = { email: 'metriky@example.cz', name: 'Eva Metrická', phone: '777 123 456', street: 'Hradecká 12', city: 'Dubová Hora', postalCode: '50003' }
  const placed = await postForm(app, '/qf/cs/eshop/pokladna/odeslat', { ...contact, ...form, shippingCode: 'ppl', paymentCode: 'card', terms: 'on' }, jar)
  expect(placed.statusCode).toBe(303)
  const gateway = await app.inject({ url: String(placed.headers.location), cookies: jar })
  const decline = unescape(/href="([^"]+)" id="gatewayDecline"/.exec(gateway.body)![1]!)
  expect((await app.inject({ url: decline, cookies: jar })).statusCode).toBe(303)
}

describe(`metrics on ${engine} (ADR 072)`, () => {
  it('serve every family on their own port, with route patterns for labels; the site does not serve them', async () => {
    // Nothing counted before a request: the families of events exist at 0 from the start.
    const before = await scrape()
    expect(sample(before, 'qf_orders_placed_total')).toBe(0)
    expect(sample(before, 'qf_payment_failures_total', 'reason="declined"')).toBe(0)
    expect(sample(before, 'qf_login_throttled_total', 'step="password"')).toBe(0)

    expect((await app.inject('/qf/en/home')).statusCode).toBe(200)
    expect((await app.inject('/qf/en/home')).statusCode).toBe(200)
    // A missing page under a site is its catch-all route's; an address no route takes is `unmatched`.
    expect((await app.inject('/qf/en/no-such-page-xyzzy')).statusCode).toBe(404)
    expect((await app.inject('/no-such-place-xyzzy/x')).statusCode).toBe(404)
    expect((await app.inject('/qf/en/ramjet/helpzone/search-content?frm.query=library')).statusCode).toBe(200)
    // A mail that has waited two minutes.
    await app.db.insert(outbox).values({ recipient: 'metriky@example.cz', subject: 'Metrics', body: 'waiting', createdAt: new Date(Date.now() - 120_000) })
    // Five failures from one address are free; the sixth is refused by the throttle (ADR 011).
    const login = () =>
      app.inject({ method: 'POST', url: '/qf/en/ramjet/performLogin', remoteAddress: '10.72.0.1', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=metrics-nobody%40example.cz&password=wrong' })
    for (let i = 0; i < 5; i++) await login()
    expect((await login()).statusCode).toBe(429)
    await declinedCardPayment()

    const text = await scrape()
    // Requests by the route's pattern: the 404's address and the search's query appear nowhere.
    const count = (labels: string) => sample(text, 'qf_http_request_duration_seconds_count', labels)
    expect(count('route="/qf/en/home",method="GET",status="200"')).toBe(2)
    expect(count('route="/qf/en/*",method="GET",status="404"')).toBe(1)
    expect(count('route="unmatched",method="GET",status="404"')).toBe(1)
    expect(count('route="/qf/en/ramjet/helpzone/search-content",method="GET",status="200"')).toBe(1)
    expect(count('route="/qf/en/ramjet/performLogin",method="POST",status="429"')).toBe(1)
    expect(sample(text, 'qf_http_request_duration_seconds_bucket', 'le="+Inf",route="unmatched",method="GET",status="404"')).toBe(1)
    expect(text).not.toContain('xyzzy')
    expect(text).not.toContain('library')

    expect(sample(text, 'qf_region_cache_requests_total', 'outcome="hit"')).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'qf_region_cache_requests_total', 'outcome="miss"')).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'qf_region_cache_evictions_total')).toBeGreaterThanOrEqual(0)
    expect(sample(text, 'qf_search_duration_seconds_count', 'call="results"')).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'qf_login_throttled_total', 'step="password"')).toBe(1)
    expect(sample(text, 'qf_orders_placed_total')).toBe(1)
    expect(sample(text, 'qf_payment_failures_total', 'reason="declined"')).toBe(1)
    expect(sample(text, 'qf_outbox_waiting_messages')).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'qf_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(119)
    expect(sample(text, 'qf_db_pool_connections', 'state="total"')).toBeGreaterThanOrEqual(1)
    if (engine === 'postgres') expect(sample(text, 'qf_db_pool_connections', 'state="idle"')).toBeGreaterThanOrEqual(0)
    expect(sample(text, 'qf_db_statement_timeouts_total')).toBe(0)
    // prom-client's process and event-loop metrics.
    for (const name of ['process_cpu_seconds_total', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes', 'nodejs_eventloop_lag_p99_seconds'])
      expect(sample(text, name), name).toBeGreaterThanOrEqual(0)

    // The site's port has no metrics, and the metrics' port has nothing else.
    expect((await app.inject('/metrics')).statusCode).toBe(404)
    expect((await fetch(metricsUrl('/'))).status).toBe(404)
    expect((await fetch(metricsUrl('/qf/en/home'))).status).toBe(404)
    expect((await fetch(metricsUrl(), { method: 'POST' })).status).toBe(404)
  })

  it('a metrics port already taken stops the start with one line naming METRICS_PORT', async () => {
    const other = Fastify({ logger: false })
    new Metrics().expose(other, { host: '127.0.0.1', port: app.metrics.address()!.port })
    const started = other.ready()
    await expect(started).rejects.toThrow(MetricsListenError)
    await expect(started).rejects.toThrow(/^METRICS_PORT \d+ on 127\.0\.0\.1 cannot be used: EADDRINUSE$/)
    await other.close()
  })

  it.runIf(engine === 'postgres')('count statements PostgreSQL cancelled at their time-out', async () => {
    const cancelled = app.db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 50`)
      await tx.execute(sql`select pg_sleep(2)`)
    })
    await expect(cancelled).rejects.toThrow()
    expect(sample(await scrape(), 'qf_db_statement_timeouts_total')).toBe(1)
  })
})

describe(`request ids on ${engine}`, () => {
  it('every answer names its id; a proxy’s sane id is kept, a hostile or overlong one replaced', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
    const page = await app.inject('/qf/en/home')
    const missing = await app.inject('/qf/en/no-such-page-xyzzy')
    expect(page.headers['x-request-id']).toMatch(uuid)
    expect(missing.headers['x-request-id']).toMatch(uuid)
    expect(page.headers['x-request-id']).not.toBe(missing.headers['x-request-id'])
    expect((await app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-7f3a.01_x' } })).headers['x-request-id']).toBe('lb-7f3a.01_x')
    for (const hostile of ['<script>', 'a'.repeat(200), 'id with spaces', 'x\u00e9'])
      expect((await app.inject({ url: '/healthz', headers: { 'x-request-id': hostile } })).headers['x-request-id'], hostile).toMatch(uuid)
  })
})
