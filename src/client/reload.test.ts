import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Reload } from '../shared/protocol.js'
import { includeRequest, run } from './reload.js'
import type { Settings } from './settings.js'

const reload: Reload = { frame: ['userMenu', 'userLists', 'userListsRwd'], flags: ['updatedCart'], page: '/qf/cs/uvod', focus: 'userMenuName', announce: 'Přihlášen jako Jana' }

describe('reload: the include request', () => {
  it('asks the include route of the language for the frame parts the page has, with returnTo and the flags', () => {
    const request = includeRequest(reload, 'en', '/qf/en/news?page=2', (id) => id !== 'userListsRwd')
    expect(request!.target).toEqual(['userMenu', 'userLists'])
    const url = new URL(request!.url, 'https://site.example')
    expect(url.pathname).toBe('/qf/en/ramjet/include')
    expect([...url.searchParams]).toEqual([
      ['returnTo', '/qf/en/news?page=2'],
      ['updatedCart', '1'],
    ])
  })

  it('none when the page has none of them', () => {
    expect(includeRequest(reload, 'cs', '/', () => false)).toBeNull()
  })
})

/** A page of these ids at `href`, in a window without a DOM. */
function fakePage(href: string, ids: string[]) {
  const elements = new Map(ids.map((id) => [id, { id, tabIndex: -1, attributes: new Map<string, string>(), textContent: '', focused: false }]))
  const element = (id: string) => {
    const el = elements.get(id)
    return el
      ? Object.assign(el, {
          hasAttribute: (n: string) => el.attributes.has(n),
          setAttribute: (n: string, v: string) => el.attributes.set(n, v),
          focus: () => void (el.focused = true),
        })
      : null
  }
  vi.stubGlobal('location', new URL(href))
  vi.stubGlobal('document', { documentElement: { lang: 'cs' }, getElementById: element })
  return elements
}

describe('reload: the stage', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('another page: the main region pushed and the frame parts without history, at once; then focus and the announcement', async () => {
    const elements = fakePage('https://site.example/qf/cs/aktuality?page=2&pu=%7B%7D&_=#x', ['userMenu', 'userLists', 'pageContent', 'userMenuName', 'liveRegion'])
    const calls: [string, Settings][] = []
    const done = await run(reload, async (url, s) => (calls.push([url, s]), true))
    expect(done).toBe(true)
    expect(calls).toEqual([
      ['/qf/cs/uvod', { target: ['pageContent'], alterHistory: 'push', scroll: true }],
      ['/qf/cs/ramjet/include?returnTo=%2Fqf%2Fcs%2Faktuality%3Fpage%3D2&updatedCart=1', { target: ['userMenu', 'userLists'], alterHistory: false, scroll: false }],
    ])
    expect(elements.get('userMenuName')).toMatchObject({ focused: true, attributes: new Map([['tabindex', '-1']]) })
    expect(elements.get('liveRegion')!.textContent).toBe('Přihlášen jako Jana')
  })

  it('the current page (internal parameters aside): history replaced', async () => {
    fakePage('https://site.example/qf/cs/uvod?puHistoryScope=1', ['pageContent'])
    const calls: [string, Settings][] = []
    await run({ frame: ['userMenu'], page: '/qf/cs/uvod' }, async (url, s) => (calls.push([url, s]), true))
    expect(calls).toEqual([['/qf/cs/uvod', { target: ['pageContent'], alterHistory: 'replace', scroll: true }]])
  })

  it('an error of either update rejects the stage after both ended, with no focus or announcement', async () => {
    const elements = fakePage('https://site.example/qf/cs/uvod', ['userMenu', 'pageContent', 'userMenuName', 'liveRegion'])
    const ended: string[] = []
    const failure = new Error('include failed')
    const attempt = run(reload, (url) =>
      url.includes('include') ? Promise.reject(failure) : new Promise((resolve) => setTimeout(() => (ended.push(url), resolve(true)), 10)),
    )
    await expect(attempt).rejects.toBe(failure)
    expect(ended).toEqual(['/qf/cs/uvod'])
    expect(elements.get('userMenuName')!.focused).toBe(false)
    expect(elements.get('liveRegion')!.textContent).toBe('')
  })

  it('a cancelled or aborted update: false', async () => {
    fakePage('https://site.example/qf/cs/uvod', ['userMenu', 'pageContent'])
    expect(await run(reload, async (url) => !url.includes('include'))).toBe(false)
  })
})
