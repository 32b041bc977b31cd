import { describe, expect, it } from 'vitest'
import { passwordStrength, userInputsOf } from './password-policy.js'

describe('password policy', async () => {
  it('refuses common and short passwords', async () => {
    for (const weak of ['password', 'Password2026', '12345678901', 'qwertyuiop']) expect((await passwordStrength(weak)).strongEnough, weak).toBe(false)
  })

  it('accepts a long passphrase', async () => {
    expect((await passwordStrength('kolo modrá velryba 77 šroubek')).strongEnough).toBe(true)
  })

  it('refuses a password built of the person’s own e-mail and name', async () => {
    const password = 'jana.novakova'
    expect((await passwordStrength(password)).strongEnough).toBe(true)
    expect((await passwordStrength(password, userInputsOf('jana.novakova@example.cz', 'Jana Nováková'))).strongEnough).toBe(false)
  })

  it('scores an overlong password without taking long', async () => {
    await passwordStrength('warm') // the dictionaries load on the first password; not what is timed
    const started = performance.now()
    expect((await passwordStrength('a'.repeat(10_000))).score).toBeGreaterThanOrEqual(0)
    expect(performance.now() - started).toBeLessThan(2000)
  })
})
