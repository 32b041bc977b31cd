/**
 * Languages and the message helper. Every string a user reads lives in src/i18n/*.ts with
 * Czech and English side by side; `Messages` makes a missing translation a type error.
 */
export const LANGS = ['cs', 'en'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'cs'

export const isLang = (value: unknown): value is Lang => value === 'cs' || value === 'en'

export const otherLang = (lang: Lang): Lang => (lang === 'cs' ? 'en' : 'cs')

/** A message catalogue: for each key, the Czech and the English text. */
export type Messages<K extends string> = Record<K, { cs: string; en: string }>

export const defineMessages = <K extends string>(messages: Messages<K>) => messages

/** Looks up a message and fills `${name}` placeholders. */
export function translate<K extends string>(
  messages: Messages<K>,
  lang: Lang,
  key: K,
  values: Record<string, string | number> = {},
): string {
  return messages[key][lang].replace(/\$\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}

/** A `t(key, values)` bound to one catalogue and language, for views. */
export const translator =
  <K extends string>(messages: Messages<K>, lang: Lang) =>
  (key: K, values?: Record<string, string | number>) =>
    translate(messages, lang, key, values)

/** Numbers and prices: one formatter for the server and the browser (src/shared/format.ts). */
export { formatNumber, formatPrice } from '../shared/format.js'

const dateFormats = {
  cs: new Intl.DateTimeFormat('cs-CZ', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Prague' }),
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Prague' }),
}

export const formatDate = (lang: Lang, date: Date) => dateFormats[lang].format(date)

const dateTimeFormats = {
  cs: new Intl.DateTimeFormat('cs-CZ', { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Europe/Prague' }),
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Europe/Prague' }),
}

/** A moment in Prague time: `24. listopadu 2026 v 23:05`, `24 November 2026 at 23:05`. */
export const formatDateTime = (lang: Lang, date: Date) => dateTimeFormats[lang].format(date)
