/**
 * Live validation through app.inject on the run's database (PGlite or PostgreSQL), and on Redis:
 * the answer's shape, every error code, contexts shared by two app instances on one database,
 * their expiry, and the bad input of issue 13 — always a JSON answer, never another's state.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engine, testApp, testDatabase } from '../../support/app.js'
import { signIn } from '../../support/client.js'
import type { Database } from '../../../src/db/client.js'
import type { LvAnswer } from '../../../src/shared/live-validation.js'
import { digest } from '../../../src/features/validation/validation.service.js'
import { asc, gt, sql } from 'drizzle-orm'
import { productVariants } from '../../../src/db/schema.js'
import { redisClient, type Redis } from '../../../src/lib/redis.js'

const REGISTER = '/validate/cs/registrace'
const STRONG = 'modrá velryba šroubuje kolo'

let database: Database
let app: FastifyInstance
let second: FastifyInstance
beforeAll(async () => {
  database = await testDatabase()
  app = await testApp({ database })
  second = await testApp({ database })
})
afterAll(async () => {
  await app?.close()
  await second?.close()
  await database?.close()
})

const visitorOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'qf_lv')?.value

function call(target: FastifyInstance, url: string, fields: Record<string, string>, visitor?: string, headers: Record<string, string> = {}) {
  return target.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    cookies: visitor ? { qf_lv: visitor } : {},
    payload: new URLSearchParams(fields).toString(),
  })
}

const register = (fields: Record<string, string>, widgets: string, context = '') => ({
  'Live-Validation-Form': 'registerForm',
  'Live-Validation-Requested-Widgets': widgets,
  'Live-Validation-Context-Id': context,
  ramJetLayoutContext: '',
  ...fields,
})

const answerOf = (res: LightMyRequestResponse) => {
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toMatch(/^application\/json/)
  return res.json() as LvAnswer
}

/** Starts a context: its id and the visitor cookie it is bound to. */
async function handshake(target = app, visitor?: string) {
  const res = await call(target, REGISTER, register({ email: 'x' }, 'email'), visitor)
  const answer = answerOf(res)
  return { id: answer.data!.validationContextId, visitor: visitor ?? visitorOf(res)! }
}

describe(`live validation on ${engine}: the answer`, () => {
  it('answers the requested widgets with localized messages from the submit schema and the password check', async () => {
    const res = await call(app, REGISTER, register({ displayName: 'Jana', email: 'not-an-email', password: 'jana12345', passwordConfirm: '' }, 'email;password;displayName;noSuchField'))
    const answer = answerOf(res)
    expect(answer.error).toBe(false)
    expect(answer.errorMessage).toBe('')
    const data = answer.data!
    expect(data.validationContextId).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(data.containerStatus).toBe('error')
    expect(data.requires).toEqual(expect.arrayContaining(['email', 'password']))
    expect(data.widgets.map((w) => w.widgetInputName)).toEqual(['email', 'password', 'displayName'])
    const [email, password, name] = data.widgets
    expect(email).toEqual({
      widgetId: 'lv-registerForm-email',
      widgetInputName: 'email',
      widgetMessageId: 'lv-registerForm-email-message',
      validatedValue: 'not-an-email',
      hasErrors: true,
      hasInfos: false,
      hasMessages: true,
      messages: [{ type: 'error', text: 'Zadejte e-mail ve tvaru jmeno@domena.cz.' }],
      keyedMessages: {},
      hasKeyedErrors: false,
    })
    // The password is never sent back; too short (schema) comes first, the meter's info beside it.
    expect(password!.validatedValue).toBeNull()
    expect(password!.messages[0]).toEqual({ type: 'error', text: expect.stringContaining('10') })
    expect(password!.keyedMessages.passwordStrength).toMatchObject({ type: 'info', score: expect.any(Number) })
    expect(password!.hasInfos).toBe(true)
    expect(name!.hasErrors).toBe(false)
    expect(name!.messages).toEqual([])
  })

  it('says a weak but long password is weak (a keyed error), in English on the English page', async () => {
    const res = await call(app, '/validate/en/registration', register({ displayName: 'Jana Novakova', email: 'jana.novakova@example.cz', password: 'password1234' }, 'password'))
    const [password] = answerOf(res).data!.widgets
    expect(password!.hasErrors).toBe(true)
    expect(password!.hasKeyedErrors).toBe(true)
    expect(password!.keyedMessages.passwordWeak!.text).toMatch(/^[A-Z].*password/i)
    expect(password!.keyedMessages.passwordStrength!.text).toMatch(/^Password strength: /)
  })

  it('a strong password and a complete form: nothing is required', async () => {
    const res = await call(app, REGISTER, register({ displayName: 'Jana', email: 'jana@example.cz', password: STRONG, passwordConfirm: STRONG }, 'password;passwordConfirm'))
    const data = answerOf(res).data!
    expect(data.requires).toEqual([])
    expect(data.containerStatus).not.toBe('error')
    expect(data.widgets[0]!.keyedMessages.passwordStrength!.score).toBeGreaterThanOrEqual(3)
    expect(data.widgets[1]!.hasErrors).toBe(false)
  })

  it('postal codes of the address form, signed in or not (the schema is the submit handler’s)', async () => {
    const res = await call(app, '/validate/cs/ucet/adresy/nova', {
      'Live-Validation-Form': 'addressForm',
      'Live-Validation-Requested-Widgets': 'postalCode;phone',
      postalCode: '5000',
      phone: '123',
    })
    const [postal, phone] = answerOf(res).data!.widgets
    expect(postal!.messages[0]!.text).toBe('Zadejte PSČ jako pět číslic, například 500 03.')
    expect(phone!.hasErrors).toBe(true)
  })

  it('indexed widgets are validated per index', async () => {
    const res = await call(app, '/validate/cs/ucet/adresy/nova', {
      'Live-Validation-Form': 'addressForm',
      'Live-Validation-Requested-Widgets': 'addresses[0].postalCode;addresses[1].postalCode;addresses[1].city',
      'addresses[0].postalCode': '500 03',
      'addresses[1].postalCode': 'abc',
      'addresses[1].city': 'Hradec',
    })
    const widgets = answerOf(res).data!.widgets
    expect(widgets.map((w) => [w.widgetInputName, w.hasErrors])).toEqual([
      ['addresses[0].postalCode', false],
      ['addresses[1].postalCode', true],
      ['addresses[1].city', false],
    ])
    expect(widgets[1]!.widgetId).toBe('lv-addressForm-addresses-1-postalCode')
  })
})

