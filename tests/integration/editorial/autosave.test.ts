/**
 * Autosave of the editorial forms (issue 25, ADR 094) on the database of the run: the endpoint
 * stores what the editor typed for an item within reach and nothing else; refusals (out of reach,
 * cross-site, hostile or oversize fields, too soon) store nothing; the item's form offers the
 * autosave, restores it with `?autosave=1` on its base, and discards it; a save deletes it; the
 * item, its revisions and its published version are never touched; the dashboard lists it.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { faculties, news, revisions } from '../../../src/db/schema.js'
import { editorialAutosaves } from '../../../src/features/editorial/editorial.tables.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp } from '../../support/app.js'
import { postForm, signIn, type Jar } from '../../support/client.js'

let app: FastifyInstance
let chief: Jar
let editor: Jar
let science: number
let other: number
const PASSWORD = 'Heslo-2026'
let made = 0
const unique = () => `${process.pid}${Date.now().toString(36)}${++made}`

beforeAll(async () => {
  app = await testApp()
  ;[chief, editor] = await Promise.all([signIn(app, 'redakce@example.cz', PASSWORD), signIn(app, 'redaktor@example.cz', PASSWORD)])
  const rows = await app.db.select({ id: faculties.id, slug: faculties.slugCs }).from(faculties)
  science = rows.find((r) => r.slug === 'fakulta-prirodnich-ved')!.id
  other = rows.find((r) => r.slug !== 'fakulta-prirodnich-ved')!.id
})
afterAll(async () => {
  await app?.close()
})

async function create(jar: Jar, faculty = science) {
  const word = unique()
  const res = await postForm(app, paths.adminNewsNew('cs'), { lang: 'cs', kind: 'news', faculty: String(faculty), slug: '', title: `Zpráva ${word}`, perex: `Perex ${word}`, body: `Text ${word}`, action: 'draft' }, jar)
  expect(res.statusCode, res.body.slice(0, 300)).toBe(303)
  const id = Number(/\/aktuality\/(\d+)\?done=created$/.exec(res.headers.location as string)?.[1])
  const [row] = await app.db.select({ latest: news.latestRevisionId }).from(news).where(eq(news.id, id))
  return { id, word, base: String(row!.latest) }
}

const autosave = (jar: Jar, id: number | string, body: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: paths.adminAutosave('cs', 'news', String(id)), cookies: jar, headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers }, payload: typeof body === 'string' ? body : JSON.stringify(body) })
const stored = async (id: number) => app.db.select().from(editorialAutosaves).where(and(eq(editorialAutosaves.entity, 'news'), eq(editorialAutosaves.key, String(id))))
const revisionCount = async (id: number) => (await app.db.select({ n: sql<number>`count(*)::int` }).from(revisions).where(and(eq(revisions.entity, 'news'), eq(revisions.objectId, id))))[0]!.n
const get = (url: string, jar: Jar) => app.inject({ url, cookies: jar })
/** The autosave's one-second rate limit, skipped by dating the stored row back. */
const age = (id: number) => app.db.execute(sql`update editorial_autosaves set saved_at = saved_at - interval '5 seconds' where entity = 'news' and key = ${String(id)}`)

