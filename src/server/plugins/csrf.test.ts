import { describe, expect, it } from 'vitest'
import { isCrossSite } from './csrf.js'

/** This site's origin as origin.ts gives it: the request's scheme, host and port. */
const site = (origin: string) => () => new URL(origin).origin

describe('cross-site check', () => {
  it('trusts Fetch Metadata when the browser sends it, whatever Origin says', () => {
    // Chromium's same-origin form post under a no-referrer policy.
    expect(isCrossSite({ 'sec-fetch-site': 'same-origin', origin: 'null' }, site('http://localhost:3000'))).toBe(false)
    expect(isCrossSite({ 'sec-fetch-site': 'none' }, site('http://localhost:3000'))).toBe(false)
    for (const fetchSite of ['cross-site', 'same-site', 'garbage', '']) {
      expect(isCrossSite({ 'sec-fetch-site': fetchSite, origin: 'http://localhost:3000' }, site('http://localhost:3000')), fetchSite).toBe(true)
    }
  })

  it('falls back to Origin against the request’s own origin without Fetch Metadata', () => {
    expect(isCrossSite({ origin: 'http://localhost:3000' }, site('http://localhost:3000'))).toBe(false)
    expect(isCrossSite({ origin: 'http://localhost' }, site('http://localhost:80'))).toBe(false)
    expect(isCrossSite({ origin: 'https://evil.example' }, site('http://localhost:3000'))).toBe(true)
    expect(isCrossSite({ origin: 'null' }, site('http://localhost:3000'))).toBe(true)
    expect(isCrossSite({ origin: 'not a url' }, site('http://localhost:3000'))).toBe(true)
  })

  it('compares the scheme and the port too: https on the plain-http site is another origin', () => {
    expect(isCrossSite({ origin: 'https://localhost:3000' }, site('http://localhost:3000'))).toBe(true)
    expect(isCrossSite({ origin: 'http://localhost:3000' }, site('https://localhost:3000'))).toBe(true)
    expect(isCrossSite({ origin: 'https://localhost' }, site('http://localhost'))).toBe(true)
    expect(isCrossSite({ origin: 'http://localhost:3001' }, site('http://localhost:3000'))).toBe(true)
  })

  it('compares Origin with the public origin behind a proxy, scheme and port included', () => {
    const publicSite = site('https://www.qf.example')
    // nginx's default passes Host as the upstream's name: the public origin decides, not Host.
    expect(isCrossSite({ origin: 'https://www.qf.example', host: 'app:3000' }, publicSite)).toBe(false)
    expect(isCrossSite({ origin: 'http://www.qf.example' }, publicSite)).toBe(true)
    expect(isCrossSite({ origin: 'https://www.qf.example:8443' }, publicSite)).toBe(true)
    expect(isCrossSite({ origin: 'https://evil.example' }, publicSite)).toBe(true)
  })

  it('refuses when this site’s origin cannot be told (a malformed Host)', () => {
    expect(isCrossSite({ origin: 'http://localhost:3000' }, () => new URL('http://a b').origin)).toBe(true)
  })

  it('lets clients that send neither header through (they carry no victim cookies cross-site)', () => {
    expect(isCrossSite({}, site('http://localhost:3000'))).toBe(false)
  })
})
