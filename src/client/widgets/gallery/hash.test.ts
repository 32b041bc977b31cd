import { describe, expect, it } from 'vitest'
import { formatHash, parseHash, resolveHash } from './hash.js'

describe('gallery hash', () => {
  it('reads pid and gid in either order, with or without a leading &', () => {
    expect(parseHash('#pid=2&gid=1')).toEqual({ pid: 2, gid: 1 })
    expect(parseHash('#&gid=3&pid=7')).toEqual({ pid: 7, gid: 3 })
  })

  it('refuses what is not a whole number', () => {
    for (const bad of ['#pid=1&gid=abc', '#pid=-1&gid=1', '#pid=1.5&gid=1', '#pid=1', '#gid=1', '', '#pid=1e3&gid=1', '#pid=9999999&gid=1', '#__proto__=1']) {
      expect(parseHash(bad)).toBeNull()
    }
  })

  it('opens the nearest valid photo for pid 0 or past the end, nothing for a gallery not on the page', () => {
    const photos = (gid: number) => (gid === 1 ? 7 : 2)
    expect(resolveHash({ gid: 1, pid: 0 }, 2, photos)).toEqual({ gid: 1, index: 0 })
    expect(resolveHash({ gid: 1, pid: 999 }, 2, photos)).toEqual({ gid: 1, index: 6 })
    expect(resolveHash({ gid: 2, pid: 2 }, 2, photos)).toEqual({ gid: 2, index: 1 })
    expect(resolveHash({ gid: 3, pid: 1 }, 2, photos)).toBeNull()
    expect(resolveHash({ gid: 0, pid: 1 }, 2, photos)).toBeNull()
  })

  it('writes pid before gid, pid 1-based', () => {
    expect(formatHash(2, 5)).toBe('#pid=5&gid=2')
    expect(parseHash(formatHash(2, 5))).toEqual({ gid: 2, pid: 5 })
  })
})