describe(`live validation on ${engine}: contexts and error codes`, () => {
  it('a context is reused by the same visitor, on another node of the same database too', async () => {
    const { id, visitor } = await handshake()
    const again = answerOf(await call(second, REGISTER, register({ email: 'a@b.cz' }, 'email', id), visitor))
    expect(again.error).toBe(false)
    expect(again.data!.validationContextId).toBe(id)
  })

  it('error 01: an unknown, forged or foreign context id (never its state)', async () => {
    const { id } = await handshake()
    const stranger = (await handshake()).visitor
    for (const sent of [id, 'A'.repeat(43), '../../etc', "' or 1=1 --"]) {
      const answer = answerOf(await call(app, REGISTER, register({ email: 'a@b.cz' }, 'email', sent), stranger))
      expect(answer).toEqual({ error: true, errorMessage: 'Error 01: validation context no longer exists', data: null })
    }
  })

  it('error 01 after the time to live', async () => {
    const shortLived = await testApp({ database, env: { LIVE_VALIDATION_TTL_SECONDS: '1' } })
    try {
      const { id, visitor } = await handshake(shortLived)
      expect(answerOf(await call(shortLived, REGISTER, register({}, 'email', id), visitor)).error).toBe(false)
      await new Promise((r) => setTimeout(r, 1300))
      expect(answerOf(await call(shortLived, REGISTER, register({}, 'email', id), visitor)).errorMessage).toMatch(/^Error 01/)
    } finally {
      await shortLived.close()
    }
  })

  it('error 02: a call in progress on another node holds the context; a call that died holds it 10 s at most', async () => {
    const { id, visitor } = await handshake()
    const key = digest(id)
    // The other node's call is under way: it holds the context's lock.
    await app.db.execute(sql`update validation_contexts set busy_until = now() + interval '5 seconds' where id = ${key}`)
    expect(answerOf(await call(app, REGISTER, register({}, 'email', id), visitor))).toEqual({ error: true, errorMessage: 'Error 02: parallel server call in progress', data: null })
    expect(answerOf(await call(second, REGISTER, register({}, 'email', id), visitor)).errorMessage).toMatch(/^Error 02/)
    // Its lock lapsed (the node died mid-call): the context answers again.
    await app.db.execute(sql`update validation_contexts set busy_until = now() - interval '1 second' where id = ${key}`)
    expect(answerOf(await call(second, REGISTER, register({}, 'email', id), visitor)).error).toBe(false)
  })

  it('error 04: the form was submitted (its state released), or the session it began in ended', async () => {
    const { id, visitor } = await handshake()
    const noJs = await app.inject({ method: 'POST', url: '/qf/cs/registrace', cookies: { qf_lv: visitor }, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ displayName: 'Nová', email: `lv.${Date.now()}@example.cz`, password: STRONG, passwordConfirm: STRONG }).toString() })
    expect(noJs.statusCode).toBe(200)
    expect(answerOf(await call(app, REGISTER, register({}, 'email', id), visitor)).errorMessage).toBe('Error 04: form state released on the server')

    // Signed in as Jana, the context is hers; signed out, its state is released.
    const session = (await signIn(app, 'student@example.cz', 'Heslo-2026')).qf_session!
    const first = await app.inject({ method: 'POST', url: '/validate/cs/ucet', cookies: { qf_session: session, qf_lv: visitor }, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'Live-Validation-Form=profileForm&Live-Validation-Requested-Widgets=displayName&displayName=Jana' })
    const ctx = answerOf(first).data!.validationContextId
    const later = answerOf(await call(app, '/validate/cs/ucet', { 'Live-Validation-Form': 'profileForm', 'Live-Validation-Context-Id': ctx, 'Live-Validation-Requested-Widgets': 'displayName', displayName: 'J' }, visitor))
    expect(later.errorMessage).toMatch(/^Error 04/)
  })
})

