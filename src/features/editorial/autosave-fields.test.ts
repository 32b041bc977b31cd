import { describe, expect, it } from 'vitest'
import { differsFrom, echoOfAutosave, parseAutosave } from './autosave-fields.js'

describe('autosave fields: what an autosave may hold', () => {
  it('takes strings and lists, the base as a number, and leaves out the button', () => {
    const parsed = parseAutosave({ base: '12', fields: { title: 'Ahoj', forms: ['full', 'part'], action: 'publish', base: '3' } })
    expect(parsed).toEqual({ ok: true, base: 12, fields: { title: 'Ahoj', forms: ['full', 'part'] } })
    expect(parseAutosave({ fields: {} })).toEqual({ ok: true, base: null, fields: {} })
  })

  it('refuses a body that is not an object of fields, and a base that is not a revision id', () => {
    expect(parseAutosave(null)).toEqual({ ok: false, reason: 'shape' })
    expect(parseAutosave({ fields: [] })).toEqual({ ok: false, reason: 'shape' })
    expect(parseAutosave({ base: '1x', fields: {} })).toEqual({ ok: false, reason: 'shape' })
    expect(parseAutosave({ base: -1, fields: {} })).toEqual({ ok: false, reason: 'shape' })
  })

  it('refuses more than 500 fields, names over 100 characters and prototype names', () => {
    const many = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`f${i}`, 'x']))
    expect(parseAutosave({ fields: many })).toEqual({ ok: false, reason: 'count' })
    expect(parseAutosave({ fields: Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`f${i}`, 'x'])) }).ok).toBe(true)
    expect(parseAutosave({ fields: { ['n'.repeat(101)]: 'x' } })).toEqual({ ok: false, reason: 'name' })
    expect(parseAutosave({ fields: { ['n'.repeat(100)]: 'x' } }).ok).toBe(true)
    for (const name of ['__proto__', 'constructor', 'prototype', '', 'a\u0000b']) {
      const fields = JSON.parse(`{${JSON.stringify(name)}: "x"}`) as object
      expect(parseAutosave({ fields }), name).toEqual({ ok: false, reason: 'name' })
    }
  })

  it('refuses values over 100,000 characters, control characters, non-strings and more than 512 KB in all', () => {
    expect(parseAutosave({ fields: { body: 'a'.repeat(100_001) } })).toEqual({ ok: false, reason: 'value' })
    expect(parseAutosave({ fields: { body: 'a'.repeat(100_000) } }).ok).toBe(true)
    expect(parseAutosave({ fields: { body: 'a\u0000' } })).toEqual({ ok: false, reason: 'value' })
    expect(parseAutosave({ fields: { body: 'line\r\nnext\ttab' } }).ok).toBe(true)
    expect(parseAutosave({ fields: { body: 5 } })).toEqual({ ok: false, reason: 'value' })
    expect(parseAutosave({ fields: { body: [{}] } })).toEqual({ ok: false, reason: 'value' })
    const big = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`f${i}`, 'a'.repeat(99_000)]))
    expect(parseAutosave({ fields: big })).toEqual({ ok: false, reason: 'size' })
  })

  it('shows strings in the form and tells whether they differ from what it shows', () => {
    expect(echoOfAutosave({ title: 'A', forms: ['x'] })).toEqual({ title: 'A' })
    expect(differsFrom({ title: 'A' }, { title: 'A' })).toBe(false)
    expect(differsFrom({ title: 'B' }, { title: 'A' })).toBe(true)
    expect(differsFrom({ other: 'B' }, { title: 'A' })).toBe(false)
  })
})
