/**
 * Checkout integrity benchmark (issue 12, ADR 027): on PostgreSQL (`DATABASE_URL`), the built
 * server in a child process and this process as the load generator. 50 concurrent shoppers buy
 * one piece at a time of the same variant, whose stock is set to N, through the real routes over
 * HTTP (add to cart, open the checkout, place the order) until it is sold out. The second run
 * sends every place-order submit twice at once (a double click). Checked in the database after
 * each run: exactly N orders of the variant, stock never below 0, one order per checkout key.
 *
 *   createdb -h 127.0.0.1 -U root h_checkout_bench
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/h_checkout_bench npm run bench:checkout -- --stock 500
 *
 * Prints `RESULT orders=N oversold=0 duplicates=0 orders_per_cart_max=1 orders_per_s=X` per run.
 * Budget: ≥ 50 orders/s, and one order per cart: every purchase is a new guest cart, so
 * `orders_per_cart_max` is the most orders of one cart owner, counted in the database.
 * Also printed: CPU per order of the server(s), the database's sessions and the load generator,
 * which a machine shared with other work slows but does not change much.
 *
 * A third run buys as the first with a discount code in the cart (`--code`, default the seed's
 * `VITEJTE10`, issue 26): each shopper applies it on the cart page's form before the checkout, and
 * the database must then hold the code and its amount on every order and one redemption each
 * (`discounted` and `redemptions` in its RESULT line).
 *
 * `--tabs N` (default 1): each shopper opens the checkout N times at once (tabs, a double click, a
 * prefetch) and submits every page it got, all at once (ADR 045): still one order per cart.
 *
 * `--nodes N` starts N servers on the database (the site's multi-node set-up: carts, sessions and
 * checkouts live in the database); every shopper sends its requests to them in turn.
 *
 * `--profile` also says where the time went: the server runs with `--cpu-prof` (its self time per
 * module and function is printed after the runs, bench/support/cpu-profile.ts) and PostgreSQL's
 * sessions of the bench database are sampled every 10 ms during each run (what they were doing:
 * running, waiting for a lock, waiting for the server inside a transaction, writing WAL).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { projectPath } from '../../src/server/paths.js'
import { loadavg } from 'node:os'
import { summarise } from '../support/cpu-profile.js'
import { cpuMs } from '../support/memory.js'
import { startServer, type BenchServer } from '../support/server.js'

const url = process.env.DATABASE_URL
if (!url) {
  console.error('DATABASE_URL must name a PostgreSQL database (e.g. postgres://root@127.0.0.1:5432/h_checkout_bench)')
  process.exit(2)
}
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const STOCK = arg('stock', 500)
const SHOPPERS = arg('shoppers', 50)
const BUDGET = 50
const PROFILE = process.argv.includes('--profile')
/** Server processes (one per core, say): each shopper's requests go to them in turn, as a balancer would send them. */
const NODES = arg('nodes', 1)
/** Checkout pages each shopper opens at once for one cart, each of them submitted. */
const TABS = arg('tabs', 1)
/** The discount code of the third run. */
const CODE = process.argv.includes('--code') ? process.argv[process.argv.indexOf('--code') + 1]! : 'VITEJTE10'

const body = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
const FORM = { 'content-type': 'application/x-www-form-urlencoded' }

interface Outcome {
  placed: Set<string>
  soldOut: number
  errors: number
  keys: number
}

/** A checkout page's hidden fields (key, summary digest, page id): what its form sends back. */
function hiddenFields(page: string): Record<string, string> | undefined {
  const fields: Record<string, string> = {}
  for (const [input] of page.matchAll(/<input type="hidden"[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(input)?.[1]
    const value = /value="([^"]*)"/.exec(input)?.[1]
    if (name && value !== undefined) fields[name] = value
  }
  return fields.checkout ? fields : undefined
}

/** Where a placed order's submit leads: its confirmation or its "already placed" page (the number). */
const PLACED = /\/(\d{10})(?:\/[a-z-]+)?$/

/**
 * One shopper: buys one piece at a time until the variant is sold out, each purchase with a new
 * guest cart: opens the checkout `TABS` times at once and submits every page `submits` times at once.
 */
