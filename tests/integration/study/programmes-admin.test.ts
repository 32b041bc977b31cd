/**
 * The study programmes' administration (issue 25, ADR 085) on the database of the run, through its
 * forms as a browser posts them: the seeded chief editor and the editor of the Faculty of Science.
 * Scope by faculty (another faculty's programme is a 404, a forged faculty a 403), review with its
 * mail, publishing onto the catalogue and the programme's page, a stale save, an address change's
 * 301s, hostile and malformed input — each refusal changes nothing.
 */
import { and, desc, eq, ne } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, faculties, outbox, programmes } from '../../../src/db/schema.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp } from '../../support/app.js'
import { postForm, signIn, type Jar } from '../../support/client.js'

let app: FastifyInstance
let chief: Jar
let editor: Jar
let science: number
let other: number
/** A seeded, live programme of another faculty. */
let otherProgramme: number

const PASSWORD = 'Heslo-2026'
const P = paths.adminProgramme
let made = 0
const unique = () => `${process.pid}${Date.now().toString(36)}${++made}`

beforeAll(async () => {
  app = await testApp()
  ;[chief, editor] = await Promise.all([signIn(app, 'redakce@example.cz', PASSWORD), signIn(app, 'redaktor@example.cz', PASSWORD)])
  science = (await app.db.select({ id: faculties.id }).from(faculties).where(eq(faculties.slugCs, 'fakulta-prirodnich-ved')))[0]!.id
  other = (await app.db.select({ id: faculties.id }).from(faculties).where(ne(faculties.id, science)).limit(1))[0]!.id
  otherProgramme = (await app.db.select({ id: programmes.id }).from(programmes).where(eq(programmes.facultyId, other)).limit(1))[0]!.id
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string, jar?: Jar) => app.inject({ url, ...(jar && { cookies: jar }) })
async function eventually(check: () => Promise<boolean>, ms = 8000): Promise<boolean> {
  const until = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > until) return false
    await new Promise((r) => setTimeout(r, 100))
  }
  return true
}

const fields = (word: string, over: Record<string, string> = {}) => ({
  nameCs: `Zkušební ekologie ${word}`,
  nameEn: `Trial Ecology ${word}`,
  code: `B${word.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 20)}`,
  faculty: String(science),
  degree: 'bachelor',
  formFullTime: 'on',
  language: 'cs',
  years: '3',
  profileCs: 'Absolvent rozumí ekosystémům.',
  profileEn: 'Graduates understand ecosystems.',
  careerCs: 'Ochrana přírody.',
  careerEn: 'Nature conservation.',
  admissionCs: 'Přijímací zkouška z biologie.',
  admissionEn: 'An entrance exam in biology.',
  subjectsCs: 'Botanika\nZoologie',
  subjectsEn: 'Botany\nZoology',
  slugCs: '',
  slugEn: '',
  ...over,
})

async function create(jar: Jar, over: Record<string, string> = {}) {
  const word = unique()
  const res = await postForm(app, P.new('cs'), { ...fields(word, over), action: 'draft' }, jar)
  expect(res.statusCode, res.body.slice(0, 500)).toBe(303)
  const id = Number(/\/programy\/(\d+)\?done=created$/.exec(res.headers.location as string)?.[1])
  const r = await row(id)
  return { id, word, slugCs: r.slugCs, slugEn: r.slugEn, base: String(r.latest) }
}
const row = async (id: number) =>
  (await app.db.select({ slugCs: programmes.slugCs, slugEn: programmes.slugEn, live: programmes.live, nameCs: programmes.nameCs, nameEn: programmes.nameEn, facultyId: programmes.facultyId, latest: programmes.latestRevisionId }).from(programmes).where(eq(programmes.id, id)))[0]!
const act = (jar: Jar, id: number, body: Record<string, string>) => postForm(app, P.item('cs', id), body, jar)
const programmeCount = async () => (await app.db.select({ id: programmes.id }).from(programmes)).length

