/**
 * Page throughput against a static file of the same size served by the same server.
 * `npm run bench:pages` (after `npm run build`). Loopback only, bounded in time.
 * Ends with: RESULT home_vs_static=X news_vs_static=Y product_vs_static=Z
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildDir } from '../../src/server/assets.js'
import { startServer } from '../support/server.js'
import { fmt, load } from '../support/load.js'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)

async function firstLink(origin: string, page: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(origin + page)).text()
  const match = pattern.exec(html)
  if (!match?.[1]) throw new Error(`no link matching ${pattern} on ${page}`)
  return match[1]
}

async function main() {
  const server = await startServer()
  try {
    const { origin } = server
    const category = await firstLink(origin, '/qf/cs/eshop', /href="(\/qf\/cs\/eshop\/[a-z0-9-]+)"/)
    const pages = {
      home: '/qf/cs/uvod',
      news: await firstLink(origin, '/qf/cs/aktuality', /href="(\/qf\/cs\/aktuality\/[a-z0-9-]+)"/),
      product: await firstLink(origin, category, /href="(\/qf\/cs\/eshop\/[a-z0-9-]+\/[a-z0-9-]+)"/),
    }
    const staticDir = path.join(buildDir, 'bench')
    mkdirSync(staticDir, { recursive: true })

    console.log(`page       bytes      req/s   p99 ms | static req/s   p99 ms |  ratio`)
    const ratios: Record<string, number> = {}
    for (const [name, url] of Object.entries(pages)) {
      const bytes = Buffer.byteLength(await (await fetch(origin + url)).text())
      writeFileSync(path.join(staticDir, `${name}.html`), 'x'.repeat(bytes))
      const page = await load(origin + url, { seconds: SECONDS })
      const file = await load(`${origin}/build/bench/${name}.html`, { seconds: SECONDS })
      if (page.errors || file.errors) throw new Error(`${name}: ${page.errors + file.errors} failed requests`)
      ratios[name] = page.requestsPerSecond / file.requestsPerSecond
      console.log(
        `${name.padEnd(8)}${fmt(bytes)}${fmt(page.requestsPerSecond)}${fmt(page.p99Ms)} |${fmt(file.requestsPerSecond, 0).padStart(13)}${fmt(file.p99Ms)} | ${ratios[name]!.toFixed(3)}`,
      )
    }
    console.log(
      `RESULT home_vs_static=${ratios.home!.toFixed(3)} news_vs_static=${ratios.news!.toFixed(3)} product_vs_static=${ratios.product!.toFixed(3)}`,
    )
  } finally {
    await server.stop()
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
