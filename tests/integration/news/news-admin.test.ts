/**
 * The news administration (issue 25, ADR 059) on the database of the run, through its forms as
 * a browser posts them: the seeded chief editor, the editor of the Faculty of Science and the
 * admin. Scope by faculty, forged faculties and buttons, moderation with its mail, a stale save,
 * the preview, scheduling, and hostile input — each refusal changes nothing.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { faculties, news, outbox, revisions } from '../../../src/db/schema.js'
import { reviewRequests } from '../../../src/features/editorial/editorial.tables.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp } from '../../support/app.js'
import { postForm, signIn, signInWith, type Jar } from '../../support/client.js'

let app: FastifyInstance
let chief: Jar
let editor: Jar
let admin: Jar
let science: number
let other: number

const PASSWORD = 'Heslo-2026'
let made = 0
const unique = () => `${process.pid}${Date.now().toString(36)}${++made}`

beforeAll(async () => {
  app = await testApp()
  ;[chief, editor, admin] = await Promise.all([signIn(app, 'redakce@example.cz', PASSWORD), signIn(app, 'redaktor@example.cz', PASSWORD), signIn(app, 'spravce@example.cz', PASSWORD)])
  const rows = await app.db.select({ id: faculties.id, slug: faculties.slugCs }).from(faculties)
  science = rows.find((r) => r.slug === 'fakulta-prirodnich-ved')!.id
  other = rows.find((r) => r.slug !== 'fakulta-prirodnich-ved')!.id
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string, jar?: Jar) => app.inject({ url, ...(jar && { cookies: jar }) })
const NEW = paths.adminNewsNew('cs')

/** Creates a draft through the form; its id. */
async function create(jar: Jar, over: Record<string, string> = {}) {
  const word = unique()
  const res = await postForm(app, NEW, { lang: 'cs', kind: 'news', faculty: String(science), slug: '', title: `Zpráva ${word}`, perex: `Perex ${word}`, 'block-0-type': 'paragraph', 'block-0-text': `Text ${word}`, action: 'draft', ...over }, jar)
  expect(res.statusCode, res.body.slice(0, 300)).toBe(303)
  const id = Number(/\/aktuality\/(\d+)\?done=created$/.exec(res.headers.location as string)?.[1])
  const [row] = await app.db.select({ slug: news.slug, latest: news.latestRevisionId }).from(news).where(eq(news.id, id))
  return { id, word, slug: row!.slug, base: String(row!.latest), url: paths.newsDetail('cs', row!.slug) }
}

const itemForm = (item: { word: string; base: string }, over: Record<string, string> = {}) => ({ title: `Zpráva ${item.word}`, perex: `Perex ${item.word}`, 'block-0-type': 'paragraph', 'block-0-text': `Text ${item.word}`, base: item.base, action: 'draft', ...over })
const act = (jar: Jar, id: number, body: Record<string, string>) => postForm(app, paths.adminNewsItem('cs', id), body, jar)
const stateOf = async (id: number) => (await app.db.select({ live: news.live, title: news.title, latest: news.latestRevisionId, goLiveAt: news.goLiveAt }).from(news).where(eq(news.id, id)))[0]!
const revisionCount = async (id: number) => (await app.db.select({ n: sql<number>`count(*)::int` }).from(revisions).where(and(eq(revisions.entity, 'news'), eq(revisions.objectId, id))))[0]!.n
const mailsTo = (email: string) => app.db.select({ subject: outbox.subject, body: outbox.body }).from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id))