describe(`the programmes administration on ${engine}`, () => {
  it('the list and the create form open for the editorial roles in both languages, "Studijní programy" in the tabs; the editor sees his faculty’s programmes only', async () => {
    for (const jar of [chief, editor]) {
      const list = await get('/qf/cs/sprava/programy', jar)
      expect(list.statusCode).toBe(200)
      expect(list.headers['cache-control']).toMatch(/no-store/)
      expect(list.body).toContain('>Přidat</a>')
      expect(list.body).toMatch(/<a[^>]*href="\/qf\/cs\/sprava\/programy"[^>]*>Studijní programy<\/a>/)
      const en = await get('/qf/en/admin/programmes', jar)
      expect(en.body).toContain('>Add</a>')
      expect(en.body).toMatch(/<a[^>]*href="\/qf\/en\/admin\/programmes"[^>]*>Study programmes<\/a>/)
      expect((await get('/qf/en/admin/programmes/new', jar)).statusCode).toBe(200)
      expect((await get('/qf/cs/sprava/programy/novy', jar)).statusCode).toBe(200)
    }
    const count = async (jar: Jar, q = '') => Number(/id="adminCount">[^<]*?(\d[\d\s ]*)</.exec((await get(paths.adminProgrammes('cs', { q }), jar)).body)?.[1]?.replace(/\D/g, ''))
    expect(await count(chief)).toBe(await programmeCount())
    expect(await count(editor)).toBeLessThan(await count(chief))
    const [theirs] = await app.db.select({ code: programmes.code }).from(programmes).where(eq(programmes.id, otherProgramme))
    expect(await count(chief, theirs!.code)).toBe(1)
    expect(await count(editor, theirs!.code)).toBe(0)
    // A visitor gets the site's 404.
    expect((await get('/qf/cs/sprava/programy')).statusCode).toBe(404)
  })

  it('the editor adds a programme of his faculty as a draft, may not publish it, submits it; the chief editor publishes it onto the catalogue, its page in both languages and search', async () => {
    const p = await create(editor)
    expect(await row(p.id)).toMatchObject({ live: false, facultyId: science })
    const page = paths.programme('cs', p.slugCs)
    expect((await get(page)).statusCode).toBe(404)
    expect((await get(paths.programmes('cs'))).body).not.toContain(page)

    const form = await get(P.item('cs', p.id), editor)
    for (const label of ['Uložit koncept', 'Náhled', 'Odeslat ke schválení']) expect(form.body).toContain(`>${label}</button>`)
    expect(form.body).not.toContain('>Publikovat</button>')
    const forged = await act(editor, p.id, { ...fields(p.word), base: p.base, action: 'publish' })
    expect(forged.statusCode).toBe(403)
    expect((await row(p.id)).live).toBe(false)

    const preview = await act(editor, p.id, { ...fields(p.word), base: p.base, action: 'preview' })
    expect(preview.statusCode).toBe(303)
    const shown = await get(preview.headers.location as string, editor)
    expect(shown.statusCode).toBe(200)
    expect(shown.body).toContain(`Zkušební ekologie ${p.word}`)
    expect(shown.body).toContain('id="adminPreviewBanner"')
    expect((await get(P.preview('en', p.id), editor)).body).toContain(`Trial Ecology ${p.word}`)

    const submitted = await act(editor, p.id, { ...fields(p.word), base: p.base, action: 'submit' })
    expect(submitted.headers.location).toBe(P.item('cs', p.id, 'submitted'))
    const [mail] = await app.db.select({ subject: outbox.subject }).from(outbox).where(eq(outbox.recipient, 'redakce@example.cz')).orderBy(desc(outbox.id)).limit(1)
    expect(mail?.subject).toContain(`Zkušební ekologie ${p.word}`)

    const published = await act(chief, p.id, { ...fields(p.word), base: String((await row(p.id)).latest), action: 'publish' })
    expect(published.headers.location).toBe(P.item('cs', p.id, 'published'))
    expect(await eventually(async () => (await get(page)).statusCode === 200)).toBe(true)
    expect((await get(page)).body).toContain('Zoologie')
    expect((await get(paths.programme('en', p.slugEn))).body).toContain('Zoology')
    expect(await eventually(async () => (await get(paths.programmes('cs'))).body.includes(page))).toBe(true)

    // The next change: visitors keep the published version until it is published.
    await act(editor, p.id, { ...fields(p.word, { profileEn: 'Graduates restore rivers.' }), base: String((await row(p.id)).latest), action: 'draft' })
    expect((await get(paths.programme('en', p.slugEn))).body).toContain('Graduates understand ecosystems.')
    await act(chief, p.id, { ...fields(p.word, { profileEn: 'Graduates restore rivers.' }), base: String((await row(p.id)).latest), action: 'publish' })
    expect(await eventually(async () => (await get(paths.programme('en', p.slugEn))).body.includes('Graduates restore rivers.'))).toBe(true)

    const until = Date.now() + 15_000
    let found = false
    while (!found && Date.now() < until) {
      const hits = await app.services.search.results({ lang: 'cs', scope: 'web', text: `ekologie ${p.word}`, page: 1, pageSize: 10 })
      found = hits.hits.some((h) => h.title.includes(p.word))
      if (!found) await new Promise((r) => setTimeout(r, 100))
    }
    expect(found).toBe(true)
    const acts = await app.db.select({ action: auditLog.action, summary: auditLog.summary }).from(auditLog).where(and(eq(auditLog.entity, 'programme'), eq(auditLog.objectId, p.id)))
    expect(acts.map((a) => a.action)).toEqual(expect.arrayContaining(['create', 'submit', 'publish']))
  })

  it('an editor reaches no programme of another faculty (404) and may not place one in another faculty (403); nothing created or moved', async () => {
    const before = await row(otherProgramme)
    expect((await get(P.item('cs', otherProgramme), editor)).statusCode).toBe(404)
    expect((await get(P.preview('en', otherProgramme), editor)).statusCode).toBe(404)
    expect((await get(P.compare('cs', otherProgramme), editor)).statusCode).toBe(404)
    expect((await act(editor, otherProgramme, { ...fields('x'), base: String(before.latest ?? ''), action: 'draft' })).statusCode).toBe(404)
    expect((await postForm(app, P.restore('cs', otherProgramme), { revision: '1', base: '1' }, editor)).statusCode).toBe(404)
    expect(await row(otherProgramme)).toEqual(before)

    const count = await programmeCount()
    for (const faculty of [other, 999_999]) {
      const res = await postForm(app, P.new('cs'), { ...fields(unique(), { faculty: String(faculty) }), action: 'draft' }, editor)
      expect(res.statusCode, String(faculty)).toBe(403)
      expect(res.body).toContain('Tuto akci nemáte oprávnění provést')
      const en = await postForm(app, P.new('en'), { ...fields(unique(), { faculty: String(faculty) }), action: 'draft' }, editor)
      expect(en.statusCode).toBe(403)
      expect(en.body).toContain('Choose a faculty from the list.')
    }
    expect(await programmeCount()).toBe(count)

    const mine = await create(editor)
    const moved = await act(editor, mine.id, { ...fields(mine.word, { faculty: String(other) }), base: mine.base, action: 'draft' })
    expect(moved.statusCode).toBe(403)
    expect(await row(mine.id)).toMatchObject({ latest: Number(mine.base), facultyId: science })
    // The chief editor places programmes in any faculty.
    expect((await postForm(app, P.new('cs'), { ...fields(unique(), { faculty: String(other) }), action: 'draft' }, chief)).statusCode).toBe(303)
  })

  it('bad input: overlong, control characters, unknown faculty/degree/form/language, a taken code, unpaired subjects — a localized message, nothing created; script is text', async () => {
    const count = await programmeCount()
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ nameCs: 'x'.repeat(201) }, 'Text je příliš dlouhý.', 'The text is too long.'],
      [{ profileEn: 'y'.repeat(4001) }, 'Text je příliš dlouhý.', 'The text is too long.'],
      [{ nameEn: 'Bell\u0007' }, 'Zadaná hodnota není platná.', 'The value is not valid.'],
      [{ nameCs: 'Dva\nřádky' }, 'Zadaná hodnota není platná.', 'The value is not valid.'],
      [{ nameCs: '' }, 'Vyplňte název.', 'Enter the name.'],
      [{ degree: 'habilitation' }, 'Vyberte typ studia ze seznamu.', 'Choose a degree from the list.'],
      [{ language: 'de' }, 'Vyberte jazyk výuky ze seznamu.', 'Choose a language of instruction from the list.'],
      [{ formFullTime: 'evening' }, 'Zaškrtněte alespoň jednu formu studia', 'Tick at least one form of study'],
      [{ formFullTime: '' }, 'Zaškrtněte alespoň jednu formu studia', 'Tick at least one form of study'],
      [{ faculty: 'abc' }, 'Vyberte fakultu ze seznamu.', 'Choose a faculty from the list.'],
      [{ years: '12' }, 'Zadejte celý počet let od 1 do 8.', 'Enter a whole number of years from 1 to 8.'],
      [{ code: 'b-lower' }, 'Kód smí obsahovat jen velká písmena', 'The code may hold only capitals'],
      [{ subjectsEn: 'Botany' }, 'Česky i anglicky musí být stejný počet předmětů', 'Czech and English need the same number of subjects'],
      [{ slugCs: 'Bad Slug' }, 'Adresa smí obsahovat', 'The address may'],
    ]
    for (const [over, cs, en] of cases) {
      const body = { ...fields(unique(), over), action: 'draft' }
      // An emptied check box is not sent at all.
      if (over.formFullTime === '') delete (body as Record<string, string>).formFullTime
      const res = await postForm(app, P.new('cs'), body, chief)
      expect(res.statusCode, JSON.stringify(over).slice(0, 80)).toBe(422)
      expect(res.body, JSON.stringify(over).slice(0, 80)).toContain(cs)
      const english = await postForm(app, P.new('en'), body, chief)
      expect(english.body, JSON.stringify(over).slice(0, 80)).toContain(en)
    }
    const [taken] = await app.db.select({ code: programmes.code }).from(programmes).where(eq(programmes.id, otherProgramme))
    const dup = await postForm(app, P.new('cs'), { ...fields(unique(), { code: taken!.code }), action: 'draft' }, chief)
    expect(dup.statusCode).toBe(409)
    expect(dup.body).toContain('Tento kód už má jiný program.')
    expect((await postForm(app, P.new('cs'), { ...fields(unique()), action: 'publish' }, chief)).statusCode).toBe(422)
    expect(await programmeCount()).toBe(count)

    const p = await create(chief, { profileCs: '<script>alert(1)</script>', subjectsCs: '<img src=x onerror=alert(1)>\nZoologie' })
    await act(chief, p.id, { ...fields(p.word, { profileCs: '<script>alert(1)</script>', subjectsCs: '<img src=x onerror=alert(1)>\nZoologie' }), base: p.base, action: 'publish' })
    expect(await eventually(async () => (await get(paths.programme('cs', p.slugCs))).statusCode === 200)).toBe(true)
    const page = await get(paths.programme('cs', p.slugCs))
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(page.body).not.toContain('<script>alert(1)')
    expect(page.body).not.toContain('<img src=x')
  })

  it('a save based on an older revision is refused with both versions shown; nothing is saved', async () => {
    const p = await create(chief)
    expect((await act(chief, p.id, { ...fields(p.word, { careerCs: 'Státní správa.' }), base: p.base, action: 'draft' })).statusCode).toBe(303)
    const latest = (await row(p.id)).latest
    const stale = await act(editor, p.id, { ...fields(p.word, { careerCs: 'Soukromé firmy.' }), base: p.base, action: 'draft' })
    expect(stale.statusCode).toBe(409)
    expect(stale.body).toContain('Položku mezitím uložil někdo jiný')
    expect(stale.body).toContain('Státní správa.')
    expect(stale.body).toContain('Soukromé firmy.')
    expect((await row(p.id)).latest).toBe(latest)
    // Compare and restore: the first revision comes back as a new one.
    expect((await get(P.compare('cs', p.id), chief)).body).toContain('Státní správa')
    const restored = await postForm(app, P.restore('cs', p.id), { revision: p.base, base: String(latest) }, chief)
    expect(restored.headers.location).toBe(P.item('cs', p.id, 'restored'))
    expect((await row(p.id)).latest).toBeGreaterThan(latest!)
  })

  it('a published programme’s new addresses: the old ones answer 301 in both languages; the sitemap names the new ones only', async () => {
    const p = await create(chief)
    await act(chief, p.id, { ...fields(p.word), base: p.base, action: 'publish' })
    const latest = String((await row(p.id)).latest)
    const slugCs = `presunuty-${p.word}`
    const slugEn = `moved-${p.word}`
    const res = await act(chief, p.id, { ...fields(p.word, { slugCs, slugEn }), base: latest, action: 'draft' })
    expect(res.headers.location).toBe(P.item('cs', p.id, 'moved'))
    for (const [lang, from, to] of [['cs', p.slugCs, slugCs], ['en', p.slugEn, slugEn]] as const) {
      expect(await eventually(async () => (await get(paths.programme(lang, from))).statusCode === 301)).toBe(true)
      expect((await get(paths.programme(lang, from))).headers.location).toBe(paths.programme(lang, to))
      expect((await get(paths.programme(lang, to))).statusCode).toBe(200)
    }
    const slugs = await app.services.study.allSlugs()
    expect(slugs).toContainEqual({ cs: slugCs, en: slugEn })
    // An editor may not move a published programme's address: only who publishes.
    const mine = await create(editor)
    await act(chief, mine.id, { ...fields(mine.word), base: mine.base, action: 'publish' })
    const refused = await act(editor, mine.id, { ...fields(mine.word, { slugCs: `jinam-${mine.word}` }), base: String((await row(mine.id)).latest), action: 'draft' })
    expect(refused.statusCode).toBe(403)
    expect((await row(mine.id)).slugCs).toBe(mine.slugCs)
    // Unpublished: off the page and the sitemap.
    await act(chief, p.id, { ...fields(p.word), base: latest, action: 'unpublish' })
    expect(await eventually(async () => (await get(paths.programme('cs', slugCs))).statusCode === 404)).toBe(true)
    expect(await app.services.study.allSlugs()).not.toContainEqual({ cs: slugCs, en: slugEn })
  })
})
