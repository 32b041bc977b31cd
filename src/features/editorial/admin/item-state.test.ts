import { describe, expect, it } from 'vitest'
import { adminStateOf, stateOf } from './item-state.js'

describe('the administration lists’ state filter', () => {
  it('takes one of the states and reads anything else as no filter', () => {
    expect(adminStateOf('review')).toBe('review')
    expect(adminStateOf('live')).toBe('live')
    for (const bad of ['', 'Live', 'constructor', '__proto__', "live' or 1=1", ['live', 'draft'], undefined, 3]) expect(adminStateOf(bad)).toBeUndefined()
  })

  it('shows review and scheduled before the rest', () => {
    const row = { live: true, hasUnpublishedChanges: true, goLiveAt: new Date(), inReview: true }
    expect(stateOf(row)).toBe('review')
    expect(stateOf({ ...row, inReview: false })).toBe('scheduled')
    expect(stateOf({ ...row, inReview: false, goLiveAt: null })).toBe('changed')
    expect(stateOf({ ...row, inReview: false, goLiveAt: null, live: false })).toBe('draft')
    expect(stateOf({ ...row, inReview: false, goLiveAt: null, hasUnpublishedChanges: false })).toBe('live')
  })
})