async function shopper(origins: string[], variant: number, submits: number, out: Outcome, code?: string) {
  const token = crypto.randomUUID()
  let turn = Math.floor(Math.random() * origins.length)
  const next = () => origins[turn++ % origins.length]!
  for (;;) {
    const added = await fetch(`${next()}/qf/cs/eshop/kosik/pridat`, { method: 'POST', headers: FORM, body: body({ variant: String(variant), quantity: '1' }), redirect: 'manual' })
    const cookie = added.headers.get('set-cookie')?.split(';')[0] ?? ''
    await added.arrayBuffer()
    if (added.status === 422) return // sold out: nothing left to put in the cart
    if (added.status !== 303 || !cookie) return void out.errors++
    if (code) {
      // The cart page's discount form, as a shopper sends it without script: 303 back to the cart.
      const applied = await fetch(`${next()}/qf/cs/eshop/kosik/slevovy-kod`, { method: 'POST', headers: { ...FORM, cookie }, body: body({ code }), redirect: 'manual' })
      await applied.arrayBuffer()
      if (applied.status !== 303) return void out.errors++
    }
    const pages = await Promise.all(Array.from({ length: TABS }, async () => hiddenFields(await (await fetch(`${next()}/qf/cs/eshop/pokladna`, { headers: { cookie } })).text())))
    if (pages.some((p) => !p)) return void out.errors++
    out.keys += new Set(pages.map((p) => p!.checkout)).size
    const contact = { email: `bench-${token}@example.cz`, name: 'Zátěžový Test', phone: '777123456', street: 'Hradecká 1', city: 'Dubová Hora', postalCode: '50003', shippingCode: 'ppl', paymentCode: 'transfer', terms: 'on' }
    const answers = await Promise.all(
      pages.flatMap((p) =>
        Array.from({ length: submits }, () =>
          fetch(`${next()}/qf/cs/eshop/pokladna/odeslat`, { method: 'POST', headers: { ...FORM, cookie }, body: body({ ...contact, ...p! }), redirect: 'manual' }),
        ),
      ),
    )
    const numbers = new Set<string>()
    for (const a of answers) {
      await a.arrayBuffer()
      const n = PLACED.exec(a.headers.get('location') ?? '')?.[1]
      if (a.status === 303 && n) numbers.add(n)
      else if (a.status === 422) out.soldOut++
      else out.errors++
    }
    // Two numbers for one cart would be a duplicate order: counted from the database below.
    for (const n of numbers) out.placed.add(n)
    // Sold out: the loop ends.
    if (numbers.size === 0) return
  }
}

/** A shopper whose request failed outright (connection closed) counts an error and stops. */
const guarded = (work: Promise<void>, out: Outcome) =>
  work.catch(() => {
    out.errors++
  })

/**
 * Samples what the bench database's sessions are doing every 10 ms until stopped: state and wait
 * event per session (`idle in transaction` is a transaction waiting for the Node server).
 */
function sampleSessions(url: string) {
  const counts = new Map<string, number>()
  const client = new pg.Client({ connectionString: url })
  let stopped = false
  let samples = 0
  const done = (async () => {
    await client.connect()
    while (!stopped) {
      const { rows } = await client.query<{ what: string; n: number }>(
        `select state || coalesce(' ' || wait_event_type || ':' || wait_event, '') as what, count(*)::int as n
           from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
          group by 1`,
      )
      samples++
      for (const r of rows) counts.set(r.what, (counts.get(r.what) ?? 0) + r.n)
      await new Promise((r) => setTimeout(r, 10))
    }
    await client.end()
  })()
  return async () => {
    stopped = true
    await done
    console.log(`  PostgreSQL sessions, mean over ${samples} samples:`)
    for (const [what, n] of [...counts.entries()].sort((a, b) => b[1] - a[1])) console.log(`  ${(n / samples).toFixed(2).padStart(7)}  ${what}`)
  }
}

/** CPU used so far by the servers, the bench database's PostgreSQL sessions and this process. */
async function cpuNow(db: pg.Client) {
  const { rows } = await db.query<{ pid: number }>(`select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`)
  const postgres = new Map(rows.map((r) => [r.pid, cpuMs(r.pid)]))
  const { user, system } = process.cpuUsage()
  return { server: servers.reduce((n, s) => n + cpuMs(s.pid), 0), postgres, load: (user + system) / 1000 }
}

/** CPU used since `before` (sessions opened since count from zero; closed ones are lost). */
async function cpuSince(db: pg.Client, before: Awaited<ReturnType<typeof cpuNow>>) {
  const now = await cpuNow(db)
  let postgres = 0
  for (const [pid, ms] of now.postgres) postgres += ms - (before.postgres.get(pid) ?? 0)
  return { server: now.server - before.server, postgres, load: now.load - before.load }
}

