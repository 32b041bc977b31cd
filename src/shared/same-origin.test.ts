import { describe, expect, it } from 'vitest'
import { sameOriginPath, sameOriginUrl } from './same-origin.js'

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
