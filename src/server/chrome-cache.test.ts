import { describe, expect, it } from 'vitest'
import type { ChromeData } from '../ui/chrome.js'
import { ChromeCache } from './chrome-cache.js'

const menus = (title: string): ChromeData => ({ menu: [{ title, href: '/', children: [] }], faculties: [] })

function setup() {
  let version = 'v1'
  let clock = 0
  let fresh = true
  let loads = 0
  let gate: Promise<void> | null = null
  const cache = new ChromeCache({
    ttl: 60_000,
    now: () => clock,
    fresh: () => fresh,
    load: async () => {
      loads++
      const seen = version
      if (gate) await gate
      return menus(seen)
    },
  })
  return {
    cache,
    set: (v: string) => (version = v),
    tick: (ms: number) => (clock += ms),
    setFresh: (f: boolean) => (fresh = f),
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
})
