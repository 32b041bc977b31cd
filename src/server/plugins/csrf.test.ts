import { describe, expect, it } from 'vitest'
import { isCrossSite } from './csrf.js'

describe('cross-site check', () => {
  it('trusts Fetch Metadata when the browser sends it, whatever Origin says', () => {
    // Chromium's same-origin form post under a no-referrer policy.
    expect(isCrossSite({ 'sec-fetch-site': 'same-origin', origin: 'null', host: 'localhost:3000' })).toBe(false)
    expect(isCrossSite({ 'sec-fetch-site': 'none', host: 'localhost:3000' })).toBe(false)
    for (const site of ['cross-site', 'same-site', 'garbage', '']) {
      expect(isCrossSite({ 'sec-fetch-site': site, origin: 'http://localhost:3000', host: 'localhost:3000' }), site).toBe(true)
    }
  })

  it('falls back to Origin against Host without Fetch Metadata', () => {
    expect(isCrossSite({ origin: 'http://localhost:3000', host: 'localhost:3000' })).toBe(false)
    expect(isCrossSite({ origin: 'http://localhost', host: 'localhost:80' })).toBe(false)
    expect(isCrossSite({ origin: 'https://evil.example', host: 'localhost:3000' })).toBe(true)
    expect(isCrossSite({ origin: 'null', host: 'localhost:3000' })).toBe(true)
    expect(isCrossSite({ origin: 'not a url', host: 'localhost:3000' })).toBe(true)
  })

  it('compares Origin with the public origin behind a proxy, scheme and port included', () => {
    const site = 'https://www.qf.example'
    // nginx's default passes Host as the upstream's name.
    expect(isCrossSite({ origin: 'https://www.qf.example', host: 'app:3000' }, site)).toBe(false)
    expect(isCrossSite({ origin: 'http://www.qf.example', host: 'www.qf.example' }, site)).toBe(true)
    expect(isCrossSite({ origin: 'https://www.qf.example:8443', host: 'www.qf.example' }, site)).toBe(true)
    expect(isCrossSite({ origin: 'https://evil.example', host: 'www.qf.example' }, site)).toBe(true)
  })

  it('lets clients that send neither header through (they carry no victim cookies cross-site)', () => {
    expect(isCrossSite({ host: 'localhost:3000' })).toBe(false)
  })
})
