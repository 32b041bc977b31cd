/**
 * Two-factor sign-in (issue 25, ADR 064) through the app, on the engine of the run: enrolment on
 * the administration's page, the login's second step with a code or a recovery code, replays,
 * the throttle, expired and forged pending sign-ins, forged offers, the admin sent to enrol, new
 * recovery codes and turning it off, and the audit log's entries.
 */
import { and, desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, twoFactor, twoFactorPending, twoFactorRecovery, userRoles, users } from '../../../src/db/schema.js'
import { accessRepository } from '../../../src/features/access/access.repository.js'
import { base32Decode, stepAt, totpAt } from '../../../src/features/two-factor/totp.js'
import { hashPassword } from '../../../src/lib/password.js'
import { engine, testApp } from '../../support/app.js'
import { postForm, signIn, type Jar } from '../../support/client.js'
import { enrolTwoFactor, knownEnrolment, nextCode, userIdOf } from '../../support/two-factor.js'

const PASSWORD = 'Zkusebni-Heslo-2026'
const STEP = '/qf/cs/prihlaseni/overeni'
const ENROL = '/qf/cs/sprava/dvoufazove-overeni'

let app: FastifyInstance
let made = 0

/** A new account holding `roles` (site-wide), not enrolled. */
async function account(roles: string[]): Promise<{ email: string; id: number }> {
  const email = `tf-${process.pid}-${Date.now()}-${++made}@example.cz`
  await app.db.insert(users).values({ email, passwordHash: await hashPassword(PASSWORD), displayName: `Dvoufázový ${made}` })
  for (const role of roles) await accessRepository(app.db).grant(email, role, '')
  return { email, id: (await userIdOf(app, email))! }
}

/** The password step: the answer, and the jar with the pending sign-in's cookie. */
async function password(email: string, headers: Record<string, string> = {}, returnTo = '/qf/cs/eshop') {
  const jar: Jar = {}
  const res = await postForm(app, '/qf/cs/ramjet/performLogin', { email, password: PASSWORD, returnTo }, jar, headers)
  return { res, jar }
}

const audits = async (userId: number) => app.db.select({ action: auditLog.action, summary: auditLog.summary }).from(auditLog).where(eq(auditLog.userId, userId)).orderBy(desc(auditLog.id))

/** The secret and the sealed offer an enrolment page shows. */
function offerOn(html: string) {
  const grouped = /id="twoFactorSecret">([A-Z2-7 ]+)</.exec(html)?.[1]
  const sealed = /name="offer" value="([^"]+)"/.exec(html)?.[1]
  return { secret: base32Decode(grouped ?? '')!, sealed: sealed! }
}

beforeAll(async () => {
  app = await testApp()
})
afterAll(async () => {
  await app?.close()
})

