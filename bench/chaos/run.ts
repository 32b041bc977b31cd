/**
 * Chaos bench (issue 27, ADR 074): `npm run bench:chaos`. Two nodes behind nginx
 * (scripts/cluster/supervisor.ts) on a scratch PostgreSQL and a scratch Redis of the bench's own
 * (both started here and stopped at the end: the machine's shared servers are never touched),
 * under a mix of anonymous pages, searches, signed-in pages and shoppers placing orders, driven
 * by a load generator in a process of its own (load.ts). While it runs, in turn:
 *
 *   kill      SIGKILL to a node; the supervisor starts it again
 *   rolling   SIGTERM to each node in turn, the next once the first is ready again
 *   postgres  PostgreSQL stopped (fast) and started again at once
 *   redis     Redis stopped for 30 s (BENCH_SHORT: 10 s), then started again (its append-only file kept the carts)
 *
 * Per fault: failed requests by kind, orders confirmed to shoppers against orders in the
 * database (lost: shown and missing, or placed and never shown; duplicated: two of one cart), p99
 * latency during the fault, and the time from the end of the fault until full service (every
 * node ready and no request failing any more). Then requests per second and p50/p95/p99 of the
 * mix through nginx with two nodes and with one, interleaved rounds, medians.
 *
 * Targets: no failed idempotent request through kill and rolling; no lost and no duplicated
 * order through any fault; nothing 5xx during the Redis outage; full service within 10 s.
 * BENCH_SHORT=1 shortens the outage, the pauses and the rounds (about 3 minutes in all, seed included).
 * CHAOS_PORT (3740) is nginx's port; the nodes take the two after it, the one-node nginx port the third.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { startCluster, type Cluster } from '../../scripts/cluster/supervisor.js'
import { PAGES, SEARCHES, signIn, SIGNED_IN_PAGES, type Kind, type Sample } from '../../scripts/cluster/traffic.js'
import { startScratchServer } from '../../tests/support/scratch-server.js'
import { median, percentile } from '../support/load.js'
import type { LoadMessage } from './load.js'
import autocannon from 'autocannon'

const SHORT = process.env.BENCH_SHORT === '1'
const OUTAGE_MS = SHORT ? 10_000 : 30_000
const STEADY_MS = SHORT ? 3000 : 5000
const ROUNDS = SHORT ? 3 : 5
const ROUND_SECONDS = SHORT ? 3 : 5
const PORT = Number(process.env.CHAOS_PORT ?? 3740)
const REDIS_PORT = Number(process.env.CHAOS_REDIS_PORT ?? 3750)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 23)}] ${line}`)

/**
 * A scratch Redis as a child, stopped and started again by the Redis fault. It keeps an
 * append-only file, as the carts' Redis of a real site must (deploy/README.md): a restart that
 * loses every cart is a fault of the configuration, not a measure of the site.
 */
