/** One address per page: trailing slashes answer 301 to the address without them, never to another host. */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engine, testApp } from '../../support/app.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await testApp()
})
afterAll(async () => {
  await app?.close()
})

const inject = (url: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') => app.inject({ method, url })

describe(`trailing slash on ${engine}`, () => {
  it.each([
    ['/qf/cs/aktuality/', '/qf/cs/aktuality'],
    ['/qf/en/news/', '/qf/en/news'],
    ['/qf/cs/o-univerzite/kontakty/', '/qf/cs/o-univerzite/kontakty'],
    ['/qf/en/documents///?kind=report&page=2', '/qf/en/documents?kind=report&page=2'],
    ['/qf/cs/eshop/?x=%2F%2Fevil.example', '/qf/cs/eshop?x=%2F%2Fevil.example'],
    ['/qf/en/', '/qf/en'],
  ])('%s answers 301 to %s, which is the page', async (from, to) => {
    const res = await inject(from)
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe(to)
    expect((await inject(from, 'HEAD')).headers.location).toBe(to)
    const target = await inject(to)
    expect([200, 302]).toContain(target.statusCode)
  })

  it.each(['//evil.example/', '///evil.example//', '/\\evil.example/', '//evil.example/qf/cs/uvod/'])(
    '%s is never sent to another host',
    async (url) => {
      const res = await inject(url)
      expect(res.statusCode).toBeLessThan(500)
      const location = res.headers.location
      if (location !== undefined) expect(String(location)).toMatch(/^\/(?![/\\])/)
    },
  )

  it('keeps an encoded double slash a local path', async () => {
    const res = await inject('/%2F%2Fevil.example/')
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('/%2F%2Fevil.example')
    expect((await inject('/%2F%2Fevil.example')).statusCode).toBe(404)
  })

  it('leaves form posts and addresses without a trailing slash alone', async () => {
    expect((await inject('/qf/cs/ramjet/performLogin/', 'POST')).statusCode).not.toBe(301)
    expect((await inject('/qf/cs/aktuality')).statusCode).toBe(200)
    expect((await inject('/')).statusCode).toBe(302)
  })
})
