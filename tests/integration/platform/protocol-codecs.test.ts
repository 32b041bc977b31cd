/** The server's protocol headers go through the shared codecs: what it encodes, the runtime's decoders read back. */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendNavigate, sendRegions, sendReload } from '../../../src/server/partial.js'
import { codecs } from '../../../src/shared/protocol.js'
import { testApp } from '../../support/app.js'

const ORIGIN = 'http://site.invalid'
let app: FastifyInstance
beforeAll(async () => {
  app = await testApp({
    extend: (a) => {
      a.get('/qf/cs/test-codecs', async (_req, reply) =>
        sendRegions(reply, { title: 'Zkouška – strana 2 | <b>', alternate: '/qf/en/test-codecs' }, [['pageContent', '<main id="pageContent"></main>']]),
      )
      a.post('/qf/cs/test-navigate', async (_req, reply) => sendNavigate(reply, '/qf/cs/uvod'))
      a.post('/qf/cs/test-reload', async (_req, reply) => sendReload(reply, { frame: ['userMenu'], page: '/qf/cs/uvod', focus: 'userMenuName', announce: 'Přihlášen' }))
    },
  })
})
afterAll(async () => {
  await app?.close()
})

const header = (value: string | string[] | number | undefined) => (value === undefined ? null : String(value))

describe('protocol codecs: the server encodes, the runtime decodes', () => {
  it('a query naming constructor, __proto__ or toString is answered, its params read back as plain names', async () => {
    const res = await app.inject({ url: '/qf/cs/test-codecs?constructor=1&__proto__=2&toString=3&hasOwnProperty=4&_=&pu=%7B%7D', headers: { 'x-pu-target': 'pageContent' } })
    expect(res.statusCode).toBe(200)
    expect(codecs.url.decode(header(res.headers['x-pu-url']), ORIGIN)).toBe('/qf/cs/test-codecs?constructor=1&__proto__=2&toString=3&hasOwnProperty=4')
    expect(Object.entries(codecs.params.decode(header(res.headers['x-pu-params']))!)).toEqual([
      ['constructor', ['1']],
      ['__proto__', ['2']],
      ['toString', ['3']],
      ['hasOwnProperty', ['4']],
    ])
    expect(codecs.title.decode(header(res.headers['x-pu-title']))).toBe('Zkouška – strana 2 | <b>')
    expect(codecs.target.decode(header(res.headers['x-pu-target']))).toEqual(['pageContent'])
    expect(codecs.error.decode(header(res.headers['x-pu-error']))).toBe(false)
  })

  it('X-PU-Location, unless the request suppresses redirects', async () => {
    const navigated = await app.inject({ method: 'POST', url: '/qf/cs/test-navigate', headers: { 'x-pu-target': 'loginForm' } })
    expect(codecs.location.decode(header(navigated.headers['x-pu-location']), ORIGIN)?.pathname).toBe('/qf/cs/uvod')
    const suppressed = await app.inject({
      method: 'POST',
      url: '/qf/cs/test-navigate',
      headers: { 'x-pu-target': 'loginForm', 'x-pu-suppress-redirect': codecs.suppressRedirect.encode(true) },
    })
    expect([suppressed.statusCode, suppressed.headers.location]).toEqual([303, '/qf/cs/uvod'])
  })

  it('X-PU-Reload', async () => {
    const res = await app.inject({ method: 'POST', url: '/qf/cs/test-reload', headers: { 'x-pu-target': 'loginForm' } })
    expect([res.statusCode, res.body]).toEqual([200, ''])
    expect(codecs.reload.decode(header(res.headers['x-pu-reload']))).toEqual({ frame: ['userMenu'], page: '/qf/cs/uvod', focus: 'userMenuName', announce: 'Přihlášen' })
  })
})
