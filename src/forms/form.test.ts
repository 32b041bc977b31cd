import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { defineMessages } from '../i18n/index.js'
import { defineForm, formView, messageKeys, parseForm, requiredString, singleValue } from './form.js'

const messages = defineMessages({
  nameRequired: { cs: 'Zadejte jméno.', en: 'Enter your name.' },
  codeFormat: { cs: 'Kód má pět číslic.', en: 'The code has five digits.' },
})
const key = messageKeys(messages)
const Contact = defineForm({
  schema: z.object({
    name: requiredString(key('nameRequired')).trim().min(1, key('nameRequired')).max(20),
    code: z.string().regex(/^\d{5}$/, key('codeFormat')).optional(),
    email: z.email().optional(),
    pin: z.string().min(4),
  }),
  messages,
  secret: ['pin'],
})

describe('forms kit: parseForm', () => {
  it('types the values of a good submission and reads only the schema fields', () => {
    const result = parseForm(Contact, { name: ' Ada ', code: '50003', pin: '1234', admin: 'true' })
    expect(result).toEqual({ ok: true, values: { name: 'Ada', code: '50003', pin: '1234' } })
  })

  it('gives each field one message key: the schema own key, else the kit key by kind', () => {
    const result = parseForm(Contact, { name: '', code: '12', email: 'not-mail', pin: '1' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors).toEqual({ name: 'nameRequired', code: 'codeFormat', email: 'emailInvalid', pin: 'tooShort' })
  })

  it('makes missing, repeated, array, object and overlong fields errors of the form, never exceptions', () => {
    const result = parseForm(Contact, { name: ['a', 'b'], code: { $gt: 1 }, pin: 'x'.repeat(5), email: 5 })
    if (result.ok) throw new Error('accepted')
    expect(result.errors).toEqual({ name: 'repeated', code: 'invalid', email: 'invalid' })
    const missing = parseForm(Contact, {})
    if (missing.ok) throw new Error('accepted')
    expect(missing.errors).toEqual({ name: 'nameRequired', pin: 'required' })
    const long = parseForm(Contact, { name: 'x'.repeat(21), pin: '1234' })
    expect(!long.ok && long.errors.name).toBe('tooLong')
  })

  it('refuses a submission that is no form post as a whole', () => {
    for (const body of [null, undefined, 'name=Ada', ['name'], Buffer.from('name=Ada'), 42]) {
      const result = parseForm(Contact, body)
      expect(!result.ok && result.errors.form, String(body)).toBe('invalidSubmission')
    }
  })

  it('is not polluted by prototype names', () => {
    const body = JSON.parse('{"__proto__": {"polluted": 1}, "constructor": "x", "name": "Ada", "pin": "1234"}') as unknown
    expect(parseForm(Contact, body).ok).toBe(true)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    const inherited = Object.create({ name: 'Inherited', pin: '9999' }) as unknown
    expect(parseForm(Contact, inherited).ok).toBe(false)
  })

  it('echoes what was typed, bounded, and never a secret field', () => {
    const result = parseForm(Contact, { name: '<b>x</b>', code: 'y'.repeat(5000), pin: '12' })
    if (result.ok) throw new Error('accepted')
    expect(result.echo.name).toBe('<b>x</b>')
    expect(result.echo.code).toHaveLength(1000)
    expect(result.echo).not.toHaveProperty('pin')
  })

  it('reads a single value for fields outside the schema', () => {
    expect(singleValue({ returnTo: '/a' }, 'returnTo')).toBe('/a')
    expect(singleValue({ returnTo: ['/a', '/b'] }, 'returnTo')).toBeUndefined()
    expect(singleValue(Object.create({ returnTo: '/a' }), 'returnTo')).toBeUndefined()
    expect(singleValue(null, 'returnTo')).toBeUndefined()
  })
})

describe('forms kit: formView', () => {
  it('localizes the keys of the form and of the kit in either language', () => {
    const result = parseForm(Contact, { name: '', email: 'x', pin: ['1', '2'] })
    if (result.ok) throw new Error('accepted')
    const cs = formView(Contact, result, 'cs')
    const en = formView(Contact, result, 'en')
    expect([cs.error('name'), cs.error('email'), cs.error('pin')]).toEqual(['Zadejte jméno.', 'Zadejte e-mail ve tvaru jmeno@domena.cz.', 'Pole bylo odesláno vícekrát.'])
    expect([en.error('name'), en.error('pin')]).toEqual(['Enter your name.', 'The field was sent more than once.'])
    expect(cs.value('email')).toBe('x')
    expect(cs.error('constructor')).toBeUndefined()
    expect(cs.value('__proto__')).toBeUndefined()
    expect(cs.summary).toEqual({ text: undefined, any: true })
    expect(formView(Contact, { errors: { form: 'invalidSubmission' }, echo: {} }, 'en').summary.text).toMatch(/^The form did not arrive/)
  })
})
