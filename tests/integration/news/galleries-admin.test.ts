/**
 * News items' galleries in the administration and the media picker (ADR 096) on the database of
 * the run, through their forms as a browser posts them: creating a gallery from pictures found
 * with the picker, adding, moving, removing, deleting behind a confirmation; scope (another
 * faculty's item is a 404), forged ids and stale pages refused with nothing changed, concurrent
 * posts keeping positions 0…n−1, the audit log, the media library's "used on", the public page
 * at once; and the news item's picture chosen through the picker.
 */
import { and, asc, desc, eq, like } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, faculties, galleryImages, mediaImages, news } from '../../../src/db/schema.js'
import { missingAlt, pickerInput } from '../../../src/features/media/admin/media-picker.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp } from '../../support/app.js'
import { postForm, signIn, type Jar } from '../../support/client.js'

let app: FastifyInstance
let chief: Jar
let editor: Jar
let science: number
let other: number
let pictures: Array<{ id: number; altCs: string; altEn: string }>

const PASSWORD = 'Heslo-2026'
let made = 0
const unique = () => `${process.pid}${Date.now().toString(36)}${++made}`

beforeAll(async () => {
  app = await testApp()
  ;[chief, editor] = await Promise.all([signIn(app, 'redakce@example.cz', PASSWORD), signIn(app, 'redaktor@example.cz', PASSWORD)])
  const rows = await app.db.select({ id: faculties.id, slug: faculties.slugCs }).from(faculties)
  science = rows.find((r) => r.slug === 'fakulta-prirodnich-ved')!.id
  other = rows.find((r) => r.slug !== 'fakulta-prirodnich-ved')!.id
  pictures = await app.db.select({ id: mediaImages.id, altCs: mediaImages.altCs, altEn: mediaImages.altEn }).from(mediaImages).where(eq(mediaImages.decorative, false)).orderBy(asc(mediaImages.id)).limit(5)
})
afterAll(async () => {
  await app?.close()
})

/** The `<input>` tag of a choice (`name` and `value`), whatever the order of its attributes; undefined when absent. */
const choice = (body: string, name: string, value: string) => body.match(/<input [^>]*>/g)?.find((tag) => tag.includes(`name="${name}"`) && tag.includes(`value="${value}"`))
const get = (url: string, jar?: Jar) => app.inject({ url, ...(jar && { cookies: jar }) })

/** A draft news item made through the form; its id, translation key and form values. */
async function create(jar: Jar, faculty = science) {
  const word = unique()
  const res = await postForm(app, paths.adminNewsNew('cs'), { lang: 'cs', kind: 'news', faculty: String(faculty), slug: '', title: `Galerie ${word}`, perex: `Perex ${word}`, body: `Text ${word}`, action: 'draft' }, jar)
  expect(res.statusCode, res.body.slice(0, 300)).toBe(303)
  const id = Number(/\/aktuality\/(\d+)\?done=created$/.exec(res.headers.location as string)?.[1])
  const [row] = await app.db.select({ key: news.translationKey, slug: news.slug, latest: news.latestRevisionId }).from(news).where(eq(news.id, id))
  return { id, word, key: row!.key, slug: row!.slug, base: String(row!.latest) }
}

const galleriesUrl = (id: number, lang: 'cs' | 'en' = 'cs') => paths.adminNewsGalleries(lang, id)
const post = (jar: Jar, id: number, body: Record<string, string | string[]>) => postForm(app, galleriesUrl(id), body, jar)
/** The item's galleries as stored: `{n: [imageId…]}`, positions checked to be 0…n−1. */
async function stored(key: string) {
  const rows = await app.db.select().from(galleryImages).where(like(galleryImages.galleryKey, `${key}/gallery-%`)).orderBy(asc(galleryImages.galleryKey), asc(galleryImages.position))
  const out: Record<number, number[]> = {}
  for (const r of rows) {
    const n = Number(r.galleryKey.slice(key.length + '/gallery-'.length))
    ;(out[n] ??= []).push(r.imageId)
    expect(r.position, `${r.galleryKey} positions`).toBe(out[n]!.length - 1)
  }
  return out
}

