import { describe, expect, it } from 'vitest'
import { containing, likeLiteral } from './like.js'

describe('LIKE patterns of typed text', () => {
  it('takes the wildcards and the escape character literally', () => {
    expect(likeLiteral('100%_a\\b')).toBe('100\\%\\_a\\\\b')
    expect(likeLiteral('plain text')).toBe('plain text')
  })
  it('matches the text anywhere', () => {
    expect(containing('a_b')).toBe('%a\\_b%')
  })
})
