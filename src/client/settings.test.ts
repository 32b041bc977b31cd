import { describe, expect, it } from 'vitest'
import { hasSettings, list, merge, readSettings, SETTING_NAMES, splitArea, withArea } from './settings.js'

/** `data-pu-scroll-offset` → dataset key `puScrollOffset`, as the browser does it. */
const datasetOf = (attrs: Record<string, string>) =>
  Object.fromEntries(Object.entries(attrs).map(([k, v]) => [k.replace(/^data-/, '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase()), v]))

describe('settings: every name of spec 000 §3, and append', () => {
  it('lists all 29 settings and append', () => {
    expect(SETTING_NAMES).toEqual([
      'target', 'requestTarget', 'url', 'type', 'data', 'dataMerge', 'settings', 'eventName', 'alterHistory',
      'historyScope', 'layoutContext', 'omit', 'pick', 'scroll', 'scrollOffset', 'scrollDuration',
      'removeContainerWidgetData', 'formsChangesDetection', 'suppressRedirect', 'refreshEvent', 'processStateToken',
      'clearCache', 'command', 'timeout', 'cache', 'persistFocus', 'headers', 'collectFormData', 'rememberPagination',
      'append',
    ])
  })

  it.each(['pu', 'partial-update'])('reads every setting with the prefix data-%s-', (prefix) => {
    const d = datasetOf({
      [`data-${prefix}-target`]: 'a+b',
      [`data-${prefix}-request-target`]: 'a,b, c',
      [`data-${prefix}-url`]: '/x',
      [`data-${prefix}-type`]: 'post',
      [`data-${prefix}-data`]: 'a=1&b=2',
      [`data-${prefix}-data-merge`]: 'false',
      [`data-${prefix}-event-name`]: 'change debounce',
      [`data-${prefix}-alter-history`]: 'replace',
      [`data-${prefix}-history-scope`]: '2',
      [`data-${prefix}-layout-context`]: 'wide',
      [`data-${prefix}-omit`]: 'x,y',
      [`data-${prefix}-pick`]: 'z',
      [`data-${prefix}-scroll`]: '',
      [`data-${prefix}-scroll-offset`]: '40',
      [`data-${prefix}-scroll-duration`]: '0',
      [`data-${prefix}-remove-container-widget-data`]: 'false',
      [`data-${prefix}-forms-changes-detection`]: 'true',
      [`data-${prefix}-suppress-redirect`]: '1',
      [`data-${prefix}-refresh-event`]: 'cartChanged',
      [`data-${prefix}-process-state-token`]: 'tok',
      [`data-${prefix}-clear-cache`]: 'true',
      [`data-${prefix}-command`]: 'close',
      [`data-${prefix}-timeout`]: '5000',
      [`data-${prefix}-cache`]: 'false',
      [`data-${prefix}-persist-focus`]: 'false',
      [`data-${prefix}-headers`]: '{"X-A":"1"}',
      [`data-${prefix}-collect-form-data`]: 'false',
      [`data-${prefix}-remember-pagination`]: 'true',
      [`data-${prefix}-append`]: '.tiles',
      [`data-${prefix}-settings`]: '{"scrollOffset":10,"command":"base"}',
    })
    expect(readSettings(d)).toEqual({
      target: ['a', 'b'],
      requestTarget: ['a', 'b', 'c'],
      url: '/x',
      type: 'post',
      data: 'a=1&b=2',
      dataMerge: false,
      eventName: ['change', 'debounce'],
      alterHistory: 'replace',
      historyScope: '2',
      layoutContext: 'wide',
      omit: ['x', 'y'],
      pick: ['z'],
      scroll: true,
      scrollOffset: 40,
      scrollDuration: 0,
      removeContainerWidgetData: false,
      formsChangesDetection: true,
      suppressRedirect: true,
      refreshEvent: ['cartChanged'],
      processStateToken: 'tok',
      clearCache: true,
      command: 'close',
      timeout: 5000,
      cache: false,
      persistFocus: false,
      headers: { 'X-A': '1' },
      collectFormData: false,
      rememberPagination: true,
      append: '.tiles',
    })
  })

  it('the short prefix wins over the long one', () => {
    expect(readSettings(datasetOf({ 'data-pu-target': 'short', 'data-partial-update-target': 'long' })).target).toEqual(['short'])
  })

  it('settings JSON is the base that attributes override', () => {
    const s = readSettings(datasetOf({ 'data-pu-settings': '{"scroll":false,"timeout":9}', 'data-pu-timeout': '10' }))
    expect(s).toEqual({ scroll: false, timeout: 10 })
  })

  it('data-pu-event is short for the event name', () => {
    expect(readSettings(datasetOf({ 'data-pu-event': 'change|input' })).eventName).toEqual(['change', 'input'])
    expect(readSettings(datasetOf({ 'data-partial-update-event': 'input, debounce' })).eventName).toEqual(['input', 'debounce'])
  })

  it('alterHistory: push by default, replace, or off', () => {
    const h = (v: string) => readSettings({ puAlterHistory: v }).alterHistory
    expect([h(''), h('true'), h('push'), h('replace'), h('false'), h('0')]).toEqual(['push', 'push', 'push', 'replace', false, false])
  })

  it('data is a query string or a JSON object; bad JSON and bad numbers are ignored', () => {
    expect(readSettings({ puData: '{"a":1}' }).data).toEqual({ a: 1 })
    expect(readSettings({ puHeaders: '{bad', puTimeout: 'soon', puScrollOffset: '' })).toEqual({})
  })

  it('knows whether an element carries a setting of its own', () => {
    expect(hasSettings({ puScroll: 'false' })).toBe(true)
    expect(hasSettings({ partialUpdateTarget: 'x' })).toBe(true)
    expect(hasSettings({ puEvent: 'change' })).toBe(true)
    expect(hasSettings({ island: 'Countdown', puLoadedPages: '2' })).toBe(false)
  })
})

describe('settings: target lists and @area urls', () => {
  it('splits on + and , and drops blanks', () => {
    expect(list('a+b,c')).toEqual(['a', 'b', 'c'])
    expect(list(' a , +b ')).toEqual(['a', 'b'])
  })

  it('takes a dynamic area id after @ at the end of the path, keeping query and hash', () => {
    expect(splitArea('/qf/cs/aktuality@newsList')).toEqual({ url: '/qf/cs/aktuality', area: 'newsList' })
    expect(splitArea('/qf/cs/aktuality@newsList?page=2')).toEqual({ url: '/qf/cs/aktuality?page=2', area: 'newsList' })
    expect(splitArea('/a@b/c@side#top')).toEqual({ url: '/a@b/c#top', area: 'side' })
    expect(splitArea('https://127.0.0.1/x@side?q=1')).toEqual({ url: 'https://127.0.0.1/x?q=1', area: 'side' })
    expect(splitArea('/path')).toEqual({ url: '/path' })
  })

  it.each(['/x?u=me@host', '/qf/cs/aktuality?page=2@newsList', '/x#me@host', '/x?a=1#b@c', 'mailto:a@b.cz?x=1', '//me@host', 'https://me@host', '/x@1area', '/x@'])(
    'never takes an area from the query, the hash or the authority: %s',
    (url) => {
      expect(splitArea(url)).toEqual({ url })
    },
  )

  it('adds the area to the targets once', () => {
    expect(withArea({ url: '/p@area', target: ['a'] })).toEqual({ url: '/p', target: ['a', 'area'] })
    expect(withArea({ url: '/p@a', target: ['a'] })).toEqual({ url: '/p', target: ['a'] })
    expect(withArea({ url: '/p@area' })).toEqual({ url: '/p', target: ['area'] })
  })

  it('merges with later objects winning and undefined never overriding', () => {
    expect(merge({ scroll: true, timeout: 1 }, { scroll: false, timeout: undefined }, undefined)).toEqual({ scroll: false, timeout: 1 })
  })
})
