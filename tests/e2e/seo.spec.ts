/**
 * What search engines and sharing previews read, as the browser parses each page type in both
 * languages: exactly one canonical link naming the page without `pu` and unknown parameters,
 * absolute hreflang alternates, a description, a sharing image that loads at its stated size,
 * and JSON-LD that parses, with an @context of schema.org.
 */
import { expect, test } from './support/fixtures.js'
import { LANGS, locate, type PageType } from './support/site.js'

const INDEXED: PageType[] = ['home', 'content', 'faculty', 'newsList', 'newsDetail', 'eshop', 'category', 'product', 'documents']

for (const lang of LANGS) {
  for (const type of INDEXED) {
    test(`seo: ${type} (${lang}) has one canonical, absolute alternates, a sharing image and valid JSON-LD`, async ({ page, baseURL, problems }) => {
      const target = await locate(page, type, lang)
      const address = new URL(target.url, baseURL)
      const visited = new URL(address)
      visited.searchParams.set('utm_campaign', 'x')
      visited.searchParams.set('pu', JSON.stringify({ target: 'pageContent' }))
      await page.goto(visited.pathname + visited.search)

      const canonical = page.locator('head link[rel="canonical"]')
      await expect(canonical).toHaveCount(1)
      await expect(canonical).toHaveAttribute('href', address.href)

      const alternates = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((links) =>
        links.map((l) => ({ lang: l.getAttribute('hreflang'), href: l.getAttribute('href') ?? '' })),
      )
      expect(alternates.length).toBeGreaterThan(0)
      for (const a of alternates) {
        expect(a.lang).toBe(lang === 'cs' ? 'en' : 'cs')
        expect(new URL(a.href).href, 'absolute').toBe(a.href)
        expect(new URL(a.href).origin).toBe(address.origin)
      }

      const description = await page.locator('head meta[name="description"]').getAttribute('content')
      expect(description?.trim().length).toBeGreaterThan(20)

      // The sharing image loads, at the size the card states.
      const image = await page.locator('head meta[property="og:image"]').getAttribute('content')
      const size = await page.evaluate(async (src) => {
        const img = new Image()
        img.src = src
        await img.decode()
        return [img.naturalWidth, img.naturalHeight]
      }, image!)
      const stated = await Promise.all(['width', 'height'].map((d) => page.locator(`head meta[property="og:image:${d}"]`).getAttribute('content')))
      expect(size.map(String)).toEqual(stated)

      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
      expect(blocks.length, 'JSON-LD on every indexed page').toBeGreaterThan(0)
      for (const block of blocks) {
        const data = JSON.parse(block) as { '@context'?: string; '@type'?: string }
        expect(data['@context']).toBe('https://schema.org')
        expect(typeof data['@type']).toBe('string')
      }
      expect(problems.summary()).toEqual([])
    })
  }
}
