/**
 * Cookie consent shared by the server and the browser (spec 001 §3, §7, §9; ADR 024): the levels,
 * the consent cookie's codec, the Consent Mode v2 signals of a set of levels, and the checks of
 * the consent options with their exact messages.
 */

/** The consent levels and their numbers (spec 001 §3). */
export const LEVELS = {
  config: 1,
  technical: 2,
  analytics: 3,
  ad: 4,
  adAnalytics: 5,
  functionality: 6,
  personalization: 7,
  security: 8,
} as const

export type LevelName = keyof typeof LEVELS
export type Purpose = Exclude<LevelName, 'config' | 'technical'>
/** The purposes with a toggle, in the order the settings show them. */
export const PURPOSES: readonly Purpose[] = ['analytics', 'ad', 'adAnalytics', 'functionality', 'personalization', 'security']
/** Purposes shown only when the configuration allows them (spec 001 §2). */
export const OPTIONAL_PURPOSES: readonly Purpose[] = ['functionality', 'personalization', 'security']

const KNOWN = new Set<number>(Object.values(LEVELS))

/** The two cookies (spec 001 §3: "policy accepted" and "policy recipient"); names ours, documented in ADR 024. */
export const CONSENT_COOKIE = 'qfCookiePolicyAccepted'
export const RECIPIENT_COOKIE = 'qfCookiePolicyRecipient'
/** What no cookie (or an unreadable one) reads as (spec 001 §9). */
export const NO_CONSENT: readonly number[] = [-1]
/** Default lifetime in days (spec 001 §9). */
export const DEFAULT_LIFETIME_DAYS = 183

/** A value longer than this is tampered with: eight levels and their pipes fit in far less. */
const MAX_VALUE = 64

/**
 * Reads the cookie's value: the known levels it holds, sorted, de-duplicated, with technical.
 * The old bracket format (`[2,3]`, `["2","3"]`) is read as well; nothing readable is `[-1]`.
 */
export function parseLevels(value: string | undefined | null): number[] {
  if (!value || value.length > MAX_VALUE) return [...NO_CONSENT]
  let text = value
  try {
    text = decodeURIComponent(value)
  } catch {
    return [...NO_CONSENT]
  }
  const bracketed = /^\[(.*)\]$/.exec(text.trim())
  const parts = bracketed ? bracketed[1]!.split(',').map((p) => p.trim().replace(/^"(.*)"$/, '$1')) : text.split('|')
  if (!parts.every((p) => /^-?\d{1,2}$/.test(p))) return [...NO_CONSENT]
  const levels = parts.map(Number).filter((n) => KNOWN.has(n))
  if (levels.length === 0) return [...NO_CONSENT]
  return normalize(levels)
}

/** Sorted, de-duplicated, unknown levels dropped, technical always in. */
export function normalize(levels: Iterable<number>): number[] {
  const set = new Set([...levels].filter((n) => KNOWN.has(n)))
  set.add(LEVELS.technical)
  return [...set].sort((a, b) => a - b)
}

/** The cookie's value: the levels joined by a pipe (spec 001 §9). */
export function formatLevels(levels: Iterable<number>): string {
  return normalize(levels).join('|')
}

/** Whether a stored value needs rewriting in the current format (a bracketed one). */
export function needsMigration(value: string | undefined | null): boolean {
  if (!value) return false
  const levels = parseLevels(value)
  return levels[0] !== -1 && formatLevels(levels) !== value
}

/** Whether the levels hold a decision (the technical level): then the banner stays closed. */
export const hasDecision = (levels: readonly number[]) => levels.includes(LEVELS.technical)

export interface CookieOptions {
  /** Days; 0 or less gives a session cookie. */
  lifetimeDays: number
  /** The page is served over https. */
  secure: boolean
  /** The site runs inside other sites' iframes: SameSite=None (which needs Secure). */
  iframe: boolean
  /** Now, for Expires (tests pass a fixed time). */
  now?: number
}

/** A `Set-Cookie` / `document.cookie` line for `name=value` with the consent cookies' attributes. */
export function cookieLine(name: string, value: string, { lifetimeDays, secure, iframe, now = Date.now() }: CookieOptions): string {
  const parts = [`${name}=${value}`, 'Path=/']
  if (lifetimeDays > 0) {
    const seconds = Math.round(lifetimeDays * 86_400)
    parts.push(`Max-Age=${seconds}`, `Expires=${new Date(now + seconds * 1000).toUTCString()}`)
  }
  if (iframe) parts.push('SameSite=None', 'Secure')
  else {
    parts.push('SameSite=Lax')
    if (secure) parts.push('Secure')
  }
  return parts.join('; ')
}

