/**
 * Errors from the database of the run. PGlite runs in the process: it cannot be stopped or
 * frozen from outside, but it can fail a query or be closed. A failing query is the localized
 * 500 page in the site's frame (a 500 fragment for a partial request), a closed database the
 * 503, and the app goes on serving. PostgreSQL stopped and frozen: outage.test.ts.
 */
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { engine, testApp } from '../../support/app.js'
import { expectIn } from '../../support/html.js'

const apps: FastifyInstance[] = []
afterAll(async () => {
  for (const app of apps) await app.close()
})

describe(`errors from the database on ${engine}`, () => {
  // The PostgreSQL test database is shared by every test file at once: break tables only in a
  // private PGlite copy.
  it.skipIf(engine === 'postgres')('answers a failing query with the localized 500 page, and serves the rest', async () => {
    const app = await testApp()
    apps.push(app)
    await app.db.execute(sql`alter table news rename to news_away`)
    const page = await app.inject({ url: '/qf/cs/aktuality?page=2' })
    expect(page.statusCode).toBe(500)
    expectIn(page.body, 'Něco se pokazilo')
    expectIn(page.body, 'id="pageHeader"')
    expectIn(page.body, 'id="mainNav"')
    const part = await app.inject({ url: '/qf/en/news?page=2', headers: { 'x-pu-target': 'newsList' } })
    expect(part.statusCode).toBe(500)
    expect(part.headers['x-pu-error']).toBe('1')
    expectIn(part.body, 'Something went wrong')
    expect(part.headers['retry-after']).toBeUndefined()
    expect((await app.inject({ url: '/qf/cs/eshop' })).statusCode).toBe(200)
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200)
    await app.db.execute(sql`alter table news_away rename to news`)
    expect((await app.inject({ url: '/qf/cs/aktuality?page=2' })).statusCode).toBe(200)
  })

  it('answers the 503 in the site frame when the database is closed, and serves what it stored', async () => {
    const app = await testApp()
    apps.push(app)
    const stored = '/qf/en/news?page=3'
    expect((await app.inject({ url: stored })).statusCode).toBe(200)
    await app.database.close()
    const page = await app.inject({ url: '/qf/en/news?page=4' })
    expect(page.statusCode).toBe(503)
    expect(page.headers['retry-after']).toBe('30')
    expectIn(page.body, 'Service temporarily unavailable')
    expectIn(page.body, 'id="pageHeader"')
    // Nothing can change content in a closed database; its change feed still counts as listening.
    expect((await app.inject({ url: stored })).statusCode).toBe(200)
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200)
  })
})