async function run(db: pg.Client, origins: string[], variant: number, submits: number, code?: string) {
  await db.query('update product_variants set stock = $1 where id = $2', [STOCK, variant])
  const { rows: before } = await db.query<{ max: number | null }>('select max(id) as max from orders')
  const since = Number(before[0]?.max ?? 0)
  const out: Outcome = { placed: new Set(), soldOut: 0, errors: 0, keys: 0 }
  const stopSampling = PROFILE ? sampleSessions(url!) : undefined
  const cpu = await cpuNow(db)
  const started = performance.now()
  await Promise.all(Array.from({ length: SHOPPERS }, () => guarded(shopper(origins, variant, submits, out, code), out)))
  const seconds = (performance.now() - started) / 1000
  const used = await cpuSince(db, cpu)
  await stopSampling?.()
  const { rows } = await db.query<{ orders: string; pieces: string; keys: string }>(
    `select count(distinct o.id) as orders, coalesce(sum(l.quantity), 0) as pieces, count(distinct o.checkout_id) as keys
       from orders o join order_lines l on l.order_id = o.id and l.variant_id = $1 where o.id > $2`,
    [variant, since],
  )
  const { rows: stock } = await db.query<{ stock: number }>('select stock from product_variants where id = $1', [variant])
  // Every purchase is a guest cart of its own: the most orders of one owner is the most of one cart.
  const { rows: perCart } = await db.query<{ max: number | null }>('select max(n)::int as max from (select count(*) as n from orders where id > $1 group by owner) c', [since])
  const ordersPerCartMax = Number(perCart[0]?.max ?? 0)
  const orders = Number(rows[0]!.orders)
  const pieces = Number(rows[0]!.pieces)
  const oversold = Math.max(0, pieces - STOCK) + Math.max(0, -Number(stock[0]!.stock))
  const duplicates = orders - Number(rows[0]!.keys) + Math.max(0, out.placed.size - orders)
  const perSecond = orders / seconds
  // With a code: every order carries it and its amount, and has one redemption (issue 26).
  const { rows: coded } = await db.query<{ discounted: number; redemptions: number }>(
    `select count(*) filter (where discount_code = $2 and discount_minor > 0)::int as discounted,
            (select count(*)::int from discount_redemptions r where r.order_id > $1) as redemptions
       from orders where id > $1`,
    [since, code ?? ''],
  )
  const discounted = coded[0]!.discounted
  const redemptions = coded[0]!.redemptions
  const codeHeld = !code || (discounted === orders && redemptions === orders)
  console.log(`${submits === 1 ? 'single submits' : 'double submits'}${code ? ` with the code ${code}` : ''} from ${TABS} tab${TABS === 1 ? '' : 's'}: ${orders} orders of ${STOCK} in stock in ${seconds.toFixed(1)} s by ${SHOPPERS} shoppers on ${NODES} node${NODES === 1 ? '' : 's'}; stock left ${stock[0]!.stock}; refused ${out.soldOut}; errors ${out.errors}`)
  // CPU per order is what a busy shared machine cannot hide: the rate divides the cores by it.
  const per = (ms: number) => (ms / Math.max(1, orders)).toFixed(1)
  console.log(`CPU per order: server ${per(used.server)} ms, PostgreSQL ${per(used.postgres)} ms, load generator ${per(used.load)} ms; load average ${loadavg()[0]!.toFixed(1)}`)
  console.log(`RESULT orders=${orders} oversold=${oversold} duplicates=${duplicates} orders_per_cart_max=${ordersPerCartMax} orders_per_s=${perSecond.toFixed(1)}${code ? ` discounted=${discounted} redemptions=${redemptions}` : ''}`)
  return orders === STOCK && oversold === 0 && duplicates === 0 && ordersPerCartMax === 1 && out.errors === 0 && perSecond >= BUDGET && codeHeld
}

const db = new pg.Client({ connectionString: url })
await db.connect()
const profileDir = projectPath('data/bench/profile')
if (PROFILE) {
  rmSync(profileDir, { recursive: true, force: true })
  mkdirSync(profileDir, { recursive: true })
}
const servers: BenchServer[] = []
// `PORT` set: the servers listen from there up (a machine shared with others' servers), else on free ports.
const portOf = (i: number): Record<string, string> => (process.env.PORT ? { PORT: String(Number(process.env.PORT) + i) } : {})
for (let i = 0; i < NODES; i++) servers.push(await startServer({ DATABASE_URL: url, REGION_CACHE_MB: '0', ...portOf(i) }, PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []))
const origins = servers.map((s) => s.origin)
let ok = false
try {
  const { rows } = await db.query<{ id: number }>(
    `select v.id from product_variants v join products p on p.id = v.product_id where p.vat_rate = 21 order by v.id limit 1`,
  )
  const variant = rows[0]!.id
  const { rows: original } = await db.query<{ stock: number }>('select stock from product_variants where id = $1', [variant])
  const single = await run(db, origins, variant, 1)
  const double = await run(db, origins, variant, 2)
  const withCode = await run(db, origins, variant, 1, CODE)
  ok = single && double && withCode
  await db.query('update product_variants set stock = $1 where id = $2', [original[0]!.stock, variant])
} finally {
  await Promise.all(servers.map((s) => s.stop()))
  await db.end()
}
if (PROFILE) {
  const files = readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile'))
  const s = summarise(files.map((f) => JSON.parse(readFileSync(path.join(profileDir, f), 'utf8'))))
  const busy = s.totalMs - s.idleMs
  console.log(`server CPU profile (${files.join(', ')}): ${(s.totalMs / 1000).toFixed(1)} s, busy ${((100 * busy) / s.totalMs).toFixed(0)} %`)
  for (const [title, map] of [['by module', s.byModule], ['by function', s.byFunction]] as const) {
    console.log(`  self time ${title}:`)
    for (const [key, ms] of [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / busy).toFixed(1).padStart(5)} %  ${key}`)
  }
}
console.log(ok ? 'checkout bench: within budget' : 'checkout bench: OUT OF BUDGET')
process.exit(ok ? 0 : 1)
