/**
 * The consent configuration (ADR 024): environment variables (validated with the rest of the
 * configuration in src/server/config.ts) and the recipients of complex mode, with their cookies.
 */
import { z } from 'zod'
import { checkOptions, DEFAULT_LIFETIME_DAYS, NOT_SET, OPTIONAL_PURPOSES, type Purpose } from '../../shared/consent.js'
import { DEFAULT_ANALYTICS_SOURCES, DEFAULT_MARKETING_SOURCES, sourcesVariable, type Sources } from './csp-sources.js'

const list = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .string()
    .trim()
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(z.enum(values)))

/** A GTM container id (`GTM-XXXX`) or the placeholder that means "not set". */
const containerId = z
  .string()
  .trim()
  .regex(/^(GTM-[A-Z0-9]{1,20}|!NOTSET!)$/, 'must be a GTM-… container id or !NOTSET!')
  .default(NOT_SET)

export const consentConfig = {
  /** `simple`: purposes only; `complex`: purposes and recipients tabs (spec 001 §2). */
  CONSENT_MODE: z.enum(['simple', 'complex']).default('simple'),
  /** The banner's settings split into their own container beside the banner (simple mode only: spec 001 §5). */
  CONSENT_SPLIT_CONTAINERS: z.enum(['0', '1']).default('0'),
  /** Purposes besides analytics and advertising that get a toggle: functionality, personalization, security. */
  CONSENT_EXTRA_PURPOSES: list(OPTIONAL_PURPOSES as unknown as [Purpose, ...Purpose[]]).default([]),
  /** The banner's optional buttons. */
  CONSENT_PANE_BUTTONS: list(['technical', 'close']).default(['technical']),
  /** The settings' footer buttons. */
  CONSENT_SETTINGS_BUTTONS: list(['selected', 'all', 'technical']).default(['selected', 'all', 'technical']),
  /** The consent cookies' lifetime in days; 0 or less gives session cookies (spec 001 §9). */
  CONSENT_COOKIE_DAYS: z.coerce.number().int().min(-1).max(400).default(DEFAULT_LIFETIME_DAYS),
  /** `1` when the site is shown in other sites' iframes: the cookies get SameSite=None; Secure. */
  CONSENT_IFRAME: z.enum(['0', '1']).default('0'),
  /** The cookie policy's revision: a visitor whose proof names another one is asked again. */
  CONSENT_POLICY_REVISION: z.string().trim().regex(/^[A-Za-z0-9._-]{1,32}$/, 'must be 1-32 letters, digits, dots, dashes').default('1'),
  /** An element matching this selector on a page means no consent UI there (spec 001 §5). */
  CONSENT_EXCLUDE_SELECTOR: z.string().trim().max(200).regex(/^[^<>"]*$/, 'must be a CSS selector').default('[data-no-consent]'),
  GTM_ANALYTICS_ID: containerId,
  GTM_MARKETING_ID: containerId,
  /** Where the tag manager's script comes from (`{host}/gtm.js?id=…`); tests point it at an intercepted host. */
  GTM_HOST: z
    .url()
    .refine((v) => /^https?:\/\/[^/?#]+\/?$/.test(v), 'must be an origin such as https://www.googletagmanager.com')
    .transform((v) => v.replace(/\/$/, ''))
    .default('https://www.googletagmanager.com'),
  /** What the page's policy adds with analytics consent (ADR 047): `directive source …; …`, Google's Tag Manager and GA4 hosts by default. */
  CSP_ANALYTICS_SOURCES: sourcesVariable(DEFAULT_ANALYTICS_SOURCES),
  /** What the page's policy adds with advertising consent, Google Ads' hosts by default. */
  CSP_MARKETING_SOURCES: sourcesVariable(DEFAULT_MARKETING_SOURCES),
}

export interface ConsentSettings {
  complex: boolean
  splitContainers: boolean
  extraPurposes: readonly Purpose[]
  paneButtons: readonly ('technical' | 'close')[]
  settingsButtons: readonly ('selected' | 'all' | 'technical')[]
  lifetimeDays: number
  iframe: boolean
  revision: string
  excludeSelector: string
  gtm: { analytics: string; marketing: string; host: string }
  /** The policy's sources for tags, by consent (ADR 047). */
  csp: { analytics: Sources; marketing: Sources }
}

type ConsentEnv = { [K in keyof typeof consentConfig]: z.infer<(typeof consentConfig)[K]> }

export function consentSettings(env: ConsentEnv): ConsentSettings {
  return {
    complex: env.CONSENT_MODE === 'complex',
    splitContainers: env.CONSENT_SPLIT_CONTAINERS === '1',
    extraPurposes: env.CONSENT_EXTRA_PURPOSES,
    paneButtons: env.CONSENT_PANE_BUTTONS,
    settingsButtons: env.CONSENT_SETTINGS_BUTTONS,
    lifetimeDays: env.CONSENT_COOKIE_DAYS,
    iframe: env.CONSENT_IFRAME === '1',
    revision: env.CONSENT_POLICY_REVISION,
    excludeSelector: env.CONSENT_EXCLUDE_SELECTOR,
    gtm: { analytics: env.GTM_ANALYTICS_ID, marketing: env.GTM_MARKETING_ID, host: env.GTM_HOST },
    csp: { analytics: env.CSP_ANALYTICS_SOURCES, marketing: env.CSP_MARKETING_SOURCES },
  }
}

/** The options' error (spec 001 §5's exact messages), checked when the configuration loads. */
export function consentOptionsError(env: ConsentEnv): string | null {
  const s = consentSettings(env)
  return checkOptions({ complex: s.complex, splitContainers: s.splitContainers, recipients: s.complex ? Object.keys(RECIPIENTS) : undefined })
}

export interface CookieRow {
  title: string
  perex: { cs: string; en: string }
  expire: { cs: string; en: string }
  whoUse: string
  type: { cs: string; en: string }
}

export interface Recipient {
  /** The consent level its cookies serve; 2 (technical) is always on. */
  level: number
  title: { cs: string; en: string }
  perex: { cs: string; en: string }
  tableData: CookieRow[]
}

const firstParty = { cs: 'první strana', en: 'first party' }
const thirdParty = { cs: 'třetí strana', en: 'third party' }

/** The recipients of complex mode and the cookies each sets. */
export const RECIPIENTS: Record<string, Recipient> = {
  site: {
    level: 2,
    title: { cs: 'Univerzita Quercus Fontana', en: 'Quercus Fontana University' },
    perex: { cs: 'Cookies nutné pro chod webu a e-shopu.', en: 'Cookies the website and the e-shop need to work.' },
    tableData: [
      { title: 'qf_session', perex: { cs: 'Přihlášení', en: 'Signing in' }, type: firstParty, expire: { cs: '12 hodin', en: '12 hours' }, whoUse: 'quercus-fontana.cz' },
      { title: 'qfCookiePolicyAccepted', perex: { cs: 'Vaše volba cookies', en: 'Your cookie choice' }, type: firstParty, expire: { cs: '183 dní', en: '183 days' }, whoUse: 'quercus-fontana.cz' },
      { title: 'qfCookiePolicyRecipient', perex: { cs: 'Vaše volba příjemců', en: 'Your choice of recipients' }, type: firstParty, expire: { cs: '183 dní', en: '183 days' }, whoUse: 'quercus-fontana.cz' },
      { title: 'qfConsentProof', perex: { cs: 'Anonymní doklad souhlasu', en: 'Anonymous proof of consent' }, type: firstParty, expire: { cs: '183 dní', en: '183 days' }, whoUse: 'quercus-fontana.cz' },
    ],
  },
  googleAnalytics: {
    level: 3,
    title: { cs: 'Google Analytics', en: 'Google Analytics' },
    perex: { cs: 'Měření návštěvnosti webu.', en: 'Measuring the website’s traffic.' },
    tableData: [
      { title: '_ga', perex: { cs: 'Rozlišení návštěvníků', en: 'Tells visitors apart' }, type: thirdParty, expire: { cs: '2 roky', en: '2 years' }, whoUse: 'Google' },
      { title: '_ga_*', perex: { cs: 'Stav relace', en: 'Session state' }, type: thirdParty, expire: { cs: '2 roky', en: '2 years' }, whoUse: 'Google' },
    ],
  },
  googleAds: {
    level: 4,
    title: { cs: 'Google Ads', en: 'Google Ads' },
    perex: { cs: 'Reklama a měření jejího účinku.', en: 'Advertising and measuring its effect.' },
    tableData: [
      { title: '_gcl_au', perex: { cs: 'Konverze z reklam', en: 'Conversions from ads' }, type: thirdParty, expire: { cs: '90 dní', en: '90 days' }, whoUse: 'Google' },
    ],
  },
  meta: {
    level: 4,
    title: { cs: 'Meta', en: 'Meta' },
    perex: { cs: 'Reklama na sociálních sítích.', en: 'Advertising on social networks.' },
    tableData: [
      { title: '_fbp', perex: { cs: 'Rozlišení návštěvníků pro reklamu', en: 'Tells visitors apart for ads' }, type: thirdParty, expire: { cs: '90 dní', en: '90 days' }, whoUse: 'Meta' },
    ],
  },
}
