import Fastify, { type FastifyReply } from 'fastify'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { cached, type ContentRequest } from './cached.js'

describe('cached routes', () => {
  it('give their loader the language, the address and query of the parameters the page reads, and params; the address is the cache key', async () => {
    const app = Fastify()
    const seen: unknown[] = []
    const keys: unknown[] = []
    app.decorateRequest('lang', 'en')
    app.decorateReply('cachedPage', async function (this: FastifyReply, load: () => Promise<unknown>, key?: string) {
      keys.push(key)
      await load()
      return this.send('ok')
    })
    app.get<{ Params: { slug: string } }>(
      '/qf/en/x/:slug',
      cached<{ Params: { slug: string } }>(
        async (input) => {
          seen.push({ ...input, query: { ...(input.query as object) } })
          return { title: 't', alternate: null, regions: { pageContent: () => <main /> } }
        },
        { query: ['page', 'kind'] },
      ),
    )
    const cookies = { qf_session: 'secret' }
    await app.inject({ url: '/qf/en/x/a-b?r=123&kind=event&page=2&pu=%7B%7D&_=&__proto__=x', cookies, headers: { 'x-pu-target': 'newsList' } })
    await app.inject({ url: '/qf/en/x/a-b?page=2&kind=event' })
    await app.inject({ url: '/qf/en/x/a-b?junk=1' })
    expect(seen[0]).toEqual({ lang: 'en', address: '/qf/en/x/a-b?page=2&kind=event', params: { slug: 'a-b' }, query: { page: '2', kind: 'event' } })
    expect(keys).toEqual(['/qf/en/x/a-b?page=2&kind=event', '/qf/en/x/a-b?page=2&kind=event', '/qf/en/x/a-b'])
  })

  it('cannot reach the visitor: the loader input has no user, session, cookies, headers or nonce', () => {
    expectTypeOf<keyof ContentRequest>().toEqualTypeOf<'lang' | 'address' | 'params' | 'query'>()
  })
})
