import { describe, expect, it } from 'vitest'
import { HAND_WRITTEN, QUERIES } from './queries.js'
import { KNOWN_ITEMS } from './recall.js'
import { withoutAccents, withTypo } from './variants.js'

describe('search bench lists', () => {
  it('has at least 200 queries of one, two and three words, in every scope, with and without accents and with typos', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(200)
    const words = new Set(HAND_WRITTEN.map((q) => Math.min(3, q.text.split(' ').length)))
    expect([...words].sort()).toEqual([1, 2, 3])
    expect(new Set(QUERIES.map((q) => q.scope))).toEqual(new Set(['web', 'documents', 'eshop']))
    expect(QUERIES.some((q) => /[áčďéěíňóřšťúůýž]/i.test(q.text))).toBe(true)
    expect(QUERIES.filter((q) => q.text !== withoutAccents(q.text)).length).toBeGreaterThan(40)
  })

  it('has at least 50 distinct known-item queries, each naming one page', () => {
    expect(KNOWN_ITEMS.length).toBeGreaterThanOrEqual(50)
    expect(new Set(KNOWN_ITEMS.map((k) => `${k.lang} ${k.query}`)).size).toBe(KNOWN_ITEMS.length)
    for (const k of KNOWN_ITEMS) expect(k.url).toMatch(new RegExp(`^/qf/${k.lang}/`))
  })

  it('derives variants with exactly one wrong letter and no accents', () => {
    expect(withoutAccents('Přijímací řízení')).toBe('Prijimaci rizeni')
    expect(withTypo('univerzitní knihovna')).toBe('univetzitní knihovna')
    expect(withTypo('kde')).toBe('kde')
    for (const k of KNOWN_ITEMS) {
      const a = k.query
      const b = withTypo(a)
      if (a.split(' ').every((w) => w.length < 5)) expect(b).toBe(a)
      else expect([...a].filter((c, i) => c !== b[i]).length).toBe(1)
    }
  })
})
