/**
 * The people administration (issue 25, ADR 079) on the database of the run, through its forms as a
 * browser posts them: the seeded chief editor and the editor of the Faculty of Science. Scope by
 * faculty (a person of another faculty is a 404, a department of another faculty is refused),
 * review with its mail, publishing onto the directory, the profile, the sitemap and search, a
 * stale save, an address change's 301s, hostile input and the audit log — each refusal changes nothing.
 */
import { and, asc, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, departments, faculties, mediaImages, outbox, people, revisions } from '../../../src/db/schema.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp } from '../../support/app.js'
import { postForm, signIn, type Jar } from '../../support/client.js'

let app: FastifyInstance
let chief: Jar
let editor: Jar
/** A department of the Faculty of Science, one of another faculty, one of the rector's office. */
let scienceDept: number
let otherDept: number
let uniDept: number
/** A seeded, live person of another faculty. */
let otherPerson: number

const PASSWORD = 'Heslo-2026'
let made = 0
const unique = () => `${process.pid}${Date.now().toString(36)}${++made}`

beforeAll(async () => {
  app = await testApp()
  ;[chief, editor] = await Promise.all([signIn(app, 'redakce@example.cz', PASSWORD), signIn(app, 'redaktor@example.cz', PASSWORD)])
  const depts = await app.db.select({ id: departments.id, facultyId: departments.facultyId, slug: faculties.slugCs }).from(departments).leftJoin(faculties, eq(faculties.id, departments.facultyId))
  scienceDept = depts.find((d) => d.slug === 'fakulta-prirodnich-ved')!.id
  otherDept = depts.find((d) => d.slug !== null && d.slug !== 'fakulta-prirodnich-ved')!.id
  uniDept = depts.find((d) => d.facultyId === null)!.id
  const science = (await app.db.select({ id: faculties.id }).from(faculties).where(eq(faculties.slugCs, 'fakulta-prirodnich-ved')))[0]!.id
  otherPerson = (await app.db.select({ id: people.id }).from(people).where(and(isNotNull(people.facultyId), ne(people.facultyId, science))).limit(1))[0]!.id
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string, jar?: Jar) => app.inject({ url, ...(jar && { cookies: jar }) })
/** Asks until `check` holds: on PostgreSQL a change reaches the stored regions through the change feed. */
async function eventually(check: () => Promise<boolean>, ms = 8000): Promise<boolean> {
  const until = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > until) return false
    await new Promise((r) => setTimeout(r, 100))
  }
  return true
}
const NEW = paths.adminPeopleNew('cs')

const fields = (word: string, over: Record<string, string> = {}) => ({
  titlesBefore: 'doc. RNDr.',
  givenName: 'Zkušebník',
  familyName: `Testovský${word}`,
  titlesAfter: 'Ph.D.',
  roleCs: 'odborný asistent',
  roleEn: 'Assistant Professor',
  department: String(scienceDept),
  email: `zkusebnik.${word}@qf.example.cz`,
  phone: '+420 555 123 456',
  officeCs: 'budova A, místnost 101',
  officeEn: 'building A, room 101',
  officeHoursCs: 'úterý 10–12',
  officeHoursEn: 'Tuesday 10–12',
  researchCs: 'botanika, ekologie',
  researchEn: 'botany, ecology',
  slug: '',
  ...over,
})

/** Creates a draft through the form; its id, address and latest revision. */
async function create(jar: Jar, over: Record<string, string> = {}) {
  const word = unique()
  const res = await postForm(app, NEW, { ...fields(word, over), action: 'draft' }, jar)
  expect(res.statusCode, res.body.slice(0, 500)).toBe(303)
  const id = Number(/\/lide\/(\d+)\?done=created$/.exec(res.headers.location as string)?.[1])
  const person = await row(id)
  return { id, word, slug: person.slug, base: String(person.latest) }
}
const row = async (id: number) => (await app.db.select({ slug: people.slug, live: people.live, familyName: people.familyName, email: people.email, facultyId: people.facultyId, latest: people.latestRevisionId }).from(people).where(eq(people.id, id)))[0]!
const act = (jar: Jar, id: number, body: Record<string, string>) => postForm(app, paths.adminPerson('cs', id), body, jar)
const personCount = async () => (await app.db.select({ id: people.id }).from(people)).length

