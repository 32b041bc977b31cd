import Fastify, { type FastifyReply } from 'fastify'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { cached, type ContentRequest } from './cached.js'

describe('cached routes', () => {
  it('give their loader the language, the address without internal parameters, params and query, and nothing else', async () => {
    const app = Fastify()
    const seen: unknown[] = []
    app.decorateRequest('lang', 'en')
    app.decorateReply('cachedPage', async function (this: FastifyReply, load: () => Promise<unknown>) {
      await load()
      return this.send('ok')
    })
    app.get<{ Params: { slug: string } }>(
      '/qf/en/x/:slug',
      cached<{ Params: { slug: string } }>(async (input) => {
        seen.push(input)
        return { title: 't', alternate: null, regions: { pageContent: () => <main /> } }
      }),
    )
    await app.inject({ url: '/qf/en/x/a-b?page=2&pu=%7B%7D&_=', cookies: { qf_session: 'secret' }, headers: { 'x-pu-target': 'newsList' } })
    expect(seen).toEqual([{ lang: 'en', address: '/qf/en/x/a-b?page=2', params: { slug: 'a-b' }, query: { page: '2', pu: '{}', _: '' } }])
  })

  it('cannot reach the visitor: the loader input has no user, session, cookies, headers or nonce', () => {
    expectTypeOf<keyof ContentRequest>().toEqualTypeOf<'lang' | 'address' | 'params' | 'query'>()
  })
})
