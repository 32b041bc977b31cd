import { describe, expect, it } from 'vitest'
import { codecs, encodeReload, serializeMulti, serializePushedEvents } from '../shared/protocol.js'
import { decode } from './answer.js'

const ORIGIN = 'https://site.example'
const sent = (body: string, headers: Record<string, string> = {}, status = 200) => ({ response: new Response(null, { status, headers }), body })

describe('answer: decoded once, every header through its codec', () => {
  it('reads every protocol header', () => {
    const answer = decode(
      sent('<div id="list">x</div>', {
        'x-pu-error': '0',
        'x-pu-url': '/qf/cs/aktuality?page=2',
        'x-pu-params': codecs.params.encode(new URL(`${ORIGIN}/qf/cs/aktuality?page=2`)),
        'x-pu-title': encodeURIComponent('Aktuality – strana 2'),
        'x-pu-announce': encodeURIComponent('Celkem 1 234 Kč'),
        'x-pu-alternate': encodeURIComponent('/qf/en/news?page=2'),
        'x-pu-target': 'list',
        'x-pu-events': serializePushedEvents([{ uiEvent: 'cart' }]),
      }),
      ['list'],
      ORIGIN,
    )
    expect(answer).toMatchObject({
      status: 200,
      error: false,
      url: '/qf/cs/aktuality?page=2',
      title: 'Aktuality – strana 2',
      announce: 'Celkem 1 234 Kč',
      alternate: '/qf/en/news?page=2',
      target: ['list'],
      location: null,
      events: [{ uiEvent: 'cart' }],
      reload: null,
    })
    expect({ ...answer.params }).toEqual({ page: ['2'] })
    expect([...answer.parts!]).toEqual([['list', '<div id="list">x</div>']])
  })

  it('several targets: the envelope; without it, no parts', () => {
    const body = serializeMulti([['a', '<p id="a"></p>'], ['b', '<p id="b"></p>']], 'f00d')
    expect([...decode(sent(body, { 'x-pu-target': 'a,b' }), ['a'], ORIGIN).parts!.keys()]).toEqual(['a', 'b'])
    expect(decode(sent('<p id="a"></p><p id="b"></p>'), ['a', 'b'], ORIGIN).parts).toBeNull()
  })

  it('hostile headers decode as absent, never throw', () => {
    const answer = decode(
      sent('', {
        'x-pu-error': 'yes',
        'x-pu-url': '//evil.example/x',
        'x-pu-params': '%E0%A4%A',
        'x-pu-title': '%',
        'x-pu-announce': encodeURIComponent('x'.repeat(501)),
        'x-pu-alternate': encodeURIComponent('/.//evil.example'),
        'x-pu-location': 'https://evil.example/',
        'x-pu-events': 'not json',
        'x-pu-reload': encodeURIComponent('{"frame":"userMenu"}'),
      }),
      ['list'],
      ORIGIN,
    )
    expect(answer).toMatchObject({ error: false, url: null, params: null, title: '', announce: '', alternate: null, location: null, events: [], reload: null, target: [] })
  })

  it('a reload answer: empty body, the reload decoded; a location resolved', () => {
    const reload = { frame: ['userMenu', 'userLists'], page: '/qf/cs/uvod', focus: 'userMenuName', announce: 'Přihlášen jako Jana' }
    expect(decode(sent('', { 'x-pu-reload': encodeReload(reload) }), ['loginForm'], ORIGIN).reload).toEqual(reload)
    expect(decode(sent('', { 'x-pu-location': '/qf/cs/ucet' }), ['loginForm'], ORIGIN).location?.href).toBe(`${ORIGIN}/qf/cs/ucet`)
  })
})