describe(`live validation on ${engine}: bad input is a JSON error, never a 500`, () => {
  const bad = (fields: Record<string, string>, url = REGISTER) => call(app, url, fields).then(answerOf)

  it('unknown form ids, a form on another page, a page without a form', async () => {
    for (const form of ['noSuchForm', '__proto__', 'constructor', '<script>alert(1)</script>', "x' or 1=1"]) {
      expect(await bad({ 'Live-Validation-Form': form, email: 'a' })).toEqual({ error: true, errorMessage: 'Error 03: unknown form', data: null })
    }
    expect((await bad({ 'Live-Validation-Form': 'registerForm' }, '/validate/cs/zapomenute-heslo')).errorMessage).toBe('Error 03: the form is not on this page')
    expect((await bad({ 'Live-Validation-Form': 'registerForm' }, '/validate/cs/no-such-page')).errorMessage).toBe('Error 03: the form is not on this page')
    expect((await bad({ 'Live-Validation-Form': 'registerForm' }, '/validate/xx/registrace')).errorMessage).toBe('Error 03: no such page')
    expect((await bad({}, '/validate/cs/no-such-page')).error).toBe(true)
  })

  it('10,000 fields, overlong values, repeated fields, prototype names, JSON and text bodies', async () => {
    const many: Record<string, string> = { 'Live-Validation-Form': 'registerForm' }
    for (let i = 0; i < 10_000; i++) many[`f${i}`] = 'x'
    expect((await bad(many)).errorMessage).toBe('Error 03: too many fields')

    const long = answerOf(await call(app, REGISTER, register({ email: `${'a'.repeat(500_000)}@example.cz`, __proto__: 'x', constructor: 'y' } as Record<string, string>, 'email;__proto__;constructor')))
    expect(long.error).toBe(false)
    expect(long.data!.widgets.map((w) => w.widgetInputName)).toEqual(['email'])
    expect(long.data!.widgets[0]!.hasErrors).toBe(true)
    expect(long.data!.widgets[0]!.validatedValue!.length).toBeLessThanOrEqual(1000)

    const repeated = await app.inject({ method: 'POST', url: REGISTER, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'Live-Validation-Form=registerForm&Live-Validation-Requested-Widgets=email&email=a%40b.cz&email=c%40d.cz' })
    expect(answerOf(repeated).data!.widgets[0]!.messages[0]!.text).toBe('Pole bylo odesláno vícekrát.')

    for (const [type, payload] of [
      ['application/json', '{"Live-Validation-Form":"registerForm"'],
      ['text/plain', 'hello'],
      ['application/octet-stream', 'x'],
    ]) {
      const res = await app.inject({ method: 'POST', url: REGISTER, headers: { 'content-type': type! }, payload })
      expect(answerOf(res)).toEqual({ error: true, errorMessage: 'Error 03: not a form submission', data: null })
    }
  })

  it('a forged visitor cookie gets a fresh one; a cross-site post is refused like every other', async () => {
    const res = await call(app, REGISTER, register({}, 'email'), '<script>')
    expect(visitorOf(res)).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const cross = await call(app, REGISTER, register({}, 'email'), undefined, { 'sec-fetch-site': 'cross-site' })
    expect(cross.statusCode).toBe(403)
  })
})

