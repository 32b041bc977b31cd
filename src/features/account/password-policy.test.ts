import { describe, expect, it } from 'vitest'
import { passwordStrength, userInputsOf } from './password-policy.js'

describe('password policy', () => {
  it('refuses common and short passwords', () => {
    for (const weak of ['password', 'Password2026', '12345678901', 'qwertyuiop']) expect(passwordStrength(weak).strongEnough, weak).toBe(false)
  })

  it('accepts a long passphrase', () => {
    expect(passwordStrength('kolo modrá velryba 77 šroubek').strongEnough).toBe(true)
  })

  it('refuses a password built of the person’s own e-mail and name', () => {
    const password = 'jana.novakova'
    expect(passwordStrength(password).strongEnough).toBe(true)
    expect(passwordStrength(password, userInputsOf('jana.novakova@example.cz', 'Jana Nováková')).strongEnough).toBe(false)
  })

  it('scores an overlong password without taking long', () => {
    const started = performance.now()
    expect(passwordStrength('a'.repeat(10_000)).score).toBeGreaterThanOrEqual(0)
    expect(performance.now() - started).toBeLessThan(2000)
  })
})
