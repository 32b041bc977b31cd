import { describe, expect, it, vi } from 'vitest'
import type { ChromeData } from '../../ui/chrome.js'
import type { CachedPage } from '../region-cache.js'
import { DocumentTemplates } from './document-templates.js'
import type { DocumentTemplate } from './page.js'

const page = (): CachedPage => ({ meta: { title: 't', alternate: null }, own: ['pageContent'], regions: { pageContent: '<main></main>' } })
const chrome = (): ChromeData => ({ menu: [], footer: [], faculties: [] })
const template = (size = 1000): DocumentTemplate => ({ pieces: ['<html>', '</html>'], holes: [{ kind: 'content' }], size })

describe('document templates', () => {
  it('makes a stored page’s template once per origin, and again when the page or the menus are replaced', () => {
    const templates = new DocumentTemplates(100_000)
    const [p, c] = [page(), chrome()]
    const make = vi.fn(() => template())
    const first = templates.of('http://a', '/qf/cs/x', p, c, make)
    expect(templates.of('http://a', '/qf/cs/x', p, c, make)).toBe(first)
    expect(make).toHaveBeenCalledTimes(1)
    templates.of('http://b', '/qf/cs/x', p, c, make)
    expect(make).toHaveBeenCalledTimes(2)
    // A content change stores a new page and loads new menus: the old template is not used.
    expect(templates.of('http://a', '/qf/cs/x', page(), c, make)).not.toBe(first)
    templates.of('http://a', '/qf/cs/x', p, chrome(), make)
    expect(make).toHaveBeenCalledTimes(4)
    expect(templates.stats.entries).toBe(2)
  })

  it('keeps within its bound, the least recently used going first, and nothing when the bound is 0', () => {
    const templates = new DocumentTemplates(8000)
    const [p, c] = [page(), chrome()]
    for (const key of ['/a', '/b', '/c']) templates.of('o', key, p, c, () => template())
    templates.of('o', '/a', p, c, () => template())
    for (let i = 0; i < 6; i++) templates.of('o', `/n${i}`, p, c, () => template())
    expect(templates.stats.size).toBeLessThanOrEqual(8000)
    const make = vi.fn(() => template())
    templates.of('o', '/b', p, c, make)
    expect(make).toHaveBeenCalled()
    const none = new DocumentTemplates(0)
    none.of('o', '/a', p, c, () => template())
    expect(none.stats).toEqual({ entries: 0, size: 0 })
  })
})