describe(`two-factor sign-in (${engine})`, () => {
  it('a staff member enrols on the page: QR code and key, a wrong code refused, a right one gives ten recovery codes once', async () => {
    const { email, id } = await account(['staff'])
    const jar = await signIn(app, email, PASSWORD)
    const page = await app.inject({ url: ENROL, cookies: jar })
    expect(page.statusCode).toBe(200)
    expect(page.body).toMatch(/<svg[^>]*>.*<path/s)
    expect(page.body).toContain('Naskenujte kód QR')
    const { secret, sealed } = offerOn(page.body)
    expect(secret.length).toBe(20)

    const wrong = await postForm(app, `${ENROL}/zapnout`, { offer: sealed, code: totpAt(secret, stepAt(Date.now()) + 5) }, jar)
    expect(wrong.statusCode).toBe(422)
    expect(wrong.body).toContain('Kód nesouhlasí')
    // The same secret is offered again, so the app's entry still works.
    expect(offerOn(wrong.body).secret.equals(secret)).toBe(true)
    for (const bad of ['<script>alert(1)</script>', "1' OR '1'='1", '1'.repeat(5000), '__proto__', '../../etc/passwd']) {
      const res = await postForm(app, `${ENROL}/zapnout`, { offer: sealed, code: bad }, jar)
      expect(res.statusCode, bad.slice(0, 20)).toBe(422)
      expect(res.body).toContain('Kód má šest číslic.')
      expect(res.body).not.toContain('<script>alert')
    }
    expect(await app.services.twoFactor.enrolled(id)).toBe(false)

    const right = await postForm(app, `${ENROL}/zapnout`, { offer: sealed, code: totpAt(secret, stepAt(Date.now())) }, jar)
    expect(right.statusCode).toBe(200)
    const codes = [...right.body.matchAll(/<li><code>([a-z0-9]{5}-[a-z0-9]{5})<\/code><\/li>/g)].map((m) => m[1]!)
    expect(new Set(codes).size).toBe(10)
    expect(right.body).toContain('Dvoufázové ověření je zapnuto.')

    // At rest: the secret sealed, the codes as hashes only.
    const [row] = await app.db.select().from(twoFactor).where(eq(twoFactor.userId, id))
    expect(row!.secret).not.toContain(offerOn(page.body).secret.toString('hex'))
    expect(row!.secret).toMatch(/^v1\./)
    const hashes = await app.db.select({ h: twoFactorRecovery.codeHash }).from(twoFactorRecovery).where(eq(twoFactorRecovery.userId, id))
    expect(hashes).toHaveLength(10)
    for (const c of codes) expect(hashes.map((x) => x.h)).not.toContain(c)
    expect((await audits(id)).map((a) => a.action)).toContain('two_factor_enrol')

    // Enrolled: the page shows the status, never the codes again; a second confirm changes nothing.
    const after = await app.inject({ url: ENROL, cookies: jar })
    expect(after.body).toContain('Nepoužitých záchranných kódů: 10')
    for (const c of codes) expect(after.body).not.toContain(c)
    const again = await postForm(app, `${ENROL}/zapnout`, { offer: sealed, code: totpAt(secret, stepAt(Date.now()) + 1) }, jar)
    expect(again.statusCode).toBe(409)
  })

  it('a forged, foreign or missing offer is refused with a new key, nothing enrolled', async () => {
    const [a, b] = [await account(['editor']), await account(['editor'])]
    const [jarA, jarB] = [await signIn(app, a.email, PASSWORD), await signIn(app, b.email, PASSWORD)]
    const theirs = offerOn((await app.inject({ url: ENROL, cookies: jarB })).body)
    for (const offer of [theirs.sealed, 'v1.AAAA.BBBB.CCCC', '<script>', '']) {
      const res = await postForm(app, `${ENROL}/zapnout`, { offer, code: totpAt(theirs.secret, stepAt(Date.now())) }, jarA)
      expect(res.statusCode).toBe(422)
      expect(res.body).toContain('Klíč vypršel nebo není platný')
    }
    expect(await app.services.twoFactor.enrolled(a.id)).toBe(false)
  })

  it('the password alone creates no session; the second step with a code signs in and leads back', async () => {
    const { email, id } = await account(['chief_editor'])
    await enrolTwoFactor(app, email)
    const { res, jar } = await password(email)
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(STEP)
    expect(jar.qf_session).toBeUndefined()
    expect(jar.qf_signin).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const form = await app.inject({ url: STEP, cookies: jar })
    expect(form.statusCode).toBe(200)
    expect(form.headers['cache-control']).toMatch(/no-store/)
    expect(form.body).toMatch(/name="code"[^>]*autoComplete="one-time-code"|autoComplete="one-time-code"[^>]*name="code"/i)
    expect((await app.inject({ url: '/qf/en/login/verify', cookies: jar })).body).toContain('Confirm the sign-in')

    const code = nextCode(app, email)
    const done = await postForm(app, STEP, { code: `${code.slice(0, 3)} ${code.slice(3)}` }, jar)
    expect(done.statusCode).toBe(303)
    expect(done.headers.location).toBe('/qf/cs/eshop')
    expect(jar.qf_session).toBeDefined()
    expect((await app.inject({ url: '/qf/cs/sprava', cookies: jar })).statusCode).toBe(200)
    expect((await audits(id)).map((a) => a.action)).toContain('sign_in')
    // The pending sign-in is used: the same cookie cannot sign in again.
    expect(await app.db.select().from(twoFactorPending).where(eq(twoFactorPending.userId, id))).toHaveLength(0)
    expect((await postForm(app, STEP, { code: nextCode(app, email) }, jar)).statusCode).toBe(410)

    // The same code in another sign-in is a replay: refused, and recorded.
    const second = await password(email)
    const replay = await postForm(app, STEP, { code }, second.jar)
    expect(replay.statusCode).toBe(422)
    expect(replay.body).toContain('Kód nesouhlasí nebo už byl použit')
    expect(second.jar.qf_session).toBeUndefined()
    expect((await audits(id))[0]!.action).toBe('two_factor_failed')
  })

  it('the login popup’s partial answer carries the browser to the second step', async () => {
    const { email } = await account(['staff'])
    await enrolTwoFactor(app, email)
    const { res, jar } = await password(email, { 'x-pu-target': 'loginForm' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-pu-location']).toBe(STEP)
    expect(res.headers['x-pu-reload']).toBeUndefined()
    expect(jar.qf_session).toBeUndefined()
  })

  it('a recovery code signs in once', async () => {
    const { email, id } = await account(['editor'])
    const { codes } = await enrolTwoFactor(app, email)
    const first = await password(email)
    expect((await postForm(app, STEP, { code: codes[3]!.toUpperCase() }, first.jar)).statusCode).toBe(303)
    expect((await audits(id)).find((a) => a.action === 'two_factor_recovery')?.summary).toBe('left: 9')
    const second = await password(email)
    expect((await postForm(app, STEP, { code: codes[3]! }, second.jar)).statusCode).toBe(422)
    expect(second.jar.qf_session).toBeUndefined()
  })

  it('an expired, forged or foreign pending sign-in leads back to the login, and nothing signs in', async () => {
    const { email, id } = await account(['staff'])
    await enrolTwoFactor(app, email)
    const { jar } = await password(email)
    await app.db.update(twoFactorPending).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(twoFactorPending.userId, id))
    const expired = await postForm(app, STEP, { code: nextCode(app, email) }, jar)
    expect(expired.statusCode).toBe(410)
    expect(expired.body).toContain('Přihlášení vypršelo')
    expect(expired.body).toContain('href="/qf/cs/prihlaseni"')
    expect(jar.qf_session).toBeUndefined()

    // Another browser (no cookie), a forged token, a malformed one.
    await password(email)
    for (const cookies of [{} as Jar, { qf_signin: 'A'.repeat(43) }, { qf_signin: '<script>' }, { qf_signin: "' or 1=1 --" }]) {
      const res = await postForm(app, STEP, { code: nextCode(app, email) }, { ...cookies })
      expect(res.statusCode).toBe(410)
      expect(res.cookies.find((c) => c.name === 'qf_session')).toBeUndefined()
      expect((await app.inject({ url: STEP, cookies })).statusCode).toBe(410)
    }
  })

  it('wrong codes are throttled on the account, and a right password does not clear the count', async () => {
    const { email } = await account(['staff'])
    const { secret } = await enrolTwoFactor(app, email)
    const { jar } = await password(email)
    const wrong = totpAt(secret, stepAt(Date.now()) + 7)
    for (let i = 0; i < 5; i++) expect((await postForm(app, STEP, { code: wrong }, jar)).statusCode).toBe(422)
    const throttled = async () => (await app.metrics.registry.getSingleMetric('qf_login_throttled_total')!.get()).values.find((v) => v.labels.step === 'second_factor')!.value
    const before = await throttled()
    const blocked = await postForm(app, STEP, { code: nextCode(app, email) }, jar)
    expect(blocked.statusCode).toBe(429)
    // Counted for the metrics at the second factor (ADR 072).
    expect(await throttled()).toBe(before + 1)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    expect(blocked.body).toContain('Příliš mnoho chybných kódů')
    const again = await password(email)
    expect((await postForm(app, STEP, { code: totpAt(secret, stepAt(Date.now()) + 1) }, again.jar)).statusCode).toBe(429)
    expect(again.jar.qf_session).toBeUndefined()
  })

  it('malformed codes at the second step get the field’s message and use nothing', async () => {
    const { email } = await account(['staff'])
    await enrolTwoFactor(app, email)
    const { jar } = await password(email)
    for (const bad of ['', '<script>alert(1)</script>', '12345', "1' OR '1'='1", 'x'.repeat(300)]) {
      const res = await postForm(app, STEP, { code: bad }, jar)
      expect(res.statusCode, bad.slice(0, 20)).toBe(422)
      expect(res.body).toMatch(/Zadejte (kód|šest číslic)/)
    }
    expect((await postForm(app, STEP, { code: ['123456', '654321'] }, jar)).statusCode).toBe(422)
    expect((await postForm(app, STEP, { code: nextCode(app, email) }, jar)).statusCode).toBe(303)
  })

  it('an admin without two-factor is sent to enrol by every admin route, and changes nothing', async () => {
    const admin = await account(['admin'])
    const customer = await account([])
    const jar = await signIn(app, admin.email, PASSWORD)
    for (const [url, lang] of [['/qf/cs/sprava', 'cs'], ['/qf/en/admin/accounts', 'en'], ['/qf/cs/sprava/audit', 'cs'], ['/qf/en/admin/audit', 'en']] as const) {
      const res = await app.inject({ url, cookies: jar })
      expect(res.statusCode, url).toBe(303)
      expect(res.headers.location).toBe(lang === 'cs' ? ENROL : '/qf/en/admin/two-factor')
    }
    const grant = await postForm(app, `/qf/cs/sprava/ucty/${customer.id}/udelit`, { role: 'editor', scopeKind: 'site' }, jar)
    expect(grant.statusCode).toBe(303)
    expect(await app.db.select().from(userRoles).where(eq(userRoles.userId, customer.id))).toHaveLength(0)
    const page = await app.inject({ url: ENROL, cookies: jar })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Účet správce musí mít dvoufázové ověření zapnuté')
    // Enrolled, the administration opens.
    const { secret, sealed } = offerOn(page.body)
    expect((await postForm(app, `${ENROL}/zapnout`, { offer: sealed, code: totpAt(secret, stepAt(Date.now())) }, jar)).statusCode).toBe(200)
    expect((await app.inject({ url: '/qf/cs/sprava/ucty', cookies: jar })).statusCode).toBe(200)
  })

  it('new recovery codes need a current code; the old codes stop working', async () => {
    const { email, id } = await account(['staff'])
    const { codes: old } = await enrolTwoFactor(app, email)
    const jar = await signIn(app, email, PASSWORD)
    const entry = knownEnrolment(app, email)!
    const wrong = totpAt(entry.secret, stepAt(Date.now()) + 9)
    expect((await postForm(app, `${ENROL}/nove-kody`, { code: wrong }, jar)).statusCode).toBe(422)
    expect((await postForm(app, `${ENROL}/nove-kody`, { code: 'abc' }, jar)).statusCode).toBe(422)
    const renewed = await postForm(app, `${ENROL}/nove-kody`, { code: nextCode(app, email) }, jar)
    expect(renewed.statusCode).toBe(200)
    const fresh = [...renewed.body.matchAll(/<li><code>([a-z0-9]{5}-[a-z0-9]{5})<\/code><\/li>/g)].map((m) => m[1]!)
    expect(fresh).toHaveLength(10)
    expect(fresh).not.toContain(old[0])
    const tryOld = await password(email)
    expect((await postForm(app, STEP, { code: old[0]! }, tryOld.jar)).statusCode).toBe(422)
    expect((await postForm(app, STEP, { code: fresh[0]! }, tryOld.jar)).statusCode).toBe(303)
    expect((await audits(id)).map((a) => a.action)).toContain('two_factor_codes')
  })

  it('turning it off needs a current code; then the password alone signs in', async () => {
    const { email, id } = await account(['editor'])
    const { secret } = await enrolTwoFactor(app, email)
    const jar = await signIn(app, email, PASSWORD)
    expect((await postForm(app, `${ENROL}/vypnout`, { code: totpAt(secret, stepAt(Date.now()) + 9) }, jar)).statusCode).toBe(422)
    expect(await app.services.twoFactor.enrolled(id)).toBe(true)
    const off = await postForm(app, `${ENROL}/vypnout`, { code: nextCode(app, email) }, jar)
    expect(off.statusCode).toBe(303)
    expect(off.headers.location).toBe(`${ENROL}?done=disabled`)
    expect((await app.inject({ url: off.headers.location, cookies: jar })).body).toContain('Dvoufázové ověření je vypnuto.')
    expect(await app.services.twoFactor.enrolled(id)).toBe(false)
    expect(await app.db.select().from(twoFactorRecovery).where(eq(twoFactorRecovery.userId, id))).toHaveLength(0)
    expect((await audits(id)).map((a) => a.action)).toContain('two_factor_disable')
    const plain = await password(email)
    expect(plain.res.headers.location).toBe('/qf/cs/eshop')
    expect(plain.jar.qf_session).toBeDefined()
    expect((await postForm(app, `${ENROL}/vypnout`, { code: '123456' }, jar)).statusCode).toBe(409)
  })

  it('the seeded admin signs in with the published demo secret; a customer has no second step', async () => {
    const jar = await signIn(app, 'spravce@example.cz', 'Heslo-2026')
    expect((await app.inject({ url: '/qf/cs/sprava/ucty', cookies: jar })).statusCode).toBe(200)
    const customer = await postForm(app, '/qf/cs/ramjet/performLogin', { email: 'student@example.cz', password: 'Heslo-2026', returnTo: '/qf/cs/eshop' }, {})
    expect(customer.headers.location).toBe('/qf/cs/eshop')
    const [row] = await app.db.select({ n: twoFactor.userId }).from(twoFactor).innerJoin(users, and(eq(users.id, twoFactor.userId), eq(users.email, 'student@example.cz')))
    expect(row).toBeUndefined()
  })
})
