import { describe, expect, it } from 'vitest'
import { MAX_FLAGS, parseFlags, withFlag } from './cookie.js'

describe('cookie: state flags of collapsible blocks and the comparison filter', () => {
  it('reads name:state pairs separated by |', () => {
    expect([...parseFlags('faq-a:1|faq-b:0')]).toEqual([
      ['faq-a', true],
      ['faq-b', false],
    ])
  })

  it.each([
    ['a state other than 0 or 1', 'faq-a:2'],
    ['a missing state', 'faq-a'],
    ['an extra field', 'faq-a:1:1'],
    ['markup in a name', 'faq-a:1|<script>:1'],
    ['SQL in a name', "x' OR 1=1--:1"],
    ['an over-long name', `${'a'.repeat(65)}:1`],
    ['an empty part', 'faq-a:1||faq-b:0'],
    ['too many flags', Array.from({ length: MAX_FLAGS + 1 }, (_, i) => `f${i}:1`).join('|')],
  ])('ignores the whole cookie with %s', (_, value) => {
    expect(parseFlags(value).size).toBe(0)
  })

  it('takes prototype names as plain names', () => {
    const flags = parseFlags('__proto__:1|constructor:0')
    expect(flags.get('__proto__')).toBe(true)
    expect(flags.get('constructor')).toBe(false)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('writes a flag last, replacing its old value, and keeps at most MAX_FLAGS', () => {
    expect(withFlag(parseFlags('a:1|b:0'), 'a', false)).toBe('b:0|a:0')
    const full = new Map(Array.from({ length: MAX_FLAGS }, (_, i) => [`f${i}`, true] as const))
    const value = withFlag(full, 'new', true)
    expect(value.split('|')).toHaveLength(MAX_FLAGS)
    expect(value.startsWith('f1:1|')).toBe(true)
    expect(value.endsWith('|new:1')).toBe(true)
  })
})
