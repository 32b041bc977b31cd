/** The pure generators: deterministic output and well-formed values, no database needed. */
import { describe, expect, it } from 'vitest'
import { parseScale } from './cli-args.js'
import { documentFile, documentSpecs } from './documents.js'
import { productSvg } from './images.js'
import { newsItem, packItems } from './news.js'
import { buildPageTree } from './page-tree.js'
import { pageContent } from './pages.js'
import { isbn, issn } from './products-catalogue-print.js'
import { VariantForm } from '../../features/shop/admin/products-admin.schema.js'
import { parseForm } from '../../forms/form.js'
import { buildCatalogue, variantsOf } from './products.js'
import { mulberry32, rngFor } from './random.js'
import { anchorFor, formatNumber, slugify } from './text.js'

describe('random', () => {
  it('mulberry32 repeats the same sequence for the same seed', () => {
    const a = mulberry32(42)
    const b = mulberry32(42)
    const first = Array.from({ length: 5 }, () => a())
    expect(Array.from({ length: 5 }, () => b())).toEqual(first)
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true)
    expect(mulberry32(43)()).not.toBe(first[0])
  })

  it('labelled streams are independent of each other and of call order', () => {
    const x = rngFor('page', 'uni/about').next()
    rngFor('page', 'uni/study').next()
    expect(rngFor('page', 'uni/about').next()).toBe(x)
    expect(rngFor('page', 'uni/study').next()).not.toBe(x)
  })
})

describe('text', () => {
  it('slugs fold Czech diacritics', () => {
    expect(slugify('Přijímací řízení – ÚVOD')).toBe('prijimaci-rizeni-uvod')
    expect(slugify('Erasmus+')).toBe('erasmus')
  })

  it('anchors start with a letter and stay unique', () => {
    const used = new Set<string>()
    expect(anchorFor('Kontakty', used)).toBe('kontakty')
    expect(anchorFor('Kontakty', used)).toBe('kontakty-2')
    expect(anchorFor('2027 – plán', used)).toBe('s-2027-plan')
  })

  it('formats numbers per language', () => {
    expect(formatNumber(12500)).toEqual({ cs: '12\u00a0500', en: '12,500' })
  })
})

/** A fixed seed day, so the expectations do not move with the calendar. */
const NOW = new Date('2026-11-24T09:30:00Z')

describe('generated content is deterministic', () => {
  it('page tree and page text', () => {
    const a = buildPageTree(1)
    const b = buildPageTree(1)
    expect(b.map((p) => [p.key, p.path, p.title])).toEqual(a.map((p) => [p.key, p.path, p.title]))
    for (const spec of [a[0]!, a[100]!, a.at(-1)!]) expect(pageContent(spec, NOW)).toEqual(pageContent(spec, NOW))
  })

  it('news, documents and the catalogue', () => {
    expect(newsItem(7, NOW)).toEqual(newsItem(7, NOW))
    expect(documentSpecs(NOW)).toEqual(documentSpecs(NOW))
    expect(packItems(new Date('2026-11-24T23:59:00Z'))).toEqual(packItems(NOW))
    // The hour of the seed does not matter, only its day.
    expect(newsItem(7, new Date('2026-11-24T23:59:00Z'))).toEqual(newsItem(7, NOW))
    const strip = () => buildCatalogue(NOW).map(({ category, ...rest }) => ({ ...rest, category: category.code }))
    expect(strip()).toEqual(strip())
  })

  it('every SKU of the catalogue passes the product form, so the shop manager can save any seeded product', () => {
    const variants = buildCatalogue(NOW).flatMap((p) => variantsOf(p))
    expect(variants.some((v) => v.size === '36–40')).toBe(true)
    const refused = variants.filter((v) => !parseForm(VariantForm, { sku: v.sku, ean: '' }).ok).map((v) => v.sku)
    expect(refused).toEqual([])
  })

  it('PDF bytes and image sources', async () => {
    const spec = documentSpecs(NOW)[5]!
    const [a, b] = [await documentFile(spec, 'cs'), await documentFile(spec, 'cs')]
    expect(b.sha256).toBe(a.sha256)
    const product = buildCatalogue(NOW)[0]!
    const svg = () => productSvg(product.shape, product.colour, 1, rngFor('image', product.sku, 1))
    expect(svg()).toBe(svg())
  })

  it('scale grows the tree without changing the core', () => {
    const small = buildPageTree(1)
    const big = buildPageTree(3)
    expect(big.length).toBe(675)
    const bigByKey = new Map(big.map((p) => [p.key, p.path]))
    for (const p of small) expect(bigByKey.get(p.key)).toEqual(p.path)
  })
})

describe('page tree', () => {
  const tree = buildPageTree(1)

  it('has unique paths per language and valid slugs', () => {
    for (const lang of ['cs', 'en'] as const) {
      const paths = tree.map((p) => p.path[lang])
      expect(new Set(paths).size).toBe(paths.length)
      for (const path of paths) expect(path).toMatch(/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/)
    }
  })

  it('puts faculty pages under fakulty/{slugCs} and faculties/{slugEn}', () => {
    const science = tree.filter((p) => p.faculty?.code === 'FPV')
    expect(science.length).toBeGreaterThan(20)
    for (const p of science) {
      expect(p.path.cs.startsWith('fakulty/fakulta-prirodnich-ved/')).toBe(true)
      expect(p.path.en.startsWith('faculties/faculty-of-science/')).toBe(true)
    }
  })
})

describe('catalogue', () => {
  it('ISBNs and ISSNs carry valid check digits', () => {
    const digits = isbn(7).replace(/-/g, '')
    const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0)
    expect(sum % 10).toBe(0)
    expect(issn(1)).toMatch(/^\d{4}-\d{3}[\dX]$/)
  })
})

describe('parseScale', () => {
  it('accepts --scale N and --scale=N', () => {
    expect(parseScale(['--scale', '1'])).toEqual({ scale: 1 })
    expect(parseScale(['--scale=0.5'])).toEqual({ scale: 0.5 })
    expect(parseScale(['--scale', '1000'])).toEqual({ scale: 1000 })
  })

  it.each([[[]], [['--scale']], [['--scale', 'abc']], [['--scale', '0']], [['--scale', '-2']], [['--scale', '1001']], [['--scale', '']], [['--scale', '0x10']]])(
    'rejects %j with one line',
    (argv) => {
      const result = parseScale(argv)
      expect('error' in result && !result.error.includes('\n')).toBe(true)
    },
  )
})

describe('news dates', () => {
  it('names the year just ended in annual reports and awards', () => {
    const yearly = Array.from({ length: 600 }, (_, i) => newsItem(i, NOW)).filter((n) => /Annual report|Best graduates/.test(n.title.en))
    expect(yearly.length).toBeGreaterThan(5)
    for (const item of yearly) {
      expect(item.title.en).toContain(String(item.publishedAt.getUTCFullYear() - 1))
      expect(item.title.cs).toContain(String(item.publishedAt.getUTCFullYear() - 1))
    }
  })
})
