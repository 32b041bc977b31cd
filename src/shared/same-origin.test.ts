import { describe, expect, it } from 'vitest'
import { isExternal, sameOriginPath, sameOriginUrl } from './same-origin.js'

// sameOriginPath's accepted and rejected values are in src/server/partial.test.ts (its re-export).
describe('same-origin URL (links the runtime takes over, X-PU-Location)', () => {
  const origin = 'http://127.0.0.1:3100'
  it.each(['/fixtures/list?page=2', `${origin}/fixtures/list#x`, `${origin}/`])('accepts %s', (candidate) => {
    expect(sameOriginUrl(candidate, origin)?.origin).toBe(origin)
  })
  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example/x', 'http://127.0.0.1:3101/x', `blob:${origin}/x`, 'tel:123', 'data:text/html,x', 'javascript:alert(1)', 'list', '', `/${'a'.repeat(16_001)}`])(
    'rejects %s',
    (candidate) => {
      expect(sameOriginUrl(candidate, origin)).toBeNull()
    },
  )
  it('resolves a path reading as a host on this origin; sameOriginPath refuses to hand it on', () => {
    expect(sameOriginUrl('/.//evil.example/x', origin)?.href).toBe(`${origin}//evil.example/x`)
    expect(sameOriginPath('/.//evil.example/x', origin)).toBeNull()
  })
  it('never throws on a malformed origin', () => {
    expect(sameOriginUrl('/x', 'not an origin')).toBeNull()
  })
})

describe('isExternal: a link to another site', () => {
  const origin = 'https://www.example.cz'
  it('http(s) addresses of another origin are', () => {
    expect(isExternal('https://www.mvcr.cz/', origin)).toBe(true)
    expect(isExternal('http://www.example.cz/x', origin)).toBe(true)
    expect(isExternal('https://www.example.cz:8443/x', origin)).toBe(true)
    expect(isExternal('//evil.example/x', origin)).toBe(true)
  })
  it('this origin, paths, other schemes and malformed values are not', () => {
    for (const href of ['https://www.example.cz/qf/cs/uvod', '/qf/en/home', '#top', 'mailto:a@b.cz', 'tel:+420', 'javascript:alert(1)', 'http://[::1', 'x'.repeat(20_000)]) {
      expect(isExternal(href, origin), href).toBe(false)
    }
  })
})
