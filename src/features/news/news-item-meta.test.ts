import { describe, expect, it } from 'vitest'
import { nextEventEnd } from './news-item-meta.js'

describe('nextEventEnd', () => {
  const now = new Date('2026-11-24T12:00:00Z')
  const at = (iso: string | null) => ({ eventEndsAt: iso === null ? null : new Date(iso) })

  it('is the soonest end still to come, ignoring news and events already over', () => {
    const items = [at(null), at('2026-11-20T18:00:00Z'), at('2026-12-03T16:00:00Z'), at('2026-11-25T09:30:00Z')]
    expect(nextEventEnd(items, now)).toEqual(new Date('2026-11-25T09:30:00Z'))
  })

  it('is undefined when nothing listed ends later', () => {
    expect(nextEventEnd([at(null), at('2026-11-24T12:00:00Z')], now)).toBeUndefined()
    expect(nextEventEnd([], now)).toBeUndefined()
  })
})
