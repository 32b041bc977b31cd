/**
 * Seeded randomness for the demo content. Every generator asks `rngFor(...)` for its own
 * stream keyed by what it generates (e.g. a page's translation key), so one item's text does
 * not shift when another item is added, removed or generated in a different order.
 */

/** Changing it reshuffles all demo content; keep it stable so screenshots and tests agree. */
export const SEED = 0x20260901

const DAY_MS = 86_400_000

/**
 * The day content is seeded: `now` cut to the start of its UTC day. Every seeded date is
 * relative to it (news in the year before it, events around it), so a site seeded today looks
 * current, and the same seed on the same day gives the same rows whatever the hour.
 */
export const seedDay = (now: Date) => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS)

/** mulberry32: tiny, fast, and good enough for content generation (not for secrets). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** FNV-1a over UTF-16 code units: turns a stream label into a 32-bit seed. */
export function hashString(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export class Rng {
  private readonly nextFloat: () => number

  constructor(seed: number) {
    this.nextFloat = mulberry32(seed)
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.nextFloat()
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.nextFloat() * (max - min + 1))
  }

  chance(probability: number): boolean {
    return this.nextFloat() < probability
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[Math.floor(this.nextFloat() * items.length)]!
  }

  /** `count` distinct items in random order (all of them when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items]
    const n = Math.min(count, copy.length)
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.nextFloat() * (copy.length - i))
      ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
    }
    return copy.slice(0, n)
  }

  /** An instant `minDays`..`maxDays` before the day `base`, during office hours (Prague time). */
  dateBefore(base: Date, minDays: number, maxDays: number): Date {
    const day = this.int(minDays, maxDays)
    const minutes = this.int(7 * 60, 18 * 60)
    return new Date(seedDay(base).getTime() - day * DAY_MS + minutes * 60_000 - 2 * 3_600_000)
  }
}

/** An independent stream for one labelled thing, e.g. `rngFor('page', 'uni/about')`. */
export function rngFor(...label: Array<string | number>): Rng {
  return new Rng(hashString(label.join('\u0001')) ^ SEED)
}

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS)
