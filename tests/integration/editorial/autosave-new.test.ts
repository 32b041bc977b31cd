/**
 * Autosave of the create forms (issue 25, ADR 094) on the database of the run: the endpoint takes
 * `new` (one per account and kind) for who may create the kind and refuses it as before otherwise;
 * the create form offers it back, restores it with `?autosave=1` (its key too) and discards it; the
 * dashboard links it; creating deletes it in the create's transaction; and a restored form makes
 * one item however often it is posted (again, from a second tab, at the same moment). The
 * documents' metadata form autosaves as the other item forms.
 */
import { and, eq, like, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { documents, faculties, news } from '../../../src/db/schema.js'
import { editorialAutosaves, editorialCreations } from '../../../src/features/editorial/editorial.tables.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp } from '../../support/app.js'
import { postForm, signIn, type Jar } from '../../support/client.js'

let app: FastifyInstance
let editor: Jar
let chief: Jar
let science: number
const PASSWORD = 'Heslo-2026'
let made = 0
const unique = () => `${process.pid}${Date.now().toString(36)}${++made}`

beforeAll(async () => {
  app = await testApp()
  ;[editor, chief] = await Promise.all([signIn(app, 'redaktor@example.cz', PASSWORD), signIn(app, 'redakce@example.cz', PASSWORD)])
  science = (await app.db.select({ id: faculties.id, slug: faculties.slugCs }).from(faculties)).find((r) => r.slug === 'fakulta-prirodnich-ved')!.id
})
afterAll(async () => {
  await app?.close()
})

const autosave = (jar: Jar, entity: string, key: string, body: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: paths.adminAutosave('cs', entity, key), cookies: jar, headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers }, payload: typeof body === 'string' ? body : JSON.stringify(body) })
const mine = async (jar: Jar, entity: string) => {
  const me = await app.inject({ url: paths.adminHome('cs'), cookies: jar })
  expect(me.statusCode).toBe(200)
  return app.db.select().from(editorialAutosaves).where(and(eq(editorialAutosaves.entity, entity), eq(editorialAutosaves.key, 'new')))
}
const clear = (entity: string) => app.db.delete(editorialAutosaves).where(and(eq(editorialAutosaves.entity, entity), eq(editorialAutosaves.key, 'new')))
const get = (url: string, jar: Jar) => app.inject({ url, cookies: jar })
const keyIn = (html: string) => /name="createKey" value="([0-9a-f-]{36})"/.exec(html)?.[1]
const newsTitled = (title: string) => app.db.select({ id: news.id }).from(news).where(eq(news.title, title))

