import v8 from 'node:v8'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { RegionCache, type CachedPage } from './region-cache.js'

const meta = { title: 'Aktuality', alternate: '/qf/en/news' }
const page = (regions: CachedPage['regions']): CachedPage => ({ meta, own: ['pageContent', 'newsList'], regions })

function cache(maxSize = 1000, fresh = () => true) {
  return new RegionCache({ maxSize, fresh })
}

describe('region cache', () => {
  it('keeps the regions of one address together, added by separate renders', () => {
    const c = cache()
    c.store('/a', c.generation, page({ newsList: '<div id="newsList"></div>' }))
    c.store('/a', c.generation, page({ pageContent: '<main id="pageContent"></main>' }))
    expect(c.get('/a')).toEqual({
      meta,
      own: ['pageContent', 'newsList'],
      regions: { newsList: '<div id="newsList"></div>', pageContent: '<main id="pageContent"></main>' },
      size: expect.any(Number),
    })
    expect(c.get('/b')).toBeUndefined()
  })

  it('drops a render that a content change overtook', () => {
    const c = cache()
    const before = c.generation
    c.clear()
    c.store('/a', before, page({ pageContent: 'old' }))
    expect(c.get('/a')).toBeUndefined()
    c.store('/a', c.generation, page({ pageContent: 'new' }))
    expect(c.get('/a')?.regions.pageContent).toBe('new')
  })

  it('forgets everything on clear', () => {
    const c = cache()
    c.store('/a', c.generation, page({ pageContent: 'x' }))
    c.clear()
    expect(c.get('/a')).toBeUndefined()
    expect(c.stats).toEqual({ entries: 0, size: 0 })
  })

  it('neither reads nor stores while changes are not followed', () => {
    let listening = true
    const c = cache(1000, () => listening)
    c.store('/a', c.generation, page({ pageContent: 'x' }))
    listening = false
    expect(c.get('/a')).toBeUndefined()
    c.store('/b', c.generation, page({ pageContent: 'y' }))
    listening = true
    expect(c.get('/b')).toBeUndefined()
  })

  it('stays within its size, evicting the least recently used address first', () => {
    const c = cache(200)
    // Each address weighs 24 bytes: its 2-character key and 10 characters of HTML; 8 fill 192 of 200.
    for (let i = 1; i <= 8; i++) c.store(`/${i}`, c.generation, page({ pageContent: 'x'.repeat(10) }))
    expect(c.stats).toEqual({ entries: 8, size: 192 })
    c.get('/1')
    c.store('/9', c.generation, page({ pageContent: 'x'.repeat(10) }))
    expect(c.stats).toEqual({ entries: 8, size: 192 })
    expect(c.get('/1')).toBeDefined()
    expect(c.get('/2')).toBeUndefined()
    expect(c.get('/9')).toBeDefined()
  })

  it('does not store an entry larger than an eighth of the cache', () => {
    const c = cache(1600)
    c.store('/big', c.generation, page({ pageContent: 'x'.repeat(200) }))
    expect(c.get('/big')).toBeUndefined()
    c.store('/small', c.generation, page({ pageContent: 'x'.repeat(50) }))
    expect(c.get('/small')).toBeDefined()
  })

  it('accounts the size of an address once when its regions are replaced', () => {
    const c = cache()
    c.store('/a', c.generation, page({ pageContent: 'x'.repeat(40) }))
    c.store('/a', c.generation, page({ pageContent: 'y'.repeat(40) }))
    expect(c.stats).toEqual({ entries: 1, size: 84 })
  })

  it('holds its bound in bytes of memory, with Czech text (two-byte strings)', () => {
    v8.setFlagsFromString('--expose-gc')
    const gc = runInNewContext('gc') as () => void
    const bound = 8 * 1024 * 1024
    const c = cache(bound)
    gc()
    const before = v8.getHeapStatistics().used_heap_size
    // 40 MB of distinct pages offered, 100 KB each; decoded from bytes, so each is a flat string of
    // its own (a repeat or padEnd would share one rope between them).
    const text = 'Přijímací řízení, studijní obory a termíny. '.repeat(1150)
    for (let i = 0; i < 400; i++) c.store(`/${i}`, c.generation, page({ pageContent: Buffer.from(`<p>${i}</p>${text}`).toString() }))
    gc()
    const held = v8.getHeapStatistics().used_heap_size - before
    expect(c.stats.size).toBeLessThanOrEqual(bound)
    expect(held).toBeGreaterThan(bound / 2)
    expect(held).toBeLessThanOrEqual(bound * 1.1)
  })
})
