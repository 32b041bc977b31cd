import v8 from 'node:v8'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { Freshness } from './freshness.js'
import { RegionCache, type CachedPage } from './region-cache.js'

const meta = { title: 'Aktuality', alternate: '/qf/en/news' }
const page = (regions: CachedPage['regions']): CachedPage => ({ meta, own: ['pageContent', 'newsList'], regions })

const listening = { current: true, standsIn: true }

function cache(maxSize = 1000, freshness: Pick<Freshness, 'current' | 'standsIn'> = listening) {
  return new RegionCache({ maxSize, freshness })
}

/** A change feed that can lose its connection, and a clock, for the bound of a gap. */
function feed(staleMs: number) {
  const state = { listening: true, lostSince: null as number | null }
  let clock = 0
  return {
    freshness: new Freshness({ feed: () => state, staleMs, now: () => clock }),
    lose: () => Object.assign(state, { listening: false, lostSince: clock }),
    listen: () => Object.assign(state, { listening: true, lostSince: null }),
    tick: (ms: number) => (clock += ms),
  }
}

describe('region cache', () => {
  it('stops serving a page once its own clock says it changed (an upcoming event ended), and stores none already past', () => {
    let clock = 1_000
    const c = new RegionCache({ maxSize: 1000, freshness: listening, now: () => clock })
    const timed = (freshUntil: number): CachedPage => ({ meta: { ...meta, freshUntil: new Date(freshUntil) }, own: ['pageContent'], regions: { pageContent: '<main></main>' } })
    c.store('/home', c.generation, timed(2_000))
    c.store('/over', c.generation, timed(1_000))
    expect(c.get('/over')).toBeUndefined()
    clock = 1_999
    expect(c.get('/home')?.regions.pageContent).toBe('<main></main>')
    clock = 2_000
    expect(c.get('/home')).toBeUndefined()
    expect(c.stats).toEqual({ entries: 0, size: 0 })
  })

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

  it('neither serves as current nor stores while changes are not followed', () => {
    const f = feed(1000)
    const c = cache(1000, f.freshness)
    c.store('/a', c.generation, page({ pageContent: 'x' }))
    f.lose()
    expect(c.get('/a')).toBeUndefined()
    c.store('/b', c.generation, page({ pageContent: 'y' }))
    f.listen()
    expect(c.get('/b')).toBeUndefined()
    expect(c.standIn('/b')).toBeUndefined()
  })

  it('lets what it stored before a gap stand in for the database until the gap is older than the bound', () => {
    const f = feed(1000)
    const c = cache(1000, f.freshness)
    c.store('/a', c.generation, page({ pageContent: 'x' }))
    expect(c.standIn('/a')?.regions.pageContent).toBe('x')
    f.tick(5000)
    f.lose()
    f.tick(1000)
    expect(c.standIn('/a')?.regions.pageContent).toBe('x')
    expect(c.standIn('/b')).toBeUndefined()
    f.tick(1)
    expect(c.standIn('/a')).toBeUndefined()
  })

  it('stays within its size, evicting the least recently used address first', () => {
    const c = cache(200)
    // Each address weighs 24 bytes: its 2-character key and 10 characters of HTML; 8 fill 192 of 200.
    for (let i = 1; i <= 8; i++) c.store(`/${i}`, c.generation, page({ pageContent: 'x'.repeat(10) }))
    expect(c.stats).toEqual({ entries: 8, size: 192 })
    c.get('/1')
    // Replacing an address is no eviction; pushing one out to stay within the bound is (metrics, ADR 072).
    c.store('/1', c.generation, page({ pageContent: 'y'.repeat(10) }))
    expect(c.counts.evictions).toBe(0)
    c.store('/9', c.generation, page({ pageContent: 'x'.repeat(10) }))
    expect(c.stats).toEqual({ entries: 8, size: 192 })
    expect(c.counts.evictions).toBe(1)
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