describe(`news galleries in the administration on ${engine}`, () => {
  it('an item links its galleries page, which says they are shared by the translations, in both languages', async () => {
    const item = await create(editor)
    const form = await get(paths.adminNewsItem('cs', item.id), editor)
    expect(form.body).toContain(`href="${galleriesUrl(item.id)}"`)
    expect(form.body).toContain('Galerie (0)')
    const cs = await get(galleriesUrl(item.id), editor)
    expect(cs.statusCode).toBe(200)
    expect(cs.headers['cache-control']).toMatch(/no-store/)
    expect(cs.body).toContain('Galerie jsou společné pro obě jazykové verze')
    expect(cs.body).toContain('Položka zatím nemá žádnou galerii.')
    const en = await get(galleriesUrl(item.id, 'en'), editor)
    expect(en.statusCode).toBe(200)
    expect(en.body).toContain('Galleries are shared by both language versions')
    expect(en.body).toContain('>Search</button>')
  })

  it('the picker searches inside the form: the matches come back as checkboxes, the choice and the target kept', async () => {
    const item = await create(editor)
    const [a] = pictures
    const found = await post(editor, item.id, { gallery: 'new', imageQuery: a!.altCs.slice(0, 12), imageIds: [String(pictures[1]!.id)], action: 'find-image' })
    expect(found.statusCode).toBe(200)
    expect(choice(found.body, 'imageIds', String(a!.id))).toContain('type="checkbox"')
    // The picture chosen before the search stays chosen, the query stays typed.
    expect(choice(found.body, 'imageIds', String(pictures[1]!.id))).toContain('checked=""')
    expect(found.body).toContain(`value="${a!.altCs.slice(0, 12).replace(/"/g, '&quot;')}"`)
    expect(found.body).toMatch(/<option value="new" selected=""/)
    // A page of at most 24.
    const all = await post(editor, item.id, { gallery: 'new', imageQuery: '', action: 'find-image' })
    expect((all.body.match(/name="imageIds"/g) ?? []).length).toBeLessThanOrEqual(24)
    expect(await stored(item.key)).toEqual({})
  })

  it('creates a gallery, adds, moves, removes and deletes, each audited, positions 0…n−1; the public page shows it at once', async () => {
    const item = await create(editor)
    const [p1, p2, p3, p4] = pictures.map((p) => String(p.id))
    const created = await post(editor, item.id, { gallery: 'new', imageIds: [p1!, p2!], action: 'add' })
    expect(created.statusCode, created.body.slice(0, 400)).toBe(303)
    expect(created.headers.location).toBe(`${paths.adminNewsGalleries('cs', item.id, { done: 'created' })}#gallery1`)
    expect(await stored(item.key)).toEqual({ 1: [Number(p1), Number(p2)] })
    expect((await get(created.headers.location as string, editor)).body).toContain('Galerie byla vytvořena.')

    expect((await post(editor, item.id, { gallery: '1', imageIds: [p3!, p1!], action: 'add' })).statusCode).toBe(303)
    // A picture already in the gallery is not added twice.
    expect(await stored(item.key)).toEqual({ 1: [Number(p1), Number(p2), Number(p3)] })
    expect((await post(editor, item.id, { gallery: 'new', imageIds: [p4!], action: 'add' })).statusCode).toBe(303)
    expect(await stored(item.key)).toEqual({ 1: [Number(p1), Number(p2), Number(p3)], 2: [Number(p4)] })

    const moved = await post(editor, item.id, { gallery: '1', position: '2', image: p3!, action: 'up' })
    expect(moved.statusCode).toBe(303)
    expect(moved.headers.location).toBe(paths.adminNewsGalleries('cs', item.id, { done: 'moved', focus: `1-${p3}-up` }))
    expect(await stored(item.key)).toEqual({ 1: [Number(p1), Number(p3), Number(p2)], 2: [Number(p4)] })
    // The moved picture's button takes the focus back (keyboard reordering).
    const after = await get(moved.headers.location as string, editor)
    expect(after.body.match(/<button [^>]*>/g)?.find((tag) => tag.includes('aria-label="Posunout 2. obrázek galerie 1 nahoru"'))).toMatch(/autofocus/i)
    expect((await post(editor, item.id, { gallery: '1', position: '0', image: p1!, action: 'down' })).statusCode).toBe(303)
    expect(await stored(item.key)).toEqual({ 1: [Number(p3), Number(p1), Number(p2)], 2: [Number(p4)] })
    // Up at the top changes nothing.
    expect((await post(editor, item.id, { gallery: '1', position: '0', image: p3!, action: 'up' })).statusCode).toBe(303)
    expect((await post(editor, item.id, { gallery: '1', position: '1', image: p1!, action: 'remove' })).statusCode).toBe(303)
    expect(await stored(item.key)).toEqual({ 1: [Number(p3), Number(p2)], 2: [Number(p4)] })

    const page = await get(galleriesUrl(item.id), editor)
    expect(page.body.indexOf(`data-media-id="${p3}"`)).toBeLessThan(page.body.indexOf(`data-media-id="${p2}"`))

    // Deleting needs the ticked box.
    const unconfirmed = await post(editor, item.id, { gallery: '2', action: 'delete' })
    expect(unconfirmed.statusCode).toBe(422)
    expect(unconfirmed.body).toContain('Smazání potvrďte zaškrtnutím.')
    expect(await stored(item.key)).toEqual({ 1: [Number(p3), Number(p2)], 2: [Number(p4)] })
    expect((await post(editor, item.id, { gallery: '2', confirm: 'on', action: 'delete' })).statusCode).toBe(303)
    expect(await stored(item.key)).toEqual({ 1: [Number(p3), Number(p2)] })

    const audit = await app.db.select({ action: auditLog.action, summary: auditLog.summary }).from(auditLog).where(and(eq(auditLog.entity, 'gallery'), eq(auditLog.objectId, item.id))).orderBy(desc(auditLog.id))
    // Up at the top changed nothing, so it left no entry.
    expect(audit.map((a) => a.action)).toEqual(['delete', 'change', 'change', 'change', 'create', 'change', 'create'])
    expect(audit[0]!.summary).toContain(`news #${item.id} gallery 2: deleted`)

    // Published, the public page shows the gallery in its order, and at once after a change.
    const published = await postForm(app, paths.adminNewsItem('cs', item.id), { title: `Galerie ${item.word}`, perex: `Perex ${item.word}`, body: `Text ${item.word}`, base: item.base, imageId: '', action: 'publish' }, chief)
    expect(published.statusCode, published.body.slice(0, 300)).toBe(303)
    const publicPage = await get(paths.newsDetail('cs', item.slug))
    expect(publicPage.statusCode).toBe(200)
    const order = (body: string) => [p3!, p2!].map((p) => body.indexOf(`/media/images/${p}/`))
    expect(order(publicPage.body)[0]).toBeGreaterThan(-1)
    expect(order(publicPage.body)[0]).toBeLessThan(order(publicPage.body)[1]!)
    expect((await post(editor, item.id, { gallery: '1', position: '1', image: p2!, action: 'up' })).statusCode).toBe(303)
    const changed = await get(paths.newsDetail('cs', item.slug))
    expect(order(changed.body)[0]).toBeGreaterThan(order(changed.body)[1]!)
  })

  it('the media library lists the gallery among a picture\'s uses, linked to the galleries page', async () => {
    const item = await create(chief)
    const picture = pictures[4]!
    expect((await post(chief, item.id, { gallery: 'new', imageIds: [String(picture.id)], action: 'add' })).statusCode).toBe(303)
    const page = await get(paths.adminMediaItem('cs', picture.id), chief)
    expect(page.body).toContain(`href="${galleriesUrl(item.id)}"`)
  })

  it('scope: another faculty\'s item is a 404 to the editor, for reading and for every change; nothing changes', async () => {
    const foreign = await create(chief, other)
    expect((await post(chief, foreign.id, { gallery: 'new', imageIds: [String(pictures[0]!.id)], action: 'add' })).statusCode).toBe(303)
    expect((await get(galleriesUrl(foreign.id), editor)).statusCode).toBe(404)
    for (const body of [
      { gallery: 'new', imageIds: [String(pictures[1]!.id)], action: 'add' },
      { gallery: '1', confirm: 'on', action: 'delete' },
      { gallery: '1', position: '0', image: String(pictures[0]!.id), action: 'remove' },
    ] as Array<Record<string, string | string[]>>) expect((await post(editor, foreign.id, body)).statusCode).toBe(404)
    expect(await stored(foreign.key)).toEqual({ 1: [pictures[0]!.id] })
    expect((await get(paths.adminNewsGalleries('cs', 999_999_999), chief)).statusCode).toBe(404)
    expect((await get(`${paths.adminNews('cs')}/abc/galerie`, chief)).statusCode).toBe(404)
    expect((await get(galleriesUrl(foreign.id))).statusCode).toBe(404)
  })

  it('forged ids, targets, positions and stale pages are refused with a message in both languages; nothing changes', async () => {
    const item = await create(editor)
    const [p1, p2] = pictures.map((p) => String(p.id))
    expect((await post(editor, item.id, { gallery: 'new', imageIds: [p1!, p2!], action: 'add' })).statusCode).toBe(303)
    const before = await stored(item.key)
    const cases: Array<[Record<string, string | string[]>, number, string]> = [
      [{ gallery: 'new', imageIds: ['999999999'], action: 'add' }, 422, 'Vybraný obrázek v knihovně médií není'],
      [{ gallery: 'new', imageIds: ['abc'], action: 'add' }, 422, 'Vybraný obrázek v knihovně médií není'],
      [{ gallery: 'new', imageIds: ['<script>alert(1)</script>'], action: 'add' }, 422, 'Vybraný obrázek v knihovně médií není'],
      [{ gallery: 'new', action: 'add' }, 422, 'Vyberte alespoň jeden obrázek.'],
      [{ gallery: '1; drop table news', imageIds: [p1!], action: 'add' }, 422, 'Požadavek nebyl pochopen'],
      [{ gallery: '7', imageIds: [p1!], action: 'add' }, 409, 'Tato galerie už neexistuje'],
      [{ gallery: '1', position: '0', image: p2!, action: 'up' }, 409, 'Galerii mezitím změnil někdo jiný'],
      [{ gallery: '1', position: '5', image: p1!, action: 'remove' }, 409, 'Galerii mezitím změnil někdo jiný'],
      [{ gallery: '9', position: '0', image: p1!, action: 'remove' }, 409, 'Tato galerie už neexistuje'],
      [{ gallery: '1', position: '-1', image: p1!, action: 'down' }, 422, 'Požadavek nebyl pochopen'],
      [{ gallery: '1', action: 'explode' }, 422, 'Požadavek nebyl pochopen'],
      [{ gallery: '1', imageIds: Array.from({ length: 60 }, (_, i) => String(i + 1)), action: 'add' }, 422, 'Vybraný obrázek v knihovně médií není'],
    ]
    for (const [body, status, text] of cases) {
      const res = await post(editor, item.id, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(status)
      expect(res.body, JSON.stringify(body)).toContain(text)
      expect(res.body).not.toContain('<script>alert(1)</script>')
    }
    const en = await postForm(app, galleriesUrl(item.id, 'en'), { gallery: 'new', imageIds: ['999999999'], action: 'add' }, editor)
    expect(en.statusCode).toBe(422)
    expect(en.body).toContain('The chosen picture is not in the media library')
    const json = await app.inject({ method: 'POST', url: galleriesUrl(item.id), cookies: editor, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ gallery: 'new', imageIds: [p1], action: 'add' }) })
    expect(json.statusCode).toBe(422)
    expect(await stored(item.key)).toEqual(before)
  })

  it('concurrent changes are served one after the other: every add lands and positions stay 0…n−1 unique', async () => {
    const item = await create(chief)
    const ids = pictures.map((p) => String(p.id))
    expect((await post(chief, item.id, { gallery: 'new', imageIds: [ids[0]!], action: 'add' })).statusCode).toBe(303)
    const results = await Promise.all([
      post(chief, item.id, { gallery: '1', imageIds: [ids[1]!], action: 'add' }),
      post(editor, item.id, { gallery: '1', imageIds: [ids[2]!], action: 'add' }),
      post(chief, item.id, { gallery: '1', imageIds: [ids[3]!], action: 'add' }),
      post(editor, item.id, { gallery: 'new', imageIds: [ids[4]!], action: 'add' }),
      post(chief, item.id, { gallery: 'new', imageIds: [ids[1]!], action: 'add' }),
      post(editor, item.id, { gallery: '1', position: '0', image: ids[0]!, action: 'down' }),
    ])
    for (const r of results) expect([303, 409], r.body.slice(0, 200)).toContain(r.statusCode)
    const now = await stored(item.key)
    expect(new Set(now[1])).toEqual(new Set([1, 2, 3, 0].map((i) => Number(ids[i]))))
    // Two new galleries, numbered apart.
    expect(Object.keys(now).sort()).toEqual(['1', '2', '3'])
  })

  it('the news item\'s picture is chosen through the picker: the search keeps what was typed, a forged id is refused', async () => {
    const item = await create(editor)
    const form = { title: `Nový titulek ${item.word}`, perex: `Perex ${item.word}`, 'block-0-type': 'paragraph', 'block-0-text': `Text psaný ${item.word}`, base: item.base }
    const url = paths.adminNewsItem('cs', item.id)
    const blank = await get(url, editor)
    expect(choice(blank.body, 'imageId', '')).toContain('checked=""')
    const found = await postForm(app, url, { ...form, imageId: '', imageQuery: pictures[0]!.altCs.slice(0, 12), action: 'find-image' }, editor)
    expect(found.statusCode).toBe(200)
    expect(found.body).toContain(`Nový titulek ${item.word}`)
    expect(found.body).toContain(`Text psaný ${item.word}`)
    expect(choice(found.body, 'imageId', String(pictures[0]!.id))).toContain('type="radio"')
    expect((await app.db.select({ latest: news.latestRevisionId }).from(news).where(eq(news.id, item.id)))[0]!.latest).toBe(Number(item.base))
    // The next page of matches, the typed values still kept.
    const next = await postForm(app, url, { ...form, imageId: '', imageQuery: '', imagePage: '2' }, editor)
    expect(next.statusCode).toBe(200)
    expect(next.body).toContain(`Nový titulek ${item.word}`)

    for (const forged of ['999999999', 'x', '0']) {
      const res = await postForm(app, url, { ...form, imageId: forged, action: 'draft' }, editor)
      expect(res.statusCode).toBe(422)
      expect(res.body).toContain('Vybraný obrázek v knihovně médií není')
      expect(res.body).toContain(`Nový titulek ${item.word}`)
    }
    const two = await postForm(app, url, { ...form, imageId: [String(pictures[0]!.id), String(pictures[1]!.id)], action: 'draft' }, editor)
    expect(two.statusCode).toBe(422)
    expect((await app.db.select({ latest: news.latestRevisionId }).from(news).where(eq(news.id, item.id)))[0]!.latest).toBe(Number(item.base))

    const saved = await postForm(app, url, { ...form, imageId: String(pictures[2]!.id), action: 'draft' }, editor)
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(303)
    const page = await get(url, editor)
    expect(choice(page.body, 'imageId', String(pictures[2]!.id))).toContain('checked=""')
    expect(page.body).toContain(pictures[2]!.altCs.replace(/"/g, '&quot;').slice(0, 20))
    // Published by the chief editor, the item's row has the picture.
    const [row] = await app.db.select({ latest: news.latestRevisionId }).from(news).where(eq(news.id, item.id))
    const published = await postForm(app, url, { ...form, base: String(row!.latest), imageId: String(pictures[2]!.id), action: 'publish' }, chief)
    expect(published.statusCode).toBe(303)
    expect((await app.db.select({ imageId: news.imageId }).from(news).where(eq(news.id, item.id)))[0]!.imageId).toBe(pictures[2]!.id)
  })
})

describe('the media picker\'s rules', () => {
  it('reads the chosen ids, the query and the page; refuses what is no id', () => {
    expect(pickerInput({ imageIds: ['3', '3', '5'], imageQuery: ' les\u0007 ', action: 'find-image' }, 'imageIds')).toEqual({ find: true, query: 'les', page: 1, ids: [3, 5], forged: false })
    expect(pickerInput({ imageIds: '1e3', imagePage: '2' }, 'imageIds')).toMatchObject({ find: true, page: 2, forged: true })
    expect(pickerInput({ imageId: '' }, 'imageId')).toMatchObject({ find: false, ids: [], forged: false })
  })

  it('a picture needs both alt texts unless it is decorative', () => {
    expect(missingAlt({ altCs: '', altEn: 'x', decorative: false })).toEqual(['cs'])
    expect(missingAlt({ altCs: ' ', altEn: '', decorative: false })).toEqual(['cs', 'en'])
    expect(missingAlt({ altCs: '', altEn: '', decorative: true })).toEqual([])
  })
})
