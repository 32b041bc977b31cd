/**
 * Registration, confirmation, password reset, password change, profile and addresses through
 * app.inject, with mail delivered by the outbox worker to a real in-process SMTP server.
 */
import { sql } from 'drizzle-orm'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { engine, testApp } from '../../support/app.js'
import { postForm } from '../../support/client.js'
import { expectIn, unescape } from '../../support/html.js'
import { startSmtp, type TestSmtp } from '../../support/smtp.js'

let app: FastifyInstance
let smtp: TestSmtp
beforeAll(async () => {
  smtp = await startSmtp()
  app = await testApp({ env: { SMTP_URL: smtp.url } })
})
afterAll(async () => {
  await app?.close()
  await smtp?.close()
})
beforeEach(async () => {
  // Each test starts with fresh throttling counters (every submission counts, ADR 025).
  await app.db.execute(sql`delete from login_failures`)
})

const STRONG = 'modrá velryba šroubuje kolo'
let seq = 0
const freshEmail = () => `nova.${Date.now()}.${++seq}@example.cz`

/**
 * Posts a form with the session token `cookie`, if any. The file passes tokens, not jars: its
 * tests compare the token a login or a password change ends with the one it sets, which a jar
 * would overwrite.
 */
const post = (url: string, body: Record<string, string>, cookie?: string, headers: Record<string, string> = {}) =>
  postForm(app, url, body, cookie ? { qf_session: cookie } : {}, headers)

const get = (url: string, cookie?: string) => app.inject({ url, cookies: cookie ? { qf_session: cookie } : {} })
const sessionOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'qf_session')?.value

/** Delivers the outbox and returns the last mail to `to` with `subject` (undefined when none came). */
async function mailTo(to: string, subject?: string) {
  await app.outbox!.deliverDue()
  return smtp.mails.filter((m) => m.to.some((r) => r.toLowerCase() === to.toLowerCase()) && (!subject || m.subject === subject)).at(-1)
}

const linkIn = (text: string, path: string) => {
  const match = new RegExp(`https?://[^/\\s]+(${path.replace(/[/]/g, '\\/')}\\?token=[A-Za-z0-9_-]{43})`).exec(text)
  return match?.[1]
}

async function register(email: string, lang = 'cs', overrides: Record<string, string> = {}) {
  const path = lang === 'cs' ? '/qf/cs/registrace' : '/qf/en/registration'
  return post(path, { displayName: 'Nová Studentka', email, password: STRONG, passwordConfirm: STRONG, ...overrides })
}

/** Registers, confirms through the mailed link and returns the session cookie. */
async function registeredUser(email = freshEmail()) {
  await register(email)
  const link = linkIn((await mailTo(email))!.text, '/qf/cs/registrace/potvrzeni')!
  const token = new URL(link, 'http://x').searchParams.get('token')!
  const res = await post('/qf/cs/registrace/potvrzeni', { token })
  return { email, cookie: sessionOf(res)! }
}

