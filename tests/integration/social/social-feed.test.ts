/** The social feed on the server (spec 001 §3, §7, §9; ADR 034): read from the upstream by this server, cached, bounded by a time-out. */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../src/db/client.js'
import { engine, testApp, testDatabase } from '../../support/app.js'

type Mode = 'ok' | 'garbage' | 'slow' | 'error' | 'empty'
let mode: Mode = 'ok'
let hits = 0
let upstream: Server
let base = ''
const PNG = Buffer.from('89504e470d0a1a0a', 'hex')

/** Escaped markup; a bilingual caption (Czech, then the English after its flag); an English one; the rest unmarked, Czech. */
const CAPTIONS = ['<script>alert(1)</script> hello', 'Ahoj dva\n🇬🇧 Hello two', '🇬🇧 English three']

const profile = (n: number) => ({
  graphql: {
    user: {
      edge_owner_to_timeline_media: {
        edges: [
          { node: { shortcode: 'bad shortcode!', thumbnail_src: '/t/x.png' } },
          ...Array.from({ length: n }, (_, i) => ({
            node: { shortcode: `Post${i + 1}`, thumbnail_src: `/t/${i + 1}.png`, edge_media_to_caption: { edges: [{ node: { text: CAPTIONS[i] ?? `popisek ${i + 1}` } }] } },
          })),
        ],
      },
    },
  },
})

let database: Database
const apps: FastifyInstance[] = []
const appWith = async (env: Record<string, string> = {}) => {
  const app = await testApp({ database, env: { SOCIAL_FEED_URL: `${base}/profile.json`, SOCIAL_FEED_TIMEOUT_MS: '800', SOCIAL_FEED_TTL_MS: '1000', ...env } })
  apps.push(app)
  return app
}
const feed = (app: FastifyInstance) => app.inject({ url: '/qf/en/ramjet/social-feed' })

beforeAll(async () => {
  database = await testDatabase()
  upstream = createServer((req, res) => {
    if (req.url?.startsWith('/t/')) {
      res.writeHead(200, { 'content-type': 'image/png' }).end(PNG)
      return
    }
    hits++
    if (mode === 'ok') res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(profile(6)))
    else if (mode === 'empty') res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(profile(0)))
    else if (mode === 'garbage') res.writeHead(200, { 'content-type': 'application/json' }).end('<html>not json')
    else if (mode === 'error') res.writeHead(500).end()
    else setTimeout(() => res.writeHead(200).end(JSON.stringify(profile(6))), 2000)
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
})
afterAll(async () => {
  for (const app of apps) await app.close()
  upstream?.closeAllConnections()
  await new Promise((resolve) => upstream?.close(resolve))
  await database?.close()
})

describe(`social feed on ${engine}`, () => {
  it('renders the first 4 valid posts as linked thumbnails served from this site, captions escaped', async () => {
    mode = 'ok'
    const app = await appWith()
    const res = await feed(app)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const items = [...res.body.matchAll(/<li class="social-feed__item"><a href="([^"]+)"[^>]*><img data-src="([^"]+)"/g)].map((m) => [m[1], m[2]])
    expect(items).toEqual([1, 2, 3, 4].map((i) => [`https://www.instagram.com/p/Post${i}/`, `/qf/ramjet/social-feed/thumb/Post${i}`]))
    expect(res.body).not.toContain('<script>')
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; hello')
    const thumb = await app.inject({ url: '/qf/ramjet/social-feed/thumb/Post2' })
    expect(thumb.statusCode).toBe(200)
    expect(thumb.headers['content-type']).toBe('image/png')
    expect(thumb.rawPayload.equals(PNG)).toBe(true)
    for (const bad of ['Post9', '__proto__', '%3Cscript%3E', 'x'.repeat(300)]) expect((await app.inject({ url: `/qf/ramjet/social-feed/thumb/${bad}` })).statusCode).toBe(404)
  })

  it('gives each language its caption, the other language’s when the post has none, marked with its language', async () => {
    mode = 'ok'
    const app = await appWith()
    const captions = async (lang: 'cs' | 'en') => {
      const res = await app.inject({ url: `/qf/${lang}/ramjet/social-feed` })
      expect(res.statusCode).toBe(200)
      return [...res.body.matchAll(/<span class="social-feed__caption"( lang="(\w+)")?>([^<]*)<\/span>/g)].map((m) => [m[3], m[2] ?? lang])
    }
    expect(await captions('cs')).toEqual([
      ['&lt;script&gt;alert(1)&lt;/script&gt; hello', 'cs'],
      ['Ahoj dva', 'cs'],
      ['English three', 'en'],
      ['popisek 4', 'cs'],
    ])
    expect(await captions('en')).toEqual([
      ['&lt;script&gt;alert(1)&lt;/script&gt; hello', 'cs'],
      ['Hello two', 'en'],
      ['English three', 'en'],
      ['popisek 4', 'cs'],
    ])
  })

  it('is cached: pages never ask the upstream, a stale copy is served while one refresh runs behind it', async () => {
    mode = 'ok'
    const app = await appWith()
    const before = hits
    expect((await app.inject({ url: '/qf/en/home' })).body).toContain('data-social-feed="/qf/en/ramjet/social-feed"')
    expect(hits).toBe(before)
    await feed(app)
    await feed(app)
    expect(hits).toBe(before + 1)
    await new Promise((r) => setTimeout(r, 1100))
    mode = 'slow'
    const started = Date.now()
    const stale = await feed(app)
    // Not waiting for the refresh: that would take the time-out (800 ms) at least.
    expect(Date.now() - started).toBeLessThan(700)
    expect(stale.statusCode).toBe(200)
    expect(stale.body).toContain('Post1')
    await expect.poll(() => hits).toBe(before + 2)
    mode = 'error'
    await new Promise((r) => setTimeout(r, 400))
    // The failed refresh keeps the copy.
    expect((await feed(app)).statusCode).toBe(200)
  })

  for (const [name, m] of [['garbage', 'garbage'], ['an error', 'error'], ['no posts', 'empty'], ['slowly', 'slow']] as const) {
    it(`answers 502 within the time-out when the upstream answers ${name}`, async () => {
      mode = m
      const app = await appWith()
      const started = Date.now()
      const res = await feed(app)
      expect(res.statusCode).toBe(502)
      expect(Date.now() - started).toBeLessThan(1500)
    })
  }

  it('answers 502 when the upstream is not there at all', async () => {
    const app = await appWith({ SOCIAL_FEED_URL: 'http://127.0.0.1:9/profile.json' })
    expect((await feed(app)).statusCode).toBe(502)
  })

  it('serves the demo fixture profile of the site’s own pictures', async () => {
    const app = await appWith()
    const res = await app.inject({ url: '/qf/ramjet/social-fixture/profile.json' })
    expect(res.statusCode).toBe(200)
    const edges = (res.json() as { graphql: { user: { edge_owner_to_timeline_media: { edges: { node: { shortcode: string; thumbnail_src: string } }[] } } } }).graphql.user.edge_owner_to_timeline_media.edges
    expect(edges.length).toBe(6)
    for (const { node } of edges) expect((await app.inject({ url: node.thumbnail_src })).statusCode).toBe(200)
  })
})