describe(`autosave of the create forms on ${engine}`, () => {
  it('stores a new news item, offers it on the create form, restores it with its key and links it from the dashboard', async () => {
    await clear('news')
    const blank = await get(paths.adminNewsNew('cs'), editor)
    expect(blank.statusCode).toBe(200)
    expect(blank.body).toContain('data-autosave="news:new"')
    expect(blank.body).toContain(`data-autosave-url="${paths.adminAutosave('cs', 'news', 'new')}"`)
    expect(blank.body).not.toContain('id="autosaveOffer"')
    const key = keyIn(blank.body)!
    expect(key).toBeTruthy()
    // Every opening of the form gets its own key.
    expect(keyIn((await get(paths.adminNewsNew('cs'), editor)).body)).not.toBe(key)

    const word = unique()
    const res = await autosave(editor, 'news', 'new', { base: '', fields: { createKey: key, lang: 'cs', kind: 'event', faculty: String(science), slug: '', title: `Nová ${word}`, perex: 'Rozepsaný perex', 'block-0-type': 'paragraph', 'block-0-text': 'Rozepsaný text' } })
    expect(res.statusCode, res.body).toBe(200)
    expect(await mine(editor, 'news')).toHaveLength(1)

    const offered = await get(paths.adminNewsNew('cs'), editor)
    expect(offered.body).toContain('id="autosaveOffer"')
    expect(offered.body).toMatch(/Máte neuložené změny z [^<]+\./)
    expect(offered.body).toContain(`href="${paths.adminNewsNew('cs')}?autosave=1"`)
    expect(offered.body).toContain(`action="${paths.adminAutosaveDiscard('cs', 'news', 'new')}"`)
    expect(offered.body).not.toContain(`value="Nová ${word}"`)
    expect(keyIn(offered.body)).not.toBe(key)
    expect((await get(paths.adminNewsNew('en'), editor)).body).toMatch(/You have unsaved changes from [^<]+\./)
    // Only its author's: the chief editor's create form offers nothing.
    expect((await get(paths.adminNewsNew('cs'), chief)).body).not.toContain('id="autosaveOffer"')

    const restored = await get(`${paths.adminNewsNew('cs')}?autosave=1`, editor)
    expect(restored.body).toContain('id="autosaveRestored"')
    expect(restored.body).toContain(`value="Nová ${word}"`)
    expect(restored.body).toContain('>Rozepsaný text</textarea>')
    expect(restored.body).toMatch(/<option value="event" selected="">/)
    expect(keyIn(restored.body)).toBe(key)

    const home = await get(paths.adminHome('cs'), editor)
    expect(home.body).toContain('id="dashboardUnsaved"')
    expect(home.body).toContain(`href="${paths.adminNewsNew('cs')}?autosave=1"`)
    expect(home.body).toContain(`Nová aktualita nebo akce: Nová ${word}`)
    expect((await get(paths.adminHome('en'), editor)).body).toContain(`href="${paths.adminNewsNew('en')}?autosave=1"`)

    // Discarded: back on the create form, nothing offered.
    const discard = await postForm(app, paths.adminAutosaveDiscard('cs', 'news', 'new'), {}, editor)
    expect(discard.statusCode).toBe(303)
    expect(discard.headers.location).toBe(paths.adminNewsNew('cs'))
    expect(await mine(editor, 'news')).toHaveLength(0)
    expect((await get(paths.adminNewsNew('cs'), editor)).body).not.toContain('id="autosaveOffer"')
  })

  it('creating deletes the autosave; the restored form posted again, from a second tab or at the same moment makes one item', async () => {
    await clear('news')
    const key = keyIn((await get(paths.adminNewsNew('cs'), editor)).body)!
    const word = unique()
    const title = `Jednou ${word}`
    const fields = { createKey: key, lang: 'cs', kind: 'news', faculty: String(science), slug: '', title, perex: 'Perex', 'block-0-type': 'paragraph', 'block-0-text': 'Text' }
    expect((await autosave(editor, 'news', 'new', { base: '', fields })).statusCode).toBe(200)
    const restored = await get(`${paths.adminNewsNew('cs')}?autosave=1`, editor)
    expect(keyIn(restored.body)).toBe(key)

    const form = { ...fields, action: 'draft' }
    const first = await postForm(app, paths.adminNewsNew('cs'), form, editor)
    expect(first.statusCode, first.body.slice(0, 300)).toBe(303)
    const id = Number(/\/aktuality\/(\d+)\?done=created$/.exec(first.headers.location as string)?.[1])
    expect(id).toBeGreaterThan(0)
    expect(await mine(editor, 'news')).toHaveLength(0)
    expect((await app.db.select().from(editorialCreations).where(eq(editorialCreations.createKey, key)))[0]).toMatchObject({ entity: 'news', objectId: id })

    // The second tab's copy of the restored form autosaves again, then is posted: sent to the same item, its autosave gone.
    await app.db.execute(sql`select 1`)
    expect((await autosave(editor, 'news', 'new', { base: '', fields: { ...fields, perex: 'Druhá karta' } })).statusCode).toBe(200)
    const again = await postForm(app, paths.adminNewsNew('cs'), { ...form, perex: 'Druhá karta' }, editor)
    expect(again.statusCode).toBe(303)
    expect(again.headers.location).toBe(paths.adminNewsItem('cs', id, 'created'))
    expect(await mine(editor, 'news')).toHaveLength(0)
    expect(await newsTitled(title)).toHaveLength(1)

    // Two posts of one fresh form at the same moment (a double click): one item between them.
    const twice = keyIn((await get(paths.adminNewsNew('cs'), editor)).body)!
    const both = `Dvakrát ${unique()}`
    const posts = await Promise.all([0, 1].map(() => postForm(app, paths.adminNewsNew('cs'), { ...form, createKey: twice, title: both }, editor)))
    expect(posts.map((p) => p.statusCode)).toEqual([303, 303])
    expect(new Set(posts.map((p) => p.headers.location)).size).toBe(1)
    expect(await newsTitled(both)).toHaveLength(1)

    // Another form (another key) makes its own item, and a form without a key works as before.
    const other = await postForm(app, paths.adminNewsNew('cs'), { ...form, createKey: keyIn((await get(paths.adminNewsNew('cs'), editor)).body)!, title: `${title} B` }, editor)
    expect(other.statusCode).toBe(303)
    expect(other.headers.location).not.toBe(first.headers.location)
    const { createKey: _unused, ...keyless } = form
    void _unused
    expect((await postForm(app, paths.adminNewsNew('cs'), { ...keyless, title: `${title} C` }, editor)).statusCode).toBe(303)
  })

  it("another form's autosave survives a create from another tab", async () => {
    await clear('news')
    const [a, b] = [keyIn((await get(paths.adminNewsNew('cs'), editor)).body)!, keyIn((await get(paths.adminNewsNew('cs'), editor)).body)!]
    const base = { lang: 'cs', kind: 'news', faculty: String(science), slug: '', perex: 'Perex', 'block-0-type': 'paragraph', 'block-0-text': 'Text' }
    expect((await autosave(editor, 'news', 'new', { base: '', fields: { ...base, createKey: b, title: 'Karta B' } })).statusCode).toBe(200)
    expect((await postForm(app, paths.adminNewsNew('cs'), { ...base, createKey: a, title: `Karta A ${unique()}`, action: 'draft' }, editor)).statusCode).toBe(303)
    expect((await mine(editor, 'news'))[0]?.fields).toMatchObject({ title: 'Karta B' })
  })

  it('refuses `new` to who may not create the kind (the same 404), a forged kind (404), and hostile fields (422), storing nothing', async () => {
    await clear('news')
    const fields = { title: 'x' }
    // Who may update but not create the kind: refused as `new` was refused before.
    const can = app.access.canSomewhere.bind(app.access)
    const spy = vi.spyOn(app.access, 'canSomewhere').mockImplementation((user, action, entity) => (action === 'create' && entity === 'news' ? false : can(user, action, entity)))
    try {
      const refused = await autosave(editor, 'news', 'new', { fields })
      expect(refused.statusCode).toBe(404)
      expect((await postForm(app, paths.adminAutosaveDiscard('cs', 'news', 'new'), {}, editor)).statusCode).toBe(404)
    } finally {
      spy.mockRestore()
    }
    expect((await autosave({}, 'news', 'new', { fields })).statusCode).toBe(404)
    for (const forged of ['faculty', 'nonsense', '__proto__', 'news%00', 'NEWS']) expect((await autosave(editor, forged, 'new', { fields })).statusCode, forged).toBe(404)
    for (const key of ['New', 'new ', 'nove', '0', '-1']) expect((await autosave(editor, 'news', encodeURIComponent(key), { fields })).statusCode, key).toBe(404)
    expect((await autosave(editor, 'news', 'new', { fields }, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403)
    for (const body of [
      { base: '12', fields },
      { fields: { createKey: 'not-a-key', title: 'x' } },
      { fields: { createKey: ['0b8f8f4e-5b8e-4a4c-9c2e-6b1f1c1d1e1f'], title: 'x' } },
      '{"fields":{"__proto__":{"polluted":"yes"}}}',
      { fields: { constructor: 'x' } },
      { fields: { ['n'.repeat(101)]: 'x' } },
      { fields: { title: 'bell\u0007' } },
      { fields: { title: 'a'.repeat(100_001) } },
    ]) {
      const res = await autosave(editor, 'news', 'new', body)
      // `__proto__` in JSON is refused by the body parser itself (400), before the fields are read.
      if (typeof body === 'string') {
        expect(res.statusCode).toBe(400)
        continue
      }
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(422)
      expect(res.json<{ error: string }>().error).toMatch(/nedají uložit automaticky/)
    }
    expect(await mine(editor, 'news')).toHaveLength(0)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    // A forged key in the create form is no key: the form creates as before.
    const title = `Bez klíče ${unique()}`
    expect((await postForm(app, paths.adminNewsNew('cs'), { createKey: "'; drop table news; --", lang: 'cs', kind: 'news', faculty: String(science), slug: '', title, perex: 'P', 'block-0-type': 'paragraph', 'block-0-text': 'T', action: 'draft' }, editor)).statusCode).toBe(303)
    expect(await newsTitled(title)).toHaveLength(1)
  })

  it('works on the create forms of a person, a programme, a page and a document, and on a document’s metadata form', async () => {
    for (const [entity, href, field] of [
      ['person', paths.adminPeopleNew('cs'), 'givenName'],
      ['programme', paths.adminProgramme.new('cs'), 'nameCs'],
      ['page', paths.adminPagesNew('cs'), 'title'],
      ['document', paths.adminDocumentNew('cs'), 'title'],
    ] as const) {
      await clear(entity)
      const blank = await get(href, editor)
      expect(blank.statusCode, entity).toBe(200)
      expect(blank.body, entity).toContain(`data-autosave="${entity}:new"`)
      const key = keyIn(blank.body)!
      const res = await autosave(editor, entity, 'new', { base: '', fields: { createKey: key, [field]: `Rozepsané ${entity}` } })
      expect(res.statusCode, res.body).toBe(200)
      expect((await get(href, editor)).body, entity).toContain('id="autosaveOffer"')
      const restored = await get(`${href}${href.includes('?') ? '&' : '?'}autosave=1`, editor)
      expect(restored.statusCode, entity).toBe(200)
      expect(restored.body, entity).toContain(`value="Rozepsané ${entity}"`)
      expect(keyIn(restored.body), entity).toBe(key)
      const discard = await postForm(app, paths.adminAutosaveDiscard('cs', entity, 'new'), {}, editor)
      expect(discard.headers.location, entity).toBe(href)
    }

    // A page typed under a parent comes back under it.
    const [parent] = ((await app.db.execute(sql`select id, title from pages where faculty_id = ${science} and trashed_at is null order by id limit 1`)) as { rows: Array<{ id: number; title: string }> }).rows
    const under = await get(paths.adminPagesNew('cs', { parent: parent!.id }), editor)
    expect((await autosave(editor, 'page', 'new', { base: '', fields: { createKey: keyIn(under.body)!, title: 'Podstránka', parent: String(parent!.id), site: String(science), lang: 'cs' } })).statusCode).toBe(200)
    const back = await get(`${paths.adminPagesNew('cs')}?autosave=1`, editor)
    expect(back.body).toContain(`name="parent" value="${parent!.id}"`)
    await clear('page')

    // A document's metadata form: offered and restored on its base; saving deletes it.
    const [doc] = await app.db.select({ id: documents.id, latest: documents.latestRevisionId }).from(documents).where(and(eq(documents.facultyId, science), like(documents.slug, '%'))).limit(1)
    const form = await get(paths.adminDocument('cs', doc!.id), editor)
    expect(form.statusCode).toBe(200)
    expect(form.body).toContain(`data-autosave="document:${doc!.id}"`)
    const base = /name="base" value="(\d*)"/.exec(form.body)![1]!
    expect((await autosave(editor, 'document', String(doc!.id), { base, fields: { title: 'Rozepsaný dokument', description: 'Popis' } })).statusCode).toBe(200)
    expect((await get(paths.adminDocument('cs', doc!.id), editor)).body).toContain('id="autosaveOffer"')
    const restored = await get(`${paths.adminDocument('cs', doc!.id)}?autosave=1`, editor)
    expect(restored.body).toContain('value="Rozepsaný dokument"')
    expect(restored.body).toContain(`name="base" value="${base}"`)
    const kind = /<option value="([a-z_]+)" selected="">/.exec(restored.body)?.[1] ?? 'form'
    const saved = await postForm(app, paths.adminDocument('cs', doc!.id), { title: 'Rozepsaný dokument', description: 'Popis', kind, base, action: 'draft' }, editor)
    expect(saved.statusCode, saved.body.slice(0, 400)).toBe(303)
    expect(await app.db.select().from(editorialAutosaves).where(and(eq(editorialAutosaves.entity, 'document'), eq(editorialAutosaves.key, String(doc!.id))))).toHaveLength(0)
  })
})
