import { describe, expect, it } from 'vitest'
import { FeedCache } from './feed-cache.js'

const text = (body: string) => ({ body, etag: `"${body}"` })

describe('feed cache', () => {
  it('keeps bodies until content changes, and drops a build a change overtook', () => {
    const cache = new FeedCache({ maxEntries: 8, fresh: () => true })
    cache.store('a', cache.generation, text('1'))
    expect(cache.get('a')?.body).toBe('1')
    const before = cache.generation
    cache.clear()
    expect(cache.get('a')).toBeUndefined()
    cache.store('a', before, text('stale'))
    expect(cache.get('a')).toBeUndefined()
  })

  it('neither reads nor stores while changes are not followed', () => {
    let fresh = true
    const cache = new FeedCache({ maxEntries: 8, fresh: () => fresh })
    cache.store('a', cache.generation, text('1'))
    fresh = false
    expect(cache.get('a')).toBeUndefined()
    cache.store('b', cache.generation, text('2'))
    fresh = true
    expect(cache.get('b')).toBeUndefined()
  })

  it('keeps at most maxEntries, the least recently used leaving first', () => {
    const cache = new FeedCache({ maxEntries: 2, fresh: () => true })
    cache.store('a', 0, text('a'))
    cache.store('b', 0, text('b'))
    cache.get('a')
    cache.store('c', 0, text('c'))
    expect([cache.get('a')?.body, cache.get('b'), cache.get('c')?.body]).toEqual(['a', undefined, 'c'])
    expect(cache.size).toBe(2)
  })
})
