/**
 * Initial anchor scroll blocking (spec 000 §9), a chunk loaded only for a page opened with a
 * hash. Pictures, islands and late content above the anchor push it down after the browser has
 * scrolled to it; so the page is held at the anchor: every 50 ms (at most 60 checks, within a
 * 3 s guard) the anchor is measured and the page jumped to it, until its position is stable:
 * 3 samples 100 ms apart differing by less than 5 px. The visitor's own scrolling (wheel, touch,
 * keys, pointer) ends the hold at once. Then focus moves to the anchor, unless it is already on
 * something else.
 */
import { config, type Config } from './config.js'
import * as focus from './focus.js'
import * as scroll from './scroll.js'

export interface Sample {
  /** ms */
  t: number
  /** px, the anchor's top in the document */
  y: number
}

type Rules = Pick<Config, 'anchorStableSamples' | 'anchorStableInterval' | 'anchorStableDrift'>

/**
 * Whether the latest samples are stable: walking back from the newest, samples at least
 * `anchorStableInterval` ms apart are taken until `anchorStableSamples` are found; stable when
 * they are and they lie within less than `anchorStableDrift` px of each other.
 */
export function isStable(samples: readonly Sample[], rules: Rules = config): boolean {
  const picked: Sample[] = []
  for (let i = samples.length - 1; i >= 0 && picked.length < rules.anchorStableSamples; i--) {
    const s = samples[i]!
    if (picked.length === 0 || picked[picked.length - 1]!.t - s.t >= rules.anchorStableInterval) picked.push(s)
  }
  if (picked.length < rules.anchorStableSamples) return false
  const ys = picked.map((s) => s.y)
  return Math.max(...ys) - Math.min(...ys) < rules.anchorStableDrift
}

export type HoldEnd = 'stable' | 'checks' | 'guard' | 'input'

const INPUTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/** Holds the page at `target` until stable, out of checks or guard time, or the visitor scrolls. */
export function hold(target: HTMLElement): Promise<HoldEnd> {
  return new Promise((resolve) => {
    const started = performance.now()
    const samples: Sample[] = []
    let checks = 0
    const place = () => {
      const y = scroll.topOf(target)
      scroll.jump(y - config.anchorOffset)
      return y
    }
    const end = (why: HoldEnd) => {
      clearInterval(timer)
      for (const type of INPUTS) removeEventListener(type, byInput, true)
      // Focus follows the anchor unless something already holds it (the visitor, or a script on
      // their behalf): the hold never takes focus away from a field or button in use.
      const active = document.activeElement
      if (!active || active === document.body || active === document.documentElement) focus.on(target)
      resolve(why)
    }
    const byInput = () => end('input')
    place()
    const timer = setInterval(() => {
      checks++
      const now = performance.now()
      samples.push({ t: now, y: place() })
      if (isStable(samples)) end('stable')
      else if (checks >= config.anchorChecks) end('checks')
      else if (now - started >= config.anchorGuard) end('guard')
    }, config.anchorCheckInterval)
    for (const type of INPUTS) addEventListener(type, byInput, { capture: true, passive: true })
  })
}
