import { describe, expect, it } from 'vitest'
import { parseForm } from '../../forms/form.js'
import { AddressForm, RegisterForm } from './account.schema.js'

const address = { name: 'Jana Nová', street: 'Rokitanského 62', city: 'Hradec Králové', postalCode: '50003', phone: '' }

describe('address form', () => {
  it.each([
    ['50003', '500 03'],
    ['500 03', '500 03'],
    [' 110 00 ', '110 00'],
  ])('keeps the postal code %j as %j', (given, kept) => {
    const parsed = parseForm(AddressForm, { ...address, postalCode: given })
    expect(parsed.ok && parsed.values.postalCode).toBe(kept)
  })

  it.each(['5000', '500003', '500-03', 'abcde', '50 003', '５０００３', '<script>'])('refuses the postal code %j', (given) => {
    const parsed = parseForm(AddressForm, { ...address, postalCode: given })
    expect(parsed.ok ? null : parsed.errors.postalCode).toBe('postalCodeInvalid')
  })

  it.each([
    ['777123456', '+420 777 123 456'],
    ['777 123 456', '+420 777 123 456'],
    ['+420 777 123 456', '+420 777 123 456'],
    ['00420777123456', '+420 777 123 456'],
    ['602-000-111', '+420 602 000 111'],
    ['', ''],
  ])('keeps the phone %j as %j', (given, kept) => {
    const parsed = parseForm(AddressForm, { ...address, phone: given })
    expect(parsed.ok && parsed.values.phone).toBe(kept)
  })

  it.each(['12345', '077123456', '+421 777 123 456', '7771234567', 'call me', '+420 777 123 456 ext 2'])('refuses the phone %j', (given) => {
    const parsed = parseForm(AddressForm, { ...address, phone: given })
    expect(parsed.ok ? null : parsed.errors.phone).toBe('phoneInvalid')
  })

  it('refuses control characters and overlong fields', () => {
    const parsed = parseForm(AddressForm, { ...address, name: 'a\u202eb', street: 'x'.repeat(201) })
    expect(parsed.ok ? null : parsed.errors).toMatchObject({ name: 'textInvalid', street: 'tooLong' })
  })
})

describe('registration form', () => {
  const valid = { displayName: 'Eva', email: 'eva@example.cz', password: 'modrá velryba', passwordConfirm: 'modrá velryba' }

  it('accepts a valid submission and never echoes the passwords', () => {
    expect(parseForm(RegisterForm, valid).ok).toBe(true)
    const failed = parseForm(RegisterForm, { ...valid, passwordConfirm: 'other' })
    expect(failed.ok ? null : failed.errors).toEqual({ passwordConfirm: 'passwordMismatch' })
    expect(failed.ok ? null : failed.echo).toEqual({ displayName: 'Eva', email: 'eva@example.cz' })
  })

  it('refuses short and overlong passwords', () => {
    const short = parseForm(RegisterForm, { ...valid, password: 'kratke', passwordConfirm: 'kratke' })
    expect(short.ok ? null : short.errors.password).toBe('passwordTooShort')
    const long = parseForm(RegisterForm, { ...valid, password: 'x'.repeat(201), passwordConfirm: 'x'.repeat(201) })
    expect(long.ok ? null : long.errors.password).toBe('passwordTooLong')
  })
})