describe(`autosave on ${engine}`, () => {
  it('stores what the editor typed, never touching the item, its revisions or the published version; the form offers it and restores it on its base', async () => {
    const item = await create(editor)
    // Published by the chief editor: the autosave must not reach the site.
    expect((await postForm(app, paths.adminNewsItem('cs', item.id), { title: `Zpráva ${item.word}`, perex: `Perex ${item.word}`, body: `Text ${item.word}`, base: item.base, action: 'publish' }, chief)).statusCode).toBe(303)
    const [before] = await app.db.select({ title: news.title, latest: news.latestRevisionId, live: news.live }).from(news).where(eq(news.id, item.id))
    const revisionsBefore = await revisionCount(item.id)
    const form = await get(paths.adminNewsItem('cs', item.id), editor)
    expect(form.body).toContain(`data-autosave="news:${item.id}"`)
    expect(form.body).toContain(`data-autosave-url="${paths.adminAutosave('cs', 'news', String(item.id))}"`)
    expect(form.body).toMatch(/<script type="module" src="\/build\/assets\/admin-[\w-]+\.js"/)

    const res = await autosave(editor, item.id, { base: String(before!.latest), fields: { title: 'Rozepsaný titulek', perex: `Perex ${item.word}`, 'block-0-type': 'paragraph', 'block-0-text': 'Nový text', action: 'publish' } })
    expect(res.statusCode, res.body).toBe(200)
    expect(new Date(res.json<{ savedAt: string }>().savedAt).getTime()).toBeGreaterThan(0)
    const [row] = await stored(item.id)
    expect(row).toMatchObject({ base: before!.latest, fields: { title: 'Rozepsaný titulek', perex: `Perex ${item.word}`, 'block-0-type': 'paragraph', 'block-0-text': 'Nový text' } })
    expect(await app.db.select({ title: news.title, latest: news.latestRevisionId, live: news.live }).from(news).where(eq(news.id, item.id))).toEqual([before])
    expect(await revisionCount(item.id)).toBe(revisionsBefore)
    const publicPage = await app.inject({ url: paths.newsDetail('cs', (await app.db.select({ slug: news.slug }).from(news).where(eq(news.id, item.id)))[0]!.slug) })
    expect(publicPage.body).not.toContain('Rozepsaný titulek')
    // Public pages never link the administration's script.
    expect(publicPage.body).not.toMatch(/\/build\/assets\/admin-[\w-]+\.js/)

    // Too soon after the last: refused, the first kept (dated now, as a slow machine may take a second between the posts).
    await app.db.execute(sql`update editorial_autosaves set saved_at = now() where entity = 'news' and key = ${String(item.id)}`)
    expect((await autosave(editor, item.id, { base: String(before!.latest), fields: { title: 'Příliš brzy' } })).statusCode).toBe(429)
    expect((await stored(item.id))[0]!.fields).toMatchObject({ title: 'Rozepsaný titulek' })

    const offered = await get(paths.adminNewsItem('cs', item.id), editor)
    expect(offered.body).toContain('id="autosaveOffer"')
    expect(offered.body).toMatch(/Máte neuložené změny z [^<]+\./)
    expect(offered.body).toContain(`href="${paths.adminNewsItem('cs', item.id)}?autosave=1"`)
    expect(offered.body).not.toContain('value="Rozepsaný titulek"')
    // Only to its author: the chief editor sees no offer.
    expect((await get(paths.adminNewsItem('cs', item.id), chief)).body).not.toContain('id="autosaveOffer"')
    expect((await get(paths.adminNewsItem('en', item.id), editor)).body).toMatch(/You have unsaved changes from [^<]+\./)

    const restored = await get(`${paths.adminNewsItem('cs', item.id)}?autosave=1`, editor)
    expect(restored.body).toContain('id="autosaveRestored"')
    expect(restored.body).toContain('value="Rozepsaný titulek"')
    expect(restored.body).toContain('>Nový text</textarea>')
    expect(restored.body).toContain(`name="base" value="${before!.latest}"`)

    // The dashboard's "Rozepsané změny" lead there.
    const home = await get(paths.adminHome('cs'), editor)
    expect(home.body).toContain('id="dashboardUnsaved"')
    expect(home.body).toContain(`href="${paths.adminNewsItem('cs', item.id)}?autosave=1"`)

    // Meanwhile the chief editor saves: the restored form's base is stale and its save is refused as usual.
    await age(item.id)
    expect((await postForm(app, paths.adminNewsItem('cs', item.id), { title: `Zpráva ${item.word} 2`, perex: `Perex ${item.word}`, body: `Text ${item.word}`, base: String(before!.latest), action: 'draft' }, chief)).statusCode).toBe(303)
    const stale = await postForm(app, paths.adminNewsItem('cs', item.id), { title: 'Rozepsaný titulek', perex: `Perex ${item.word}`, 'block-0-type': 'paragraph', 'block-0-text': 'Nový text', base: String(before!.latest), action: 'draft' }, editor)
    expect(stale.statusCode).toBe(409)
    expect(await stored(item.id)).toHaveLength(1)
  })

  it("the editor's save deletes the autosave; discarding deletes it too", async () => {
    const item = await create(editor)
    expect((await autosave(editor, item.id, { base: item.base, fields: { title: 'Jiný titulek' } })).statusCode).toBe(200)
    expect((await postForm(app, paths.adminNewsItem('cs', item.id), { title: 'Jiný titulek', perex: `Perex ${item.word}`, body: `Text ${item.word}`, base: item.base, action: 'draft' }, editor)).statusCode).toBe(303)
    expect(await stored(item.id)).toHaveLength(0)
    expect((await get(paths.adminNewsItem('cs', item.id), editor)).body).not.toContain('id="autosaveOffer"')

    const [{ latest }] = (await app.db.select({ latest: news.latestRevisionId }).from(news).where(eq(news.id, item.id))) as [{ latest: number }]
    expect((await autosave(editor, item.id, { base: latest, fields: { title: 'Ještě jiný' } })).statusCode).toBe(200)
    const discard = await postForm(app, paths.adminAutosaveDiscard('cs', 'news', String(item.id)), {}, editor)
    expect(discard.statusCode).toBe(303)
    expect(discard.headers.location).toBe(paths.adminNewsItem('cs', item.id))
    expect(await stored(item.id)).toHaveLength(0)
  })

  it('refuses an item out of reach (404), a cross-site post (403) and hostile or oversize fields (422), storing nothing', async () => {
    const theirs = await create(chief, other)
    expect((await autosave(editor, theirs.id, { fields: { title: 'x' } })).statusCode).toBe(404)
    expect((await autosave(editor, 999_999_999, { fields: { title: 'x' } })).statusCode).toBe(404)
    expect((await autosave({}, theirs.id, { fields: { title: 'x' } })).statusCode).toBe(404)
    expect(await stored(theirs.id)).toHaveLength(0)

    const mine = await create(editor)
    expect((await autosave(editor, mine.id, { fields: { title: 'x' } }, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403)
    for (const body of [
      '{"fields":{"__proto__":{"polluted":"yes"}}}',
      { fields: { constructor: 'x' } },
      { fields: { ['n'.repeat(101)]: 'x' } },
      { fields: { body: 'a'.repeat(100_001) } },
      { fields: { body: 'nul\u0000' } },
      { fields: Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`f${i}`, 'x'])) },
      { fields: Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`f${i}`, 'a'.repeat(99_000)])) },
      { fields: 'x' },
      'not json',
    ]) {
      const res = await autosave(editor, mine.id, body)
      expect(res.statusCode, typeof body === 'string' ? body : JSON.stringify(body).slice(0, 60)).toBeGreaterThanOrEqual(400)
      expect(res.statusCode).toBeLessThan(500)
    }
    const big = await autosave(editor, mine.id, { fields: { body: 'ž'.repeat(100_000), a: 'ž'.repeat(100_000), b: 'ž'.repeat(100_000), c: 'ž'.repeat(100_000) } })
    expect(big.statusCode).toBeGreaterThanOrEqual(400)
    expect(big.statusCode).toBeLessThan(500)
    expect(await stored(mine.id)).toHaveLength(0)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('works for a page of the tree and a kind on the scaffold (a person) alike', async () => {
    const [page] = ((await app.db.execute(sql`select id from pages where faculty_id = ${science} and trashed_at is null order by id limit 1`)) as { rows: Array<{ id: number }> }).rows
    const form = await get(paths.adminPage('cs', page!.id), editor)
    expect(form.statusCode).toBe(200)
    expect(form.body).toContain(`data-autosave="page:${page!.id}"`)
    const res = await app.inject({ method: 'POST', url: paths.adminAutosave('cs', 'page', String(page!.id)), cookies: editor, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ fields: { title: 'Stránka rozepsaná', 'section-0-heading': 'Nadpis rozepsaný' } }) })
    expect(res.statusCode, res.body).toBe(200)
    const restored = await get(`${paths.adminPage('cs', page!.id)}?autosave=1`, editor)
    expect(restored.body).toContain('value="Stránka rozepsaná"')
    await app.db.delete(editorialAutosaves).where(and(eq(editorialAutosaves.entity, 'page'), eq(editorialAutosaves.key, String(page!.id))))

    const [person] = ((await app.db.execute(sql`select id from people where faculty_id = ${science} order by id limit 1`)) as { rows: Array<{ id: number }> }).rows
    const personForm = await get(paths.adminPerson('cs', person!.id), editor)
    expect(personForm.body).toContain(`data-autosave="person:${person!.id}"`)
  })
})
