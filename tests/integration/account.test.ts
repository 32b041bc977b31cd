/** Login, sessions, logout and the CSRF defence, through app.inject. */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engine, testApp } from '../support/app.js'
import { expectIn } from '../support/html.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await testApp()
})
afterAll(async () => {
  await app?.close()
})

const login = (body: Record<string, string>, headers: Record<string, string> = {}, lang = 'cs') =>
  app.inject({
    method: 'POST',
    url: `/qf/${lang}/ramjet/performLogin`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(body).toString(),
  })

const sessionCookie = (res: Awaited<ReturnType<typeof login>>) =>
  res.cookies.find((c) => c.name === 'qf_session')

describe(`login on ${engine}`, () => {
  it('signs the demo user in, sets a safe session cookie and redirects to the return address', async () => {
    const res = await login({ email: 'Student@Example.cz', password: 'Heslo-2026', returnTo: '/qf/cs/aktuality' })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/qf/cs/aktuality')
    const cookie = sessionCookie(res)!
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    const home = await app.inject({ url: '/qf/cs/uvod', cookies: { qf_session: cookie.value } })
    expectIn(home.body, 'Jana Nováková')
    expectIn(home.body, 'action="/qf/cs/ramjet/performLogout"')
  })

  it('logs out and forgets the session on the server', async () => {
    const token = sessionCookie(await login({ email: 'student@example.cz', password: 'Heslo-2026' }))!.value
    const out = await app.inject({ method: 'POST', url: '/qf/en/ramjet/performLogout', cookies: { qf_session: token } })
    expect(out.statusCode).toBe(303)
    expect(out.headers.location).toBe('/qf/en/home')
    const after = await app.inject({ url: '/qf/en/home', cookies: { qf_session: token } })
    expectIn(after.body, 'Jana Nováková', false)
    expectIn(after.body, 'href="/qf/en/login"')
  })

  it.each([
    [{ email: '', password: '' }, ['Zadejte e-mail.', 'Zadejte heslo.']],
    [{ email: 'not-an-email', password: 'x' }, ['Zadejte e-mail ve tvaru jmeno@domena.cz.']],
    [{ email: 'student@example.cz', password: 'wrong' }, ['E-mail nebo heslo nesouhlasí.']],
    [{ email: 'nobody@example.cz', password: 'Heslo-2026' }, ['E-mail nebo heslo nesouhlasí.']],
    [{ email: `${'a'.repeat(300)}@example.cz`, password: 'x' }, ['Zadejte e-mail ve tvaru jmeno@domena.cz.']],
    [{ email: 'student@example.cz', password: 'p'.repeat(201) }, ['Heslo může mít nejvýše 200 znaků.']],
  ])('refuses %j with 422, localized messages and no session', async (body, messages) => {
    const res = await login(body)
    expect(res.statusCode).toBe(422)
    for (const m of messages) expectIn(res.body, m)
    expect(sessionCookie(res)).toBeUndefined()
  })

  it('escapes hostile input echoed back into the form', async () => {
    const res = await login({ email: '"><script>alert(1)</script>', password: "' or 1=1 --" })
    expect(res.statusCode).toBe(422)
    expectIn(res.body, '<script>alert(1)', false)
    expectIn(res.body, '&quot;&gt;&lt;script&gt;')
  })

  const foreign = ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/.//evil.example/x', '/%2e%2e//evil.example']

  it('never redirects to another site after login', async () => {
    for (const returnTo of foreign) {
      const res = await login({ email: 'student@example.cz', password: 'Heslo-2026', returnTo })
      expect(res.statusCode, returnTo).toBe(303)
      expect(res.headers.location, returnTo).toBe('/qf/cs/uvod')
    }
  })

  it('never carries another site into the login form as the return address', async () => {
    for (const returnTo of foreign) {
      const res = await app.inject({ url: `/qf/cs/prihlaseni?returnTo=${encodeURIComponent(returnTo)}` })
      expect(res.statusCode).toBe(200)
      expectIn(res.body, 'evil.example', false)
      expectIn(res.body, '<input type="hidden" name="returnTo" value="/qf/cs/uvod"/>')
    }
  })

  it('ignores tampered and unknown session cookies', async () => {
    for (const value of ['x', 'A'.repeat(43), "'; drop table users; --", 'a'.repeat(5000)]) {
      const res = await app.inject({ url: '/qf/cs/uvod', cookies: { qf_session: value } })
      expect(res.statusCode).toBe(200)
      expectIn(res.body, 'href="/qf/cs/prihlaseni"')
    }
  })

  it('re-renders only the login form region on a partial request', async () => {
    const res = await login({ email: '', password: '' }, { 'x-pu-target': 'loginForm' })
    expect(res.statusCode).toBe(422)
    expect(res.body.startsWith('<div id="loginForm"')).toBe(true)
    expectIn(res.body, '<h1', false)
    expect(res.headers['x-pu-error']).toBe('1')
  })

  it('answers a successful partial login with a full-page location', async () => {
    const res = await login({ email: 'student@example.cz', password: 'Heslo-2026', returnTo: '/qf/cs/eshop' }, { 'x-pu-target': 'loginForm' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-pu-location']).toBe('/qf/cs/eshop')
    expect(sessionCookie(res)).toBeDefined()
  })

  it('answers a partial login that suppresses redirects with the 303 that fetch follows', async () => {
    const res = await login(
      { email: 'student@example.cz', password: 'Heslo-2026', returnTo: '/qf/cs/eshop' },
      { 'x-pu-target': 'loginForm', 'x-pu-suppress-redirect': '1' },
    )
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/qf/cs/eshop')
    expect(res.headers['x-pu-location']).toBeUndefined()
    expect(sessionCookie(res)).toBeDefined()
  })
})

describe(`cross-site request forgery (${engine})`, () => {
  it.each([
    [{ origin: 'https://evil.example' }],
    [{ origin: 'null' }],
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site', origin: 'https://shop.localhost' }],
  ])('refuses a login POST with %j', async (headers) => {
    const res = await login({ email: 'student@example.cz', password: 'Heslo-2026' }, headers)
    expect(res.statusCode).toBe(403)
    expectIn(res.body, 'Požadavek odmítnut')
    expect(sessionCookie(res)).toBeUndefined()
  })

  it('accepts a same-origin POST', async () => {
    const res = await login(
      { email: 'student@example.cz', password: 'Heslo-2026' },
      { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
    )
    expect(res.statusCode).toBe(303)
  })
})
