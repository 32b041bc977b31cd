import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { weakSecretProblem } from './secret-strength.js'

describe('a strong key', () => {
  it('accepts random output in the forms operators make it', () => {
    for (let i = 0; i < 50; i++) {
      for (const key of [randomBytes(32).toString('base64'), randomBytes(16).toString('hex'), randomBytes(32).toString('hex'), randomBytes(24).toString('base64url')])
        expect(weakSecretProblem(key, 32), key).toBeNull()
    }
  })

  it.each([
    ['too short', 'Zq8xW3vN5bM1'],
    ['a placeholder', 'please-changeme-Zq8xW3vN5bM1LkJh7'],
    ['a placeholder', 'Secret-Zq8xW3vN5bM1LkJh7gF4dS2aP'],
    ['few characters', 'ab'.repeat(10) + 'ba'.repeat(8)],
    ['few characters', 'Zq8xZq8xZ8qxxq8Zq8xZZ8qxxq8Z8xqZ'],
    ['a repeated piece', 'Zq8xW3vN5bM1'.repeat(3)],
    ['the alphabet', 'abcdefghijklmnopqrstuvwxyzABCDEF'],
    ['the digits and letters backwards', 'zyxwvutsrqponmlkjihgfedcba987654'],
  ])('refuses %s: %s', (_why, key) => {
    expect(weakSecretProblem(key, 32)).toMatch(/random/)
  })

  it('scales with the length asked for: 16 random hex digits pass, 16 of one letter do not', () => {
    for (let i = 0; i < 50; i++) expect(weakSecretProblem(randomBytes(8).toString('hex'), 16)).toBeNull()
    expect(weakSecretProblem('x'.repeat(16), 16)).toMatch(/random/)
  })
})
