import { describe, expect, it } from 'vitest'
import { clientMessages } from '../../i18n/client.js'
import { selectMessage } from './select-messages.js'

const table = (lang: 'cs' | 'en') => Object.fromEntries(Object.entries(clientMessages).map(([k, v]) => [k, v[lang]]))

describe('select messages (spec 001 §8, Select2’s texts)', () => {
  const en = table('en')
  const cs = table('cs')
  it('are the spec’s English texts, with the plural of N', () => {
    expect(selectMessage('errorLoading', 0, 'en', en)).toBe('The results could not be loaded.')
    expect(selectMessage('inputTooLong', 1, 'en', en)).toBe('Please delete 1 character')
    expect(selectMessage('inputTooLong', 3, 'en', en)).toBe('Please delete 3 characters')
    expect(selectMessage('inputTooShort', 2, 'en', en)).toBe('Please enter 2 or more characters')
    expect(selectMessage('loadingMore', 0, 'en', en)).toBe('Loading more results…')
    expect(selectMessage('maximumSelected', 1, 'en', en)).toBe('You can only select 1 item')
    expect(selectMessage('maximumSelected', 5, 'en', en)).toBe('You can only select 5 items')
    expect(selectMessage('noResults', 0, 'en', en)).toBe('No results found')
    expect(selectMessage('searching', 0, 'en', en)).toBe('Searching…')
  })
  it('are Czech with its three plural forms on cs pages', () => {
    expect(selectMessage('inputTooLong', 1, 'cs', cs)).toBe('Prosím, zadejte o 1 znak méně.')
    expect(selectMessage('inputTooLong', 3, 'cs', cs)).toBe('Prosím, zadejte o 3 znaky méně.')
    expect(selectMessage('inputTooLong', 7, 'cs', cs)).toBe('Prosím, zadejte o 7 znaků méně.')
    expect(selectMessage('maximumSelected', 2, 'cs', cs)).toBe('Můžete zvolit maximálně 2 položky.')
    expect(selectMessage('maximumSelected', 5, 'cs', cs)).toBe('Můžete zvolit maximálně 5 položek.')
    expect(selectMessage('searching', 0, 'cs', cs)).toBe('Vyhledávání…')
  })
})