describe(`the news administration on ${engine}`, () => {
  it('the dashboard and the list open for the editorial roles, in both languages, never stored; the list offers "Přidat"', async () => {
    for (const jar of [chief, editor]) {
      const home = await get('/qf/cs/sprava', jar)
      expect(home.statusCode).toBe(200)
      expect(home.headers['cache-control']).toMatch(/no-store/)
      expect(home.body).toContain('<meta name="robots" content="noindex')
      expect(home.body).toContain('href="/qf/cs/sprava/aktuality"')
      // Only who reviews is shown what awaits review.
      expect(home.body.includes('Čeká na moje schválení')).toBe(jar === chief)
      const list = await get('/qf/cs/sprava/aktuality', jar)
      expect(list.statusCode).toBe(200)
      expect(list.body).toContain('>Přidat</a>')
      expect((await get('/qf/en/admin/news', jar)).body).toContain('>Add</a>')
    }
    // The admin runs accounts, not content: the dashboard, without the news.
    const home = await get('/qf/en/admin', admin)
    expect(home.statusCode).toBe(200)
    expect(home.body).not.toContain('href="/qf/en/admin/news"')
    expect((await get('/qf/cs/sprava/aktuality', admin)).statusCode).toBe(404)
  })

  it('a new item is a draft: off the site, its form labelled and its actions named; the editor may not publish', async () => {
    const item = await create(editor)
    expect((await get(item.url)).statusCode).toBe(404)
    const page = await get(paths.adminNewsItem('cs', item.id, 'created'), editor)
    expect(page.statusCode).toBe(200)
    for (const text of ['<label for="newsTitle">Titulek</label>', '>Uložit koncept</button>', '>Náhled</button>', '>Odeslat ke schválení</button>', 'id="adminNotice"']) expect(page.body).toContain(text)
    expect(page.body).not.toContain('>Publikovat</button>')
    const chiefPage = await get(paths.adminNewsItem('en', item.id), chief)
    for (const text of ['<label for="newsTitle">Title</label>', '>Save draft</button>', '>Preview</button>', '>Publish</button>']) expect(chiefPage.body).toContain(text)
  })

  it('an editor works only within their faculty: other items are 404, a forged faculty or button is refused and changes nothing', async () => {
    const theirs = await create(chief, { faculty: String(other) })
    expect((await get(paths.adminNewsItem('cs', theirs.id), editor)).statusCode).toBe(404)
    expect((await act(editor, theirs.id, itemForm(theirs, { title: 'Přepsáno' }))).statusCode).toBe(404)
    expect((await stateOf(theirs.id)).title).toBe(`Zpráva ${theirs.word}`)
    const list = await get(`/qf/cs/sprava/aktuality?q=${theirs.word}`, editor)
    expect(list.body).toContain('Nalezeno: 0')
    expect((await get(`/qf/cs/sprava/aktuality?q=${theirs.word}`, chief)).body).toContain('Nalezeno: 1')

    const before = (await app.db.select({ n: sql<number>`count(*)::int` }).from(news))[0]!.n
    for (const faculty of [String(other), '']) {
      const res = await postForm(app, NEW, { lang: 'cs', kind: 'news', faculty, title: `Podvrh ${unique()}`, perex: 'P', action: 'draft' }, editor)
      expect(res.statusCode).toBe(403)
      expect(res.body).toContain('Tuto akci nemáte oprávnění provést')
    }
    expect((await app.db.select({ n: sql<number>`count(*)::int` }).from(news))[0]!.n).toBe(before)

    const mine = await create(editor)
    const forged = await act(editor, mine.id, itemForm(mine, { action: 'publish' }))
    expect(forged.statusCode).toBe(403)
    expect(await stateOf(mine.id)).toMatchObject({ live: false })
    expect(await revisionCount(mine.id)).toBe(1)
  })

  it('moderation: the editor submits, the chief editor is mailed and sees it waiting, publishes it; the editor is mailed and the item is on the site', async () => {
    const item = await create(editor)
    const submitted = await act(editor, item.id, itemForm(item, { action: 'submit', perex: `Opravený perex ${item.word}` }))
    expect(submitted.statusCode).toBe(303)
    expect(submitted.headers.location).toBe(paths.adminNewsItem('cs', item.id, 'submitted'))
    expect(await revisionCount(item.id)).toBe(2)
    const [toChief] = await mailsTo('redakce@example.cz')
    expect(toChief?.subject).toBe(`Ke schválení: Zpráva ${item.word}`)
    expect(toChief?.body).toContain(`/qf/cs/sprava/aktuality/${item.id}`)
    // Another faculty's editor would not be asked; the chief sees it in their queue.
    const dashboard = await get('/qf/cs/sprava', chief)
    expect(dashboard.body).toMatch(new RegExp(`id="dashboardAwaiting"[\\s\\S]*Zpráva ${item.word}`))
    expect((await get('/qf/cs/sprava', editor)).body).toMatch(new RegExp(`id="dashboardInReview"[\\s\\S]*Zpráva ${item.word}[\\s\\S]*id="dashboardScheduled"`))

    const [latest] = await app.db.select({ id: revisions.id }).from(revisions).where(and(eq(revisions.entity, 'news'), eq(revisions.objectId, item.id))).orderBy(desc(revisions.id)).limit(1)
    const published = await act(chief, item.id, itemForm(item, { base: String(latest!.id), perex: `Opravený perex ${item.word}`, action: 'publish' }))
    expect(published.headers.location).toBe(paths.adminNewsItem('cs', item.id, 'published'))
    expect(await revisionCount(item.id)).toBe(2)
    const live = await get(item.url)
    expect(live.statusCode).toBe(200)
    expect(live.body).toContain(`Opravený perex ${item.word}`)
    const [toEditor] = await mailsTo('redaktor@example.cz')
    expect(toEditor?.subject).toBe(`Publikováno: Zpráva ${item.word}`)
    const [request] = await app.db.select({ status: reviewRequests.status }).from(reviewRequests).where(eq(reviewRequests.objectId, item.id))
    expect(request?.status).toBe('approved')
  })

  it('a chief editor returns a submission with a comment: nothing is published, the editor is mailed and sees the comment', async () => {
    const item = await create(editor)
    await act(editor, item.id, itemForm(item, { action: 'submit' }))
    const empty = await act(chief, item.id, itemForm(item, { action: 'return', comment: '  ' }))
    expect(empty.statusCode).toBe(422)
    expect(empty.body).toContain('Napište autorovi, co upravit.')
    const returned = await act(chief, item.id, itemForm(item, { action: 'return', comment: 'Doplňte prosím <datum> akce.' }))
    expect(returned.headers.location).toBe(paths.adminNewsItem('cs', item.id, 'returned'))
    expect(await stateOf(item.id)).toMatchObject({ live: false })
    const [mail] = await mailsTo('redaktor@example.cz')
    expect(mail?.subject).toBe(`Vráceno k úpravám: Zpráva ${item.word}`)
    expect(mail?.body).toContain('Doplňte prosím <datum> akce.')
    const page = await get(paths.adminNewsItem('cs', item.id), editor)
    expect(page.body).toContain('Vráceno k úpravám: „Doplňte prosím &lt;datum&gt; akce.“')
    // Returning again: nothing waits any more.
    expect((await act(chief, item.id, itemForm(item, { action: 'return', comment: 'Znovu' }))).statusCode).toBe(409)
  })

  it('two editors, one item: a save based on a stale revision is refused with both versions shown, and nothing is overwritten', async () => {
    const item = await create(chief)
    const second = await signInWith(app, [{ role: 'chief_editor' }])
    expect((await act(chief, item.id, itemForm(item, { title: `První ${item.word}` }))).statusCode).toBe(303)
    const stale = await act(second, item.id, itemForm(item, { title: `Druhý ${item.word}` }))
    expect(stale.statusCode).toBe(409)
    expect(stale.body).toContain('Položku mezitím uložil někdo jiný')
    expect(stale.body).toContain(`První ${item.word}`)
    expect(stale.body).toContain(`value="Druhý ${item.word}"`)
    expect(await stateOf(item.id)).toMatchObject({ title: `První ${item.word}` })
    expect(await revisionCount(item.id)).toBe(2)
    // The refusal's form is based on the latest revision: saving it again is a choice made with both in view.
    const base = /name="base" value="(\d+)"/.exec(stale.body)?.[1]
    expect((await act(second, item.id, itemForm(item, { title: `Druhý ${item.word}`, base: base! }))).statusCode).toBe(303)
    expect(await stateOf(item.id)).toMatchObject({ title: `Druhý ${item.word}` })
  })

  it('the preview shows the draft as the public page, in the item’s language, never indexed; a live item’s visitors keep the published version', async () => {
    const item = await create(chief, { faculty: '' })
    await act(chief, item.id, itemForm(item, { action: 'publish' }))
    const [row] = await app.db.select({ latest: news.latestRevisionId }).from(news).where(eq(news.id, item.id))
    const res = await act(chief, item.id, itemForm(item, { base: String(row!.latest), title: `Náhled ${item.word}`, action: 'preview' }))
    expect(res.statusCode).toBe(303)
    const preview = await get(res.headers.location as string, chief)
    expect(preview.statusCode).toBe(200)
    expect(preview.body).toContain(`<h1`)
    expect(preview.body).toContain(`Náhled ${item.word}`)
    expect(preview.body).toContain('id="adminPreviewBanner"')
    expect(preview.body).toContain('<meta name="robots" content="noindex')
    expect(preview.headers['cache-control']).toMatch(/no-store/)
    expect((await get(item.url)).body).not.toContain(`Náhled ${item.word}`)
    // In English the preview moves to the item's own language.
    const en = await get(paths.adminNewsPreview('en', item.id), chief)
    expect(en.statusCode).toBe(303)
    expect(en.headers.location).toBe(paths.adminNewsPreview('cs', item.id))
    expect((await get(paths.adminNewsPreview('cs', item.id), editor)).statusCode).toBe(404)
  })

  it('publishing at a time schedules it; the scheduler publishes it when due; a time in the past is refused', async () => {
    const item = await create(chief)
    const past = await act(chief, item.id, itemForm(item, { action: 'publish', publishAt: '2020-01-01T10:00' }))
    expect(past.statusCode).toBe(422)
    expect(past.body).toContain('Čas publikování musí být v budoucnosti.')
    const at = new Date(Date.now() + 3 * 86_400_000)
    const local = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(at).replace(' ', 'T')
    const res = await act(chief, item.id, itemForm(item, { action: 'publish', publishAt: local }))
    expect(res.headers.location).toBe(paths.adminNewsItem('cs', item.id, 'scheduled'))
    const scheduled = await stateOf(item.id)
    expect(scheduled.live).toBe(false)
    expect(Math.abs(scheduled.goLiveAt!.getTime() - at.getTime())).toBeLessThan(60_000)
    expect((await get(paths.adminNewsItem('cs', item.id, 'scheduled'), chief)).body).toContain('Publikování je naplánováno na')
    await app.services.editorial.runDue(new Date(at.getTime() + 60_000))
    expect(await stateOf(item.id)).toMatchObject({ live: true, goLiveAt: null })
  })

  it('hostile and malformed input: a clear refusal and nothing stored; markup stays text on the public page', async () => {
    const item = await create(chief)
    const revisionsBefore = await revisionCount(item.id)
    const cases: Array<[Record<string, string>, number]> = [
      [itemForm(item, { title: 'x'.repeat(201) }), 422],
      [itemForm(item, { title: '' }), 422],
      [itemForm(item, { action: 'delete-everything' }), 422],
      [itemForm(item, { base: "1' or '1'='1" }), 422],
      [itemForm(item, { eventStartsAt: '2026-02-31T10:00' }), 200],
      [itemForm(item, { publishAt: 'zítra', action: 'publish' }), 422],
    ]
    for (const [body, status] of cases) {
      const res = await act(chief, item.id, body)
      // A news item has no event dates: they are not read for it, so the save goes through unchanged.
      if (status === 200) expect(res.statusCode).toBe(422)
      else expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status)
    }
    expect(await revisionCount(item.id)).toBe(revisionsBefore)
    for (const id of ['abc', '0', '99999999', '..%2F..%2Fetc', '__proto__']) expect((await get(`/qf/cs/sprava/aktuality/${id}`, chief)).statusCode).toBe(404)
    // A repeated field is no value at all.
    expect((await postForm(app, paths.adminNewsItem('cs', item.id), { ...itemForm(item), title: ['a', 'b'] }, chief)).statusCode).toBe(422)

    const script = `<script>alert(1)</script> ${item.word}`
    await act(chief, item.id, itemForm(item, { title: script, perex: '<img src=x onerror=alert(1)>', action: 'publish' }))
    const page = await get(item.url)
    expect(page.statusCode).toBe(200)
    expect(page.body).not.toContain('<script>alert(1)</script>')
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(page.body).not.toContain('<img src=x')
    // A slug someone else holds: the form says so and nothing is created.
    const taken = await postForm(app, NEW, { lang: 'cs', kind: 'news', faculty: '', slug: item.slug, title: 'Jiná', perex: 'P', action: 'draft' }, chief)
    expect(taken.statusCode).toBe(409)
    expect(taken.body).toContain('Tuto adresu už má jiná položka.')
  })
})

