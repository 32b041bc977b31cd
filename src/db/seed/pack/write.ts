/**
 * Small helpers the written content pack is composed with: dates and times in both languages,
 * people named with a link to their profile, numbers as the site formats them.
 */
import { fullName, type Person } from '../facts.js'
import { bi, formatDate, formatNumber, slugify, type Bi } from '../text.js'
import { paths } from '../../../ui/paths.js'

export { bi, type Bi }

/** `15. října 2026` / `15 October 2026`. */
export const day = (date: Date): Bi => formatDate(date)

/** A Prague wall-clock time: `17.00` / `5 pm`, `9.30` / `9.30 am`. */
export function clock(hour: number, minute = 0): Bi {
  const mm = String(minute).padStart(2, '0')
  const h12 = hour % 12 === 0 ? 12 : hour % 12
  const suffix = hour < 12 ? 'am' : 'pm'
  return bi(`${hour}.${mm}`, minute === 0 ? `${h12} ${suffix}` : `${h12}.${mm} ${suffix}`)
}

export const num = (n: number): Bi => formatNumber(n)

/** `58 %` / `58%`: Czech puts a (no-break) space before the sign. */
export const pct = (n: number): Bi => bi(`${n}\u00a0%`, `${n}%`)

/** The person's profile slug: their name, as the directory gives it to the fact base's people (they come first). */
export const personSlug = (p: Person) => slugify(`${p.givenName} ${p.familyName}`)

/** The name with titles as a content link to the person's profile page. */
export const who = (p: Person): Bi =>
  bi(`[${fullName(p)}](${paths.person('cs', personSlug(p))})`, `[${fullName(p)}](${paths.person('en', personSlug(p))})`)

/** Paragraphs in the storage format (a blank line between them). */
export function paras(...parts: Bi[]): Bi {
  return bi(parts.map((p) => p.cs).join('\n\n'), parts.map((p) => p.en).join('\n\n'))
}

/** A written item's text: what a listing, a page and the search index show. */
export interface Written {
  title: Bi
  perex: Bi
  body: Bi
}

/**
 * Words (lower-case stems) that name what an item is about: its title contains the first of
 * each language, its body every one. The content checks hold each item to them.
 */
export interface Subject {
  cs: string[]
  en: string[]
}

export const about = (cs: string, en: string): Subject => ({ cs: cs.split('|'), en: en.split('|') })