/** Recipients' toggles in their cookie: `key:1|key:0`, keys as configured. */
export function formatRecipients(recipients: Record<string, boolean>): string {
  return Object.entries(recipients)
    .filter(([key]) => RECIPIENT_KEY.test(key))
    .map(([key, on]) => `${key}:${on ? 1 : 0}`)
    .join('|')
}

const RECIPIENT_KEY = /^[a-zA-Z][a-zA-Z0-9_-]{0,39}$/

/** Reads the recipients' cookie; entries not `key:0|1` are dropped; never an inherited name. */
export function parseRecipients(value: string | undefined | null): Record<string, boolean> {
  const out: Record<string, boolean> = Object.create(null) as Record<string, boolean>
  if (!value || value.length > 2000) return out
  for (const entry of value.split('|')) {
    const m = /^([a-zA-Z][a-zA-Z0-9_-]{0,39}):([01])$/.exec(entry)
    if (m) out[m[1]!] = m[2] === '1'
  }
  return out
}

/** The purposes on in a set of levels. */
export function purposesOf(levels: readonly number[]): Record<Purpose, boolean> {
  return Object.fromEntries(PURPOSES.map((p) => [p, levels.includes(LEVELS[p])])) as Record<Purpose, boolean>
}

/** The levels of a set of purposes (technical always). */
export function levelsOf(purposes: Partial<Record<Purpose, boolean>>): number[] {
  return normalize(PURPOSES.filter((p) => purposes[p]).map((p) => LEVELS[p]))
}

export type Signal = 'granted' | 'denied'
export interface ConsentSignals {
  security_storage: Signal
  functionality_storage: Signal
  personalization_storage: Signal
  analytics_storage: Signal
  ad_storage: Signal
  ad_user_data: Signal
  ad_personalization: Signal
}

/** Consent Mode v2's seven signals of a set of levels (spec 001 §7). */
export function signalsOf(levels: readonly number[]): ConsentSignals {
  const on = (...names: LevelName[]): Signal => (names.some((n) => levels.includes(LEVELS[n])) ? 'granted' : 'denied')
  const ad = on('ad', 'adAnalytics')
  return {
    security_storage: on('security'),
    functionality_storage: on('functionality'),
    personalization_storage: on('personalization'),
    analytics_storage: on('analytics', 'adAnalytics'),
    ad_storage: ad,
    ad_user_data: ad,
    ad_personalization: ad,
  }
}

/**
 * What a set of levels lets tags do: the analytics container (and the sources its tags need in the
 * page's policy, ADR 047) with analytics consent, the marketing one with advertising consent.
 */
export interface TagGrants {
  analytics: boolean
  marketing: boolean
}

export function tagGrants(levels: readonly number[]): TagGrants {
  const has = (...names: LevelName[]) => names.some((n) => levels.includes(LEVELS[n]))
  return { analytics: has('analytics', 'adAnalytics'), marketing: has('ad', 'adAnalytics') }
}

/** How long tags wait for the update after the default (ms). */
export const WAIT_FOR_UPDATE_MS = 500

/** The Consent Mode default, every signal denied: the inline script before any tag (spec 001 §7). */
export function consentDefaultScript(): string {
  const denied = JSON.stringify({ ...signalsOf([]), wait_for_update: WAIT_FOR_UPDATE_MS })
  return `window.dataLayer=window.dataLayer||[];window.gtag=function(){dataLayer.push(arguments)};gtag('consent','default',${denied});`
}

/** A tag-manager container id that is not set (spec 001 §5). */
export const NOT_SET = '!NOTSET!'
export const isContainerSet = (id: string | null | undefined): id is string => !!id && id !== NOT_SET

export const messages = {
  badCombination: 'You can not use this combination of settings!',
  recipientsMissing: 'Data for recipient checkboxes is missing in the json data!',
  analyticsNotSet: 'GTM container for analytics tags is not set!',
  marketingNotSet: 'GTM container for marketing tags is not set!',
} as const

export interface ConsentOptionsCheck {
  complex: boolean
  splitContainers: boolean
  /** Recipient keys in the page's JSON data (undefined: the part is missing). */
  recipients: readonly unknown[] | undefined
}

/** The options' error message, or null when they work together (spec 001 §5). */
export function checkOptions({ complex, splitContainers, recipients }: ConsentOptionsCheck): string | null {
  if (complex && splitContainers) return messages.badCombination
  if (complex && (!recipients || recipients.length === 0)) return messages.recipientsMissing
  return null
}
