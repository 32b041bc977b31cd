import { describe, expect, it } from 'vitest'
import { clientMessages, clientMessagesJson } from './client.js'

describe('client messages: the table the server renders for the runtime', () => {
  it('holds every key in the page language, with the spec\'s Czech confirmation defaults', () => {
    const cs = JSON.parse(clientMessagesJson('cs')) as Record<string, string>
    const en = JSON.parse(clientMessagesJson('en')) as Record<string, string>
    expect(Object.keys(cs).sort()).toEqual(Object.keys(clientMessages).sort())
    expect([cs['confirm.title'], cs['confirm.confirmButton'], cs['confirm.declineButton']]).toEqual(['Potvrzení', 'Ano', 'Ne'])
    expect(en['confirm.title']).toBe('Confirmation')
  })

  it('never contains a raw "<", so no message can close the script element', () => {
    for (const lang of ['cs', 'en'] as const) expect(clientMessagesJson(lang)).not.toContain('<')
  })
})
