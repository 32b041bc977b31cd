/**
 * A mix of requests like real use, for the memory figures of `bench:pages`: the addresses are
 * found by crawling the running site, so the mix follows whatever the demo content holds.
 *
 * Shares (of every 20 requests): 5 stored pages everyone asks for (home pages, lists), 5 pages
 * of the long tail (news items, categories and their pages, products, content pages, faculties;
 * rendered on their first visit and whenever the region cache has let them go), 2 product
 * photos, 2 PDF downloads, 3 pages signed in (frame rendered per request), 3 partial requests
 * (a page's regions, or frame parts through the include route).
 */
import { requestHeaders } from '../../src/shared/protocol.js'

export interface MixRequest {
  path: string
  headers: Record<string, string>
}

export interface Crawl {
  /** The few addresses most visitors ask for. */
  hot: string[]
  /** Every other page found. */
  tail: string[]
  photos: string[]
  pdfs: string[]
}

const START = ['/qf/cs/uvod', '/qf/en/home', '/qf/cs/aktuality', '/qf/en/news', '/qf/cs/eshop', '/qf/en/eshop', '/qf/cs/dokumenty', '/qf/en/documents']
const LINK = /(?:href|src)="(\/(?:qf|media)\/[^"#]*)"/g
const NOT_PAGES = /\/ramjet\/|\/prihlaseni|\/login/

/** Breadth-first over same-site links from the home and list pages, up to `limit` pages. */
export async function crawl(origin: string, limit: number): Promise<Crawl> {
  const pages = new Set<string>()
  const photos = new Set<string>()
  const pdfs = new Set<string>()
  const queue = [...START]
  const seen = new Set(queue)
  while (queue.length && pages.size < limit) {
    const address = queue.shift()!
    const res = await fetch(origin + address, { redirect: 'manual' })
    const html = await res.text()
    if (res.status !== 200) continue
    pages.add(address)
    for (const [, raw] of html.matchAll(LINK)) {
      const link = raw!.replaceAll('&amp;', '&')
      if (link.startsWith('/media/')) photos.add(link)
      else if (link.endsWith('.pdf')) pdfs.add(link)
      else if (!NOT_PAGES.test(link) && !seen.has(link)) {
        seen.add(link)
        queue.push(link)
      }
    }
  }
  const hot = START.filter((a) => pages.has(a))
  return { hot, tail: [...pages].filter((a) => !hot.includes(a)), photos: [...photos], pdfs: [...pdfs] }
}

/** A small deterministic generator (mulberry32), so every run asks for the same sequence. */
function random(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The region a partial request asks of a page: its list where it has one, else the main region. */
function partialTarget(address: string): string {
  if (/\/(aktuality|news)(\?|$)/.test(address)) return 'newsList'
  if (/\/eshop\/[^/?]+(\?|$)/.test(address)) return 'productList'
  return 'pageContent'
}

/** `count` requests in the shares above, shuffled with a fixed seed. */
export function mix(found: Crawl, cookie: string, count: number): MixRequest[] {
  const next = random(2026)
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!
  const page = () => (next() < 0.5 ? pick(found.hot) : pick(found.tail))
  const kinds: (() => MixRequest)[] = [
    ...Array<() => MixRequest>(5).fill(() => ({ path: pick(found.hot), headers: {} })),
    ...Array<() => MixRequest>(5).fill(() => ({ path: pick(found.tail), headers: {} })),
    ...Array<() => MixRequest>(2).fill(() => ({ path: pick(found.photos), headers: {} })),
    ...Array<() => MixRequest>(2).fill(() => ({ path: pick(found.pdfs), headers: {} })),
    ...Array<() => MixRequest>(3).fill(() => ({ path: page(), headers: { cookie } })),
    () => {
      const path = page()
      return { path, headers: { [requestHeaders.target]: partialTarget(path) } }
    },
    () => {
      const path = pick(found.tail)
      return { path, headers: { [requestHeaders.target]: partialTarget(path), cookie } }
    },
    () => ({ path: `/qf/cs/ramjet/include?returnTo=${encodeURIComponent(pick(found.hot))}`, headers: { [requestHeaders.target]: 'userMenu,userLists', cookie } }),
  ]
  const requests = Array.from({ length: count }, (_, i) => kinds[i % kinds.length]!())
  for (let i = requests.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1))
    ;[requests[i], requests[j]] = [requests[j]!, requests[i]!]
  }
  return requests
}
