/**
 * The traffic a cluster is tested and benched with (cluster.test.ts, bench/chaos): what a browser
 * without JavaScript sends. Every request is recorded (kind, when, how long, and whether it
 * failed), so a fault's window can be judged afterwards.
 *
 * A shopper buys as the checkout bench does (bench/checkout/run.ts): adds a piece to a new guest
 * cart, opens the checkout and submits the page's form. What a person does when a page fails, it
 * does too: a failed add or checkout page is asked again, and a failed submit is sent again with
 * the same form (the checkout's key makes that one order, ADR 045). So "lost" is an order the
 * shopper was shown and the database lacks, or one the shopper sent to the end and never saw.
 */

export type Kind = 'page' | 'signedIn' | 'search' | 'asset' | 'cart' | 'checkoutPage' | 'placeOrder'

export interface Sample {
  kind: Kind
  /** Start, ms since the epoch. */
  at: number
  ms: number
  /** The HTTP status, or 0 when the request failed outright (connection closed, time-out). */
  status: number
  failed: boolean
}

export interface ShopperTally {
  /** Order numbers the shoppers were shown (a confirmation or "already placed" page). */
  confirmed: Set<string>
  /** Purchases given up after every attempt of a step failed. */
  abandoned: number
  /** Submits sent (retries included). */
  submits: number
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' }
/** Where a placed order's submit leads: its confirmation or its "already placed" page (the number). */
const PLACED = /\/(\d{10})(?:\/[a-z-]+)?$/
/** How long a shopper keeps trying one step before giving the purchase up. */
const PATIENCE_MS = 30_000

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** One request, timed and recorded; `ok` says which statuses are a success for its kind. */
async function timed(record: (s: Sample) => void, kind: Kind, url: string, init: RequestInit, ok: (res: Response) => boolean): Promise<Response | null> {
  const at = Date.now()
  const started = performance.now()
  try {
    const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000), ...init })
    // The body is read here: a response cut in the middle is a failure too.
    const body = await res.arrayBuffer()
    const failed = !ok(res)
    record({ kind, at, ms: performance.now() - started, status: res.status, failed })
    return failed ? null : new Response(body, { status: res.status, headers: res.headers })
  } catch {
    record({ kind, at, ms: performance.now() - started, status: 0, failed: true })
    return null
  }
}

/** The checkout page's hidden fields (key, summary digest, page id): what its form sends back. */
function hiddenFields(page: string): Record<string, string> | undefined {
  const fields: Record<string, string> = {}
  for (const [input] of page.matchAll(/<input type="hidden"[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(input)?.[1]
    const value = /value="([^"]*)"/.exec(input)?.[1]
    if (name && value !== undefined) fields[name] = value.replaceAll('&amp;', '&').replaceAll('&quot;', '"')
  }
  return fields.checkout ? fields : undefined
}

/** A request retried as a person would (reload, send again), waiting longer each time, for up to `PATIENCE_MS`. */
async function persist(send: () => Promise<Response | null>): Promise<Response | null> {
  const deadline = Date.now() + PATIENCE_MS
  for (let attempt = 1; ; attempt++) {
    const res = await send()
    if (res || Date.now() > deadline) return res
    await sleep(Math.min(2000, 200 * attempt))
  }
}

/** One purchase of one piece of `variant` in a new guest cart; the order's number, or null when given up. */
export async function purchase(origin: string, variant: number, email: string, record: (s: Sample) => void, tally: ShopperTally): Promise<string | null> {
  const added = await persist(() =>
    timed(record, 'cart', `${origin}/qf/cs/eshop/kosik/pridat`, { method: 'POST', headers: FORM, body: new URLSearchParams({ variant: String(variant), quantity: '1' }).toString() }, (r) => r.status === 303),
  )
  const cookie = added?.headers.get('set-cookie')?.split(';')[0]
  if (!cookie) return void tally.abandoned++, null
  const page = await persist(() => timed(record, 'checkoutPage', `${origin}/qf/cs/eshop/pokladna`, { headers: { cookie } }, (r) => r.status === 200))
  const fields = page && hiddenFields(await page.text())
  if (!fields) return void tally.abandoned++, null
  const contact = { email, name: 'Zátěžový Test', phone: '777123456', street: 'Hradecká 1', city: 'Dubová Hora', postalCode: '50003', shippingCode: 'ppl', paymentCode: 'transfer', terms: 'on' }
  const body = new URLSearchParams({ ...contact, ...fields }).toString()
  const placed = await persist(() => {
    tally.submits++
    return timed(record, 'placeOrder', `${origin}/qf/cs/eshop/pokladna/odeslat`, { method: 'POST', headers: { ...FORM, cookie }, body }, (r) => r.status === 303 && PLACED.test(r.headers.get('location') ?? ''))
  })
  const number = placed && PLACED.exec(placed.headers.get('location') ?? '')?.[1]
  if (!number) return void tally.abandoned++, null
  tally.confirmed.add(number)
  return number
}

/** A page asked for as a browser asks (`ok`: 200), recorded under `kind`. */
export async function visit(origin: string, kind: Kind, path: string, record: (s: Sample) => void, headers: Record<string, string> = {}): Promise<boolean> {
  return (await timed(record, kind, origin + path, { headers: { 'accept-encoding': 'gzip, br', ...headers } }, (r) => r.status === 200)) !== null
}

/** Signs the demo student in (its own request, not recorded); the session cookie. */
export async function signIn(origin: string): Promise<string> {
  const res = await fetch(`${origin}/qf/cs/ramjet/performLogin`, { method: 'POST', headers: FORM, body: 'email=student%40example.cz&password=Heslo-2026', redirect: 'manual' })
  const cookie = /((?:__Host-)?qf_session=[^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1]
  if (!cookie) throw new Error(`sign-in failed: HTTP ${res.status}`)
  return cookie
}

/** The anonymous pages of the traffic: stored home and list pages, a product list, a news item. */
export const PAGES = ['/qf/cs/uvod', '/qf/en/home', '/qf/cs/aktuality', '/qf/en/news', '/qf/cs/eshop', '/qf/cs/dokumenty', '/qf/cs/aktuality?page=2']
/** Searches a visitor types (each a rendered result page, not stored). */
export const SEARCHES = [
  '/qf/cs/ramjet/helpzone/vyhledavani-obsah?q=fyzika',
  '/qf/en/ramjet/helpzone/search-content?q=physics',
  '/qf/cs/ramjet/vyhledavani-eshop?q=mikina',
  '/qf/cs/ramjet/helpzone/vyhledavani-souboru?q=studium',
]
/** Pages a signed-in visitor asks for (the frame rendered per request). */
export const SIGNED_IN_PAGES = ['/qf/cs/uvod', '/qf/cs/eshop', '/qf/cs/aktuality']

/** `loops` concurrent visitors asking for `paths` in turn until `until()` says stop. */
export async function browse(origin: string, kind: Kind, paths: readonly string[], loops: number, until: () => boolean, record: (s: Sample) => void, headers: Record<string, string> = {}): Promise<void> {
  await Promise.all(
    Array.from({ length: loops }, async (_, loop) => {
      for (let i = loop; !until(); i++) await visit(origin, kind, paths[i % paths.length]!, record, headers)
    }),
  )
}
