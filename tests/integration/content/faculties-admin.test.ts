/**
 * The faculties' identity (issue 25, ADR 092) on the database of the run: a chief editor changes
 * a faculty's introduction and contacts through the form, and the faculty's page shows them at
 * once on this node and within a second on another; an editor reaches only their own faculty; a
 * save filled from an older version is refused with the saved one shown; bad and hostile input is
 * refused with its reason and changes nothing; every change is in the audit log.
 */
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../src/db/client.js'
import { auditLog, faculties } from '../../../src/db/schema.js'
import { versionOf } from '../../../src/features/content/admin/faculties-admin.repository.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp, testDatabase } from '../../support/app.js'
import { postForm, signInWith, type Jar } from '../../support/client.js'

let app: FastifyInstance
let node2: FastifyInstance
let other: Database | undefined
let chief: Jar
let editor: Jar
type Row = typeof faculties.$inferSelect
let science: Row
let arts: Row

const rowOf = async (id: number) => (await app.db.select().from(faculties).where(eq(faculties.id, id)))[0]!
const fieldsOf = (f: Row) => ({ perexCs: f.perexCs, perexEn: f.perexEn, color: f.color, address: f.address, phone: f.phone, email: f.email, base: versionOf(f) })
const auditCount = async (id: number) => (await app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'faculty'), eq(auditLog.objectId, id)))).length

beforeAll(async () => {
  app = await testApp()
  other = engine === 'postgres' ? await testDatabase() : undefined
  node2 = await testApp({ database: other ?? app.database })
  chief = await signInWith(app, [{ role: 'chief_editor' }])
  editor = await signInWith(app, [{ role: 'editor', scope: 'faculty:fakulta-prirodnich-ved' }])
  science = (await app.db.select().from(faculties).where(eq(faculties.slugCs, 'fakulta-prirodnich-ved')))[0]!
  arts = (await app.db.select().from(faculties).where(eq(faculties.code, 'FF')))[0]!
})
afterAll(async () => {
  await node2?.close()
  await other?.close()
  await app?.close()
})

