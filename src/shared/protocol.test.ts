import { describe, expect, it } from 'vitest'
import { delimiterFor, MULTI_PREFIX, parseMulti, parseTargets, serializeMulti } from './protocol.js'

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