describe(`the people administration on ${engine}`, () => {
  it('the list and the create form open for the editorial roles in both languages, "Lidé" in the tabs; the list finds by name and filters by faculty', async () => {
    for (const jar of [chief, editor]) {
      const list = await get('/qf/cs/sprava/lide', jar)
      expect(list.statusCode).toBe(200)
      expect(list.headers['cache-control']).toMatch(/no-store/)
      expect(list.body).toContain('>Přidat</a>')
      expect(list.body).toMatch(/<a[^>]*href="\/qf\/cs\/sprava\/lide"[^>]*>Lidé<\/a>/)
      const en = await get('/qf/en/admin/people', jar)
      expect(en.body).toContain('>Add</a>')
      expect(en.body).toMatch(/<a[^>]*href="\/qf\/en\/admin\/people"[^>]*>People<\/a>/)
      expect((await get('/qf/en/admin/people/new', jar)).statusCode).toBe(200)
    }
    // The editor sees the Faculty of Science's people only; the chief editor everyone.
    const count = async (jar: Jar, q = '') => Number(/id="adminCount">[^<]*?(\d[\d\s ]*)</.exec((await get(paths.adminPeople('cs', { q }), jar)).body)?.[1]?.replace(/\D/g, ''))
    expect(await count(chief)).toBe(await personCount())
    expect(await count(editor)).toBeLessThan(await count(chief))
    const [someone] = await app.db.select({ givenName: people.givenName, familyName: people.familyName }).from(people).where(eq(people.id, otherPerson))
    expect(await count(chief, someone!.familyName)).toBeGreaterThanOrEqual(1)
    expect(await count(editor, someone!.familyName)).toBe(0)
  })

  it('the editor adds a person of his faculty as a draft, may not publish it, submits it; the chief editor publishes it onto the directory, the profile, the sitemap and search', async () => {
    const person = await create(editor)
    expect(await row(person.id)).toMatchObject({ live: false })
    const profile = paths.person('cs', person.slug)
    expect((await get(profile)).statusCode).toBe(404)
    expect((await get(paths.people('cs', { q: `Testovský${person.word}` }))).body).not.toContain(profile)

    const page = await get(paths.adminPerson('cs', person.id), editor)
    expect(page.statusCode).toBe(200)
    for (const label of ['Uložit koncept', 'Náhled', 'Odeslat ke schválení']) expect(page.body).toContain(`>${label}</button>`)
    expect(page.body).not.toContain('>Publikovat</button>')

    // A forged "publish": refused, nothing published.
    const forged = await act(editor, person.id, { ...fields(person.word), base: person.base, action: 'publish' })
    expect(forged.statusCode).toBe(403)
    expect(forged.body).toContain('Tuto akci nemáte oprávnění provést')
    expect((await row(person.id)).live).toBe(false)

    const preview = await act(editor, person.id, { ...fields(person.word), base: person.base, action: 'preview' })
    expect(preview.statusCode).toBe(303)
    const shown = await get(preview.headers.location as string, editor)
    expect(shown.statusCode).toBe(200)
    expect(shown.body).toContain(`Testovský${person.word}`)
    expect(shown.body).toContain('id="adminPreviewBanner"')

    const submitted = await act(editor, person.id, { ...fields(person.word), base: person.base, action: 'submit' })
    expect(submitted.headers.location).toBe(paths.adminPerson('cs', person.id, 'submitted'))
    const [mail] = await app.db.select({ subject: outbox.subject }).from(outbox).where(eq(outbox.recipient, 'redakce@example.cz')).orderBy(desc(outbox.id)).limit(1)
    expect(mail?.subject).toContain(`Testovský${person.word}`)

    const latest = String((await row(person.id)).latest)
    const published = await act(chief, person.id, { ...fields(person.word), base: latest, action: 'publish' })
    expect(published.headers.location).toBe(paths.adminPerson('cs', person.id, 'published'))
    expect((await row(person.id)).live).toBe(true)
    expect(await eventually(async () => (await get(profile)).statusCode === 200)).toBe(true)
    const publicPage = await get(profile)
    expect(publicPage.body).toContain(`Testovský${person.word}`)
    expect(publicPage.body).toContain('úterý 10–12')
    const english = await get(paths.person('en', person.slug))
    expect(english.body).toContain('Assistant Professor')
    // A live person's next change: visitors keep the published version until it is published, then
    // the stored profile and directory regions give way on their own (the content tables' trigger).
    const base = String((await row(person.id)).latest)
    await act(editor, person.id, { ...fields(person.word, { roleEn: 'Associate Professor' }), base, action: 'draft' })
    expect((await get(paths.person('en', person.slug))).body).toContain('Assistant Professor')
    await act(chief, person.id, { ...fields(person.word, { roleEn: 'Associate Professor' }), base: String((await row(person.id)).latest), action: 'publish' })
    expect(await eventually(async () => (await get(paths.person('en', person.slug))).body.includes('Associate Professor'))).toBe(true)
    const changed = await get(paths.person('en', person.slug))
    expect(changed.body).not.toContain('Assistant Professor')
    expect(await eventually(async () => (await get(paths.people('cs', { q: `Testovský${person.word}` }))).body.includes(profile))).toBe(true)
    // Search follows the change feed, asynchronously.
    const until = Date.now() + 15_000
    let found = false
    while (!found && Date.now() < until) {
      const hits = await app.services.search.results({ lang: 'cs', scope: 'web', text: `Testovský${person.word}`, page: 1, pageSize: 10 })
      found = hits.hits.some((h) => h.title.includes(`Testovský${person.word}`))
      if (!found) await new Promise((r) => setTimeout(r, 100))
    }
    expect(found).toBe(true)
    // Every act is in the audit log, named by the person.
    const acts = await app.db.select({ action: auditLog.action, summary: auditLog.summary }).from(auditLog).where(and(eq(auditLog.entity, 'person'), eq(auditLog.objectId, person.id)))
    expect(acts.map((a) => a.action)).toEqual(expect.arrayContaining(['create', 'submit', 'publish']))
    expect(acts.every((a) => a.summary.includes(`Testovský${person.word}`))).toBe(true)
  })

  it('an editor reaches no person of another faculty (404, nothing changed) and may not place a person in another faculty’s department (403, nothing created or moved)', async () => {
    const before = await row(otherPerson)
    expect((await get(paths.adminPerson('cs', otherPerson), editor)).statusCode).toBe(404)
    expect((await get(paths.adminPersonPreview('en', otherPerson), editor)).statusCode).toBe(404)
    const posted = await act(editor, otherPerson, { ...fields('x', { familyName: 'Přepsaný' }), base: String(before.latest ?? ''), action: 'draft' })
    expect(posted.statusCode).toBe(404)
    expect(await row(otherPerson)).toEqual(before)

    const count = await personCount()
    for (const department of [otherDept, uniDept, 999_999]) {
      const res = await postForm(app, NEW, { ...fields(unique(), { department: String(department) }), action: 'draft' }, editor)
      expect(res.statusCode, String(department)).toBe(403)
      expect(res.body).toContain('Tuto akci nemáte oprávnění provést')
    }
    expect(await personCount()).toBe(count)

    const mine = await create(editor)
    const moved = await act(editor, mine.id, { ...fields(mine.word, { department: String(otherDept) }), base: mine.base, action: 'draft' })
    expect(moved.statusCode).toBe(403)
    expect(await row(mine.id)).toMatchObject({ latest: Number(mine.base), facultyId: (await row(mine.id)).facultyId })
    // The chief editor may place people anywhere, the rector's office too.
    const anywhere = await postForm(app, NEW, { ...fields(unique(), { department: String(uniDept) }), action: 'draft' }, chief)
    expect(anywhere.statusCode).toBe(303)
  })

  it('a save based on an older revision is refused with both versions shown; nothing is saved', async () => {
    const person = await create(chief)
    const first = await act(chief, person.id, { ...fields(person.word, { roleCs: 'docent' }), base: person.base, action: 'draft' })
    expect(first.statusCode).toBe(303)
    const latest = (await row(person.id)).latest
    const stale = await act(editor, person.id, { ...fields(person.word, { roleCs: 'profesor' }), base: person.base, action: 'draft' })
    expect(stale.statusCode).toBe(409)
    expect(stale.body).toContain('Položku mezitím uložil někdo jiný')
    expect(stale.body).toContain('docent')
    expect(stale.body).toContain('profesor')
    expect(stale.body).toContain(`name="base" value="${latest}"`)
    expect((await row(person.id)).latest).toBe(latest)
  })

  it('bad input: a malformed or taken e-mail, overlong fields, a forged action — a localized message, nothing changed; script is text, never markup', async () => {
    const count = await personCount()
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ email: 'neni-to-adresa' }, 'Zadejte e-mail ve tvaru jmeno@domena.cz.', 'Enter an e-mail address such as name@example.com.'],
      [{ familyName: 'x'.repeat(101) }, 'Text je příliš dlouhý.', 'The text is too long.'],
      [{ researchCs: 'y'.repeat(2001) }, 'Text je příliš dlouhý.', 'The text is too long.'],
      [{ phone: 'volejte<script>' }, 'Telefon smí obsahovat jen číslice', 'The phone number may hold only digits'],
      [{ givenName: '' }, 'Vyplňte jméno.', 'Enter the given name.'],
    ]
    for (const [over, cs, en] of cases) {
      const res = await postForm(app, NEW, { ...fields(unique(), over), action: 'draft' }, chief)
      expect(res.statusCode, JSON.stringify(over).slice(0, 80)).toBe(422)
      expect(res.body).toContain(cs)
      const english = await postForm(app, paths.adminPeopleNew('en'), { ...fields(unique(), over), action: 'draft' }, chief)
      expect(english.body).toContain(en)
    }
    const taken = (await app.db.select({ email: people.email }).from(people).where(eq(people.id, otherPerson)))[0]!.email
    const dup = await postForm(app, NEW, { ...fields(unique(), { email: taken.toUpperCase() }), action: 'draft' }, chief)
    expect(dup.statusCode).toBe(409)
    expect(dup.body).toContain('Tento e-mail už má jiná osoba.')
    expect((await postForm(app, NEW, { ...fields(unique()), action: 'publish' }, chief)).statusCode).toBe(422)
    expect(await personCount()).toBe(count)

    const person = await create(chief, { roleCs: '<script>alert(1)</script>', researchCs: '<img src=x onerror=alert(1)>' })
    await act(chief, person.id, { ...fields(person.word, { roleCs: '<script>alert(1)</script>', researchCs: '<img src=x onerror=alert(1)>' }), base: person.base, action: 'publish' })
    expect(await eventually(async () => (await get(paths.person('cs', person.slug))).statusCode === 200)).toBe(true)
    const page = await get(paths.person('cs', person.slug))
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(page.body).not.toContain('<script>alert(1)')
    expect(page.body).not.toContain('<img src=x')
  })

  it('a published person’s new address: both old addresses answer 301 to the new ones; the sitemap names the new one only', async () => {
    const person = await create(chief)
    await act(chief, person.id, { ...fields(person.word), base: person.base, action: 'publish' })
    const latest = String((await row(person.id)).latest)
    const slug = `presunuty-${person.word}`
    const res = await act(chief, person.id, { ...fields(person.word, { slug }), base: latest, action: 'draft' })
    expect(res.headers.location).toBe(paths.adminPerson('cs', person.id, 'moved'))
    for (const lang of ['cs', 'en'] as const) {
      expect(await eventually(async () => (await get(paths.person(lang, person.slug))).statusCode === 301)).toBe(true)
      const old = await get(paths.person(lang, person.slug))
      expect(old.statusCode).toBe(301)
      expect(old.headers.location).toBe(paths.person(lang, slug))
      expect((await get(paths.person(lang, slug))).statusCode).toBe(200)
    }
    const slugs = await app.services.people.allSlugs()
    expect(slugs).toContain(slug)
    expect(slugs).not.toContain(person.slug)
    // Unpublished: off the directory, the profile and the sitemap.
    await act(chief, person.id, { ...fields(person.word, { slug }), base: latest, action: 'unpublish' })
    expect(await eventually(async () => (await get(paths.person('cs', slug))).statusCode === 404)).toBe(true)
    expect(await app.services.people.allSlugs()).not.toContain(slug)
    expect((await app.db.select({ id: people.id }).from(people).where(inArray(people.id, [person.id])))[0]).toBeDefined()
  })

  it('a shared preview link shows the draft profile to someone without an account until it is revoked', async () => {
    const person = await create(editor)
    const res = await postForm(app, paths.adminPersonShare('cs', person.id), { hours: '24' }, editor)
    expect(res.statusCode).toBe(201)
    const url = /id="sharedLink"[^>]*value="([^"]+)"/.exec(res.body)![1]!
    const path = new URL(url).pathname
    const shown = await get(path)
    expect(shown.statusCode).toBe(200)
    expect(shown.body).toContain(`Testovský${person.word}`)
    expect(shown.headers['cache-control']).toMatch(/no-store/)
    expect((await get(paths.person('cs', person.slug))).statusCode).toBe(404)
    // A lifetime not offered is refused; a link of another faculty's person is out of the editor's reach.
    expect((await postForm(app, paths.adminPersonShare('cs', person.id), { hours: '5' }, editor)).statusCode).toBe(422)
    expect((await postForm(app, paths.adminPersonShare('cs', otherPerson), { hours: '24' }, editor)).statusCode).toBe(404)
    const page = await get(paths.adminPerson('cs', person.id), chief)
    const linkId = Number(/\/sdilet\/(\d+)\/zrusit/.exec(page.body)![1])
    const revoked = await postForm(app, paths.adminPersonShareRevoke('cs', person.id, linkId), {}, chief)
    expect(revoked.headers.location).toBe(paths.adminPerson('cs', person.id, 'unshared'))
    expect((await get(path)).statusCode).toBe(410)
  })

  it('the portrait is chosen through the media picker: a search keeps what was typed, a forged or second id is refused, no field keeps it, publishing puts it on the directory', async () => {
    const pictures = await app.db.select({ id: mediaImages.id, altCs: mediaImages.altCs }).from(mediaImages).where(eq(mediaImages.decorative, false)).orderBy(asc(mediaImages.id)).limit(3)
    const person = await create(editor)
    const url = paths.adminPerson('cs', person.id)
    const choice = (body: string, value: string) => body.match(/<input [^>]*>/g)?.find((tag) => tag.includes('name="portraitId"') && tag.includes(`value="${value}"`))
    const latest = async () => (await app.db.select({ latest: people.latestRevisionId, portraitId: people.portraitId }).from(people).where(eq(people.id, person.id)))[0]!
    const blank = await get(url, editor)
    expect(choice(blank.body, '')).toContain('checked=""')
    // Enter in a one-line field presses the hidden default button: saving, not searching.
    expect(blank.body.indexOf('data-default-save')).toBeLessThan(blank.body.indexOf('value="find-image"'))
    const typed = { ...fields(person.word, { familyName: `Přepsaný${person.word}`, slug: person.slug }), base: person.base }

    const found = await act(editor, person.id, { ...typed, portraitId: '', imageQuery: pictures[0]!.altCs.slice(0, 12), action: 'find-image' })
    expect(found.statusCode).toBe(200)
    expect(found.body).toContain(`Přepsaný${person.word}`)
    expect(choice(found.body, String(pictures[0]!.id))).toContain('type="radio"')
    expect((await latest()).latest).toBe(Number(person.base))

    for (const portraitId of ['999999999', 'x', '0', '__proto__']) {
      const res = await act(editor, person.id, { ...typed, portraitId, action: 'draft' })
      expect(res.statusCode).toBe(422)
      expect(res.body).toContain('Vybraný obrázek v knihovně médií není')
      expect(res.body).toContain(`Přepsaný${person.word}`)
    }
    const two = await postForm(app, url, { ...typed, portraitId: [String(pictures[0]!.id), String(pictures[1]!.id)], action: 'draft' }, editor)
    expect(two.statusCode).toBe(422)
    expect((await latest()).latest).toBe(Number(person.base))

    const saved = await act(editor, person.id, { ...typed, portraitId: String(pictures[1]!.id), action: 'draft' })
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(303)
    expect(choice((await get(url, editor)).body, String(pictures[1]!.id))).toContain('checked=""')
    // A post without the field (a reader's form, an old page) keeps the portrait.
    const kept = await latest()
    const without = await act(editor, person.id, { ...typed, familyName: `Znovu${person.word}`, base: String(kept.latest), action: 'draft' })
    expect(without.statusCode).toBe(303)
    expect(choice((await get(url, editor)).body, String(pictures[1]!.id))).toContain('checked=""')
    // Published by the chief editor: the directory's row has the portrait.
    const now = await latest()
    const published = await act(chief, person.id, { ...typed, familyName: `Znovu${person.word}`, base: String(now.latest), portraitId: String(pictures[1]!.id), action: 'publish' })
    expect(published.statusCode, published.body.slice(0, 300)).toBe(303)
    expect((await latest()).portraitId).toBe(pictures[1]!.id)

    // The revision compare names the portrait (its alt text, a small square of it), never its id (ADR 103).
    const [alt] = await app.db.select({ altCs: mediaImages.altCs, altEn: mediaImages.altEn }).from(mediaImages).where(eq(mediaImages.id, pictures[1]!.id))
    const newest = (await latest()).latest!
    const compare = await get(paths.adminPersonCompare('cs', person.id, Number(person.base), newest), chief)
    expect(compare.statusCode).toBe(200)
    const portraitRow = /<tr data-field="portraitId">([\s\S]*?)<\/tr>/.exec(compare.body)![1]!
    expect(portraitRow).toContain(alt!.altCs)
    expect(portraitRow).toContain(`data-media-id="${pictures[1]!.id}"`)
    expect(portraitRow).toMatch(new RegExp(`/media/images/${pictures[1]!.id}/v\\d+/square-`))
    expect(portraitRow).not.toMatch(new RegExp(`>${pictures[1]!.id}<`))
    expect((await get(paths.adminPersonCompare('en', person.id, Number(person.base), newest), chief)).body).toContain(alt!.altEn)
    // A revision naming a picture the library no longer holds: "smazaný obrázek".
    const [{ content }] = (await app.db.select({ content: revisions.content }).from(revisions).where(eq(revisions.id, newest))) as [{ content: Record<string, unknown> }]
    const [gone] = await app.db.insert(revisions).values({ entity: 'person', objectId: person.id, content: { ...content, portraitId: 999999999 } }).returning({ id: revisions.id })
    const deleted = await get(paths.adminPersonCompare('cs', person.id, newest, gone!.id), chief)
    const deletedRow = /<tr data-field="portraitId">([\s\S]*?)<\/tr>/.exec(deleted.body)![1]!
    expect(deletedRow).toContain('smazaný obrázek')
    expect(deletedRow).not.toMatch(/>\s*999999999\s*</)
    expect((await get(paths.adminPersonCompare('en', person.id, newest, gone!.id), chief)).body).toContain('deleted image')
  })
})