async function eventually(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms
  for (;;) {
    if (await check()) return true
    if (Date.now() > deadline) return false
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe(`the faculties' identity on ${engine}`, () => {
  it('a chief editor changes the introduction and contacts: the faculty page shows them here at once and on another node within a second, and the audit log has it', async () => {
    const list = await app.inject({ url: paths.adminFaculties('cs'), cookies: chief })
    expect(list.statusCode).toBe(200)
    expect(list.body).toContain(`href="${paths.adminFaculty('cs', arts.id)}"`)
    const perexCs = `Filozofie, historie a jazyky v srdci Dubové Hory ${Date.now()}.`
    const res = await postForm(app, paths.adminFaculty('cs', arts.id), { ...fieldsOf(arts), perexCs, phone: '+420 493 331 999', email: 'studijni.oddeleni.ff@qfu.example.cz' }, chief)
    expect(res.statusCode, res.body.slice(0, 300)).toBe(303)
    expect(res.headers.location).toBe(paths.adminFaculty('cs', arts.id, 'saved'))
    const after = await app.inject({ url: res.headers.location as string, cookies: chief })
    expect(after.body).toContain('Uloženo. Návštěvníci změnu vidí hned.')
    expect(await rowOf(arts.id)).toMatchObject({ perexCs, phone: '+420 493 331 999', email: 'studijni.oddeleni.ff@qfu.example.cz', perexEn: arts.perexEn, address: arts.address })

    const page = paths.faculty('cs', arts.slugCs)
    expect((await app.inject({ url: page })).body).toContain(perexCs)
    expect(await eventually(async () => (await node2.inject({ url: page })).body.includes(perexCs), 1500)).toBe(true)
    const [entry] = await app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'faculty'), eq(auditLog.objectId, arts.id)))
    expect(entry).toMatchObject({ action: 'change', summary: 'faculty FF: perexCs, phone, email' })
  })

  it('a colour from the palette gives the faculty its class on every page that shows it, and the campus map its fill; one off the palette is refused', async () => {
    const now = await rowOf(arts.id)
    expect(now.color).toBe('#8e24aa')
    const refused = await postForm(app, paths.adminFaculty('cs', arts.id), { ...fieldsOf(now), color: '#ffff00' }, chief)
    expect(refused.statusCode).toBe(422)
    expect(refused.body).toMatch(/id="facultyColour-error"[^>]*>Vyberte barvu z nabídky\./)
    const res = await postForm(app, paths.adminFaculty('en', arts.id), { ...fieldsOf(now), color: '#c62828' }, chief)
    expect(res.statusCode).toBe(303)
    const page = (await app.inject({ url: paths.faculty('cs', arts.slugCs) })).body
    expect(page).toContain('class="page-content faculty-home faculty--ff identity--red"')
    expect((await app.inject({ url: paths.faculties('en') })).body).toContain('class="faculty-tile faculty--ff identity--red"')
    expect((await app.inject({ url: paths.campusMap('cs') })).body).toContain('fill="#c62828"')
  })

  it('an administration post that succeeded drops this node’s stored pages before its answer, even when nothing in the database changed (read your own writes)', async () => {
    const page = paths.faculty('en', science.slugEn)
    await app.inject({ url: page })
    await app.inject({ url: page })
    expect(app.regionCache.stats.entries).toBeGreaterThan(0)
    // An unchanged save writes nothing, so no notification comes: only the post's own drop empties the cache.
    const res = await postForm(app, paths.adminFaculty('en', science.id), fieldsOf(await rowOf(science.id)), chief)
    expect(res.statusCode).toBe(303)
    expect(app.regionCache.stats.entries).toBe(0)
    // A refused post (422) keeps them (a page is stored at its second request).
    await app.inject({ url: page })
    await app.inject({ url: page })
    expect(app.regionCache.stats.entries).toBeGreaterThan(0)
    expect((await postForm(app, paths.adminFaculty('en', science.id), { ...fieldsOf(await rowOf(science.id)), email: 'x' }, chief)).statusCode).toBe(422)
    expect(app.regionCache.stats.entries).toBeGreaterThan(0)
  })

  it('saving what is already saved changes nothing and writes no audit entry', async () => {
    const before = await auditCount(science.id)
    const res = await postForm(app, paths.adminFaculty('en', science.id), fieldsOf(await rowOf(science.id)), chief)
    expect(res.statusCode).toBe(303)
    expect(await auditCount(science.id)).toBe(before)
  })

  it("an editor sees and changes their own faculty only: another faculty's address is a 404 and nothing changes", async () => {
    const list = await app.inject({ url: paths.adminFaculties('en'), cookies: editor })
    expect(list.statusCode).toBe(200)
    expect(list.body).toContain(`href="${paths.adminFaculty('en', science.id)}"`)
    expect(list.body).not.toContain(`href="${paths.adminFaculty('en', arts.id)}"`)
    const artsNow = await rowOf(arts.id)
    expect((await app.inject({ url: paths.adminFaculty('en', arts.id), cookies: editor })).statusCode).toBe(404)
    const forged = await postForm(app, paths.adminFaculty('en', arts.id), { ...fieldsOf(artsNow), perexEn: 'Taken over.' }, editor)
    expect(forged.statusCode).toBe(404)
    expect(await rowOf(arts.id)).toEqual(artsNow)

    const own = await postForm(app, paths.adminFaculty('en', science.id), { ...fieldsOf(await rowOf(science.id)), address: 'Přírodovědná 7, 500 03 Dubová Hora' }, editor)
    expect(own.statusCode).toBe(303)
    expect((await rowOf(science.id)).address).toBe('Přírodovědná 7, 500 03 Dubová Hora')
  })

  it('a save filled from an older version is refused with the saved one shown and the typed text kept; saving again then is a choice', async () => {
    const start = await rowOf(science.id)
    const first = await postForm(app, paths.adminFaculty('cs', science.id), { ...fieldsOf(start), perexCs: 'První verze úvodu.' }, chief)
    expect(first.statusCode).toBe(303)
    const second = await postForm(app, paths.adminFaculty('cs', science.id), { ...fieldsOf(start), perexCs: 'Druhá verze úvodu.' }, editor)
    expect(second.statusCode).toBe(409)
    expect(second.body).toContain('Fakultu mezitím změnil někdo jiný.')
    expect(second.body).toMatch(/<section[^>]*id="facultySaved"[\s\S]*První verze úvodu\./)
    expect(second.body).toMatch(/<textarea[^>]*name="perexCs"[^>]*>Druhá verze úvodu\.<\/textarea>/)
    expect((await rowOf(science.id)).perexCs).toBe('První verze úvodu.')
    // The refused form carries the saved version now: sent again, it wins.
    const base = /name="base" value="([0-9a-f]{16})"/.exec(second.body)![1]!
    const again = await postForm(app, paths.adminFaculty('cs', science.id), { ...fieldsOf(start), perexCs: 'Druhá verze úvodu.', base }, editor)
    expect(again.statusCode).toBe(303)
    expect((await rowOf(science.id)).perexCs).toBe('Druhá verze úvodu.')
  })

  it('refuses bad and hostile input with its reason, in both languages, and changes nothing', async () => {
    const now = await rowOf(science.id)
    const ok = fieldsOf(now)
    const cases: Array<[Record<string, string | string[]>, string, string]> = [
      [{ ...ok, perexCs: '' }, 'facultyPerexCs-error', 'Vyplňte úvodní text.'],
      [{ ...ok, perexEn: 'x'.repeat(401) }, 'facultyPerexEn-error', 'Úvodní text může mít nejvýše 400 znaků.'],
      [{ ...ok, perexCs: 'Úvod\u0007 se zvonkem' }, 'facultyPerexCs-error', 'Text obsahuje neplatné znaky.'],
      [{ ...ok, phone: "'; DROP TABLE faculties; --" }, 'facultyPhone-error', 'Telefon zadejte číslicemi'],
      [{ ...ok, phone: '12' }, 'facultyPhone-error', 'Telefon zadejte číslicemi'],
      [{ ...ok, email: 'studijni@' }, 'facultyEmail-error', 'Zadejte e-mail ve tvaru'],
      [{ ...ok, address: '' }, 'facultyAddress-error', 'Vyplňte adresu.'],
      [{ ...ok, address: ['a', 'b'] }, 'facultyAddress-error', ''],
      [{ ...ok, color: 'javascript:alert(1)' }, 'facultyColour-error', 'Vyberte barvu z nabídky.'],
      [{ ...ok, color: '' }, 'facultyColour-error', 'Vyberte barvu z nabídky.'],
    ]
    for (const [body, id, text] of cases) {
      const res = await postForm(app, paths.adminFaculty('cs', science.id), body, chief)
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422)
      expect(res.body).toContain('Nic jsme neuložili: opravte prosím vyznačená pole.')
      expect(res.body).toMatch(new RegExp(`id="${id}"[^>]*>[^<]*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
    }
    const en = await postForm(app, paths.adminFaculty('en', science.id), { ...ok, email: 'nope' }, chief)
    expect(en.statusCode).toBe(422)
    expect(en.body).toContain('Enter an email address such as name@domain.com.')
    // No version at all (a form from elsewhere): refused, and so is a forged one (as stale).
    expect((await postForm(app, paths.adminFaculty('cs', science.id), { ...ok, base: '' }, chief)).statusCode).toBe(422)
    expect((await postForm(app, paths.adminFaculty('cs', science.id), { ...ok, perexCs: 'Podvrh.', base: '0123456789abcdef' }, chief)).statusCode).toBe(409)
    // Ids that are no faculty's.
    for (const id of ['0', '99999999', '1;drop', '__proto__', '..%2F..%2Fetc']) expect((await app.inject({ url: `${paths.adminFaculties('cs')}/${id}`, cookies: chief })).statusCode, id).toBe(404)
    expect(await rowOf(science.id)).toEqual(now)
  })

  it('a script in the introduction is text on the public page, never markup', async () => {
    const now = await rowOf(science.id)
    const perexEn = 'Science <script>alert(1)</script><img src=x onerror=alert(2)> for everyone.'
    expect((await postForm(app, paths.adminFaculty('en', science.id), { ...fieldsOf(now), perexEn }, chief)).statusCode).toBe(303)
    const body = (await app.inject({ url: paths.faculty('en', science.slugEn) })).body
    expect(body).toContain('Science &lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt; for everyone.')
    expect(body).not.toContain('<script>alert(1)')
    expect(body).not.toContain('<img src=x')
  })
})
