import { describe, expect, it } from 'vitest'
import { addressBook, pathOf, routeExpression } from './addresses.js'

describe('a typed path: where it leads (ADR 100)', () => {
  it('drops the query, the fragment and a trailing slash', () => {
    expect(pathOf('/qf/cs/eshop/kosik?x=1#obsah')).toBe('/qf/cs/eshop/kosik')
    expect(pathOf('/qf/cs/studium/')).toBe('/qf/cs/studium')
    expect(pathOf('/')).toBe('/')
  })

  it("reads find-my-way's patterns: parameters, a parameter's own expression, the wildcard", () => {
    expect(routeExpression('/qf/cs/aktuality/:slug').test('/qf/cs/aktuality/den-otevrenych-dveri')).toBe(true)
    expect(routeExpression('/qf/cs/aktuality/:slug').test('/qf/cs/aktuality/a/b')).toBe(false)
    expect(routeExpression('/sitemap-:part.xml').test('/sitemap-2.xml')).toBe(true)
    expect(routeExpression('/qf/cs/objednavky/:id(^\\d+)').test('/qf/cs/objednavky/12')).toBe(true)
    expect(routeExpression('/qf/cs/*').test('/qf/cs/studium/programy')).toBe(true)
    expect(routeExpression('/qf/cs/a.b').test('/qf/cs/aXb')).toBe(false)
  })

  it('knows the sitemap’s pages, fixed routes and routes the sitemap does not cover; a covered route answers only for what the sitemap lists', () => {
    const book = addressBook(['/qf/cs/eshop/kosik', '/qf/cs/aktuality/:slug', '/qf/cs/ucet/objednavky/:number', '/qf/cs/*'], new Set(['/qf/cs/studium', '/qf/cs/aktuality/zije']))
    expect(book.leadsSomewhere('/qf/cs/eshop/kosik')).toBe(true)
    expect(book.leadsSomewhere('/qf/cs/studium')).toBe(true)
    expect(book.leadsSomewhere('/qf/cs/aktuality/zije')).toBe(true)
    expect(book.leadsSomewhere('/qf/cs/ucet/objednavky/2026-1')).toBe(true)
    expect(book.leadsSomewhere('/qf/cs/aktuality/zmizela')).toBe(false)
    expect(book.leadsSomewhere('/qf/cs/nic')).toBe(false)
  })
})
