/**
 * The node's metrics for Prometheus (ADR 072): one registry per app, never prom-client's global
 * one, so several apps in one process (the tests, a second node) keep their counts apart.
 *
 * What happens on a request costs a counter's increment; what is a state (the pool, the outbox,
 * the region cache's counts) is read when Prometheus scrapes, never before. Labels take values
 * from small fixed sets only: a route's pattern, never its address (the cardinality rule of the ADR).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { DatabaseStats } from '../db/client.js'
import type { FeatureMetrics, PaymentFailure, SearchCall, ThrottledStep } from './feature-metrics.js'
import type { RegionCacheCounts } from './region-cache.js'

/** What is read at each scrape. */
export interface MetricSources {
  database: { stats(): DatabaseStats }
  regionCache: { readonly counts: RegionCacheCounts }
  /** Mails waiting in the outbox and the age of the oldest in seconds: one cheap query. */
  outboxBacklog(): Promise<{ waiting: number; oldestSeconds: number }>
}

/** The route label of a request no route took (outside the sites' catch-alls, or malformed): one series, whatever was asked. */
export const UNMATCHED = 'unmatched'

/** Seconds: from a cached page (a few ms) to the slowest answers a time-out allows. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const SEARCH_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]

export class Metrics implements FeatureMetrics {
  readonly registry = new Registry()
  private readonly registers = [this.registry]
  private readonly http = new Histogram({
    name: 'qf_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status; its _count is the request count.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: this.registers,
  })
  private readonly search = new Histogram({
    name: 'qf_search_duration_seconds',
    help: 'Time of one call of the search service: a result page or suggestions.',
    labelNames: ['call'] as const,
    buckets: SEARCH_BUCKETS,
    registers: this.registers,
  })
  private readonly orders = new Counter({ name: 'qf_orders_placed_total', help: 'Orders placed (each once, however often its form was sent).', registers: this.registers })
  private readonly payments = new Counter({
    name: 'qf_payment_failures_total',
    help: 'Card payments declined or abandoned at the gateway, or refused because the gateway did not answer.',
    labelNames: ['reason'] as const,
    registers: this.registers,
  })
  private readonly throttled = new Counter({
    name: 'qf_login_throttled_total',
    help: 'Sign-in attempts refused by the login throttle (ADR 011), at the password or the second factor.',
    labelNames: ['step'] as const,
    registers: this.registers,
  })
  private server: Server | undefined

  constructor() {
    // Every series of a labelled counter exists from the start, so a rate over it is never "no data".
    for (const reason of ['declined', 'abandoned', 'unavailable'] as const) this.payments.inc({ reason }, 0)
    for (const step of ['password', 'second_factor'] as const) this.throttled.inc({ step }, 0)
  }

  orderPlaced(): void {
    this.orders.inc()
  }

  paymentFailed(reason: PaymentFailure): void {
    this.payments.inc({ reason })
  }

  loginThrottled(step: ThrottledStep): void {
    this.throttled.inc({ step })
  }

  searched(call: SearchCall, seconds: number): void {
    this.search.observe({ call }, seconds)
  }

  /** A request answered: `route` is the matched route's pattern (`/qf/en/home`, `/qf/en/*`), undefined when none matched. */
  answered(route: string | undefined, method: string, status: number, seconds: number): void {
    this.http.observe({ route: route ?? UNMATCHED, method, status }, seconds)
  }

  /** The metrics of states, read at each scrape from their owners. */
  readFrom({ database, regionCache, outboxBacklog }: MetricSources): void {
    const registers = this.registers
    new Gauge({
      name: 'qf_db_pool_connections',
      help: 'Database connections: all the pool holds, idle ones and requests waiting for one (the embedded engine: one, in total).',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const { total, idle, waiting } = database.stats().connections
        this.set({ state: 'total' }, total)
        if (idle !== undefined) this.set({ state: 'idle' }, idle)
        if (waiting !== undefined) this.set({ state: 'waiting' }, waiting)
      },
    })
    new Counter({
      name: 'qf_db_statement_timeouts_total',
      help: 'Statements PostgreSQL cancelled at DB_STATEMENT_TIMEOUT_MS (SQLSTATE 57014).',
      registers,
      collect() {
        this.reset()
        this.inc(database.stats().statementTimeouts)
      },
    })
    new Counter({
      name: 'qf_region_cache_requests_total',
      help: 'Page requests that could be answered from the region cache (ADR 007): hit, miss, or stale (stood in for the database).',
      labelNames: ['outcome'] as const,
      registers,
      collect() {
        const { hits, misses, stale } = regionCache.counts
        this.reset()
        this.inc({ outcome: 'hit' }, hits)
        this.inc({ outcome: 'miss' }, misses)
        this.inc({ outcome: 'stale' }, stale)
      },
    })
    new Counter({
      name: 'qf_region_cache_evictions_total',
      help: 'Stored pages dropped to keep the region cache within REGION_CACHE_MB.',
      registers,
      collect() {
        this.reset()
        this.inc(regionCache.counts.evictions)
      },
    })
    // Both outbox gauges come from one query per scrape: the registry asks every metric at once,
    // so the second finds the first's read still under way and shares it.
    let reading: Promise<{ waiting: number; oldestSeconds: number } | undefined> | undefined
    const backlog = () =>
      (reading ??= outboxBacklog()
        // A database that does not answer is /readyz's to report: the last values stay.
        .catch(() => undefined)
        .finally(() => (reading = undefined)))
    new Gauge({
      name: 'qf_outbox_waiting_messages',
      help: 'E-mails in the outbox still to be sent (not given up).',
      registers,
      async collect() {
        const read = await backlog()
        if (read) this.set(read.waiting)
      },
    })
    new Gauge({
      name: 'qf_outbox_oldest_age_seconds',
      help: 'How long the oldest e-mail still to be sent has waited; 0 when none waits.',
      registers,
      async collect() {
        const read = await backlog()
        if (read) this.set(read.oldestSeconds)
      },
    })
  }

  /**
   * Measures every request and serves the metrics on a listener of their own at `port` (0: any
   * free one), from the app's start to its close. Called only when METRICS_PORT is set: a node
   * nobody scrapes measures nothing per request.
   */
  expose(app: FastifyInstance, { host, port }: { host: string; port: number }): void {
    // Process memory, CPU, handles, garbage collection and the event loop's delay (p50, p90, p99
    // over each scrape's interval), as prom-client names them.
    collectDefaultMetrics({ register: this.registry })
    app.addHook('onResponse', (request, reply, done) => {
      this.answered(request.routeOptions.url, request.method, reply.statusCode, reply.elapsedTime / 1000)
      done()
    })
    app.addHook('onReady', async () => {
      this.server = await listen(this.registry, host, port, (err) => app.log.error({ err }, 'metrics could not be collected'))
      app.log.info({ address: this.address() }, 'metrics listening')
    })
    app.addHook('onClose', async () => {
      const server = this.server
      this.server = undefined
      if (!server) return
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    })
  }

  /** The metrics listener's address once it listens (the port is the one to read when 0 was asked). */
  address(): AddressInfo | undefined {
    return (this.server?.address() as AddressInfo | null) ?? undefined
  }
}

/** `GET /metrics` and nothing else: no site, no cookies, no pages of ours behind it. */
async function listen(registry: Registry, host: string, port: number, onError: (err: unknown) => void): Promise<Server> {
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '').split('?', 1)[0]
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: the metrics are at /metrics\n')
      return
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text)
      },
      (err: unknown) => {
        onError(err)
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics could not be collected\n')
      },
    )
  }
  const server = createServer({ requestTimeout: 10_000 }, answer)
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => reject(new MetricsListenError(`METRICS_PORT ${port} on ${host} cannot be used: ${err.code ?? err.message}`)))
    server.listen(port, host, () => resolve())
  })
  return server
}

/** The metrics port is taken or not allowed: the operator's to fix, said in one line (main.ts). */
export class MetricsListenError extends Error {}
