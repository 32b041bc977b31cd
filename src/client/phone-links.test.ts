import { describe, expect, it } from 'vitest'
import { telOf } from './phone-links.js'

describe('telOf: the tel: address of a written number', () => {
  it('keeps the digits and a leading +', () => {
    expect(telOf('+420 493 331 111')).toBe('tel:+420493331111')
    expect(telOf(' 493 331 111 ')).toBe('tel:493331111')
    expect(telOf('(+420) 493-331-111')).toBe('tel:420493331111')
  })
  it('refuses text that is no number', () => {
    expect(telOf('')).toBeNull()
    expect(telOf('call us')).toBeNull()
    expect(telOf('12')).toBeNull()
    expect(telOf('1'.repeat(21))).toBeNull()
    expect(telOf('<script>alert(1)</script>')).toBeNull()
  })
})
