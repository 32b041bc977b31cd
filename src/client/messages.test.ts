import { describe, expect, it } from 'vitest'
import { errors, format, PartialUpdateError, register, text } from './messages.js'

describe('messages: the error texts of spec 000 §8, exactly', () => {
  it.each([
    ['httpStatus', { status: 404 }, 'Server returned HTTP: 404 (no partial update performed)'],
    ['requestFailed', { status: 0, textStatus: 'timeout', error: 'timeout' }, 'Server returned HTTP: 0 timeout (timeout). No partial update performed.'],
    ['containerMissing', { id: 'newsList' }, 'Cannot perform partial update of the container id newsList is not present.'],
    ['responseMissing', { id: 'newsList' }, "In server response wasn't find element with id attribute newsList"],
    ['submitMissing', { id: 'f1' }, 'Cannot perform partial update - submit or form with id f1 is not present.'],
    ['formMissing', {}, 'Cannot perform partial update - form not found.'],
    ['iframeSubmitMissing', { id: 'f1' }, 'Cannot perform submit to iframe - submit or form with id f1 is not present.'],
    ['unparseable', {}, 'Server returned unparseable result - expected response starting with: <!--pu-targets ... --'],
    ['componentWithoutId', { tag: 'x-list' }, 'Element <x-list> has no ID attribute. Please add an ID attribute.'],
    ['widgetMissing', { id: 'w' }, 'Widget s id w nebyl v dokumentu nalezen.'],
    ['targetIdRequired', {}, 'Je nutné zadat id v atributu data-partial-update-target.'],
    ['actionsNotConnected', {}, 'Webové akce nejsou nastaveny. Nejprve zavolejte funkci connect.'],
  ] as const)('%s', (key, values, expected) => {
    expect(new PartialUpdateError(key, values).message).toBe(expected)
    expect(format(errors[key], values)).toBe(expected)
  })

  it('leaves unknown placeholders alone', () => {
    expect(format('a {b} {c}', { b: 1 })).toBe('a 1 {c}')
  })
})

describe('messages: client message lookup (spec 000 §3)', () => {
  const table = { 'cart.added': 'Přidáno ${count} ks ${name}', hello: 'Ahoj' }

  it('finds a key, with or without a prefix, and fills ${name} placeholders', () => {
    expect(text('hello', {}, '', table)).toBe('Ahoj')
    expect(text('added', { count: 2, name: 'hrnek' }, 'cart', table)).toBe('Přidáno 2 ks hrnek')
    expect(text('added', { count: 2 }, 'cart', table)).toBe('Přidáno 2 ks ${name}')
  })

  it('shows a missing key wrapped in exclamation marks', () => {
    expect(text('missing', {}, '', table)).toBe('!missing!')
    expect(text('missing', {}, 'cart', table)).toBe('!missing!')
  })

  it('registers more messages into the table', () => {
    const own: Record<string, string> = {}
    register({ a: 'A' }, own)
    expect(text('a', {}, '', own)).toBe('A')
  })
})
