import { describe, expect, it } from 'vitest'
import { isStable, type Sample } from './anchor-hold.js'

const RULES = { anchorStableSamples: 3, anchorStableInterval: 100, anchorStableDrift: 5 }
/** Samples every 50 ms at the given positions. */
const every50 = (...ys: number[]): Sample[] => ys.map((y, i) => ({ t: i * 50, y }))

describe('isStable: 3 samples 100 ms apart within less than 5 px', () => {
  it('needs three samples 100 ms apart: 150 ms of checks every 50 ms are not enough', () => {
    expect(isStable(every50(500, 500, 500, 500), RULES)).toBe(false)
    expect(isStable(every50(500, 500, 500, 500, 500), RULES)).toBe(true)
  })

  it('a drift of 4 px is stable, 5 px is not', () => {
    expect(isStable(every50(0, 0, 500, 0, 502, 0, 504), RULES)).toBe(true)
    expect(isStable(every50(0, 0, 500, 0, 502, 0, 505), RULES)).toBe(false)
  })

  it('only the newest samples count: earlier growth does not matter', () => {
    expect(isStable(every50(100, 300, 900, 900, 900, 900, 900), RULES)).toBe(true)
    expect(isStable(every50(900, 900, 900, 900, 900, 930), RULES)).toBe(false)
  })

  it('samples closer than 100 ms are skipped, irregular timing included', () => {
    const samples: Sample[] = [
      { t: 0, y: 10 },
      { t: 30, y: 400 },
      { t: 100, y: 12 },
      { t: 170, y: 400 },
      { t: 200, y: 11 },
    ]
    expect(isStable(samples, RULES)).toBe(true)
    expect(isStable([], RULES)).toBe(false)
  })
})
