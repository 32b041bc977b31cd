import { describe, expect, it } from 'vitest'
import {
  checkOptions,
  consentDefaultScript,
  cookieLine,
  formatLevels,
  formatRecipients,
  hasDecision,
  isContainerSet,
  levelsOf,
  messages,
  needsMigration,
  parseLevels,
  parseRecipients,
  purposesOf,
  signalsOf,
} from './consent.js'

describe('consent cookie: levels', () => {
  it('reads the pipe format sorted and de-duplicated, always with technical', () => {
    expect(parseLevels('2|3|4')).toEqual([2, 3, 4])
    expect(parseLevels('5|3|3|2')).toEqual([2, 3, 5])
    expect(parseLevels('3')).toEqual([2, 3])
    expect(parseLevels('8|1')).toEqual([1, 2, 8])
  })

  it('reads no cookie, an empty one and an unreadable one as [-1]', () => {
    for (const value of [undefined, null, '', '|', 'abc', '2|x', '2;3', '<script>', "2' OR 1=1", '__proto__', '%E0%A4%A', '2|3.5', '1e3'])
      expect(parseLevels(value), String(value)).toEqual([-1])
  })

  it('drops unknown and negative levels; nothing known left is [-1]', () => {
    expect(parseLevels('2|9|42|-3')).toEqual([2])
    expect(parseLevels('-1')).toEqual([-1])
    expect(parseLevels('0|99')).toEqual([-1])
    expect(parseLevels('3|0')).toEqual([2, 3])
  })

  it('refuses an overlong value', () => {
    expect(parseLevels(Array(40).fill('2').join('|'))).toEqual([-1])
  })

  it('migrates the bracket format, numbers or strings, encoded or not', () => {
    expect(parseLevels('[2,3,4]')).toEqual([2, 3, 4])
    expect(parseLevels('["4","2"]')).toEqual([2, 4])
    expect(parseLevels('%5B3%2C2%5D')).toEqual([2, 3])
    expect(parseLevels('[3]')).toEqual([2, 3])
    expect(parseLevels('[-1]')).toEqual([-1])
    expect(parseLevels('[2,x]')).toEqual([-1])
    expect(needsMigration('[2,3]')).toBe(true)
    expect(needsMigration('2|3')).toBe(false)
    expect(needsMigration('3|2')).toBe(true)
    expect(needsMigration('garbage')).toBe(false)
    expect(needsMigration(undefined)).toBe(false)
  })

  it('writes levels joined by a pipe, sorted, de-duplicated, with technical', () => {
    expect(formatLevels([5, 3, 3])).toBe('2|3|5')
    expect(formatLevels([])).toBe('2')
    expect(formatLevels([9, 4, -1])).toBe('2|4')
  })

  it('holds a decision once technical is in', () => {
    expect(hasDecision(parseLevels('2'))).toBe(true)
    expect(hasDecision(parseLevels(undefined))).toBe(false)
  })
})

describe('consent cookie: attributes', () => {
  const now = Date.UTC(2026, 10, 24, 12)
  it('lasts 183 days by default, for the whole site', () => {
    const line = cookieLine('c', '2|3', { lifetimeDays: 183, secure: false, iframe: false, now })
    expect(line).toBe(`c=2|3; Path=/; Max-Age=${183 * 86400}; Expires=${new Date(now + 183 * 86400_000).toUTCString()}; SameSite=Lax`)
  })

  it('is a session cookie with a lifetime of 0 or less', () => {
    for (const days of [0, -5]) {
      const line = cookieLine('c', '2', { lifetimeDays: days, secure: false, iframe: false, now })
      expect(line).toBe('c=2; Path=/; SameSite=Lax')
    }
  })

  it('is Secure on https and SameSite=None (with Secure) with the iframe option', () => {
    expect(cookieLine('c', '2', { lifetimeDays: 0, secure: true, iframe: false })).toBe('c=2; Path=/; SameSite=Lax; Secure')
    expect(cookieLine('c', '2', { lifetimeDays: 0, secure: true, iframe: true })).toBe('c=2; Path=/; SameSite=None; Secure')
  })
})

describe('consent cookie: recipients', () => {
  it('round-trips keys and toggles; drops malformed entries and never reads inherited names', () => {
    const value = formatRecipients({ ga: true, meta: false, 'bad key': true })
    expect(value).toBe('ga:1|meta:0')
    expect(parseRecipients(value)).toEqual({ ga: true, meta: false })
    // Keys start with a letter: `__proto__` is no recipient; `constructor` is one, as an own key only.
    const odd = parseRecipients('ga:2|<x>:1|__proto__:1|ok:0|constructor:1')
    expect(Object.keys(odd).sort()).toEqual(['constructor', 'ok'])
    expect(odd.constructor).toBe(true)
    expect(Object.getPrototypeOf(odd)).toBeNull()
    expect(odd.ok).toBe(false)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

describe('consent purposes and signals', () => {
  it('maps purposes to levels and back', () => {
    expect(levelsOf({ analytics: true, adAnalytics: true })).toEqual([2, 3, 5])
    expect(purposesOf([2, 4, 8])).toEqual({ analytics: false, ad: true, adAnalytics: false, functionality: false, personalization: false, security: true })
  })

  it('grants analytics for analytics or adAnalytics and the three ad signals for ad or adAnalytics', () => {
    expect(signalsOf([2])).toEqual({
      security_storage: 'denied', functionality_storage: 'denied', personalization_storage: 'denied',
      analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied',
    })
    expect(signalsOf([2, 3])).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' })
    expect(signalsOf([2, 4])).toMatchObject({ analytics_storage: 'denied', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' })
    expect(signalsOf([2, 5])).toMatchObject({ analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' })
    expect(signalsOf([2, 6, 7, 8])).toMatchObject({ functionality_storage: 'granted', personalization_storage: 'granted', security_storage: 'granted', ad_storage: 'denied' })
  })

  it('writes the default with every signal denied and wait_for_update', () => {
    const script = consentDefaultScript()
    expect(script).toContain("gtag('consent','default',")
    expect(script).toContain('"wait_for_update":500')
    expect(script).not.toContain('granted')
    expect(script.match(/denied/g)).toHaveLength(7)
  })
})

describe('consent options', () => {
  it('refuses complex mode with split containers, and complex mode without recipients, with the exact messages', () => {
    expect(checkOptions({ complex: true, splitContainers: true, recipients: ['ga'] })).toBe('You can not use this combination of settings!')
    expect(checkOptions({ complex: true, splitContainers: false, recipients: undefined })).toBe('Data for recipient checkboxes is missing in the json data!')
    expect(checkOptions({ complex: true, splitContainers: false, recipients: [] })).toBe(messages.recipientsMissing)
    expect(checkOptions({ complex: false, splitContainers: true, recipients: undefined })).toBeNull()
    expect(checkOptions({ complex: true, splitContainers: false, recipients: ['ga'] })).toBeNull()
  })

  it('counts a missing id and !NOTSET! as not set', () => {
    expect(isContainerSet('GTM-ABC123')).toBe(true)
    expect(isContainerSet('!NOTSET!')).toBe(false)
    expect(isContainerSet('')).toBe(false)
    expect(isContainerSet(null)).toBe(false)
  })
})
