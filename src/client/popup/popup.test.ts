import { describe, expect, it } from 'vitest'
import { addressOf } from './ajax.js'
import { messagesOf } from './confirm.js'
import { allowed, hostOf } from './iframe.js'
import { parse } from './success.js'

const ORIGIN = 'https://www.qfu.example.cz'

describe('popup success action: what `data-popup-success` names', () => {
  it.each([
    ['close', { kind: 'close' }],
    [' close ', { kind: 'close' }],
    ['refresh:userLists', { kind: 'refresh', targets: ['userLists'] }],
    ['refresh:userLists,userMenu+newsList', { kind: 'refresh', targets: ['userLists', 'userMenu', 'newsList'] }],
    ['redirect', { kind: 'redirect', url: null }],
    ['redirect:/qf/cs/ucet?x=1', { kind: 'redirect', url: '/qf/cs/ucet?x=1' }],
    [`redirect:${ORIGIN}/qf/en/home`, { kind: 'redirect', url: '/qf/en/home' }],
  ])('%s', (value, expected) => {
    expect(parse(value, ORIGIN)).toEqual(expected)
  })

  it.each([
    undefined,
    '',
    'reload',
    'refresh:',
    'refresh:<script>',
    'refresh:a b"c',
    `refresh:${Array.from({ length: 21 }, (_, i) => `t${i}`).join(',')}`,
    'redirect://evil.example/x',
    'redirect:https://evil.example/x',
    'redirect:javascript:alert(1)',
    'redirect:/\\evil.example',
    '__proto__',
    'constructor',
  ])('refuses %s: no action', (value) => {
    expect(parse(value, ORIGIN)).toBeNull()
  })
})

describe('iframe popup: which addresses may be shown', () => {
  const hosts = ['maps.example.org', 'video.example.com:8443']
  it('allows this site and the listed hosts, over http(s) only', () => {
    expect(allowed('/qf/cs/mapa-arealu', ORIGIN, [])?.href).toBe(`${ORIGIN}/qf/cs/mapa-arealu`)
    expect(allowed('https://maps.example.org/campus', ORIGIN, hosts)?.host).toBe('maps.example.org')
    expect(allowed('https://MAPS.example.org/campus', ORIGIN, hosts)?.host).toBe('maps.example.org')
    expect(allowed('https://video.example.com:8443/e/1', ORIGIN, hosts)?.host).toBe('video.example.com:8443')
  })

  it.each([
    'https://evil.example/map',
    'https://maps.example.org.evil.example/',
    'https://video.example.com/e/1',
    '//evil.example/x',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://user:pw@maps.example.org/',
    'http://[::1',
  ])('refuses %s', (address) => {
    expect(allowed(address, ORIGIN, hosts)).toBeNull()
  })

  it('names the refused host, bounded', () => {
    expect(hostOf('https://evil.example/map', ORIGIN)).toBe('evil.example')
    expect(hostOf('http://[::1' + 'x'.repeat(500), ORIGIN)).toHaveLength(100)
  })
})

describe('ajax popup: the address it asks', () => {
  const trigger = (href: string, returnTo?: string) =>
    ({ getAttribute: (name: string) => (name === 'href' ? href : null), dataset: returnTo ? { popupReturnTo: returnTo } : {} }) as unknown as HTMLElement

  it("is the trigger's, path and query", () => {
    expect(addressOf(trigger('/qf/cs/eshop/tabulka-velikosti?fit=kids'), `${ORIGIN}/qf/cs/eshop`)).toBe('/qf/cs/eshop/tabulka-velikosti?fit=kids')
  })

  it('sets the named parameter to the current page, internal parameters removed', () => {
    const current = `${ORIGIN}/qf/cs/aktuality?page=2&pu=%7B%7D&_=`
    const address = addressOf(trigger('/qf/cs/prihlaseni?returnTo=%2Fqf%2Fcs%2Fuvod', 'returnTo'), current)
    expect(new URL(address, ORIGIN).searchParams.get('returnTo')).toBe('/qf/cs/aktuality?page=2')
  })
})

describe('confirmation: messages per trigger', () => {
  it('reads the data attributes; blank ones fall back to the defaults', () => {
    expect(messagesOf({ confirm: 'Odhlásit?', confirmTitle: 'Odhlášení', confirmButton: 'Odhlásit', declineButton: '  ' })).toEqual({
      title: 'Odhlášení',
      text: 'Odhlásit?',
      confirmButton: 'Odhlásit',
      declineButton: undefined,
    })
    expect(messagesOf({ confirm: '' })).toEqual({ title: undefined, text: undefined, confirmButton: undefined, declineButton: undefined })
  })
})
