import { LANGS, type Lang } from '../i18n/index.js'

/** Registers one route per language: `each((lang) => app.get(routes.x[lang], handler))`. */
export function eachLang(register: (lang: Lang) => void): void {
  for (const lang of LANGS) register(lang)
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/

/** A URL slug as our content uses them; anything else cannot name a page. */
export const isSlug = (value: unknown): value is string => typeof value === 'string' && SLUG.test(value)

/** A slug path such as `studium/prijimaci-rizeni`, at most 8 levels deep. */
export function parseSlugPath(raw: string): string | null {
  const trimmed = raw.replace(/\/+$/, '')
  const parts = trimmed.split('/')
  return parts.length <= 8 && parts.every(isSlug) ? trimmed : null
}
