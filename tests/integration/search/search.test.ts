/**
 * The header search form without JavaScript: the search route sends the visitor on (303) to
 * the chosen scope's results page (spec 000 §2) with the query, and the faculty category for
 * web search; bad input is a localized 400 that sends nobody anywhere.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engine, testApp } from '../../support/app.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await testApp()
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string) => app.inject({ method: 'GET', url })

describe(`search route on ${engine}`, () => {
  it.each([
    ['/qf/cs/ramjet/vyhledavani?searchScope=web&frm.facultyCategory=2&frm.query=knihovna', '/qf/cs/ramjet/helpzone/vyhledavani-obsah?frm.query=knihovna&frm.facultyCategory=2'],
    ['/qf/cs/ramjet/vyhledavani?searchScope=documents&frm.facultyCategory=2&frm.query=stipendium', '/qf/cs/ramjet/helpzone/vyhledavani-souboru?frm.query=stipendium'],
    ['/qf/cs/ramjet/vyhledavani?searchScope=eshop&frm.facultyCategory=&frm.query=hrnek', '/qf/cs/ramjet/vyhledavani-eshop?frm.query=hrnek'],
    ['/qf/en/ramjet/search?searchScope=web&frm.facultyCategory=&frm.query=library', '/qf/en/ramjet/helpzone/search-content?frm.query=library'],
    ['/qf/en/ramjet/search?searchScope=documents&frm.query=thesis', '/qf/en/ramjet/helpzone/search-files?frm.query=thesis'],
    ['/qf/en/ramjet/search?searchScope=eshop&frm.query=mug', '/qf/en/ramjet/search-eshop?frm.query=mug'],
  ])('%s → %s (303)', async (from, to) => {
    const res = await get(from)
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(to)
  })

  it('searches the web when no scope is chosen, and keeps the query exactly, trimmed and encoded', async () => {
    const res = await get(`/qf/en/ramjet/search?frm.query=${encodeURIComponent('  a&b c/ž?  ')}`)
    expect(res.statusCode).toBe(303)
    const location = new URL(res.headers.location as string, 'http://x')
    expect(location.pathname).toBe('/qf/en/ramjet/helpzone/search-content')
    expect(location.searchParams.get('frm.query')).toBe('a&b c/ž?')
    expect([...location.searchParams.keys()]).toEqual(['frm.query'])
  })

  it.each([
    ['an unknown scope', 'searchScope=intranet&frm.query=x'],
    ['a repeated scope', 'searchScope=web&searchScope=eshop&frm.query=x'],
    ['a query over 200 characters', `frm.query=${'a'.repeat(201)}`],
    ['a category that is no faculty id', 'frm.facultyCategory=..%2F1&frm.query=x'],
  ])('answers %s with a localized 400 page and no redirect', async (_, query) => {
    for (const [url, title] of [
      [`/qf/cs/ramjet/vyhledavani?${query}`, 'Neplatný požadavek'],
      [`/qf/en/ramjet/search?${query}`, 'Bad request'],
    ] as const) {
      const res = await get(url)
      expect(res.statusCode).toBe(400)
      expect(res.headers.location).toBeUndefined()
      expect(res.body).toContain(title)
    }
  })
})