describe('live validation with REDIS_URL: contexts in Redis, shared by two nodes', () => {
  const prefix = `validation-test:${process.pid}:`
  const env = { REDIS_URL: process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379', REDIS_PREFIX: prefix, LIVE_VALIDATION_TTL_SECONDS: '2' }
  let a: FastifyInstance
  let b: FastifyInstance
  let redis: Redis
  beforeAll(async () => {
    a = await testApp({ database, env })
    b = await testApp({ database, env })
    redis = redisClient(env.REDIS_URL)
  })
  afterAll(async () => {
    const keys = (await redis.command('KEYS', `${prefix}*`)) as string[]
    if (keys.length) await redis.command('DEL', ...keys)
    await redis.close()
    await a?.close()
    await b?.close()
  })

  it('handshake on one node, reuse on the other; nothing of it in the database', async () => {
    const { id, visitor } = await handshake(a)
    expect(((await a.db.execute(sql`select count(*)::int as n from validation_contexts where id = ${digest(id)}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0)
    expect(answerOf(await call(b, REGISTER, register({}, 'email', id), visitor)).data!.validationContextId).toBe(id)
    // Another visitor with the id: 01.
    expect(answerOf(await call(b, REGISTER, register({}, 'email', id), 'B'.repeat(43))).errorMessage).toMatch(/^Error 01/)
  })

  it('02 while another call holds it, 04 after the submission, 01 after the time to live', async () => {
    const { id, visitor } = await handshake(a)
    await redis.command('SET', `${prefix}lv:${digest(id)}:lock`, '1', 'PX', 5000)
    expect(answerOf(await call(b, REGISTER, register({}, 'email', id), visitor)).errorMessage).toMatch(/^Error 02/)
    await redis.command('DEL', `${prefix}lv:${digest(id)}:lock`)
    expect(answerOf(await call(b, REGISTER, register({}, 'email', id), visitor)).error).toBe(false)

    await a.liveValidation.release(digest(visitor), 'registerForm')
    expect(answerOf(await call(b, REGISTER, register({}, 'email', id), visitor)).errorMessage).toMatch(/^Error 04/)

    const fresh = await handshake(b)
    await new Promise((r) => setTimeout(r, 2300))
    expect(answerOf(await call(a, REGISTER, register({}, 'email', fresh.id), fresh.visitor)).errorMessage).toMatch(/^Error 01/)
  })
})

describe(`live validation on ${engine}: the checkout form`, () => {
  it('judges the checkout fields with the place-order schema, in the page language, on its page and where a refused order shows it', async () => {
    for (const [url, lang] of [['/validate/cs/eshop/pokladna', 'cs'], ['/validate/en/eshop/checkout/place', 'en']] as const) {
      const res = await call(app, url, {
        'Live-Validation-Form': 'checkoutForm',
        'Live-Validation-Requested-Widgets': 'postalCode;email;city',
        'Live-Validation-Context-Id': '',
        ramJetLayoutContext: '',
        postalCode: '1234',
        email: 'jana@example.cz',
        city: 'Hradec Králové',
      })
      const widgets = answerOf(res).data!.widgets
      const byName = Object.fromEntries(widgets.map((w) => [w.widgetInputName, w]))
      expect(byName.postalCode!.hasErrors, lang).toBe(true)
      expect(byName.email!.hasErrors, lang).toBe(false)
      expect(byName.city!.hasErrors, lang).toBe(false)
      expect(JSON.stringify(byName.postalCode!.messages)).toMatch(lang === 'cs' ? /PSČ/ : /postal code/i)
    }
  })

  it('the checkout page asks for live validation', async () => {
    const [variant] = await database.db.select({ id: productVariants.id }).from(productVariants).where(gt(productVariants.stock, 0)).orderBy(asc(productVariants.id)).limit(1)
    const added = await app.inject({ method: 'POST', url: '/qf/cs/eshop/kosik/pridat', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `variant=${variant!.id}&quantity=1` })
    const cart = added.cookies.find((c) => c.name === 'qf_cart')!.value
    const res = await app.inject({ url: '/qf/cs/eshop/pokladna', cookies: { qf_cart: cart } })
    expect(res.body).toMatch(/<form[^>]*id="checkoutForm"[^>]*data-live-validation="checkoutForm"/)
  })
})