function scratchRedis() {
  const redisDir = mkdtempSync(path.join(tmpdir(), 'qf-chaos-redis-'))
  let child: ChildProcess | undefined
  const start = async () => {
    child = spawn('redis-server', ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--appendfsync', 'everysec', '--dir', redisDir, '--daemonize', 'no'], { stdio: 'ignore' })
    for (let i = 0; i < 100; i++) {
      const ok = await new Promise<boolean>((resolve) => {
        const probe = spawn('redis-cli', ['-p', String(REDIS_PORT), 'ping'], { stdio: 'ignore' })
        probe.once('exit', (code) => resolve(code === 0))
      })
      if (ok) return
      await sleep(100)
    }
    throw new Error(`redis-server did not answer on port ${REDIS_PORT}`)
  }
  const stop = async () => {
    const c = child
    if (!c || c.exitCode !== null) return
    await new Promise<void>((resolve) => {
      c.once('exit', () => resolve())
      c.kill('SIGTERM')
    })
  }
  process.once('exit', () => {
    child?.kill('SIGKILL')
    rmSync(redisDir, { recursive: true, force: true })
  })
  return { url: `redis://127.0.0.1:${REDIS_PORT}`, start, stop }
}

interface Window {
  name: string
  /** When the fault began and when it was over (the process killed, the server back). */
  start: number
  end: number
  /** When every node answered /readyz again after `end`. */
  readyAt: number
}

/** Waits until every node answers /readyz; when that was. */
async function allReady(cluster: Cluster): Promise<number> {
  for (;;) {
    const ok = await Promise.all(
      cluster.nodes.map(async (n) => {
        try {
          return (await fetch(`${n.origin}/readyz`, { signal: AbortSignal.timeout(1000) })).ok
        } catch {
          return false
        }
      }),
    )
    if (ok.every(Boolean)) return Date.now()
    await sleep(100)
  }
}

async function main() {
  const pgServer = await startScratchServer()
  const redis = scratchRedis()
  let cluster: Cluster | undefined
  let loader: ChildProcess | undefined
  try {
    await pgServer.createDatabase('qf_chaos')
    const url = pgServer.url('qf_chaos')
    await redis.start()
    log(`scratch PostgreSQL on port ${pgServer.port}, scratch Redis on port ${REDIS_PORT}; starting the cluster (the first node seeds the database)`)
    cluster = await startCluster({
      port: PORT,
      nodes: 2,
      nodeBasePort: PORT + 1,
      soloPort: PORT + 3,
      nodeOutput: 'inherit',
      keepLogs: true,
      log,
      restartBackoffMs: 500,
      env: { DATABASE_URL: url, REDIS_URL: redis.url, REDIS_PREFIX: 'qf-chaos:', TRUST_PROXY: '1', LOG_LEVEL: 'error' },
    })
    const db = new pg.Client({ connectionString: url })
    await db.connect()
    const { rows } = await db.query<{ id: number }>(`select v.id from product_variants v join products p on p.id = v.product_id where p.vat_rate = 21 order by v.id limit 1`)
    const variant = rows[0]!.id
    await db.query('update product_variants set stock = 1000000 where id = $1', [variant])
    await db.end()

    // The load generator, in a process of its own.
    const email = `chaos-${randomUUID()}@example.cz`
    const samples: Sample[] = []
    const confirmed = new Map<string, number>()
    let done: { abandoned: number; submits: number } | undefined
    loader = fork(fileURLToPath(new URL('./load.ts', import.meta.url)), [], {
      env: { ...process.env, CHAOS_ORIGIN: cluster.origin, CHAOS_VARIANT: String(variant), CHAOS_EMAIL: email },
    })
    const finished = new Promise<void>((resolve, reject) => {
      loader!.on('message', (m: LoadMessage) => {
        if ('samples' in m) {
          samples.push(...m.samples)
          for (const [n, at] of m.confirmed) confirmed.set(n, at)
        } else if ('done' in m) done = m.done
        else reject(new Error(`load generator: ${m.failed}`))
      })
      loader!.once('exit', () => resolve())
    })

    const windows: Window[] = []
    const fault = async (name: string, cause: () => Promise<void>) => {
      await sleep(STEADY_MS)
      log(`fault: ${name}`)
      const start = Date.now()
      await cause()
      const end = Date.now()
      const readyAt = await allReady(cluster!)
      log(`fault over: ${name} (${((end - start) / 1000).toFixed(1)} s; every node ready ${((readyAt - end) / 1000).toFixed(1)} s later)`)
      windows.push({ name, start, end, readyAt })
    }

    await sleep(STEADY_MS)
    await fault('kill: SIGKILL to node 0, restarted by the supervisor', async () => {
      await cluster!.kill(0, 'SIGKILL')
      await cluster!.ready(0)
    })
    await fault('rolling: SIGTERM to each node in turn', async () => {
      await cluster!.restart(0)
      await cluster!.restart(1)
    })
    await fault('postgres: PostgreSQL stopped and started again', async () => {
      await pgServer.stop()
      await pgServer.start()
    })
    await fault(`redis: Redis stopped for ${OUTAGE_MS / 1000} s`, async () => {
      await redis.stop()
      await sleep(OUTAGE_MS)
      await redis.start()
    })
    await sleep(STEADY_MS + 2000)
    loader.send('stop')
    await finished

    // Orders as the database has them.
    const check = new pg.Client({ connectionString: url })
    await check.connect()
    const orders = (
      await check.query<{ number: string; owner: string; at: Date }>('select number, owner, created_at as at from orders where email = $1', [email])
    ).rows
    await check.end()
    const inDatabase = new Map(orders.map((o) => [o.number, o.at.getTime()]))
    const owners = new Map<string, number>()
    for (const o of orders) owners.set(o.owner, (owners.get(o.owner) ?? 0) + 1)

    console.log(`\nload: ${samples.length} requests; ${confirmed.size} orders confirmed to shoppers, ${orders.length} in the database; ${done?.submits ?? '?'} submits, ${done?.abandoned ?? '?'} purchases given up`)
    const kinds: Kind[] = ['page', 'search', 'signedIn', 'cart', 'checkoutPage', 'placeOrder']
    const results: string[] = []
    const stoppedAt = Date.now()
    for (const [i, w] of windows.entries()) {
      // The fault's window reaches until full service (every node ready and the last failure
      // past), and never into the next fault's. A request belongs to the window its answer came
      // in: one sent just before the next fault and failed by it is that fault's (a run once
      // counted the PostgreSQL stop's first 503s to the rolling restart before it).
      const horizon = windows[i + 1]?.start ?? stoppedAt
      const after = samples.filter((s) => s.at + s.ms >= w.start && s.at + s.ms < horizon)
      const lastFailure = Math.max(w.end, ...after.filter((s) => s.failed).map((s) => s.at + s.ms))
      const fullService = Math.max(w.readyAt, lastFailure) - w.end
      const during = after.filter((s) => s.at <= Math.max(w.readyAt, lastFailure))
      const failed = kinds
        .map((k) => {
          const bad = during.filter((s) => s.kind === k && s.failed)
          if (!bad.length) return null
          const statuses = new Map<number, number>()
          for (const s of bad) statuses.set(s.status, (statuses.get(s.status) ?? 0) + 1)
          return `${k} ${bad.length}/${during.filter((s) => s.kind === k).length} (${[...statuses].map(([st, n]) => `${st === 0 ? 'no answer' : st}×${n}`).join(', ')})`
        })
        .filter(Boolean)
      const idempotentFailed = during.filter((s) => ['page', 'search', 'signedIn', 'checkoutPage'].includes(s.kind) && s.failed).length
      const five = during.filter((s) => s.status >= 500).length
      const shown = [...confirmed].filter(([, at]) => at >= w.start && at <= Math.max(w.readyAt, lastFailure))
      const placed = [...inDatabase].filter(([, at]) => at >= w.start && at <= Math.max(w.readyAt, lastFailure))
      const lost = shown.filter(([n]) => !inDatabase.has(n)).length
      const unconfirmed = placed.filter(([n]) => !confirmed.has(n)).length
      const p99 = percentile(during.map((s) => s.ms), 99)
      console.log(`\n${w.name}`)
      console.log(`  requests ${during.length}, failed: ${failed.length ? failed.join('; ') : 'none'}; 5xx answers ${five}`)
      console.log(`  orders: ${shown.length} confirmed, ${placed.length} placed in the database; lost ${lost} (shown, not in the database), never shown ${unconfirmed} (placed, every answer to the shopper failed)`)
      console.log(`  p99 latency during the fault ${p99.toFixed(0)} ms; full service ${(fullService / 1000).toFixed(1)} s after the fault ended (nodes ready after ${((w.readyAt - w.end) / 1000).toFixed(1)} s)`)
      results.push(`${w.name.split(':')[0]}: failed_idempotent=${idempotentFailed} failed_all=${during.filter((s) => s.failed).length} five_xx=${five} lost=${lost} unconfirmed=${unconfirmed} p99_ms=${p99.toFixed(0)} full_service_s=${(fullService / 1000).toFixed(1)}`)
    }
    const lostAll = [...confirmed.keys()].filter((n) => !inDatabase.has(n)).length
    const unconfirmedAll = [...inDatabase.keys()].filter((n) => !confirmed.has(n)).length
    const duplicated = [...owners.values()].filter((n) => n > 1).reduce((a, n) => a + n - 1, 0)
    console.log(`\norders over the whole run: ${confirmed.size} confirmed, ${orders.length} in the database, lost ${lostAll}, never shown ${unconfirmedAll}, duplicated ${duplicated}`)

    // Throughput: the mix through nginx with both nodes and with the first only, interleaved.
    const cookie = await signIn(cluster.origin)
    const sequence = [
      ...PAGES.map((path) => ({ path, headers: {} })),
      ...PAGES.map((path) => ({ path, headers: {} })),
      ...SEARCHES.map((path) => ({ path, headers: {} })),
      ...SIGNED_IN_PAGES.map((path) => ({ path, headers: { cookie } })),
    ]
    const measure = async (origin: string) => {
      let next = 0
      const result = await autocannon({
        url: origin,
        connections: 16,
        duration: ROUND_SECONDS,
        pipelining: 1,
        requests: [
          {
            setupRequest: (r: autocannon.Request) => {
              const step = sequence[next++ % sequence.length]!
              return { ...r, path: step.path, headers: { ...r.headers, ...step.headers } }
            },
          },
        ],
      })
      return { rps: result.requests.total / result.duration, p50: result.latency.p50, p95: result.latency.p97_5, p99: result.latency.p99, errors: result.errors + result.non2xx }
    }
    const two: Awaited<ReturnType<typeof measure>>[] = []
    const one: Awaited<ReturnType<typeof measure>>[] = []
    await measure(cluster.origin)
    for (let round = 0; round < ROUNDS; round++) {
      two.push(await measure(cluster.origin))
      one.push(await measure(`http://127.0.0.1:${PORT + 3}`))
    }
    const row = (name: string, runs: typeof two) =>
      `${name.padEnd(8)} ${median(runs.map((r) => r.rps)).toFixed(0).padStart(7)} ${median(runs.map((r) => r.p50)).toFixed(0).padStart(6)} ${median(runs.map((r) => r.p95)).toFixed(0).padStart(6)} ${median(runs.map((r) => r.p99)).toFixed(0).padStart(6)} ${runs.reduce((a, r) => a + r.errors, 0)}`
    console.log(`\nthe mix through nginx, ${ROUNDS} interleaved rounds of ${ROUND_SECONDS} s, 16 connections (medians; p95 is autocannon's p97.5)`)
    console.log('nodes      req/s  p50ms  p95ms  p99ms errors')
    console.log(row('2 nodes', two))
    console.log(row('1 node', one))
    const ratio = median(two.map((r, i) => r.rps / one[i]!.rps))
    console.log(`\n${results.map((r) => `RESULT ${r}`).join('\n')}`)
    console.log(`RESULT orders: confirmed=${confirmed.size} in_database=${orders.length} lost=${lostAll} unconfirmed=${unconfirmedAll} duplicated=${duplicated}`)
    console.log(`RESULT mix: rps_2_nodes=${median(two.map((r) => r.rps)).toFixed(0)} rps_1_node=${median(one.map((r) => r.rps)).toFixed(0)} ratio=${ratio.toFixed(2)}`)
  } finally {
    loader?.kill('SIGKILL')
    await cluster?.stop()
    await redis.stop()
    await pgServer.dispose()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
