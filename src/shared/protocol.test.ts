import { describe, expect, it } from 'vitest'
import { delimiterFor, MAX_PUSHED_EVENTS, MULTI_PREFIX, parseMulti, parsePushedEvents, parseTargets, serializeMulti, serializePushedEvents, type PushedEvent } from './protocol.js'

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
