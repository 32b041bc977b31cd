/**
 * Are two running builds' pages the same? For a change meant to leave the output unchanged (a
 * restructuring, ADR 057): start the build before the change and the build after it, each on its
 * own freshly seeded database, and crawl both with
 *
 *   npx tsx bench/crawl/compare.ts http://127.0.0.1:3301 http://127.0.0.1:3302
 *
 * It reads every address of the first one's sitemap, adds the page types no sitemap lists
 * (search results, suggestions, the cart, the checkout, login, registration, a 404, the
 * account's pages, the order administration), fetches each from both as a visitor, then signed
 * in as the demo customer and as the staff account, and compares status, content type and body.
 * What differs per response by design is blanked first: CSP nonces, the per-page tokens of forms
 * (checkout keys, signed render times, a countdown's time of rendering), the session's own values, each server's origin and
 * the build's fingerprinted file names. It prints the addresses
 * that differ with the first differing text, and exits 1 when any does.
 */
const [a, b] = process.argv.slice(2)
if (!a || !b) {
  console.error('usage: tsx bench/crawl/compare.ts <origin before> <origin after>')
  process.exit(2)
}

const EXTRA = [
  '/qf/cs/neexistuje-zadna-takova-stranka',
  '/qf/cs/ramjet/helpzone/vyhledavani-obsah?frm.query=studium',
  '/qf/en/ramjet/helpzone/search-content?frm.query=study',
  '/qf/cs/ramjet/helpzone/vyhledavani-souboru?frm.query=rad',
  '/qf/cs/ramjet/vyhledavani-eshop?frm.query=mikina',
  '/qf/cs/ramjet/fulltextMainContentUhkPointAutocompleteResult?query=fak',
  '/qf/cs/ramjet/fulltextAutocompleteResult?query=tri',
  '/qf/cs/eshop/kosik',
  '/qf/en/eshop/cart',
  '/qf/cs/eshop/pokladna',
  '/qf/cs/eshop/porovnani',
  '/qf/cs/prihlaseni',
  '/qf/en/login',
  '/qf/cs/registrace',
  '/qf/cs/zapomenute-heslo',
  '/qf/cs/kontakt',
  '/qf/en/contact',
  '/qf/cs/newsletter',
  '/qf/cs/ucet',
  '/qf/en/account',
  '/qf/cs/ucet/objednavky',
  '/qf/cs/ucet/nakupni-seznamy',
  '/qf/cs/sprava/objednavky',
  '/qf/en/admin/orders',
  '/qf/cs/sprava/objednavky?status=new',
  '/qf/cs/eshop/tabulka-velikosti',
  '/qf/cs/akce',
  '/qf/en/events/past',
  '/qf/cs/lide?q=novak',
  '/qf/cs/studium/programy?degree=bachelor',
  '/qf/cs/dokumenty?kind=report',
  '/robots.txt',
  '/qf/cs/aktuality.rss',
  '/qf/en/events.ics',
]

/** What differs per response, per session or per server by design (its origin, the build's file names). */
function normalize(body: string, origin: string): string {
  const host = new URL(origin).host
  return body
    .split(origin).join('ORIGIN')
    .split(encodeURIComponent(origin)).join('ORIGIN')
    .split(host).join('HOST')
    .replace(/\/build\/(assets|img)\/([\w.-]+?)-[\w-]{8,}\.(js|css|svg|png|webp|woff2)/g, '/build/$1/$2-HASH.$3')
    .replace(/data-sprite-version="[^"]*"/g, 'data-sprite-version=""')
    .replace(/data-counted-from="[^"]*"/g, 'data-counted-from=""')
    .replace(/(name="startedAt" value=")[^"]*"/g, '$1"')
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/'nonce-[^']*'/g, "'nonce-'")
    .replace(/(name="(?:checkout|tab|cart|stamp|formStamp|_stamp|returnTo)"[^>]*value=")[^"]*"/g, '$1"')
    .replace(/(value=")[^"]*("[^>]*name="(?:checkout|tab|cart|stamp)")/g, '$1$2')
    // Random tokens (base64url: mixed case); a long slug, all lower case, stays compared.
    .replace(/(?=[A-Za-z0-9_-]*[A-Z])(?=[A-Za-z0-9_-]*[a-z0-9])[A-Za-z0-9_-]{32,}/g, '<token>')
}

async function signIn(origin: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${origin}/qf/cs/ramjet/performLogin`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams({ email, password }).toString(),
  })
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]!)
  const session = cookies.find((c) => c.includes('session'))
  if (!session) throw new Error(`${origin}: signing in as ${email} answered ${res.status} without a session`)
  return cookies.join('; ')
}

async function fetchPage(origin: string, path: string, cookie?: string) {
  const res = await fetch(origin + path, { redirect: 'manual', headers: cookie ? { cookie } : {} })
  return { status: res.status, type: res.headers.get('content-type') ?? '', location: res.headers.get('location') ?? '', body: normalize(await res.text(), origin) }
}

function firstDifference(x: string, y: string): string {
  let i = 0
  while (i < x.length && x[i] === y[i]) i++
  return `at ${i}: «${x.slice(Math.max(0, i - 60), i + 80)}» vs «${y.slice(Math.max(0, i - 60), i + 80)}»`
}

const sitemap = await (await fetch(`${a}/sitemap.xml`)).text()
const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
const paths = [...new Set([...fromSitemap, ...EXTRA])]

const states: { name: string; cookie: (origin: string) => Promise<string | undefined>; paths: string[] }[] = [
  { name: 'visitor', cookie: async () => undefined, paths },
  { name: 'customer', cookie: (o) => signIn(o, 'student@example.cz', 'Heslo-2026'), paths: [...fromSitemap.slice(0, 150), ...EXTRA] },
  { name: 'staff', cookie: (o) => signIn(o, 'obchod@example.cz', 'Heslo-2026'), paths: [...fromSitemap.slice(0, 50), ...EXTRA] },
]

let compared = 0
const differing: string[] = []
for (const state of states) {
  const [ca, cb] = [await state.cookie(a), await state.cookie(b)]
  for (const path of state.paths) {
    const [x, y] = await Promise.all([fetchPage(a, path, ca), fetchPage(b, path, cb)])
    compared++
    if (x.status !== y.status || x.type !== y.type || x.location !== y.location) differing.push(`${state.name} ${path}: ${x.status} ${x.type} ${x.location} vs ${y.status} ${y.type} ${y.location}`)
    else if (x.body !== y.body) differing.push(`${state.name} ${path}: ${firstDifference(x.body, y.body)}`)
  }
}
console.log(`compared ${compared} answers (${paths.length} addresses; visitor, customer, staff)`)
for (const d of differing.slice(0, 40)) console.log(`DIFFERS ${d}`)
console.log(differing.length ? `${differing.length} differ` : 'all identical')
process.exit(differing.length ? 1 : 0)
