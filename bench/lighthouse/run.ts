/**
 * Lighthouse (mobile, its default simulated throttling) on every page type the budget names,
 * in both languages: `npm run bench:lighthouse` (builds first). DESIGN.md's budget: performance
 * ≥ 98, CLS ≤ 0.01, accessibility 100, best practices 100, SEO 100.
 *
 * The production server runs in a process of its own on a seeded PGlite database
 * (bench/support/server.ts, `data/bench`); this process drives the machine's Chromium through
 * Lighthouse 12 (13 needs Node 22), a fresh browser per page. The pages are found like a visitor
 * finds them: fixed addresses for home and news, the first links for the rest. `BENCH_ROUNDS`
 * (default 1) repeats the whole list, pages interleaved; each figure is the median of its rounds.
 * Ends with: RESULT perf_min=X cls_max=Y a11y_min=Z seo_min=W bp_min=V
 */
import { existsSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { routes } from '../../src/ui/paths.js'
import type { Lang } from '../../src/i18n/index.js'
import { median } from '../support/load.js'
import { startServer } from '../support/server.js'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1)
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const LANGS: Lang[] = ['cs', 'en']

interface Scores {
  performance: number
  accessibility: number
  'best-practices': number
  seo: number
  cls: number
  lcpMs: number
  tbtMs: number
  /** Audits of the four categories that failed, for the reader to act on. */
  failed: string[]
}

/** The first link on `path` whose href matches `pattern`. */
async function firstLink(origin: string, path: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(origin + path)).text()
  for (const [, href] of html.matchAll(/href="([^"]+)"/g)) if (pattern.test(href!)) return href!
  throw new Error(`no link matching ${pattern} on ${path}`)
}

/** The first link of the first mega menu after its overview (the section's own page). */
async function firstMenuSubpage(origin: string, path: string): Promise<string> {
  const html = await (await fetch(origin + path)).text()
  const href = /<li class="mega-menu__overview"><a href="[^"]+">[^<]*<\/a><\/li><li><a href="([^"]+)"/.exec(html)?.[1]
  if (!href) throw new Error(`no mega menu subpage on ${path}`)
  return href
}

/** Home, a content page, news list and detail, a category and a product, in one language. */
async function pagesOf(origin: string, lang: Lang): Promise<Record<string, string>> {
  const eshop = routes.eshop[lang]
  const newsList = routes.newsList[lang]
  // A content page: the first subpage of the first mega menu (after the section's own page). A bare
  // `/qf/{lang}/x/y` pattern took the header's cart link (`/qf/cs/eshop/kosik`), which comes first.
  const section = await firstMenuSubpage(origin, routes.home[lang])
  // A category: not the header's cart link nor the size chart, which sit under the e-shop too.
  const notCategory = [routes.cart[lang], routes.sizeChart[lang]].map((p) => p.slice(eshop.length + 1)).join('|')
  const category = await firstLink(origin, eshop, new RegExp(`^${eshop}/(?!(?:${notCategory})$)[^/?]+$`))
  return {
    home: routes.home[lang],
    content: section,
    newsList,
    newsDetail: await firstLink(origin, newsList, new RegExp(`^${newsList}/[^/?]+$`)),
    category,
    product: await firstLink(origin, category, new RegExp(`^${eshop}/[^/?]+/[^/?]+$`)),
  }
}

async function audit(url: string): Promise<Scores> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS })
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] })
    if (!result) throw new Error(`no Lighthouse result for ${url}`)
    const { categories, audits, runtimeError } = result.lhr
    if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`)
    const score = (id: (typeof CATEGORIES)[number]) => Math.round((categories[id]?.score ?? 0) * 100)
    const failed = CATEGORIES.flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}/${ref.id}=${audits[ref.id]!.displayValue || audits[ref.id]!.score}`),
    )
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      failed,
    }
  } finally {
    await chrome.kill()
  }
}

const pad = (value: string | number, width: number) => String(value).padStart(width)

/** Lighthouse sometimes loses the trace on a loaded machine (NO_NAVSTART and the like): try again, at most 3 times. */
async function auditWithRetry(url: string): Promise<Scores> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url)
    } catch (err) {
      if (attempt === 3) throw err
      console.log(`retrying ${url}: ${(err as Error).message}`)
    }
  }
}

async function main() {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (set CHROME_PATH)`)
  const server = await startServer({ DATABASE_URL: '', PORT: process.env.BENCH_PORT ?? '', SHUTDOWN_DRAIN_MS: '0' })
  try {
    const { origin } = server
    const pages: [string, string][] = []
    for (const lang of LANGS) for (const [type, path] of Object.entries(await pagesOf(origin, lang))) pages.push([`${type} (${lang})`, path])
    // Every page once before measuring: the region cache holds them, as it does in service.
    for (const [, path] of pages) await fetch(origin + path)

    const runs = new Map<string, Scores[]>(pages.map(([name]) => [name, []]))
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [name, path] of pages) {
        const scores = await auditWithRetry(origin + path)
        runs.get(name)!.push(scores)
        console.log(`round ${round} ${name.padEnd(20)} perf ${scores.performance} cls ${scores.cls.toFixed(3)} ${path}`)
      }
    }

    console.log(`\n${'page'.padEnd(20)}  perf    cls  a11y    bp   seo  LCP ms  TBT ms  (medians of ${ROUNDS} round${ROUNDS > 1 ? 's' : ''})`)
    const summary = pages.map(([name]) => {
      const all = runs.get(name)!
      const m = (pick: (s: Scores) => number) => median(all.map(pick))
      const row = {
        performance: m((s) => s.performance),
        cls: m((s) => s.cls),
        accessibility: m((s) => s.accessibility),
        bp: m((s) => s['best-practices']),
        seo: m((s) => s.seo),
      }
      console.log(
        `${name.padEnd(20)} ${pad(row.performance, 5)} ${pad(row.cls.toFixed(3), 6)} ${pad(row.accessibility, 5)} ${pad(row.bp, 5)} ${pad(row.seo, 5)} ${pad(m((s) => s.lcpMs).toFixed(0), 7)} ${pad(m((s) => s.tbtMs).toFixed(0), 7)}`,
      )
      const failed = [...new Set(all.flatMap((s) => s.failed))]
      if (failed.length) console.log(`${''.padEnd(20)} below 1: ${failed.join(', ')}`)
      return row
    })
    const min = (pick: (r: (typeof summary)[number]) => number) => Math.min(...summary.map(pick))
    const clsMax = Math.max(...summary.map((r) => r.cls))
    console.log(
      `RESULT perf_min=${min((r) => r.performance)} cls_max=${clsMax.toFixed(3)} a11y_min=${min((r) => r.accessibility)} seo_min=${min((r) => r.seo)} bp_min=${min((r) => r.bp)}`,
    )
  } finally {
    await server.stop()
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
