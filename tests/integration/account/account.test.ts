/** Login, sessions, logout and the CSRF defence, through app.inject. */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeReload } from '../../../src/shared/protocol.js'
import { engine, testApp } from '../../support/app.js'
import { postForm } from '../../support/client.js'
import { expectIn, unescape } from '../../support/html.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await testApp()
})
afterAll(async () => {
  await app?.close()
})

/** Posts the login form as a visitor without cookies; the tests read the answer's Set-Cookie themselves. */
const login = (body: Record<string, string>, headers: Record<string, string> = {}, lang = 'cs') => postForm(app, `/qf/${lang}/ramjet/performLogin`, body, undefined, headers)

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
    expectIn(unescape(after.body), 'href="/qf/en/login?returnTo=%2Fqf%2Fen%2Fhome"')
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
      // The consent and alert-close forms return to this very page, foreign text in its query and
      // all (escaped, and only ever followed within the site): everything else must not carry it.
      const page = res.body.replace(/<input type="hidden" name="returnTo" value="\/qf\/cs\/prihlaseni\?[^"]*"\/>/g, '')
      expectIn(page, 'evil.example', false)
      expectIn(res.body, '<input type="hidden" name="returnTo" value="/qf/cs/uvod"/>')
    }
  })

  it('ignores tampered and unknown session cookies', async () => {
    for (const value of ['x', 'A'.repeat(43), "'; drop table users; --", 'a'.repeat(5000)]) {
      const res = await app.inject({ url: '/qf/cs/uvod', cookies: { qf_session: value } })
      expect(res.statusCode).toBe(200)
      expectIn(res.body, 'Jana Nováková', false)
      expectIn(unescape(res.body), 'href="/qf/cs/prihlaseni?returnTo=%2Fqf%2Fcs%2Fuvod"')
    }
  })

  it('re-renders only the login form region on a partial request', async () => {
    const res = await login({ email: '', password: '' }, { 'x-pu-target': 'loginForm' })
    expect(res.statusCode).toBe(422)
    expect(res.body.startsWith('<div id="loginForm"')).toBe(true)
    expectIn(res.body, '<h1', false)
    expect(res.headers['x-pu-error']).toBe('1')
  })

  it.each(['cs', 'en'])('answers a successful partial login (%s) by asking to reload the user menu, the lists and the page', async (lang) => {
    const res = await login({ email: 'student@example.cz', password: 'Heslo-2026', returnTo: `/qf/${lang}/eshop` }, { 'x-pu-target': 'loginForm' }, lang)
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('')
    expect(res.headers['x-pu-location']).toBeUndefined()
    expect(res.headers['cache-control']).toBe('no-store')
    expect(decodeReload(String(res.headers['x-pu-reload']))).toEqual({
      frame: ['userMenu', 'userLists', 'userListsRwd'],
      page: `/qf/${lang}/eshop`,
      focus: 'userMenuName',
      announce: lang === 'cs' ? 'Jste přihlášeni jako Jana Nováková.' : 'You are signed in as Jana Nováková.',
    })
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

describe(`login with bad input (${engine}): the form again with a localized message, never a 500`, () => {
  /** Posts `payload` as it is, under `contentType`: what no login form would send. */
  const post = (payload: string, contentType: string, lang = 'cs') => postForm(app, `/qf/${lang}/ramjet/performLogin`, payload, undefined, { 'content-type': contentType })
  const form = 'application/x-www-form-urlencoded'

  it.each([
    ['a missing e-mail', 'password=Heslo-2026', ['Zadejte e-mail.'], ['Enter your email.']],
    ['a missing password', 'email=student%40example.cz', ['Zadejte heslo.'], ['Enter your password.']],
    ['no fields at all', '', ['Zadejte e-mail.', 'Zadejte heslo.'], ['Enter your email.', 'Enter your password.']],
    ['a repeated e-mail', 'email=student%40example.cz&email=x%40y.cz&password=Heslo-2026', ['Pole bylo odesláno vícekrát.'], ['The field was sent more than once.']],
    ['a repeated password', 'email=student%40example.cz&password=a&password=Heslo-2026', ['Pole bylo odesláno vícekrát.'], ['The field was sent more than once.']],
    ['prototype names', '__proto__=x&constructor=y&toString=z&email=student%40example.cz', ['Zadejte heslo.'], ['Enter your password.']],
    ['a NUL byte in the e-mail', 'email=student%00%40example.cz&password=Heslo-2026', ['Zadejte e-mail ve tvaru'], ['Enter an email like']],
  ])('%s', async (_name, payload, cs, en) => {
    for (const [lang, messages] of [['cs', cs], ['en', en]] as const) {
      const res = await post(payload, form, lang)
      expect(res.statusCode, lang).toBe(422)
      for (const m of messages) expectIn(res.body, m)
      expectIn(res.body, 'Invalid input', false)
      expect(sessionCookie(res)).toBeUndefined()
    }
  })

  it('refuses a JSON body, even with the right credentials, with the localized form', async () => {
    for (const [lang, message] of [['cs', 'Formulář nepřišel v podobě'], ['en', 'The form did not arrive in the shape']] as const) {
      const res = await post(JSON.stringify({ email: 'student@example.cz', password: 'Heslo-2026' }), 'application/json', lang)
      expect(res.statusCode).toBe(422)
      expectIn(res.body, message)
      expect(sessionCookie(res)).toBeUndefined()
    }
    const arrays = await post(JSON.stringify({ email: ['a'], password: { $ne: 1 } }), 'application/json', 'en')
    expect(arrays.statusCode).toBe(422)
    expectIn(arrays.body, 'The form did not arrive in the shape')
    const broken = await post('{"email":', 'application/json')
    expect(broken.statusCode).toBe(400)
    expectIn(broken.body, 'Neplatný požadavek')
  })

  it('answers another content type with the localized form, an unknown one or a huge body with a localized 4xx page', async () => {
    const text = await post('email=student@example.cz&password=Heslo-2026', 'text/plain')
    expect(text.statusCode).toBe(422)
    expectIn(text.body, 'Formulář nepřišel v podobě')
    expect(sessionCookie(text)).toBeUndefined()
    const unknown = await post('<login/>', 'application/xml')
    expect(unknown.statusCode).toBe(400)
    expectIn(unknown.body, 'Neplatný požadavek')
    const huge = await post(`email=${'a'.repeat(2 * 1024 * 1024)}`, form)
    expect(huge.statusCode).toBeGreaterThanOrEqual(400)
    expect(huge.statusCode).toBeLessThan(500)
  })

  it('never echoes the password, and keeps the e-mail and the return address for the next try', async () => {
    const res = await post('email=student%40example.cz&password=secret-typed&returnTo=%2Fqf%2Fcs%2Fdokumenty', form)
    expect(res.statusCode).toBe(422)
    expectIn(res.body, 'secret-typed', false)
    expectIn(res.body, 'value="student@example.cz"')
    expectIn(res.body, '<input type="hidden" name="returnTo" value="/qf/cs/dokumenty"/>')
    const empty = await post('email=student%40example.cz&password=', form)
    expectIn(empty.body, /<input [^>]*id="loginPassword"[^>]*aria-invalid="true" aria-describedby="loginPassword-error" class="error"/)
    expectIn(empty.body, '<p class="form__message form__message--error" id="loginPassword-error">Zadejte heslo.</p>')
    expectIn(empty.body, /<input [^>]*id="loginEmail"[^>]*value="student@example.cz"(?![^>]*aria-invalid)/)
  })

  it.each([
    ['over 2,000 characters', `/qf/cs/${'a'.repeat(3000)}`],
    ['repeated', ['/qf/cs/eshop', '/qf/cs/dokumenty']],
    ['the login page', '/qf/en/login?returnTo=%2Fqf%2Fcs%2Feshop'],
    ['the login page, percent-encoded', '/qf/cs/prihl%61seni'],
    ['another site', '//evil.example/x'],
    ['another site behind dot segments', '/.//evil.example/x'],
    ['another site, absolute', 'https://evil.example/'],
  ])('a return address %s is ignored: the login succeeds and leads home', async (_name, returnTo) => {
    const values = Array.isArray(returnTo) ? returnTo : [returnTo]
    const payload = ['email=student%40example.cz', 'password=Heslo-2026', ...values.map((v) => `returnTo=${encodeURIComponent(v)}`)].join('&')
    const res = await post(payload, form)
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/qf/cs/uvod')
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
