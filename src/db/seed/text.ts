/**
 * Bilingual text assembly: sentence templates with `{slot}` placeholders are filled the same
 * way in Czech and English from one random draw, so the two language versions of a page say
 * the same thing rather than being two unrelated random texts.
 */
import { formatNumber as format } from '../../shared/format.js'
import type { Rng } from './random.js'

export type Lang = 'cs' | 'en'
export type Bi = { cs: string; en: string }
export const bi = (cs: string, en: string): Bi => ({ cs, en })

/** A slot value per language; computed once per sentence so both languages agree. */
export type SlotFn = (rng: Rng) => Bi
export type Slots = Record<string, Bi | SlotFn>

/** Section headings and sentences about one subject (admissions, library, ...). */
export interface Topic {
  key: string
  headings: Bi[]
  sentences: Bi[]
  /**
   * Sentences that belong under one heading only (keyed by its English text): a "Downloads"
   * section must not talk about parking just because both are general information.
   */
  bySection?: Record<string, Bi[]>
}

/** The topic a section under `heading` is written from: its own sentences, if it has them. */
export function sectionTopic(topic: Topic, heading: Bi): Topic {
  const own = topic.bySection?.[heading.en]
  return own ? { key: `${topic.key}/${heading.en}`, headings: [heading], sentences: own } : topic
}

import { slugify } from '../../shared/slug.js'

export { slugify }

/** An HTML id for an in-page link: starts with a letter, only [a-z0-9-], unique in `used`. */
export function anchorFor(heading: string, used: Set<string>): string {
  let base = slugify(heading, 60) || 'sekce'
  if (!/^[a-z]/.test(base)) base = `s-${base}`
  let anchor = base
  for (let n = 2; used.has(anchor); n++) anchor = `${base}-${n}`
  used.add(anchor)
  return anchor
}

/** Makes `slug` unique within `used` by appending -2, -3, ... */
export function uniqueSlug(slug: string, used: Set<string>): string {
  let out = slug
  for (let n = 2; used.has(out); n++) out = `${slug}-${n}`
  used.add(out)
  return out
}

export const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('cs') + text.slice(1)

const PLACEHOLDER = /\{([A-Za-z]+)\}/g

/**
 * Fills `{slot}` placeholders in both languages. `{Slot}` (capitalised) uses the value of
 * `slot` with its first letter upper-cased, for English sentences that start with "the ...".
 */
export function fill(template: Bi, slots: Slots, rng: Rng): Bi {
  const drawn = new Map<string, Bi>()
  const valueOf = (name: string): Bi => {
    const key = name.charAt(0).toLowerCase() + name.slice(1)
    let value = drawn.get(key)
    if (!value) {
      const slot = slots[key]
      if (slot === undefined) throw new Error(`text template uses unknown slot {${name}}`)
      value = typeof slot === 'function' ? slot(rng) : slot
      drawn.set(key, value)
    }
    return value
  }
  const render = (text: string, lang: Lang) =>
    text.replace(PLACEHOLDER, (_, name: string) => {
      const value = valueOf(name)[lang]
      return name.charAt(0) === name.charAt(0).toUpperCase() ? capitalize(value) : value
    })
  // Draw in Czech order first; English reuses the same draws through `drawn`.
  // A slot value may end with a full stop ("Ph.D."); do not double it at the sentence end.
  const cs = render(template.cs, 'cs').replace(/\.\./g, '.')
  return { cs, en: render(template.en, 'en').replace(/\.\./g, '.') }
}

/**
 * Writes paragraphs about topics for one page or article. Sentences are dealt from a shuffled
 * deck per topic, so a text repeats a sentence only after it has used all the others.
 */
export class Writer {
  private readonly decks = new Map<string, Bi[]>()
  private readonly last = new Map<string, Bi>()

  constructor(
    private readonly rng: Rng,
    private readonly slots: Slots,
  ) {}

  sentence(topic: Topic): Bi {
    let deck = this.decks.get(topic.key)
    if (!deck || deck.length === 0) {
      const previous = this.last.get(topic.key)
      deck = this.rng.sample(topic.sentences, topic.sentences.length)
      // A fresh deck must not start with the sentence the old one ended on.
      if (deck.length > 1 && deck.at(-1) === previous) [deck[0], deck[deck.length - 1]] = [deck.at(-1)!, deck[0]!]
      this.decks.set(topic.key, deck)
    }
    const template = deck.pop()!
    this.last.set(topic.key, template)
    return fill(template, this.slots, this.rng)
  }

  /** `count` sentences joined into one paragraph per language. */
  sentences(topic: Topic, count: number): Bi {
    const list = Array.from({ length: count }, () => this.sentence(topic))
    return { cs: list.map((s) => s.cs).join(' '), en: list.map((s) => s.en).join(' ') }
  }

  /** `min`..`max` paragraphs of 3–4 sentences, joined by a blank line (the storage format). */
  paragraphs(topic: Topic, min: number, max: number): Bi {
    const list = Array.from({ length: this.rng.int(min, max) }, () => this.sentences(topic, this.rng.int(3, 4)))
    return { cs: list.map((p) => p.cs).join('\n\n'), en: list.map((p) => p.en).join('\n\n') }
  }
}

const MONTHS_CS = [
  'ledna', 'února', 'března', 'dubna', 'května', 'června',
  'července', 'srpna', 'září', 'října', 'listopadu', 'prosince',
]
const MONTHS_EN = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
]

/** `15. října 2025` / `15 October 2025` (dates are UTC so the output never depends on TZ). */
export function formatDate(date: Date): Bi {
  const d = date.getUTCDate()
  const m = date.getUTCMonth()
  const y = date.getUTCFullYear()
  return { cs: `${d}. ${MONTHS_CS[m]} ${y}`, en: `${d} ${MONTHS_EN[m]} ${y}` }
}

/** `n` in both languages, by the site's one number formatter (src/shared/format.ts). */
export const formatNumber = (n: number): Bi => ({ cs: format('cs', n), en: format('en', n) })
