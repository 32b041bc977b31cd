import { describe, expect, it } from 'vitest'
import { serializeMulti } from '../shared/protocol.js'
import { paginationParams, split } from './fragment.js'
import { PartialUpdateError } from './messages.js'

describe('fragment: splitting an answer', () => {
  it('one target: the body is its HTML', () => {
    expect(split('<div id="a">x</div>', ['a'])).toEqual(new Map([['a', '<div id="a">x</div>']]))
  })

  it('several targets: the envelope', () => {
    const body = serializeMulti([['a', '<div id="a">1</div>'], ['b', '<div id="b">2</div>']], 'f00d')
    expect([...split(body, ['a', 'b'])]).toEqual([
      ['a', '<div id="a">1</div>'],
      ['b', '<div id="b">2</div>'],
    ])
  })

  it('several targets without the delimiter comment: the exact error of spec 000 §8', () => {
    const attempt = () => split('<div id="a">1</div><div id="b">2</div>', ['a', 'b'])
    expect(attempt).toThrow(PartialUpdateError)
    expect(attempt).toThrow('Server returned unparseable result - expected response starting with: <!--pu-targets ... --')
  })

  it('a broken envelope is unparseable too', () => {
    expect(() => split('<!--pu-targets pu:a:1 pu:b:1--><!--pu:a:1-->x', ['a', 'b'])).toThrow(/unparseable/)
  })
})

describe('fragment: pagination parameters (spec 000 §3)', () => {
  const full = {
    puLoadedPages: '3',
    puPageSize: '10',
    puPageNumber: '5',
    puPageSizeParam: 'size',
    puPageNumberParam: 'page',
    puLoadedPagesParam: 'loaded',
  }

  it('asks for page size × loaded pages from page number − loaded pages + 1', () => {
    expect(paginationParams(full)).toEqual({ size: '30', page: '3' })
    expect(paginationParams({ ...full, puLoadedPages: '1', puPageNumber: '1' })).toEqual({ size: '10', page: '1' })
  })

  it('reads the long prefix as well', () => {
    const long = Object.fromEntries(Object.entries(full).map(([k, v]) => [k.replace(/^pu/, 'partialUpdate'), v]))
    expect(paginationParams(long)).toEqual({ size: '30', page: '3' })
  })

  it('needs all six attributes, as positive integers', () => {
    for (const key of Object.keys(full)) {
      const partial: Record<string, string> = { ...full }
      delete partial[key]
      expect(paginationParams(partial), key).toBeNull()
    }
    expect(paginationParams({ ...full, puPageSize: 'ten' })).toBeNull()
  })
})
