import { describe, expect, it } from 'vitest'
import {
  codecs,
  delimiterFor,
  limits,
  MAX_PUSHED_EVENTS,
  MULTI_PREFIX,
  paramsOf,
  parseMulti,
  parsePushedEvents,
  parseTargets,
  serializeMulti,
  serializePushedEvents,
  stripInternal,
  type PushedEvent,
  type Reload,
} from './protocol.js'

describe('target lists', () => {
  it('splits on + and , and trims', () => {
    expect(parseTargets('userMenu+userLists, pageContent')).toEqual(['userMenu', 'userLists', 'pageContent'])
  })
  it('drops empty parts', () => {
    expect(parseTargets('+,a,,+b+')).toEqual(['a', 'b'])
    expect(parseTargets('')).toEqual([])
  })
})

describe('multi-target envelope', () => {
  const parts: [string, string][] = [
    ['userMenu', '<div id="userMenu">Jana</div>'],
    ['userLists', '<div id="userLists"><!-- a comment --> 2 items</div>'],
  ]

  it('starts with the comment listing one delimiter per target', () => {
    const body = serializeMulti(parts, 'abc123')
    expect(body.startsWith(`${MULTI_PREFIX}${delimiterFor('userMenu', 'abc123')} ${delimiterFor('userLists', 'abc123')}-->`)).toBe(true)
    expect(body.startsWith('<!--pu-targets pu:userMenu:abc123 pu:userLists:abc123--><!--pu:userMenu:abc123--><div id="userMenu">')).toBe(true)
  })

  it('round-trips', () => {
    const parsed = parseMulti(serializeMulti(parts, 'f00d'))
    expect([...parsed!]).toEqual(parts)
  })

  it('keeps HTML that looks like another token', () => {
    const tricky: [string, string][] = [
      ['a', '<p><!--pu:b:other--></p>'],
      ['b', '<p>b</p>'],
    ]
    expect([...parseMulti(serializeMulti(tricky, 'tok'))!]).toEqual(tricky)
  })

  it.each(['<div id="a"></div>', '', '<!--pu-targets pu:a:t', '<!--pu-targets pu:a:t--><p>no delimiter</p>', '<!--pu-targets --><p>x</p>'])(
    'rejects %j',
    (body) => {
      expect(parseMulti(body)).toBeNull()
    },
  )
})

describe('pushed events (X-PU-Events)', () => {
  const cart: PushedEvent = { uiEvent: 'cart' }
  const job: PushedEvent = { processState: { token: 'job1', message: 'done', progress: 100 } }
  const header = (value: unknown) => encodeURIComponent(JSON.stringify(value))

  it('round-trips UI events and process states in their order', () => {
    expect(parsePushedEvents(serializePushedEvents([cart, job, { uiEvent: 'userChanged' }]))).toEqual([cart, job, { uiEvent: 'userChanged' }])
  })

  it.each([null, undefined, '', '%', '%E0%A4%A', 'not json', encodeURIComponent('[{"uiEvent":"a"'), header({ uiEvent: 'cart' }), header('cart'), header(7), header(null)])(
    'a missing, malformed or non-array value gives no events: %j',
    (value) => {
      expect(parsePushedEvents(value)).toEqual([])
    },
  )

  it('drops entries of the wrong shape and keeps the rest', () => {
    const value = header([
      cart,
      null,
      'cart',
      7,
      [],
      {},
      { uiEvent: '' },
      { uiEvent: 5 },
      { uiEvent: ['cart'] },
      { processState: null },
      { processState: 'job1' },
      { processState: { token: 'job1', message: 'x' } },
      { processState: { token: 1, message: 'x', progress: 100 } },
      { processState: { token: 'job1', message: null, progress: 100 } },
      { processState: { token: 'job1', message: 'x', progress: '100' } },
      job,
    ])
    expect(parsePushedEvents(value)).toEqual([cart, job])
  })

  it(`reads at most ${MAX_PUSHED_EVENTS} entries`, () => {
    const many = Array.from({ length: MAX_PUSHED_EVENTS + 5 }, (_, i) => ({ uiEvent: `e${i}` }))
    const parsed = parsePushedEvents(header(many))
    expect(parsed).toHaveLength(MAX_PUSHED_EVENTS)
    expect(parsed.at(-1)).toEqual({ uiEvent: `e${MAX_PUSHED_EVENTS - 1}` })
  })

  it('drops a huge event name, never throws on a huge value', () => {
    expect(parsePushedEvents(header([{ uiEvent: 'x'.repeat(101) }, cart]))).toEqual([cart])
    const state = (token: string, message: string) => ({ processState: { token, message, progress: 50 } })
    expect(parsePushedEvents(header([state('t'.repeat(101), 'm'), state('t', 'm'.repeat(1001)), state('t'.repeat(100), 'm'.repeat(1000))]))).toEqual([
      state('t'.repeat(100), 'm'.repeat(1000)),
    ])
    expect(parsePushedEvents(header([{ uiEvent: 'x'.repeat(100) }]))).toEqual([{ uiEvent: 'x'.repeat(100) }])
    expect(() => parsePushedEvents('['.repeat(100_000))).not.toThrow()
    expect(parsePushedEvents(header(Array.from({ length: 10_000 }, () => ({ uiEvent: 'y'.repeat(1000) }))))).toEqual([])
  })
})

