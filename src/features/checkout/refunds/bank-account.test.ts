import { describe, expect, it } from 'vitest'
import { bankAccount } from './bank-account.js'

describe('refunds: the customer’s bank account', () => {
  it('takes a Czech account with or without a prefix, and an IBAN, normalised', () => {
    expect(bankAccount('19-2000145399/0800')).toBe('19-2000145399/0800')
    expect(bankAccount(' 2000145399 / 0800 ')).toBe('2000145399/0800')
    expect(bankAccount('cz65 0800 0000 1920 0014 5399')).toBe('CZ6508000000192000145399')
  })

  it('refuses a wrong check digit, a missing bank code, garbage and a broken IBAN', () => {
    expect(bankAccount('19-2000145398/0800')).toBeNull()
    expect(bankAccount('11-2000145399/0800')).toBeNull()
    expect(bankAccount('2000145399')).toBeNull()
    expect(bankAccount('2000145399/08')).toBeNull()
    expect(bankAccount('CZ6508000000192000145398')).toBeNull()
    expect(bankAccount('')).toBeNull()
    expect(bankAccount('<script>')).toBeNull()
  })
})