describe(`revisions of a news item on ${engine}`, () => {
  it('compares two revisions field by field with the changed words marked, and restores an old one as a new revision', async () => {
    const item = await create(chief, { faculty: '' })
    const first = Number(item.base)
    expect((await act(chief, item.id, itemForm(item, { title: `Zpráva ${item.word} opravená`, perex: `Perex ${item.word}` }))).statusCode).toBe(303)
    const second = (await stateOf(item.id)).latest!

    const compared = await get(paths.adminNewsCompare('cs', item.id, first, second), chief)
    expect(compared.statusCode).toBe(200)
    expect(compared.body).toContain('<ins><span class="visually-hidden">[přidáno: </span>opravená<span class="visually-hidden">]</span></ins>')
    expect(compared.body).toMatch(/<tr data-field="title">/)
    expect(compared.body).not.toMatch(/<tr data-field="perex">/)
    // Without a choice: the latest against the one before; a revision of another item is a 404.
    expect((await get(paths.adminNewsCompare('en', item.id), chief)).body).toContain('data-field="title"')
    const other = await create(chief, { faculty: '' })
    expect((await get(paths.adminNewsCompare('cs', item.id, Number(other.base), second), chief)).statusCode).toBe(404)
    expect((await get(`${paths.adminNewsCompare('cs', item.id)}?a=x`, chief)).statusCode).toBe(404)

    // Restoring needs the latest revision as its base, like any save.
    const stale = await postForm(app, paths.adminNewsRestore('cs', item.id), { revision: String(first), base: String(first) }, chief)
    expect(stale.statusCode).toBe(409)
    expect(await revisionCount(item.id)).toBe(2)
    const restored = await postForm(app, paths.adminNewsRestore('cs', item.id), { revision: String(first), base: String(second) }, chief)
    expect(restored.headers.location).toBe(paths.adminNewsItem('cs', item.id, 'restored'))
    expect(await revisionCount(item.id)).toBe(3)
    expect(await stateOf(item.id)).toMatchObject({ title: `Zpráva ${item.word}` })
    // A revision of another item, or nonsense, restores nothing.
    for (const revision of [other.base, 'abc', '']) expect((await postForm(app, paths.adminNewsRestore('cs', item.id), { revision, base: String((await stateOf(item.id)).latest) }, chief)).statusCode).toBe(422)
    expect(await revisionCount(item.id)).toBe(3)
    // An editor of the faculty cannot reach a university-wide item to restore it.
    expect((await postForm(app, paths.adminNewsRestore('cs', item.id), { revision: String(first), base: String((await stateOf(item.id)).latest) }, editor)).statusCode).toBe(404)
  })
})

