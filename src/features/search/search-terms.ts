/**
 * How text becomes search terms (ADR 019), the same at index and at query time: words are split
 * on anything that is not a letter or a digit, lower-cased and folded (no diacritics); a word of
 * four letters or more also gives its Snowball stem, taken both from the word as written and from
 * the folded word (a query typed without accents stems the folded word). Terms are built here, in
 * Node, and reach PostgreSQL as tsvector and tsquery literals of plain letters and digits: no
 * database dictionary is involved (PGlite and PostgreSQL have no Czech one) and no text a visitor
 * typed is ever parsed as tsquery syntax.
 */
import snowball from 'snowball-stemmers'
import type { Lang } from '../../i18n/index.js'

const stemmers = { cs: snowball.newStemmer('czech'), en: snowball.newStemmer('english') }

/** Words shorter than this are not stemmed: the Czech stemmer empties some short words. */
export const MIN_STEM_LENGTH = 4
/** Longer "words" (hashes, base64, URLs without separators) are not indexed. */
export const MAX_WORD_LENGTH = 40

const COMBINING_MARKS = /[\u0300-\u036f]/g
/** Letters that NFD leaves alone but unaccent folds. */
const EXTRA_FOLDS: Record<string, string> = { ł: 'l', ø: 'o', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i' }
const EXTRA_FOLD_RE = /[łøđßæœı]/g

/** Lower case without diacritics: `Přihláška` → `prihlaska`. */
export const foldWord = (word: string) =>
  word
    .toLowerCase()
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(EXTRA_FOLD_RE, (c) => EXTRA_FOLDS[c] ?? c)

export interface WordAt {
  /** As written. */
  text: string
  /** Offset in the source text. */
  start: number
}

/** The words of a text with their offsets (for snippets); overlong ones are skipped. */
export function wordsOf(text: string): WordAt[] {
  const words: WordAt[] = []
  let start = -1
  for (let i = 0; i <= text.length; i++) {
    const inWord = i < text.length && isWordChar(text.charCodeAt(i), text, i)
    if (inWord && start < 0) start = i
    else if (!inWord && start >= 0) {
      if (i - start <= MAX_WORD_LENGTH) words.push({ text: text.slice(start, i), start })
      start = -1
    }
  }
  return words
}

const WORD_CHAR_RE = /^[\p{L}\p{N}\p{M}]$/u
const nonAsciiWordChar = new Map<number, boolean>()

/**
 * Letters, digits and combining marks (a decomposed `é` stays one word); ASCII by code, the rest
 * by Unicode property, remembered per code unit: a regular expression over whole texts cost 7 µs
 * a word, most of the indexing time. Surrogate pairs (letters beyond the BMP) count as letters.
 */
function isWordChar(code: number, text: string, i: number): boolean {
  if (code < 128) return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
  if (code >= 0xd800 && code <= 0xdfff) return /[\p{L}\p{N}]/u.test(text.slice(code <= 0xdbff ? i : i - 1, code <= 0xdbff ? i + 2 : i + 1))
  let known = nonAsciiWordChar.get(code)
  if (known === undefined) nonAsciiWordChar.set(code, (known = WORD_CHAR_RE.test(String.fromCharCode(code))))
  return known
}

const stem = (lang: Lang, word: string) => stemmers[lang].stem(word)

/**
 * The terms one word is indexed (and searched) under: the folded word, and for words of four
 * letters or more the folded stem of the word and the stem of the folded word.
 */
export function termsOf(lang: Lang, word: string): string[] {
  const cache = termCache[lang]
  const cached = cache.get(word)
  if (cached) return cached
  const lower = word.toLowerCase()
  const folded = foldWord(lower)
  let terms = [folded]
  if (folded.length >= MIN_STEM_LENGTH) {
    const set = new Set(terms)
    for (const s of [foldWord(stem(lang, lower)), stem(lang, folded)]) if (s.length >= 2) set.add(s)
    terms = [...set]
  }
  // Words repeat: indexing 100,000 rows stems a few tens of thousands of distinct words.
  if (cache.size >= TERM_CACHE_SIZE) cache.clear()
  cache.set(word, terms)
  return terms
}

const TERM_CACHE_SIZE = 100_000
const termCache = { cs: new Map<string, string[]>(), en: new Map<string, string[]>() }

/** Lexemes as tsvector/tsquery literals need: quotes and backslashes escaped (ours are letters and digits anyway). */
const quoteLexeme = (lexeme: string) => `'${lexeme.replace(/['\\]/g, (c) => `\\${c}`)}'`

/** tsvector positions end at 16383; a lexeme keeps at most this many (ranking needs only a few). */
const MAX_POSITION = 16383
const MAX_POSITIONS_PER_LEXEME = 32

/**
 * A tsvector literal of the title's terms (weight A) followed by the body's (weight D), plus the
 * distinct folded words seen (for the word table).
 */
export function tsvectorOf(lang: Lang, title: string, body: string): { tsv: string; titleTsv: string; words: Set<string> } {
  const words = new Set<string>()
  const build = (parts: { text: string; weight: 'A' | '' }[]) => {
    const positions = new Map<string, string[]>()
    let pos = 0
    for (const { text, weight } of parts) {
      for (const { text: word } of wordsOf(text)) {
        pos = Math.min(pos + 1, MAX_POSITION)
        const terms = termsOf(lang, word)
        if (terms[0]!.length >= 2) words.add(terms[0]!)
        for (const term of terms) {
          const list = positions.get(term) ?? []
          if (list.length < MAX_POSITIONS_PER_LEXEME) list.push(`${pos}${weight}`)
          positions.set(term, list)
        }
      }
    }
    return [...positions].map(([term, list]) => `${quoteLexeme(term)}:${list.join(',')}`).join(' ')
  }
  return { tsv: build([{ text: title, weight: 'A' }, { text: body, weight: '' }]), titleTsv: build([{ text: title, weight: 'A' }]), words }
}

/** A query is cut to this many words: enough for any real question, bounded work for any input. */
export const MAX_QUERY_WORDS = 8

/** The words of what a visitor typed, folded-distinct, at most MAX_QUERY_WORDS. Operators and quotes are just separators. */
export function queryWords(text: string): string[] {
  const seen = new Set<string>()
  const words: string[] = []
  for (const { text: word } of wordsOf(text.slice(0, 2000))) {
    const folded = foldWord(word)
    if (seen.has(folded)) continue
    seen.add(folded)
    words.push(word)
    if (words.length === MAX_QUERY_WORDS) break
  }
  return words
}

/** One query word: the terms any of which must match, and whether the last may be a prefix. */
export interface QueryTerm {
  alternatives: string[]
  prefix?: string
}

/**
 * A tsquery literal: every word must match (AND), through any of its terms (OR). `prefix`
 * adds `term:*` for a word still being typed. Built only from terms of letters and digits.
 */
export function tsqueryOf(terms: QueryTerm[]): string {
  return terms
    .map(({ alternatives, prefix }) => {
      const options = alternatives.map(quoteLexeme)
      if (prefix) options.push(`${quoteLexeme(prefix)}:*`)
      return `(${options.join(' | ')})`
    })
    .join(' & ')
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment): `prihlsaka` is one
 * edit from `prihlaska`, as a person would count it.
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1
  const cols = b.length + 1
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)))
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1)
      d[i]![j] = best
    }
  }
  return d[a.length]![b.length]!
}

/** Typos forgiven in a word (Meilisearch's rule): none below 5 letters, one from 5, two from 9. */
export const allowedTypos = (length: number) => (length >= 9 ? 2 : length >= 5 ? 1 : 0)
