/**
 * The passage of a hit's text that shows why it matched, with the matching words in <mark>, like
 * PostgreSQL's ts_headline but with the index's own terms (ts_headline knows no Czech stems). Cut
 * only for the rows shown. Every piece of text is HTML-escaped before the marks go around it.
 */
import type { Lang } from '../../i18n/index.js'
import { foldWord, termsOf, wordsOf } from './search-terms.js'

/** Words in a snippet. */
export const SNIPPET_WORDS = 28

export interface Matcher {
  /** Terms of the query's words (and their corrections). */
  terms: ReadonlySet<string>
  /** Folded beginnings of a word still being typed. */
  prefixes: readonly string[]
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!)

export const matches = (lang: Lang, word: string, m: Matcher) => {
  if (termsOf(lang, word).some((t) => m.terms.has(t))) return true
  if (!m.prefixes.length) return false
  const folded = foldWord(word)
  return m.prefixes.some((p) => folded.startsWith(p))
}

/** The best window of SNIPPET_WORDS words (most matches, earliest on a tie), escaped and marked. */
export function snippetHtml(lang: Lang, text: string, matcher: Matcher): string {
  const words = wordsOf(text)
  if (!words.length) return ''
  const hit = words.map((w) => matches(lang, w.text, matcher))
  let best = 0
  let bestCount = -1
  let count = 0
  for (let i = 0; i < words.length; i++) {
    if (hit[i]) count++
    if (i >= SNIPPET_WORDS && hit[i - SNIPPET_WORDS]) count--
    const start = Math.max(0, i - SNIPPET_WORDS + 1)
    if (count > bestCount) {
      bestCount = count
      best = start
    }
  }
  // Start a little before the first match so it is read in context.
  const firstHit = hit.indexOf(true, best)
  if (firstHit > best + 3) best = Math.max(0, Math.min(firstHit - 3, words.length - SNIPPET_WORDS))
  const end = Math.min(words.length, best + SNIPPET_WORDS)
  let html = best > 0 ? '… ' : ''
  let at = words[best]!.start
  for (let i = best; i < end; i++) {
    const w = words[i]!
    html += escapeHtml(text.slice(at, w.start))
    html += hit[i] ? `<mark>${escapeHtml(w.text)}</mark>` : escapeHtml(w.text)
    at = w.start + w.text.length
  }
  if (end < words.length) html += ' …'
  else html += escapeHtml(text.slice(at))
  return html.replace(/\s+/g, ' ').trim()
}
