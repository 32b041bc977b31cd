import { describe, expect, it } from 'vitest'
import { sealer } from './sealed.js'

describe('sealed secrets', () => {
  it('open with the key and context they were sealed for, and with nothing else', () => {
    const a = sealer('first key of sixteen+')
    const sealed = a.seal('JBSWY3DPEHPK3PXP', 'totp:7')
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP')
    expect(a.open(sealed, 'totp:7')).toBe('JBSWY3DPEHPK3PXP')
    expect(a.open(sealed, 'totp:8')).toBeNull()
    expect(sealer('another key of sixteen').open(sealed, 'totp:7')).toBeNull()
    const [v, iv, body, tag] = sealed.split('.')
    const flipped = Buffer.from(body!, 'base64url')
    flipped[0] = flipped[0]! ^ 1
    expect(a.open([v, iv, flipped.toString('base64url'), tag].join('.'), 'totp:7')).toBeNull()
    for (const junk of ['', 'v1', 'v1.a.b.c', '<script>', 'v1..x.', `v1.${'A'.repeat(3000)}.b.c`]) expect(a.open(junk, 'totp:7')).toBeNull()
  })

  it('seals the same text differently each time', () => {
    const a = sealer(undefined)
    expect(a.seal('x', 'c')).not.toBe(a.seal('x', 'c'))
  })
})
