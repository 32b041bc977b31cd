import { describe, expect, it } from 'vitest'
import { PURPOSES } from '../../shared/consent.js'
import { acceptAll, acceptSelected, closePane, closeSettings, initial, openSettings, technicalOnly, togglePurpose, toggleRecipient, type ConsentModel } from './state.js'

const simple: ConsentModel = { complex: false, purposes: ['analytics', 'ad', 'adAnalytics'], recipientLevels: {} }
const complex: ConsentModel = { complex: true, purposes: PURPOSES, recipientLevels: { site: 2, ga: 3, ads: 4, meta: 4 } }

describe('consent state: start', () => {
  it('opens the banner without a decision and keeps it closed with the technical level', () => {
    expect(initial(simple, [-1], {}, false).isPaneOpen).toBe(true)
    expect(initial(simple, [2, 3], {}, false)).toMatchObject({ isPaneOpen: false, isSettingsOpen: false, acceptedCookieLevel: [2, 3], purposeData: { analytics: true, ad: false } })
    expect(initial(simple, [2], {}, true).isPaneOpen).toBe(true)
  })

  it('takes recipients from their cookie, else from their level; technical ones are always on', () => {
    const s = initial(complex, [2, 4], { meta: false, site: false }, false)
    expect(s.recipientData).toEqual({ site: true, ga: false, ads: true, meta: false })
  })
})

describe('consent state: buttons', () => {
  it('accept all turns every purpose and recipient on and closes both', () => {
    const s = acceptAll(complex, openSettings(initial(complex, [-1], {}, false)))
    expect(s.acceptedCookieLevel).toEqual([2, 3, 4, 5, 6, 7, 8])
    expect(Object.values(s.recipientData).every(Boolean)).toBe(true)
    expect(s).toMatchObject({ isPaneOpen: false, isSettingsOpen: false })
  })

  it('technical only turns every purpose and non-technical recipient off and closes', () => {
    const s = technicalOnly(complex, acceptAll(complex, initial(complex, [-1], {}, false)))
    expect(s.acceptedCookieLevel).toEqual([2])
    expect(Object.values(s.purposeData).some(Boolean)).toBe(false)
    expect(s.recipientData).toEqual({ site: true, ga: false, ads: false, meta: false })
    expect(s.isPaneOpen).toBe(false)
  })

  it('accept selected saves the toggles as they are', () => {
    const s = acceptSelected(simple, togglePurpose(simple, initial(simple, [-1], {}, false), 'analytics', true))
    expect(s.acceptedCookieLevel).toEqual([2, 3])
    expect(s.isPaneOpen).toBe(false)
  })

  it('the close buttons hide without saving', () => {
    const start = initial(simple, [-1], {}, false)
    expect(closePane(start)).toMatchObject({ isPaneOpen: false, acceptedCookieLevel: [-1] })
    expect(closeSettings(openSettings(start))).toMatchObject({ isSettingsOpen: false, isPaneOpen: true, acceptedCookieLevel: [-1] })
  })
})

describe('consent state: toggles', () => {
  const start = initial(simple, [-1], {}, false)
  it('keeps the combined toggle on only when analytics and advertising both are', () => {
    let s = togglePurpose(simple, start, 'analytics', true)
    expect(s.purposeData.adAnalytics).toBe(false)
    s = togglePurpose(simple, s, 'ad', true)
    expect(s.purposeData.adAnalytics).toBe(true)
    s = togglePurpose(simple, s, 'analytics', false)
    expect(s.purposeData).toMatchObject({ adAnalytics: false, ad: true })
  })

  it('turning the combined toggle on turns both on; off forces both off, in simple and complex mode', () => {
    const on = togglePurpose(simple, start, 'adAnalytics', true)
    expect(on.purposeData).toMatchObject({ analytics: true, ad: true, adAnalytics: true })
    expect(togglePurpose(simple, on, 'adAnalytics', false).purposeData).toMatchObject({ analytics: false, ad: false, adAnalytics: false })
    const c = togglePurpose(complex, initial(complex, [-1], {}, false), 'adAnalytics', true)
    expect(c.recipientData).toMatchObject({ site: true, ga: true, ads: true, meta: true })
    const off = togglePurpose(complex, c, 'adAnalytics', false)
    expect(off.purposeData).toMatchObject({ analytics: false, ad: false, adAnalytics: false })
    // Their recipients follow; the technical one stays on.
    expect(off.recipientData).toEqual({ site: true, ga: false, ads: false, meta: false })
  })

  it('a purpose sets all recipients of its level', () => {
    const s = togglePurpose(complex, initial(complex, [-1], {}, false), 'ad', true)
    expect(s.recipientData).toMatchObject({ ads: true, meta: true, ga: false, site: true })
    expect(togglePurpose(complex, s, 'ad', false).recipientData).toMatchObject({ ads: false, meta: false })
  })

  it('a recipient turns its purpose on when any recipient of its level is on; technical ones never change', () => {
    let s = toggleRecipient(complex, initial(complex, [-1], {}, false), 'meta', true)
    expect(s.purposeData.ad).toBe(true)
    s = toggleRecipient(complex, s, 'meta', false)
    expect(s.purposeData.ad).toBe(false)
    expect(toggleRecipient(complex, s, 'site', false).recipientData.site).toBe(true)
    expect(toggleRecipient(complex, s, '__proto__', true)).toBe(s)
  })
})
