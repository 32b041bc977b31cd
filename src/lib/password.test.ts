import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './password.js'

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('Žluťoučký kůň 42')
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/)
    expect(await verifyPassword('Žluťoučký kůň 42', stored)).toBe(true)
    expect(await verifyPassword('zlutoucky kun 42', stored)).toBe(false)
  })

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'))
  })

  it('rejects a malformed stored value instead of throwing', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false)
  })
})
