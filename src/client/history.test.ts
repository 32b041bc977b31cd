import { describe, expect, it } from 'vitest'
import { addressFor, clean, direction, isPuState, restoreTarget, stateFor } from './history.js'

const pu = { requestTarget: 'newsList', target: 'newsList', url: '/qf/cs/aktuality?page=2' }

describe('history: addresses', () => {
  it('cleans pu and the internal parameters, keeping the rest and the hash', () => {
    expect(clean('/a?page=2&_=&puHistoryScope=1&puSuppressRedirect=1&puLayoutContext=x&puEventName=change&pu=%7B%7D#h')).toBe('/a?page=2#h')
    expect(clean('http://origin.invalid/a?x=1')).toBe('/a?x=1')
  })

  it('puts {requestTarget, target, url} as JSON into pu', () => {
    const address = addressFor('/qf/cs/aktuality?page=2&_=', pu)
    const url = new URL(address, 'http://x')
    expect(url.pathname).toBe('/qf/cs/aktuality')
    expect(url.searchParams.get('page')).toBe('2')
    expect(url.searchParams.has('_')).toBe(false)
    expect(JSON.parse(url.searchParams.get('pu')!)).toEqual(pu)
    expect(Object.keys(JSON.parse(url.searchParams.get('pu')!))).toEqual(['requestTarget', 'target', 'url'])
  })

  it('replaces an old pu', () => {
    const once = addressFor('/a', { ...pu, url: '/a' })
    const twice = addressFor(once, { ...pu, url: '/a' })
    expect(new URL(twice, 'http://x').searchParams.getAll('pu')).toHaveLength(1)
  })
})

describe('history: states', () => {
  it('holds partialUpdate, pageNumber and puSettings', () => {
    expect(stateFor(pu, 3)).toEqual({ partialUpdate: true, pageNumber: 3, puSettings: pu })
    expect(isPuState(stateFor(pu, 3))).toBe(true)
    expect(isPuState(null)).toBe(false)
    expect(isPuState({ partialUpdate: true })).toBe(false)
  })

  it('derives the direction from page numbers', () => {
    expect(direction(1, 2)).toBe('next')
    expect(direction(2, 1)).toBe('prev')
  })

  it('reloads the destination target going forward, the left one going back, the global one on jumps', () => {
    const a = stateFor({ requestTarget: 'pageContent', target: 'pageContent', url: '/a' }, 0)
    const b = stateFor({ ...pu, url: '/a?page=2' }, 1)
    const c = stateFor({ requestTarget: 'newsList', target: 'newsList,userLists', url: '/a?page=3' }, 2)
    expect(restoreTarget(a, b)).toEqual(['newsList'])
    expect(restoreTarget(b, a)).toEqual(['newsList'])
    expect(restoreTarget(c, b)).toEqual(['newsList', 'userLists'])
    expect(restoreTarget(a, c)).toEqual(['pageContent'])
    expect(restoreTarget(c, a)).toEqual(['pageContent'])
  })
})
