/** The university's pictures: pages offer them in AVIF and WebP with sizes; the media route serves them with their type and caching. */
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engine, testApp } from '../../support/app.js'
import { unescape } from '../../support/html.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await testApp()
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })

/** The first `<picture>` of a page: its sources' srcsets and its img. */
function firstPicture(html: string) {
  const picture = unescape(/<picture[^>]*>(.*?)<\/picture>/.exec(html)?.[1] ?? '')
  const sources = [...picture.matchAll(/<source type="([^"]+)" srcSet="([^"]+)" sizes="([^"]+)"\/>/g)].map((m) => ({ type: m[1]!, srcset: m[2]!, sizes: m[3]! }))
  const img = /<img src="([^"]+)" width="(\d+)" height="(\d+)" alt="([^"]*)" loading="(\w+)"/.exec(picture)
  return { sources, img: img && { src: img[1]!, width: Number(img[2]), height: Number(img[3]), alt: img[4]!, loading: img[5]! } }
}

describe(`university pictures on ${engine}`, () => {
  it('the home hero is offered as AVIF then WebP in three widths, with its size, alt text and eager loading', async () => {
    const { sources, img } = firstPicture((await get('/qf/en/home')).body)
    expect(sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp'])
    for (const s of sources) {
      expect(s.srcset.split(', ').map((c) => c.split(' ')[1])).toEqual(['640w', '1024w', '1600w'])
      expect(s.sizes).toBe('(min-width: 1264px) 1200px, 100vw')
    }
    expect(img).toMatchObject({ width: 1600, height: 600, alt: 'Illustration: the university campus with buildings and trees', loading: 'eager' })
  })

  it('serves every width a srcset names, in its format and at that width, cacheable for a year', async () => {
    const { sources } = firstPicture((await get('/qf/cs/uvod')).body)
    for (const source of sources) {
      for (const candidate of source.srcset.split(', ')) {
        const [url, w] = candidate.split(' ') as [string, string]
        const res = await get(url)
        expect(res.statusCode).toBe(200)
        expect(res.headers['content-type']).toBe(source.type)
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
        expect(res.headers['x-content-type-options']).toBe('nosniff')
        const meta = await sharp(res.rawPayload).metadata()
        expect(meta.format).toBe(source.type === 'image/avif' ? 'heif' : 'webp')
        expect(`${meta.width}w`).toBe(w)
      }
    }
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const { img } = firstPicture((await get('/qf/cs/uvod')).body)
    const first = await get(img!.src)
    const again = await get(img!.src, { 'if-none-match': String(first.headers.etag) })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it.each([
    '/media/images/999999/640.webp',
    '/media/images/1/641.webp',
    '/media/images/1/640.png',
    '/media/images/1/640.webp.exe',
    '/media/images/0/640.webp',
    '/media/images/99999999999/640.webp',
    '/media/images/abc/640.avif',
    '/media/images/1/00640.avif',
  ])('%s is 404', async (url) => {
    expect((await get(url)).statusCode).toBe(404)
  })

  it('news items and directory entries carry pictures: 16:9 tiles and square avatars cut around the focal point, both hidden from screen readers', async () => {
    const news = firstPicture((await get('/qf/en/news')).body)
    expect(news.img).toMatchObject({ width: 640, height: 360, alt: '', loading: 'lazy' })
    expect(news.img!.src).toMatch(/^\/media\/images\/\d+\/v\d+\/thumb-640\.webp$/)
    const person = firstPicture((await get('/qf/en/people')).body)
    expect(person.img).toMatchObject({ width: 384, height: 384, alt: '', loading: 'lazy' })
    expect(person.sources[0]!.srcset).toMatch(/square-96\.avif 96w, .* 384w$/)
    // Made on demand from the picture's source, at the size the address names.
    const tile = await get(news.img!.src)
    expect(tile.statusCode).toBe(200)
    expect(await sharp(tile.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640, height: 360 })
  })

  it.each(['/media/images/1/v2/640.webp', '/media/images/1/v0/640.webp', '/media/images/1/1/640.webp', '/media/images/1/v1/thumb-641.webp', '/media/images/1/v1/wide-640.webp', '/media/images/1/v1/square-96.png'])(
    '%s (another version, width or rendition) is 404',
    async (url) => {
      expect((await get(url)).statusCode).toBe(404)
    },
  )
})
