/**
 * The admin's accounts and roles (issue 25, ADR 060) on the database of the run, through the forms
 * as a browser posts them: finding accounts, granting and revoking roles on each scope, the audit
 * entries and ended sessions that follow, `npm run staff` recorded as `cli`, and every refusal —
 * unknown roles, malformed scopes, forged fields, accounts that do not exist, the site's last
 * admin — with a localized message and nothing changed.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userRoles, users } from '../../../src/db/schema.js'
import { runStaffCommand } from '../../../src/features/access/staff-cli.js'
import { auditLog } from '../../../src/features/audit/audit.tables.js'
import { hashPassword } from '../../../src/lib/password.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp } from '../../support/app.js'
import { postForm, signIn, type Jar } from '../../support/client.js'
import { enrolTwoFactor } from '../../support/two-factor.js'

let app: FastifyInstance
let admin: Jar
let adminId: number
const PASSWORD = 'Heslo-2026'
const OTHER_PASSWORD = 'Zkusebni-Heslo-2026'
let made = 0
const unique = () => `${process.pid}${Date.now().toString(36)}${++made}`

beforeAll(async () => {
  app = await testApp()
  admin = await signIn(app, 'spravce@example.cz', PASSWORD)
  adminId = (await idOf('spravce@example.cz'))!
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string, jar?: Jar) => app.inject({ url, ...(jar && { cookies: jar }) })
const idOf = async (email: string) => (await app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id
const grantsOf = async (userId: number) =>
  (await app.db.select({ role: userRoles.role, scope: userRoles.scope }).from(userRoles).where(eq(userRoles.userId, userId)).orderBy(userRoles.role, userRoles.scope)).map((g) => `${g.role}@${g.scope}`)
const allRoles = () => app.db.select({ userId: userRoles.userId, role: userRoles.role, scope: userRoles.scope }).from(userRoles).orderBy(userRoles.userId, userRoles.role, userRoles.scope)
const auditCount = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n
const lastAudit = async () => (await app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!

/** A new customer account; its id, e-mail and a signed-in jar. */
async function account(name = 'Zákazník') {
  const email = `acct-${unique()}@example.cz`
  const [row] = await app.db.insert(users).values({ email, passwordHash: await hashPassword(OTHER_PASSWORD), displayName: `${name} ${unique()}` }).returning({ id: users.id })
  return { id: row!.id, email, jar: await signIn(app, email, OTHER_PASSWORD) }
}

const grant = (id: number, body: Record<string, string> | string, jar: Jar = admin, lang: 'cs' | 'en' = 'cs') => postForm(app, paths.adminAccountGrant(lang, id), body, jar)
const revoke = (id: number, body: Record<string, string> | string, jar: Jar = admin, lang: 'cs' | 'en' = 'cs') => postForm(app, paths.adminAccountRevoke(lang, id), body, jar)

