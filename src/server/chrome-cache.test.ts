import { describe, expect, it } from 'vitest'
import type { ChromeData } from '../ui/chrome.js'
import { ChromeCache } from './chrome-cache.js'
import { Freshness } from './freshness.js'

const menus = (title: string): ChromeData => ({ menu: [{ title, href: '/', children: [] }], footer: [], faculties: [] })

const unavailable = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })

function setup() {
  let version = 'v1'
  let clock = 0
  const feed = { listening: true, lostSince: null as number | null }
  let failure: (() => Error) | null = null
  let loads = 0
  let gate: Promise<void> | null = null
  const cache = new ChromeCache({
    ttl: 60_000,
    now: () => clock,
    freshness: new Freshness({ feed: () => feed, staleMs: 120_000, now: () => clock }),
    load: async () => {
      loads++
      const seen = version
      if (gate) await gate
      if (failure) throw failure()
      return menus(seen)
    },
  })
  return {
    cache,
    set: (v: string) => (version = v),
    tick: (ms: number) => (clock += ms),
    setFresh: (f: boolean) => Object.assign(feed, { listening: f, lostSince: f ? null : clock }),
    fail: (f: (() => Error) | null) => (failure = f),
    hold: () => {
      let release!: () => void
      gate = new Promise((r) => (release = r))
      return () => {
        gate = null
        release()
      }
    },
    loads: () => loads,
  }
}

describe('chrome cache', () => {
  it('keeps a load for the time-to-live, then loads again', async () => {
    const s = setup()
    await s.cache.get('cs')
    await s.cache.get('cs')
    expect(s.loads()).toBe(1)
    s.tick(60_001)
    await s.cache.get('cs')
    expect(s.loads()).toBe(2)
  })

  it('does not keep a load that a content change overtook (the generation guard)', async () => {
    const s = setup()
    const release = s.hold()
    const pending = s.cache.get('cs')
    s.set('v2')
    s.cache.clear()
    release()
    expect((await pending).menu[0]!.title).toBe('v1')
    expect((await s.cache.get('cs')).menu[0]!.title).toBe('v2')
  })

  it('keeps nothing and serves nothing stored while changes are not followed', async () => {
    const s = setup()
    await s.cache.get('en')
    s.setFresh(false)
    s.set('v2')
    expect((await s.cache.get('en')).menu[0]!.title).toBe('v2')
    expect((await s.cache.get('en')).menu[0]!.title).toBe('v2')
    expect(s.loads()).toBe(3)
  })

  it('answers with what it kept, instead of a database that does not answer, within the bound of a gap', async () => {
    const s = setup()
    await s.cache.get('cs')
    s.tick(60_001)
    s.fail(unavailable)
    // Past its time-to-live, but the feed listens: nothing changed that it would have heard of.
    expect((await s.cache.get('cs')).menu[0]!.title).toBe('v1')
    s.setFresh(false)
    s.tick(120_000)
    expect((await s.cache.get('cs')).menu[0]!.title).toBe('v1')
    s.tick(1)
    await expect(s.cache.get('cs')).rejects.toThrow('ECONNREFUSED')
    // Nothing kept for English; and an error that is no outage is never covered up.
    await expect(s.cache.get('en')).rejects.toThrow('ECONNREFUSED')
    s.setFresh(true)
    s.fail(() => new Error('column "title" does not exist'))
    await expect(s.cache.get('cs')).rejects.toThrow('does not exist')
  })
})