const rowsOf = async (query: ReturnType<typeof sql>) => ((await app.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows
const countOf = async (query: ReturnType<typeof sql>) => Number((await rowsOf(query))[0]!.n)

describe(`registration on ${engine}`, () => {
  it('mails a confirmation link; the link shows a button that creates the account and signs in, once', async () => {
    const email = freshEmail()
    const res = await register(email)
    expect(res.statusCode).toBe(200)
    expectIn(res.body, `Poslali jsme e-mail na adresu ${email}.`)
    expect(await countOf(sql`select count(*) as n from users where email = ${email}`)).toBe(0)

    const mail = (await mailTo(email, 'Potvrďte registraci na webu Univerzity QF'))!
    expect(mail.text).toContain('Nová Studentka')
    const link = linkIn(mail.text, '/qf/cs/registrace/potvrzeni')!
    expect(link).toBeDefined()
    // The token is stored only as its hash.
    const token = new URL(link, 'http://x').searchParams.get('token')!
    expect(await countOf(sql`select count(*) as n from account_tokens where id = ${token}`)).toBe(0)

    const page = await get(link)
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('private, no-store')
    expectIn(page.body, 'Potvrdit a přihlásit se')
    expect(await countOf(sql`select count(*) as n from users where email = ${email}`)).toBe(0)

    const confirmed = await post('/qf/cs/registrace/potvrzeni', { token })
    expect(confirmed.statusCode).toBe(303)
    expect(confirmed.headers.location).toBe('/qf/cs/ucet?notice=welcome')
    const account = await get('/qf/cs/ucet?notice=welcome', sessionOf(confirmed))
    expectIn(account.body, 'Vítejte, Nová Studentka! Váš účet je založen.')
    expectIn(account.body, email)

    const replay = await post('/qf/cs/registrace/potvrzeni', { token })
    expect(replay.statusCode).toBe(410)
    expectIn(unescape(replay.body), 'Odkaz už neplatí')
    expect((await get(link)).statusCode).toBe(410)

    const login = await post('/qf/cs/ramjet/performLogin', { email, password: STRONG })
    expect(login.statusCode).toBe(303)
  })

  it('answers an address that has an account the same way and tells its owner, with no link', async () => {
    const before = await countOf(sql`select count(*) as n from users`)
    const res = await register('Student@Example.cz', 'en')
    expect(res.statusCode).toBe(200)
    expectIn(res.body, 'We have sent an email to Student@Example.cz.')
    const mail = (await mailTo('Student@Example.cz', 'An attempt to register with your address'))!
    expect(mail.text).toContain('/qf/en/forgotten-password')
    expect(mail.text).not.toMatch(/token=/)
    expect(await countOf(sql`select count(*) as n from users`)).toBe(before)
  })

  it('refuses a weak password, the person’s own name as password, a mismatch and a short one with 422', async () => {
    const email = freshEmail()
    const cases: Array<[Record<string, string>, string]> = [
      [{ password: 'password123', passwordConfirm: 'password123' }, 'Heslo je příliš snadné uhodnout.'],
      [{ displayName: 'Jana Nováková', password: 'jana.novakova', passwordConfirm: 'jana.novakova', email: 'jana.novakova@example.cz' }, 'Heslo je příliš snadné uhodnout.'],
      [{ passwordConfirm: 'something else entirely' }, 'Hesla se neshodují.'],
      [{ password: 'short', passwordConfirm: 'short' }, 'Heslo musí mít alespoň 10 znaků.'],
      [{ displayName: '' }, 'Zadejte jméno.'],
      [{ displayName: 'x'.repeat(101) }, 'Text je příliš dlouhý.'],
      [{ displayName: 'Nová\u0000Studentka' }, 'Text obsahuje nepovolené znaky.'],
      [{ email: `${'a'.repeat(300)}@example.cz` }, 'Zadejte e-mail ve tvaru jmeno@domena.cz.'],
    ]
    for (const [overrides, message] of cases) {
      const res = await register(email, 'cs', overrides)
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422)
      expectIn(res.body, message)
      expectIn(res.body, STRONG, false)
    }
    expect(await mailTo(email)).toBeUndefined()
  })

  it('shows a hostile name as text and refuses what no form sends', async () => {
    const res = await register(freshEmail(), 'cs', { displayName: '<script>alert(1)</script>' })
    expect(res.statusCode).toBe(200)
    const json = await app.inject({ method: 'POST', url: '/qf/en/registration', headers: { 'content-type': 'application/json' }, payload: '{"email":"a@b.cz"}' })
    expect(json.statusCode).toBe(422)
    expectIn(json.body, 'The form did not arrive in the shape we expect.')
    // Fastify's JSON parser refuses prototype keys before any route runs: a 400 page, not a 500.
    const proto = await app.inject({ method: 'POST', url: '/qf/en/registration', headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"x":1}}' })
    expect(proto.statusCode).toBe(400)
    const repeated = await app.inject({ method: 'POST', url: '/qf/en/registration', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=a@b.cz&email=c@d.cz&constructor=1' })
    expect(repeated.statusCode).toBe(422)
  })

  it('refuses forged, malformed and expired confirmation tokens with 410', async () => {
    for (const token of ['', 'x', 'A'.repeat(43), "' or 1=1 --", 'A'.repeat(5000)]) {
      expect((await get(`/qf/en/registration/confirm?token=${encodeURIComponent(token)}`)).statusCode).toBe(410)
      const res = await post('/qf/en/registration/confirm', { token })
      expect(res.statusCode).toBe(410)
      expectIn(res.body, 'The link is no longer valid')
    }
    const email = freshEmail()
    await register(email)
    const token = new URL(linkIn((await mailTo(email))!.text, '/qf/cs/registrace/potvrzeni')!, 'http://x').searchParams.get('token')!
    await app.db.execute(sql`update account_tokens set expires_at = now() - interval '1 second' where email = ${email}`)
    expect((await post('/qf/cs/registrace/potvrzeni', { token })).statusCode).toBe(410)
    expect(await countOf(sql`select count(*) as n from users where email = ${email}`)).toBe(0)
  })

  it('refuses a registration posted from another site (CSRF)', async () => {
    const res = await register(freshEmail(), 'cs', {})
    expect(res.statusCode).toBe(200)
    const forged = await post('/qf/cs/registrace', { displayName: 'X', email: freshEmail(), password: STRONG, passwordConfirm: STRONG }, undefined, { 'sec-fetch-site': 'cross-site' })
    expect(forged.statusCode).toBe(403)
  })
})

describe(`password reset on ${engine}`, () => {
  it('mails a single-use link that sets a new password, ends every session and signs in', async () => {
    const { email, cookie: oldSession } = await registeredUser()
    const res = await post('/qf/en/forgotten-password', { email })
    expect(res.statusCode).toBe(200)
    expectIn(res.body, `If ${email} has an account with us`)
    const link = linkIn((await mailTo(email, 'Set a new password'))!.text, '/qf/en/reset-password')!
    const token = new URL(link, 'http://x').searchParams.get('token')!
    expect((await get(link)).statusCode).toBe(200)

    const weak = await post('/qf/en/reset-password', { token, password: 'password123', passwordConfirm: 'password123' })
    expect(weak.statusCode).toBe(422)
    expectIn(weak.body, 'The password is too easy to guess.')

    const fresh = 'zelený kopec hvízdá ráno'
    const done = await post('/qf/en/reset-password', { token, password: fresh, passwordConfirm: fresh })
    expect(done.statusCode).toBe(303)
    expect(done.headers.location).toBe('/qf/en/account?notice=passwordReset')
    expect(await mailTo(email, 'Your password has been changed')).toBeDefined()
    // The old session is over; the new one works; the link is spent.
    expect((await get('/qf/en/account', oldSession)).statusCode).toBe(303)
    expect((await get('/qf/en/account', sessionOf(done))).statusCode).toBe(200)
    expect((await post('/qf/en/reset-password', { token, password: fresh, passwordConfirm: fresh })).statusCode).toBe(410)
    expect((await post('/qf/en/ramjet/performLogin', { email, password: STRONG })).statusCode).toBe(422)
    expect((await post('/qf/en/ramjet/performLogin', { email, password: fresh })).statusCode).toBe(303)
  })

  it('answers an unknown address the same way and sends nothing', async () => {
    const email = freshEmail()
    // Counted for this address only: on a shared PostgreSQL other test files write mail at the same time.
    const res = await post('/qf/en/forgotten-password', { email })
    expect(res.statusCode).toBe(200)
    expectIn(res.body, `If ${email} has an account with us`)
    expect(await countOf(sql`select count(*) as n from outbox where recipient = ${email}`)).toBe(0)
    // The same count does see mail for an address that has an account.
    const { email: known } = await registeredUser()
    const mailed = await countOf(sql`select count(*) as n from outbox where recipient = ${known}`)
    expect((await post('/qf/en/forgotten-password', { email: known })).statusCode).toBe(200)
    expect(await countOf(sql`select count(*) as n from outbox where recipient = ${known}`)).toBe(mailed + 1)
  })

  it('throttles requests for one address after five an hour (429, localized), whether it exists or not', async () => {
    for (const email of [freshEmail(), 'student@example.cz']) {
      for (let i = 0; i < 5; i++) expect((await post('/qf/cs/zapomenute-heslo', { email })).statusCode).toBe(200)
      const refused = await post('/qf/cs/zapomenute-heslo', { email })
      expect(refused.statusCode).toBe(429)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expectIn(refused.body, 'Tento formulář byl odeslán příliš mnohokrát.')
    }
  })

  it('refuses a forged token and does not change the password', async () => {
    const res = await post('/qf/cs/obnova-hesla', { token: 'B'.repeat(43), password: STRONG, passwordConfirm: STRONG })
    expect(res.statusCode).toBe(410)
    expect((await get('/qf/cs/obnova-hesla')).statusCode).toBe(410)
  })
})

describe(`account and addresses on ${engine}`, () => {
  it('sends a visitor who is not signed in to the login page and back', async () => {
    const res = await get('/qf/cs/ucet/adresy/nova')
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(`/qf/cs/prihlaseni?returnTo=${encodeURIComponent('/qf/cs/ucet/adresy/nova')}`)
    expect((await post('/qf/cs/ucet/adresy/nova', { name: 'X' })).statusCode).toBe(303)
  })

  it('adds, edits and deletes addresses with Czech postal codes and phones; another user’s id is a 404', async () => {
    const { cookie } = await registeredUser()
    const address = { name: 'Jana Nová', street: 'Rokitanského 62', city: 'Hradec Králové', postalCode: '50003', phone: '777123456' }
    const added = await post('/qf/cs/ucet/adresy/nova', address, cookie)
    expect(added.statusCode).toBe(303)
    const page = await get('/qf/cs/ucet', cookie)
    expectIn(page.body, '500 03 Hradec Králové')
    expectIn(page.body, '+420 777 123 456')
    const id = Number(/\/qf\/cs\/ucet\/adresy\/(\d+)"/.exec(page.body)![1])

    const bad: Array<[Record<string, string>, string]> = [
      [{ postalCode: '5000' }, 'Zadejte PSČ jako pět číslic, například 500 03.'],
      [{ postalCode: '500-03' }, 'Zadejte PSČ jako pět číslic, například 500 03.'],
      [{ phone: '12345' }, 'Zadejte české telefonní číslo o devíti číslicích'],
      [{ phone: '+421 777 123 456' }, 'Zadejte české telefonní číslo o devíti číslicích'],
      [{ street: 'x'.repeat(201) }, 'Text je příliš dlouhý.'],
      [{ city: '' }, 'Vyplňte toto pole.'],
    ]
    for (const [change, message] of bad) {
      const res = await post(`/qf/cs/ucet/adresy/${id}`, { ...address, ...change }, cookie)
      expect(res.statusCode, JSON.stringify(change)).toBe(422)
      expectIn(res.body, message)
    }
    const edited = await post(`/qf/cs/ucet/adresy/${id}`, { ...address, postalCode: '110 00', phone: '+420 602 000 111', city: 'Praha' }, cookie)
    expect(edited.statusCode).toBe(303)
    expectIn((await get('/qf/cs/ucet', cookie)).body, '110 00 Praha')

    const other = await registeredUser()
    expect((await get(`/qf/cs/ucet/adresy/${id}`, other.cookie)).statusCode).toBe(404)
    expect((await post(`/qf/cs/ucet/adresy/${id}`, address, other.cookie)).statusCode).toBe(404)
    expect((await post(`/qf/cs/ucet/adresy/${id}/smazat`, {}, other.cookie)).statusCode).toBe(404)
    for (const forged of ['abc', '0', '99999999999', '1%20or%201=1', '__proto__']) {
      expect((await get(`/qf/cs/ucet/adresy/${forged}`, cookie)).statusCode, forged).toBe(404)
    }
    expectIn((await get('/qf/cs/ucet', cookie)).body, '110 00 Praha')

    expect((await post(`/qf/cs/ucet/adresy/${id}/smazat`, {}, cookie)).statusCode).toBe(303)
    expectIn((await get('/qf/cs/ucet', cookie)).body, 'Zatím nemáte uloženou žádnou adresu.')
    expect((await post(`/qf/cs/ucet/adresy/${id}/smazat`, {}, cookie)).statusCode).toBe(404)
  })

  it('renames the user and refuses a bad name with 422', async () => {
    const { cookie } = await registeredUser()
    expect((await post('/qf/en/account', { displayName: '' }, cookie)).statusCode).toBe(422)
    expect((await post('/qf/en/account', { displayName: 'Jana Veselá' }, cookie)).statusCode).toBe(303)
    expectIn((await get('/qf/en/account?notice=profileSaved', cookie)).body, 'Jana Veselá')
  })

  it('changes the password with the current one, ends the other sessions and keeps this one', async () => {
    const { email, cookie } = await registeredUser()
    const other = sessionOf(await post('/qf/cs/ramjet/performLogin', { email, password: STRONG }))!
    const wrong = await post('/qf/cs/ucet/zmena-hesla', { currentPassword: 'not it', password: 'žlutý drak peče koláč', passwordConfirm: 'žlutý drak peče koláč' }, cookie)
    expect(wrong.statusCode).toBe(422)
    expectIn(wrong.body, 'Současné heslo nesouhlasí.')
    const weak = await post('/qf/cs/ucet/zmena-hesla', { currentPassword: STRONG, password: 'password123', passwordConfirm: 'password123' }, cookie)
    expect(weak.statusCode).toBe(422)
    const changed = await post('/qf/cs/ucet/zmena-hesla', { currentPassword: STRONG, password: 'žlutý drak peče koláč', passwordConfirm: 'žlutý drak peče koláč' }, cookie)
    expect(changed.statusCode).toBe(303)
    expect((await get('/qf/cs/ucet', other)).statusCode).toBe(303)
    expect((await get('/qf/cs/ucet', cookie)).statusCode).toBe(303)
    expect((await get('/qf/cs/ucet', sessionOf(changed))).statusCode).toBe(200)
    expect(await mailTo(email, 'Vaše heslo bylo změněno')).toBeDefined()
  })
})