describe(`the accounts pages on ${engine}`, () => {
  it('find accounts by part of their e-mail or name, with their roles, 25 a page, in both languages', async () => {
    const list = await get(`${paths.adminAccounts('cs')}?q=REDAKTOR`, admin)
    expect(list.statusCode).toBe(200)
    expect(list.headers['cache-control']).toMatch(/no-store/)
    expect(list.body).toContain('<meta name="robots" content="noindex')
    expect(list.body).toContain('>redaktor@example.cz</a>')
    expect(list.body.replaceAll('<!-- -->', '')).toContain('redaktor <span class="dashboard__note">(fakulta: Fakulta přírodních věd)</span>')
    expect(list.body).toContain('aria-current="page">Účty</a>')
    const byName = await get(`${paths.adminAccounts('en')}?q=${encodeURIComponent('Nováková')}`, admin)
    expect(byName.body).toContain('>student@example.cz</a>')
    expect(byName.body).toContain('none (customer)')
    const word = `many${unique()}`
    for (let i = 0; i < 27; i++) await app.db.insert(users).values({ email: `${word}-${String(i).padStart(2, '0')}@example.cz`, passwordHash: 'x', displayName: 'Many' })
    const page1 = await get(paths.adminAccounts('cs', { q: word }), admin)
    expect(page1.body).toContain('Účtů: 27')
    expect([...page1.body.matchAll(/data-account-id="/g)]).toHaveLength(25)
    expect(page1.body).toContain(`${word}-00@example.cz`)
    const page2 = await get(paths.adminAccounts('cs', { q: word, page: 2 }), admin)
    expect([...page2.body.matchAll(/data-account-id="/g)]).toHaveLength(2)
    expect(page2.body).toContain(`${word}-26@example.cz`)
  })

  it('hostile searches: markup shown as text, SQL and LIKE patterns literal, overlong text cut', async () => {
    const script = await get(`${paths.adminAccounts('cs')}?q=${encodeURIComponent('<script>alert(1)</script>')}`, admin)
    expect(script.statusCode).toBe(200)
    expect(script.body).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"')
    expect(script.body).not.toContain('<script>alert(1)</script>')
    for (const q of ["' or '1'='1", '%', '_', '\\']) {
      const r = await get(`${paths.adminAccounts('cs')}?q=${encodeURIComponent(q)}`, admin)
      expect(r.statusCode, q).toBe(200)
      expect(r.body, q).toContain('Účtů: 0')
    }
    const long = await get(`${paths.adminAccounts('cs')}?q=${'y'.repeat(3000)}&page=99999999999`, admin)
    expect(long.statusCode).toBe(200)
    expect(/<input id="accountsQuery"[^>]*value="(y*)"/.exec(long.body)?.[1]).toHaveLength(100)
  })

  it('an account that does not exist, or an address that names none, is the 404 page for every form', async () => {
    for (const id of ['999999999', '0', 'abc', '-1', '1e3', '12345678901']) {
      expect((await get(`${paths.adminAccounts('cs')}/${id}`, admin)).statusCode, id).toBe(404)
      expect((await app.inject({ method: 'POST', url: `${paths.adminAccounts('cs')}/${id}/udelit`, cookies: admin, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'role=editor&scopeKind=site' })).statusCode, id).toBe(404)
      expect((await app.inject({ method: 'POST', url: `${paths.adminAccounts('en')}/${id}/revoke`, cookies: admin, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'role=admin&scope=' })).statusCode, id).toBe(404)
    }
  })
})

describe(`granting and revoking on ${engine}`, () => {
  it('grants a role on a faculty: the grant, the notice about sessions, the ended session, the audit entry with who, what and from where', async () => {
    const target = await account()
    const res = await grant(target.id, { role: 'editor', scopeKind: 'faculty', faculty: 'fakulta-prirodnich-ved', section: '' })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(paths.adminAccount('cs', target.id, 'granted'))
    expect(await grantsOf(target.id)).toEqual(['editor@faculty:fakulta-prirodnich-ved'])
    expect(await lastAudit()).toMatchObject({
      action: 'role_grant',
      userId: adminId,
      actorEmail: 'spravce@example.cz',
      entity: 'account',
      objectId: target.id,
      summary: `editor (faculty:fakulta-prirodnich-ved) → ${target.email}`,
      ip: '127.0.0.1',
    })
    const page = await get(res.headers.location as string, admin)
    expect(page.body).toContain('Role je udělena. Všechna přihlášení účtu skončila, jeho uživatel se přihlásí znovu.')
    expect(page.body).toMatch(/<div class="admin-notice admin-notice--status" role="status" id="adminNotice" tabindex="-1" autofocus="">/)
    expect(page.body).toContain('data-role="editor" data-scope="faculty:fakulta-prirodnich-ved"')
    // The account's session ended with the change (on PostgreSQL the cache hears of it on the feed).
    await expect.poll(async () => (await get('/qf/cs/ucet', target.jar)).statusCode, { timeout: 5_000 }).not.toBe(200)
    // Signed in again, the editor opens the news administration.
    const again = await signIn(app, target.email, OTHER_PASSWORD)
    expect((await get('/qf/cs/sprava/aktuality', again)).statusCode).toBe(200)
  })

  it('grants on the whole site and on a section; granting what is held changes nothing and records nothing', async () => {
    const target = await account()
    expect((await grant(target.id, { role: 'chief_editor', scopeKind: 'section', faculty: '', section: ' /studium/bakalarske ' })).statusCode).toBe(303)
    expect((await grant(target.id, { role: 'staff', scopeKind: 'site', faculty: 'fakulta-prirodnich-ved', section: '/ignored' }, admin, 'en')).headers.location).toBe(paths.adminAccount('en', target.id, 'granted'))
    expect(await grantsOf(target.id)).toEqual(['chief_editor@section:/studium/bakalarske', 'staff@'])
    const before = await auditCount()
    const again = await grant(target.id, { role: 'staff', scopeKind: 'site' })
    expect(again.headers.location).toBe(paths.adminAccount('cs', target.id, 'unchanged'))
    expect((await get(again.headers.location as string, admin)).body).toContain('Účet tuto roli v tomto rozsahu už má. Nic jsme nezměnili.')
    expect(await auditCount()).toBe(before)
  })

  it('refuses unknown roles, malformed scopes and faculties that do not exist, with a message, 422 and nothing changed', async () => {
    const target = await account()
    const rolesBefore = await allRoles()
    const auditBefore = await auditCount()
    const cases: Array<[Record<string, string> | string, string]> = [
      [{ role: 'superuser', scopeKind: 'site' }, 'Vyberte roli z nabídky.'],
      [{ role: '__proto__', scopeKind: 'site' }, 'Vyberte roli z nabídky.'],
      [{ role: 'constructor', scopeKind: 'site' }, 'Vyberte roli z nabídky.'],
      [{ role: 'Admin', scopeKind: 'site' }, 'Vyberte roli z nabídky.'],
      [{ scopeKind: 'site' }, 'Vyberte roli z nabídky.'],
      [{ role: 'editor', scopeKind: 'planet' }, 'Vyberte rozsah z nabídky.'],
      [{ role: 'editor' }, 'Vyberte rozsah z nabídky.'],
      [{ role: 'editor', scopeKind: 'faculty', faculty: '' }, 'Vyberte existující fakultu.'],
      [{ role: 'editor', scopeKind: 'faculty', faculty: 'mars' }, 'Vyberte existující fakultu.'],
      [{ role: 'editor', scopeKind: 'faculty', faculty: "x' or 1=1 --" }, 'Vyberte existující fakultu.'],
      [{ role: 'editor', scopeKind: 'section', section: '' }, 'Cesta začíná lomítkem'],
      [{ role: 'editor', scopeKind: 'section', section: 'studium' }, 'Cesta začíná lomítkem'],
      [{ role: 'editor', scopeKind: 'section', section: '/Studium' }, 'Cesta začíná lomítkem'],
      [{ role: 'editor', scopeKind: 'section', section: '/a b' }, 'Cesta začíná lomítkem'],
      [{ role: 'editor', scopeKind: 'section', section: '/../admin' }, 'Cesta začíná lomítkem'],
      [{ role: 'editor', scopeKind: 'section', section: '/studium/' }, 'Cesta začíná lomítkem'],
      [{ role: 'editor', scopeKind: 'section', section: `/${'a'.repeat(300)}` }, 'Cesta začíná lomítkem'],
      [{ role: 'editor', scopeKind: 'section', section: '/<script>alert(1)</script>' }, 'Cesta začíná lomítkem'],
      ['role=editor&role=admin&scopeKind=site', 'Formulář obsahuje chyby'],
    ]
    for (const [body, message] of cases) {
      const res = await grant(target.id, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(422)
      expect(res.body, JSON.stringify(body)).toContain(message)
      expect(res.body, JSON.stringify(body)).toContain('id="adminNotice"')
      expect(res.body).not.toContain('<script>alert(1)</script>')
    }
    // Not a form at all.
    const json = await app.inject({ method: 'POST', url: paths.adminAccountGrant('cs', target.id), cookies: admin, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ role: 'admin', scopeKind: 'site' }) })
    expect(json.statusCode).toBe(422)
    const en = await grant(target.id, { role: 'root', scopeKind: 'site' }, admin, 'en')
    expect(en.body).toContain('Choose a role from the list.')
    expect(en.body).toContain('The form has errors. Nothing was changed.')
    expect(await allRoles()).toEqual(rolesBefore)
    expect(await auditCount()).toBe(auditBefore)
  })

  it('forged fields: the account is the address’s, whatever the body names; odd field names are not read', async () => {
    const target = await account()
    const other = await account()
    const res = await grant(
      target.id,
      `role=staff&scopeKind=site&userId=${other.id}&user_id=${other.id}&id=${other.id}&email=${encodeURIComponent(other.email)}&__proto__[role]=admin&constructor[prototype][role]=admin&scope=faculty%3Amars`,
    )
    expect(res.statusCode).toBe(303)
    expect(await grantsOf(target.id)).toEqual(['staff@'])
    expect(await grantsOf(other.id)).toEqual([])
    expect(({} as Record<string, unknown>).role).toBeUndefined()
  })

  it('revokes a grant the page lists; one not held, or a malformed one, is refused with nothing changed', async () => {
    const target = await account()
    await grant(target.id, { role: 'editor', scopeKind: 'faculty', faculty: 'pedagogicka-fakulta' })
    await grant(target.id, { role: 'editor', scopeKind: 'site' })
    const page = await get(paths.adminAccount('cs', target.id), admin)
    expect(page.body).toContain(`action="${paths.adminAccountRevoke('cs', target.id)}"`)
    expect(page.body).toContain('aria-label="Odebrat: redaktor (fakulta: Pedagogická fakulta)"')
    const before = await auditCount()
    const res = await revoke(target.id, { role: 'editor', scope: 'faculty:pedagogicka-fakulta' })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(paths.adminAccount('cs', target.id, 'revoked'))
    expect(await grantsOf(target.id)).toEqual(['editor@'])
    expect(await lastAudit()).toMatchObject({ action: 'role_revoke', actorEmail: 'spravce@example.cz', objectId: target.id, summary: `editor (faculty:pedagogicka-fakulta) → ${target.email}` })
    expect(await auditCount()).toBe(before + 1)
    expect((await get(res.headers.location as string, admin)).body).toContain('Role je odebrána.')

    const rolesBefore = await allRoles()
    const auditBefore = await auditCount()
    for (const [body, status, message] of [
      [{ role: 'editor', scope: 'faculty:pedagogicka-fakulta' }, 409, 'Účet tuto roli v tomto rozsahu nemá. Nic jsme nezměnili.'],
      [{ role: 'staff', scope: '' }, 409, 'Účet tuto roli v tomto rozsahu nemá.'],
      [{ role: "editor' or 1=1 --", scope: '' }, 422, 'Vyberte roli z nabídky.'],
      [{ role: '', scope: '' }, 422, 'Vyberte roli z nabídky.'],
      [{ role: 'editor', scope: 'planet:mars' }, 422, 'Vyberte rozsah z nabídky.'],
      [{ role: 'editor', scope: 'section:/a b' }, 422, 'Vyberte rozsah z nabídky.'],
      [{ role: 'editor', scope: `faculty:${'a'.repeat(500)}` }, 422, 'Vyberte rozsah z nabídky.'],
    ] as const) {
      const r = await revoke(target.id, body)
      expect(r.statusCode, JSON.stringify(body)).toBe(status)
      expect(r.body, JSON.stringify(body)).toContain(message)
    }
    expect(await allRoles()).toEqual(rolesBefore)
    expect(await auditCount()).toBe(auditBefore)
  })

  it('only an unscoped admin changes roles: an admin of one faculty, a chief editor and a customer get the 404 and change nothing', async () => {
    const target = await account()
    const facultyAdmin = await account()
    await grant(facultyAdmin.id, { role: 'admin', scopeKind: 'faculty', faculty: 'fakulta-prirodnich-ved' })
    const jars = [await signIn(app, facultyAdmin.email, OTHER_PASSWORD), await signIn(app, 'redakce@example.cz', PASSWORD), await signIn(app, 'student@example.cz', PASSWORD)]
    for (const jar of jars) {
      expect((await grant(target.id, { role: 'admin', scopeKind: 'site' }, jar)).statusCode).toBe(404)
      expect((await revoke(adminId, { role: 'admin', scope: '' }, jar)).statusCode).toBe(404)
      expect((await get(paths.adminAccounts('cs'), jar)).statusCode).toBe(404)
    }
    expect(await grantsOf(target.id)).toEqual([])
    expect(await grantsOf(adminId)).toEqual(['admin@'])
  })

  it('npm run staff grants and revokes through the same path, recorded with "cli" as its author', async () => {
    const target = await account()
    const run = (...args: string[]) => runStaffCommand(args, app.db, { out: () => {}, err: () => {} })
    expect(await run('grant', target.email.toUpperCase())).toBe(0)
    expect(await lastAudit()).toMatchObject({ action: 'role_grant', userId: null, actorEmail: 'cli', objectId: target.id, summary: `staff → ${target.email}`, ip: null })
    const before = await auditCount()
    expect(await run('grant', target.email)).toBe(0)
    expect(await auditCount()).toBe(before)
    expect(await run('revoke', target.email)).toBe(0)
    expect(await lastAudit()).toMatchObject({ action: 'role_revoke', actorEmail: 'cli', summary: `staff → ${target.email}` })
    expect(await run('grant', 'nobody@example.cz')).toBe(2)
    expect(await auditCount()).toBe(before + 1)
  })
})

// Before the last-admin tests: those may leave another account as the site's admin.
describe(`resetting another account's two-factor sign-in on ${engine}`, () => {
  const reset = (id: number, jar: Jar = admin, lang: 'cs' | 'en' = 'cs', headers: Record<string, string> = {}) => postForm(app, paths.adminAccountResetTwoFactor(lang, id), {}, jar, headers)
  const enrolled = (id: number) => app.services.twoFactor.enrolled(id)

  it('an editor who lost their authenticator: the admin resets it, the codes go, the sessions end, the audit names both; a second reset changes nothing', async () => {
    const target = await account('Redaktor')
    await grant(target.id, { role: 'editor', scopeKind: 'site' })
    await enrolTwoFactor(app, target.email)
    const jar = await signIn(app, target.email, OTHER_PASSWORD)
    const page = await get(paths.adminAccount('en', target.id), admin)
    expect(page.body).toMatch(/<p id="accountTwoFactorState">On since /)
    expect(page.body).toContain(`data-confirm="Reset the two-factor sign-in of ${target.email}?"`)

    const res = await reset(target.id, admin, 'en')
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(paths.adminAccount('en', target.id, 'twoFactorReset'))
    expect(await enrolled(target.id)).toBe(false)
    expect(await app.services.twoFactor.status(target.id)).toEqual({ enrolled: false })
    expect(await lastAudit()).toMatchObject({ action: 'two_factor_disable', userId: adminId, actorEmail: 'spravce@example.cz', objectId: target.id, summary: `reset → ${target.email}`, ip: '127.0.0.1' })
    await expect.poll(async () => (await get('/qf/cs/ucet', jar)).statusCode, { timeout: 5_000 }).not.toBe(200)
    const after = await get(res.headers.location as string, admin)
    expect(after.body).toContain('The account’s two-factor sign-in is reset and all its sessions have ended.')
    expect(after.body).toContain('<p id="accountTwoFactorState">Off.</p>')
    expect(after.body).not.toContain('data-confirm="Reset the two-factor')

    // Signed in again with the password alone (an editor need not enrol).
    expect((await get('/qf/cs/sprava/aktuality', await signIn(app, target.email, OTHER_PASSWORD))).statusCode).toBe(200)
    const count = await auditCount()
    const again = await reset(target.id)
    expect(again.statusCode).toBe(409)
    expect(again.body).toContain('Účet dvoufázové ověření zapnuté nemá. Nic jsme nezměnili.')
    expect(await auditCount()).toBe(count)
  })

  it('two admins resetting at once record one reset; the admin cannot reset their own; others get the 404; a forged token is refused', async () => {
    const target = await account('Šéfredaktor')
    await grant(target.id, { role: 'chief_editor', scopeKind: 'site' })
    await enrolTwoFactor(app, target.email)
    const count = await auditCount()
    const [a, b] = await Promise.all([reset(target.id), reset(target.id, admin, 'en')])
    expect([a.statusCode, b.statusCode].sort()).toEqual([303, 409])
    expect(await auditCount()).toBe(count + 1)

    const own = await reset(adminId)
    expect(own.statusCode).toBe(409)
    expect(own.body).toContain('Vlastní dvoufázové ověření měníte na jeho stránce v administraci. Nic jsme nezměnili.')
    expect(await enrolled(adminId)).toBe(true)
    expect((await get(paths.adminAccount('cs', adminId), admin)).body).not.toContain('zrusit-dvoufazove-overeni')

    const victim = await account('Oběť')
    await grant(victim.id, { role: 'editor', scopeKind: 'site' })
    await enrolTwoFactor(app, victim.email)
    // A chief editor (no account permissions) and a customer get the 404 and change nothing.
    expect((await reset(victim.id, await signIn(app, target.email, OTHER_PASSWORD))).statusCode).toBe(404)
    expect((await reset(victim.id, (await account()).jar)).statusCode).toBe(404)
    expect((await reset(999_999_999)).statusCode).toBe(404)
    // A post from another site is refused before anything is read.
    expect((await reset(victim.id, admin, 'cs', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403)
    expect(await enrolled(victim.id)).toBe(true)
  })
})

describe(`the site's last admin on ${engine}`, () => {
  it('the last unscoped admin cannot be revoked; with two, one can; an admin changing their own roles signs in again', async () => {
    expect(await app.db.select().from(userRoles).where(and(eq(userRoles.role, 'admin'), eq(userRoles.scope, '')))).toHaveLength(1)
    const refused = await revoke(adminId, { role: 'admin', scope: '' })
    expect(refused.statusCode).toBe(409)
    expect(refused.body).toContain('Toto je poslední správce celého webu a někdo správcem zůstat musí. Nic jsme nezměnili.')
    expect((await revoke(adminId, { role: 'admin', scope: '' }, admin, 'en')).body).toContain('This is the last administrator of the whole site')
    expect(await grantsOf(adminId)).toEqual(['admin@'])

    // The admin grants themselves a role: their own session ends, so they are sent to sign in again.
    const own = await grant(adminId, { role: 'editor', scopeKind: 'site' })
    expect(own.headers.location).toBe(paths.login('cs', paths.adminAccount('cs', adminId, 'granted')))
    admin = await signIn(app, 'spravce@example.cz', PASSWORD)
    expect((await revoke(adminId, { role: 'editor', scope: '' })).statusCode).toBe(303)
    admin = await signIn(app, 'spravce@example.cz', PASSWORD)

    // A second admin: each tries to take the other's role at once; one is refused, one admin remains.
    const second = await account('Správce')
    await grant(second.id, { role: 'admin', scopeKind: 'site' })
    // An admin enrols in two-factor sign-in before anything else (ADR 064).
    await enrolTwoFactor(app, second.email)
    const secondJar = await signIn(app, second.email, OTHER_PASSWORD)
    const [a, b] = await Promise.all([revoke(second.id, { role: 'admin', scope: '' }, admin), revoke(adminId, { role: 'admin', scope: '' }, secondJar)])
    expect([a.statusCode, b.statusCode].sort()).toEqual([303, 409])
    const admins = await app.db.select({ userId: userRoles.userId }).from(userRoles).where(and(eq(userRoles.role, 'admin'), eq(userRoles.scope, '')))
    expect(admins).toHaveLength(1)
  })
})
