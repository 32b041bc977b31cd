/** Helpers shared by the page, news and document generators. */
import type { Rng } from './random.js'
import type { Bi, Slots } from './text.js'

/**
 * Draws the named slots once and returns slots where they are fixed, so a title, its perex
 * and its body all mention the same theme, city or year.
 */
export function fixSlots(slots: Slots, names: readonly string[], rng: Rng): Slots {
  const fixed: Slots = { ...slots }
  for (const name of names) {
    const slot = slots[name]
    if (slot !== undefined) fixed[name] = typeof slot === 'function' ? slot(rng) : slot
  }
  return fixed
}

/** Slots whose value a title may mention; fixing them keeps the body consistent with it. */
export const TITLE_SLOTS = ['theme', 'city', 'year', 'deadline', 'date', 'programme', 'department'] as const

export const joinBi = (parts: Bi[], separator: string): Bi => ({
  cs: parts.map((p) => p.cs).join(separator),
  en: parts.map((p) => p.en).join(separator),
})