describe('codecs: one per protocol header', () => {
  const origin = 'https://www.quercus-fontana.example'
  const hostile = [null, undefined, '', '%', '%E0%A4%A', 'x'.repeat(100_000), '%'.repeat(50_000)]

  it('target: round trip; unique, well-formed ids; null over the header limit', () => {
    expect(codecs.target.decode(codecs.target.encode(['userMenu', 'userLists']))).toEqual(['userMenu', 'userLists'])
    expect(codecs.target.decode('a+b, a,<x>,__proto__,constructor')).toEqual(['a', 'b', 'constructor'])
    expect(codecs.target.decode(null)).toEqual([])
    expect(codecs.target.decode('a,'.repeat(limits.maxTargetHeader))).toBeNull()
  })

  it.each(['uiEvent', 'layoutContext'] as const)('%s: round trip, also of characters a header cannot carry; hostile values read as none', (key) => {
    const codec = codecs[key]
    for (const value of ['cart', 'wide layout', 'košík/ü;,"']) {
      expect(codec.encode(value)).toMatch(/^[\x21-\x7e]+$/)
      expect(codec.decode(codec.encode(value))).toBe(value)
    }
    expect(codec.encode('cart'), 'plain names travel as they are').toBe('cart')
    for (const value of hostile) expect(codec.decode(value)).toBeNull()
  })

  it.each(['suppressRedirect', 'error'] as const)('%s: 1 is on, anything else off', (key) => {
    expect(codecs[key].decode(codecs[key].encode(true))).toBe(true)
    expect(codecs[key].decode(codecs[key].encode(false))).toBe(false)
    for (const value of [...hostile, 'true', '0', ' 1']) expect(codecs[key].decode(value)).toBe(false)
  })

  it('url: path and query without internal parameters; only same-origin paths decode', () => {
    const value = codecs.url.encode(new URL(`${origin}/qf/cs/aktuality?page=2&_=&pu=%7B%7D&puHistoryScope=1#x`))
    expect(value).toBe('/qf/cs/aktuality?page=2')
    expect(codecs.url.decode(value, origin)).toBe(value)
    for (const value of [...hostile, '//evil.example/x', '/.//evil.example/x', 'https://evil.example/x', 'javascript:alert(1)'])
      expect(codecs.url.decode(value, origin)).toBeNull()
  })

  it('params: round trip into an object without prototype; names like __proto__ and constructor are plain keys', () => {
    const url = new URL(`${origin}/x?constructor=1&__proto__=2&toString=3&a=1&a=2`)
    const params = codecs.params.decode(codecs.params.encode(url))!
    expect(Object.getPrototypeOf(params)).toBeNull()
    expect(Object.entries(params)).toEqual([
      ['constructor', ['1']],
      ['__proto__', ['2']],
      ['toString', ['3']],
      ['a', ['1', '2']],
    ])
    expect(Object.getPrototypeOf(paramsOf(url))).toBeNull()
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('params: wrong JSON types are dropped, hostile values give null, at most 100 names', () => {
    const header = (value: unknown) => encodeURIComponent(JSON.stringify(value))
    expect(Object.entries(codecs.params.decode(header({ a: ['1'], b: '2', c: [3], d: null, e: { x: 1 } }))!)).toEqual([['a', ['1']]])
    for (const value of [...hostile, header([['a', '1']]), header('a'), header(null), 'not json'])
      expect(codecs.params.decode(value)).toBeNull()
    const many = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`p${i}`, ['1']]))
    expect(Object.keys(codecs.params.decode(header(many))!)).toHaveLength(100)
  })

  it('location: the resolved same-origin URL; anything else null', () => {
    expect(codecs.location.decode(codecs.location.encode('/qf/cs/uvod?x=1'), origin)?.href).toBe(`${origin}/qf/cs/uvod?x=1`)
    // Resolved, a path reading as a host stays on this origin.
    expect(codecs.location.decode('/.//evil.example/x', origin)?.origin).toBe(origin)
    for (const value of [...hostile, '//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'data:text/html,x'])
      expect(codecs.location.decode(value, origin)).toBeNull()
  })

  it('title: URI-encoded text; hostile values read as no title', () => {
    expect(codecs.title.decode(codecs.title.encode('Aktuality – strana 2 | <b>'))).toBe('Aktuality – strana 2 | <b>')
    for (const value of hostile) expect(codecs.title.decode(value)).toBe('')
    expect(codecs.title.decode(codecs.title.encode('t'.repeat(1001)))).toBe('')
  })

  it('alternate: a URI-encoded same-origin path', () => {
    expect(codecs.alternate.decode(codecs.alternate.encode('/qf/en/news?page=2'), origin)).toBe('/qf/en/news?page=2')
    for (const value of [...hostile, '//evil.example/x', '/.//evil.example/x', encodeURIComponent('https://evil.example/x'), encodeURIComponent('javascript:alert(1)')])
      expect(codecs.alternate.decode(value, origin)).toBeNull()
  })

  it('events: the pushed-events parser', () => {
    const events: PushedEvent[] = [{ uiEvent: 'cart' }]
    expect(codecs.events.decode(codecs.events.encode(events))).toEqual(events)
    for (const value of hostile) expect(codecs.events.decode(value)).toEqual([])
  })

  it('reload: round trip; only well-formed ids, a plain same-origin page and bounded texts', () => {
    const reload: Reload = { frame: ['userMenu', 'userLists'], flags: ['updatedCart'], page: '/qf/cs/uvod?x=1', focus: 'userMenuName', announce: 'Přihlášen jako Jana' }
    expect(codecs.reload.decode(codecs.reload.encode(reload))).toEqual(reload)
    const header = (value: unknown) => encodeURIComponent(JSON.stringify(value))
    expect(codecs.reload.decode(header({ frame: ['userMenu', '<x>', 7, '__proto__'], page: '//evil.example/x', focus: 'a b', announce: 'x'.repeat(501) }))).toEqual({
      frame: ['userMenu'],
    })
    expect(codecs.reload.decode(header({ frame: [], page: '/.//evil.example/x' }))).toBeNull()
    expect(codecs.reload.decode(header({ page: '/qf/../qf/cs/uvod' }))).toEqual({ frame: [], page: '/qf/cs/uvod' })
    for (const value of [...hostile, header([]), header('x'), header({ frame: 'userMenu' }), header({ __proto__: { frame: ['a'] } })])
      expect(codecs.reload.decode(value)).toBeNull()
  })
})

describe('stripInternal', () => {
  it('removes pu and the internal parameters, keeps the rest and the hash, leaves its argument alone', () => {
    const url = new URL('https://site.example/a?page=2&_=&puHistoryScope=1&puSuppressRedirect=1&puLayoutContext=x&puEventName=change&pu=%7B%7D#h')
    expect(stripInternal(url).href).toBe('https://site.example/a?page=2#h')
    expect(url.searchParams.has('pu')).toBe(true)
  })
})
