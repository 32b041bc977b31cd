/** The server half of the partial-update protocol (docs/protocol.md), through app.inject. */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pushEvents } from '../../../src/server/partial.js'
import { parseMulti, parsePushedEvents } from '../../../src/shared/protocol.js'
import { engine, testApp } from '../../support/app.js'
import { expectIn } from '../../support/html.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await testApp({
    // A form that redirects on success, as every POST handler does: only this test needs it.
    extend: (a) => {
      a.post('/qf/cs/test-redirect', async (_req, reply) => reply.redirect('/qf/cs/aktuality?page=2', 303))
      // A handler that pushes events with its answer, as a cart or a long job will.
      a.get('/qf/en/test-push', async (_req, reply) => {
        pushEvents(reply, { uiEvent: 'cart' })
        pushEvents(reply, { processState: { token: 'import-7', message: 'Hotovo <b>', progress: 100 } })
        return reply.page({ title: 'Push', alternate: null, regions: { pageContent: () => <main id="pageContent" /> } })
      })
    },
  })
})
afterAll(async () => {
  await app?.close()
})

const partial = (url: string, target: string, extra: Record<string, string> = {}) =>
  app.inject({ url, headers: { 'x-pu-target': target, ...extra } })

describe(`partial responses on ${engine}`, () => {
  it('answers one target with that element alone and the protocol headers', async () => {
    const res = await partial('/qf/cs/aktuality?page=2', 'newsList')
    expect(res.statusCode).toBe(200)
    expect(res.body.startsWith('<div id="newsList"')).toBe(true)
    expectIn(res.body, '<html', false)
    expectIn(res.body, 'id="mainContent"', false)
    expect(res.headers['x-pu-url']).toBe('/qf/cs/aktuality?page=2')
    expect(JSON.parse(decodeURIComponent(res.headers['x-pu-params'] as string))).toEqual({ page: ['2'] })
    expect(decodeURIComponent(res.headers['x-pu-title'] as string)).toBe('Aktuality – strana 2')
    expect(res.headers['x-pu-target']).toBe('newsList')
    expect(res.headers['x-pu-error']).toBe('0')
    expect(res.headers.vary).toMatch(/x-pu-target/i)
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('leaves internal parameters out of the content URL', async () => {
    const res = await partial(`/qf/cs/aktuality?page=3&_=&pu=${encodeURIComponent('{"url":"/x"}')}`, 'newsList')
    expect(res.headers['x-pu-url']).toBe('/qf/cs/aktuality?page=3')
  })

  it('is the very region of the full page, without the page frame', async () => {
    const [full, part] = await Promise.all([app.inject({ url: '/qf/cs/aktuality' }), partial('/qf/cs/aktuality', 'newsList')])
    expect(full.headers.vary).toMatch(/x-pu-target/i)
    expectIn(full.body, part.body)
    for (const frame of ['<header', '<footer', '<nav class="main-nav"', 'id="pageContent"']) expectIn(part.body, frame, false)
  })

  it('answers several targets with the delimited envelope, in the asked order, without duplicates', async () => {
    const res = await partial('/qf/en/news', 'userMenu+newsList,userMenu, userLists')
    const parts = parseMulti(res.body)!
    expect([...parts.keys()]).toEqual(['userMenu', 'newsList', 'userLists'])
    expect(parts.get('newsList')!.startsWith('<div id="newsList"')).toBe(true)
    expect(res.headers['x-pu-target']).toBe('userMenu,newsList,userLists')
  })

  it('drops unknown targets and keeps the known ones', async () => {
    const res = await partial('/qf/cs/aktuality', 'nope,newsList,<script>')
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-pu-target']).toBe('newsList')
  })

  it('falls back to the main region when the page has none of the asked ones', async () => {
    const res = await partial('/qf/cs/uvod', 'newsList')
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-pu-target']).toBe('pageContent')
    expect(res.body.startsWith('<main id="pageContent"')).toBe(true)
  })

  it.each([
    ['only unknown names', 'foo,bar'],
    ['a header over 2,000 characters', `newsList,${'x'.repeat(2000)}`],
    ['1,000 names', Array.from({ length: 1000 }, (_, i) => `t${i}`).join(',')],
    ['an empty list', ' , + '],
  ])('answers %s with a clear 400 fragment', async (_name, target) => {
    const res = await partial('/qf/cs/uvod', target)
    expect(res.statusCode).toBe(400)
    expect(res.headers['x-pu-error']).toBe('1')
    expect(res.headers.vary).toMatch(/x-pu-target/i)
    expect(res.body).toBe('<p class="partial-error">Neplatný požadavek</p>')
  })

  it('answers a long list of repeated names once per name', async () => {
    const res = await partial('/qf/cs/aktuality', Array.from({ length: 100 }, () => 'newsList,userMenu').join(','))
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-pu-target']).toBe('newsList,userMenu')
  })

  it('names the same page in the other language, for the language switch of the frame', async () => {
    const detail = await app.inject({ url: '/qf/cs/aktuality' })
    const href = /<a href="(\/qf\/cs\/aktuality\/[^"]+)"/.exec(detail.body)![1]!
    const res = await partial(href, 'newsList')
    expect(res.headers['x-pu-target']).toBe('pageContent')
    const alternate = decodeURIComponent(res.headers['x-pu-alternate'] as string)
    expect(alternate).toMatch(/^\/qf\/en\/news(\/[a-z0-9-]+)?$/)
    const full = await app.inject({ url: href })
    expectIn(full.body, `class="header-button lang-switch" href="${alternate}"`)
    expect(decodeURIComponent((await partial('/qf/en/news?page=2', 'newsList')).headers['x-pu-alternate'] as string)).toBe('/qf/cs/aktuality?page=2')
  })

  it('carries the events a handler pushes, in order, for the runtime to dispatch after the swap', async () => {
    const res = await partial('/qf/en/test-push', 'pageContent')
    expect(parsePushedEvents(res.headers['x-pu-events'] as string)).toEqual([
      { uiEvent: 'cart' },
      { processState: { token: 'import-7', message: 'Hotovo <b>', progress: 100 } },
    ])
    expect(res.headers['x-pu-events']).not.toMatch(/[<>"\s]/)
  })

  it('renders a missing page as an error region with its status', async () => {
    const res = await partial('/qf/en/no-such-page', 'pageContent')
    expect(res.statusCode).toBe(404)
    expect(res.headers['x-pu-error']).toBe('1')
    expect(res.headers.vary).toMatch(/x-pu-target/i)
    expectIn(res.body, 'Page not found')
    expectIn(res.body, '<html', false)
  })

  it('serves the redirected page region after a POST that redirects', async () => {
    const post = await app.inject({ method: 'POST', url: '/qf/cs/test-redirect', headers: { 'x-pu-target': 'newsList' } })
    expect(post.statusCode).toBe(303)
    // fetch() follows the 303 with a GET that keeps the X-PU-Target header:
    const followed = await partial(post.headers.location as string, 'newsList')
    expect(followed.body.startsWith('<div id="newsList"')).toBe(true)
    expect(followed.headers['x-pu-url']).toBe('/qf/cs/aktuality?page=2')
  })

  it.each([
    ['invalid JSON', '{not json'],
    ['a foreign origin', JSON.stringify({ requestTarget: 'newsList', target: 'newsList', url: 'https://evil.example/x' })],
    ['50 KB of text', 'x'.repeat(50_000)],
  ])('ignores garbage in pu (%s) on a full page', async (_name, pu) => {
    const res = await app.inject({ url: `/qf/cs/aktuality?pu=${encodeURIComponent(pu)}` })
    expect(res.statusCode).toBe(200)
    expectIn(res.body, 'evil.example', false)
  })
})
