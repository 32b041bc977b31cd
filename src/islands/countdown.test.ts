import { describe, expect, it } from 'vitest'
import { countdownParts } from './countdown.js'

const S = 1000
const M = 60 * S
const H = 60 * M
const D = 24 * H

const visible = (ms: number) =>
  Object.fromEntries(countdownParts(ms).filter((p) => !p.hidden).map((p) => [p.unit, p.value]))

describe('countdown: parts of the time left', () => {
  it('shows every part while days remain, zeros included', () => {
    expect(visible(2 * D + 5 * S)).toEqual({ day: 2, hour: 0, minute: 0, second: 5 })
  })

  it('hides the days, then the hours, then the minutes once they reach zero', () => {
    expect(visible(3 * H + 2 * M)).toEqual({ hour: 3, minute: 2, second: 0 })
    expect(visible(4 * M + 1 * S)).toEqual({ minute: 4, second: 1 })
    expect(visible(59 * S)).toEqual({ second: 59 })
  })

  it('rounds a part-second up, so the last second shows 1 until the end', () => {
    expect(visible(200)).toEqual({ second: 1 })
  })

  it('never goes below zero', () => {
    expect(visible(-5 * S)).toEqual({ second: 0 })
  })
})
