/**
 * Session policy through app.inject (ADR 012): the cookie's name and attributes over http and
 * https, rotation on login, sign out everywhere, and two apps on one database acting as two
 * nodes whose session caches must forget an ended session.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_USER, SECOND_USER } from '../../../src/db/seed/index.js'
import { engine, testApp } from '../../support/app.js'
import { postForm, type Jar } from '../../support/client.js'
import { expectIn } from '../../support/html.js'

type Account = typeof DEMO_USER | typeof SECOND_USER

/**
 * Logs in on `app` carrying `jar`, and answers the response: the tests read its Set-Cookie, which
 * signIn does not show. Signing out everywhere uses the second account: other test files hold
 * sessions of the first.
 */
const login = (app: FastifyInstance, jar: Jar = {}, { email, password }: Account = DEMO_USER) => postForm(app, '/qf/cs/ramjet/performLogin', { email, password }, jar)

const tokenOf = (res: LightMyRequestResponse, name = 'qf_session') => {
  const token = res.cookies.find((c) => c.name === name)?.value
  if (!token) throw new Error(`no ${name} cookie: HTTP ${res.statusCode}`)
  return token
}

const signedIn = async (app: FastifyInstance, cookies: Record<string, string>, account: Account = DEMO_USER) =>
  (await app.inject({ url: '/qf/cs/uvod', cookies })).body.includes(account.displayName)

const setCookie = (res: LightMyRequestResponse) => String(res.headers['set-cookie'])

describe(`session cookie and policy on ${engine}`, () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await testApp()
  })
  afterAll(async () => {
    await app?.close()
  })

  it('over http the cookie is qf_session, HttpOnly, SameSite=Lax, path /, and lives no longer than the 12 h session', async () => {
    const header = setCookie(await login(app))
    expect(header).toMatch(/^qf_session=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax$/)
  })

  it('rotates the session on login: the cookie carried in is ended, a new token replaces it', async () => {
    const first = tokenOf(await login(app))
    const second = tokenOf(await login(app, { qf_session: first }))
    expect(second).not.toBe(first)
    expect(await signedIn(app, { qf_session: first })).toBe(false)
    expect(await signedIn(app, { qf_session: second })).toBe(true)
  })

  it('the user menu offers sign out everywhere as a form post', async () => {
    const res = await app.inject({ url: '/qf/en/home', cookies: { qf_session: tokenOf(await login(app)) } })
    expectIn(res.body, 'formAction="/qf/en/ramjet/performLogoutEverywhere"')
    expectIn(res.body, 'Log out everywhere')
  })

  it('sign out everywhere ends every session of the account and clears this cookie', async () => {
    const here = tokenOf(await login(app, {}, SECOND_USER))
    const elsewhere = tokenOf(await login(app, {}, SECOND_USER))
    const res = await app.inject({ method: 'POST', url: '/qf/en/ramjet/performLogoutEverywhere', cookies: { qf_session: here } })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/qf/en/home')
    expect(setCookie(res)).toMatch(/^qf_session=; Max-Age=0; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/)
    expect(await signedIn(app, { qf_session: here }, SECOND_USER)).toBe(false)
    expect(await signedIn(app, { qf_session: elsewhere }, SECOND_USER)).toBe(false)
  })

  it('sign out everywhere without a session just goes home, and a cross-site one is refused', async () => {
    const res = await app.inject({ method: 'POST', url: '/qf/cs/ramjet/performLogoutEverywhere', cookies: { qf_session: 'A'.repeat(43) } })
    expect(res.statusCode).toBe(303)
    const token = tokenOf(await login(app, {}, SECOND_USER))
    const forged = await app.inject({
      method: 'POST',
      url: '/qf/cs/ramjet/performLogoutEverywhere',
      headers: { 'sec-fetch-site': 'cross-site' },
      cookies: { qf_session: token },
    })
    expect(forged.statusCode).toBe(403)
    expectIn(forged.body, 'Požadavek odmítnut')
    expect(await signedIn(app, { qf_session: token }, SECOND_USER)).toBe(true)
  })
})

describe(`session cookie over https (${engine})`, () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await testApp({ env: { PUBLIC_ORIGIN: 'https://www.example.cz', SESSION_ABSOLUTE_HOURS: '2' } })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('is __Host-qf_session, Secure, path / and no Domain, with the configured lifetime', async () => {
    const res = await login(app)
    expect(setCookie(res)).toMatch(/^__Host-qf_session=[A-Za-z0-9_-]{43}; Max-Age=7200; Path=\/; HttpOnly; Secure; SameSite=Lax$/)
    const token = tokenOf(res, '__Host-qf_session')
    expect(await signedIn(app, { '__Host-qf_session': token })).toBe(true)
    // The name without the prefix could have been planted over http or by a sibling domain.
    expect(await signedIn(app, { qf_session: token })).toBe(false)
  })

  it('logout clears the same cookie, Secure', async () => {
    const token = tokenOf(await login(app), '__Host-qf_session')
    const res = await app.inject({ method: 'POST', url: '/qf/cs/ramjet/performLogout', cookies: { '__Host-qf_session': token } })
    expect(setCookie(res)).toMatch(/^__Host-qf_session=; Max-Age=0; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/)
    expect(await signedIn(app, { '__Host-qf_session': token })).toBe(false)
  })
})

describe(`two nodes on one database (${engine}): an ended session is forgotten everywhere`, () => {
  let a: FastifyInstance
  let b: FastifyInstance
  beforeAll(async () => {
    a = await testApp()
    b = await testApp({ database: a.database })
  })
  afterAll(async () => {
    await b?.close()
    await a?.close()
  })

  /** Node B serves the session from its cache, then A ends it: B must say signed out promptly. */
  async function endedOnA(end: (token: string) => Promise<unknown>, account: Account = DEMO_USER) {
    const token = tokenOf(await login(a, {}, account))
    expect(await signedIn(b, { qf_session: token }, account)).toBe(true)
    expect(b.sessionCache.size).toBeGreaterThan(0)
    await end(token)
    const deadline = Date.now() + 2000
    while (await signedIn(b, { qf_session: token }, account)) {
      if (Date.now() > deadline) throw new Error('node B still honours a session ended on node A after 2 s')
      await new Promise((r) => setTimeout(r, 20))
    }
  }

  it('logout on one node', async () => {
    await endedOnA((token) => a.inject({ method: 'POST', url: '/qf/cs/ramjet/performLogout', cookies: { qf_session: token } }))
  })

  it('sign out everywhere on one node', async () => {
    await endedOnA((token) => a.inject({ method: 'POST', url: '/qf/cs/ramjet/performLogoutEverywhere', cookies: { qf_session: token } }), SECOND_USER)
  })

  it('rotation by a new login on one node', async () => {
    await endedOnA((token) => login(a, { qf_session: token }))
  })
})