describe(`events in the administration on ${engine}`, () => {
  it('"Akce" · "Events" lists events only, its "Přidat" starts an event, and the tab is marked as the current part', async () => {
    const events = await get('/qf/cs/sprava/aktuality?kind=event', chief)
    expect(events.statusCode).toBe(200)
    expect(events.body).toContain('<a href="/qf/cs/sprava/aktuality?kind=event" aria-current="page">Akce</a>')
    expect(events.body).toContain('href="/qf/cs/sprava/aktuality/nova?kind=event"')
    const kinds = [...events.body.matchAll(/<td>(Akce|Aktualita)<\/td>/g)].map((m) => m[1])
    expect(kinds.length).toBeGreaterThan(0)
    expect(new Set(kinds)).toEqual(new Set(['Akce']))
    expect((await get('/qf/cs/sprava/aktuality/nova?kind=event', chief)).body).toMatch(/<option value="event" selected="">Akce<\/option>/)
    // Anything else is the whole list.
    expect((await get('/qf/cs/sprava/aktuality?kind=%3Cscript%3E', chief)).body).toContain('<a href="/qf/cs/sprava/aktuality" aria-current="page">Aktuality</a>')
  })
})

describe(`translations on ${engine}`, () => {
  it('an item without its other language is in the report; creating the translation copies it as a draft of one item; a newer original lists it as outdated', async () => {
    const item = await create(chief, { faculty: '' })
    const report = async () => (await get('/qf/cs/sprava/preklady', chief)).body
    expect(await report()).toContain(`<a href="/qf/cs/sprava/aktuality/${item.id}">Zpráva ${item.word}</a>`)
    const page = await get(paths.adminNewsItem('cs', item.id), chief)
    expect(page.body).toContain('>Vytvořit verzi v jazyce angličtina</button>')

    const made = await postForm(app, paths.adminNewsTranslate('cs', item.id), {}, chief)
    expect(made.statusCode).toBe(303)
    const translationId = Number(/\/(\d+)\?done=created$/.exec(made.headers.location as string)?.[1])
    const [pair] = await app.db.select({ lang: news.lang, slug: news.slug, live: news.live, translationKey: news.translationKey, title: news.title }).from(news).where(eq(news.id, translationId))
    const [original] = await app.db.select({ translationKey: news.translationKey }).from(news).where(eq(news.id, item.id))
    expect(pair).toMatchObject({ lang: 'en', slug: item.slug, live: false, translationKey: original!.translationKey, title: `Zpráva ${item.word}` })
    // Asking again leads to the one that exists; the report no longer lists the pair.
    expect((await postForm(app, paths.adminNewsTranslate('en', item.id), {}, chief)).headers.location).toBe(paths.adminNewsItem('en', translationId))
    expect(await report()).not.toContain(`/qf/cs/sprava/aktuality/${item.id}"`)
    expect((await get(paths.adminNewsItem('cs', item.id), chief)).body).toContain(`href="/qf/cs/sprava/aktuality/${translationId}" lang="en">Zpráva ${item.word}</a>`)

    // The original changes: its translation is older now.
    await new Promise((r) => setTimeout(r, 20))
    expect((await act(chief, item.id, itemForm(item, { perex: 'Nový perex' }))).statusCode).toBe(303)
    expect(await report()).toMatch(new RegExp(`/qf/cs/sprava/aktuality/${item.id}">Zpráva ${item.word}</a>[\\s\\S]*?starší než originál`))
    // An editor's report holds only their faculty's items.
    expect((await get('/qf/cs/sprava/preklady', editor)).body).not.toContain(`/qf/cs/sprava/aktuality/${item.id}"`)
    // An editor cannot translate an item out of reach.
    expect((await postForm(app, paths.adminNewsTranslate('cs', item.id), {}, editor)).statusCode).toBe(404)
  })
})
