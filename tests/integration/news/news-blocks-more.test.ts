/**
 * Gallery, FAQ and sign-language video blocks (issue 25, ADR 101) on the database of the run,
 * through the item form's numbered rows as a browser posts them: saved, previewed and published,
 * the public page shows them through the site's own views (the gallery widget, the pages' FAQ,
 * the sign-language videos on the configured host) and the plain body has the FAQ text and the
 * video title; a gallery of another item, a video of another host and hostile rows are refused
 * naming the row with nothing saved; a gallery deleted later renders nothing and is named by the
 * item page's checks.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { galleryImages, mediaImages, news, revisions } from '../../../src/db/schema.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp } from '../../support/app.js'
import { postForm, signIn, type Jar } from '../../support/client.js'

const HOST = 'https://video.test.example/embed/'
let app: FastifyInstance
let chief: Jar
let made = 0
const unique = () => `${process.pid}${Date.now().toString(36)}${++made}`

beforeAll(async () => {
  app = await testApp({ env: { SIGN_LANGUAGE_VIDEO_HOST: HOST } })
  chief = await signIn(app, 'redakce@example.cz', 'Heslo-2026')
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string, jar?: Jar) => app.inject({ url, ...(jar && { cookies: jar }) })
type Row = Partial<Record<'type' | 'text' | 'gallery' | 'video' | 'title' | 'caption' | 'order' | 'remove', string>>
const rows = (list: Row[]) => Object.fromEntries(list.flatMap((r, i) => Object.entries(r).map(([k, v]) => [`block-${i}-${k}`, v])))

async function create() {
  const word = unique()
  const res = await postForm(app, paths.adminNewsNew('cs'), { lang: 'cs', kind: 'news', faculty: '', slug: `vice-bloku-${word}`, title: `Bloky ${word}`, perex: `Perex ${word}`, action: 'draft', 'block-0-type': 'paragraph', 'block-0-text': 'Úvod.' }, chief)
  expect(res.statusCode, res.body.slice(0, 400)).toBe(303)
  const id = Number(/\/aktuality\/(\d+)\?done=created$/.exec(res.headers.location as string)?.[1])
  const [row] = await app.db.select({ key: news.translationKey }).from(news).where(eq(news.id, id))
  return { id, word, slug: `vice-bloku-${word}`, key: row!.key }
}

/** A gallery of the item as the galleries page leaves it: rows `{key}/gallery-N`, positions 0…n−1. */
async function addGallery(key: string, n: number, count = 2) {
  const pictures = await app.db.select({ id: mediaImages.id }).from(mediaImages).orderBy(asc(mediaImages.id)).limit(count)
  await app.db.insert(galleryImages).values(pictures.map((p, position) => ({ galleryKey: `${key}/gallery-${n}`, position, imageId: p.id })))
  return pictures.map((p) => p.id)
}

const latest = async (id: number) => (await app.db.select({ latest: news.latestRevisionId }).from(news).where(eq(news.id, id)))[0]!.latest
const revisionCount = async (id: number) => (await app.db.select({ n: sql<number>`count(*)::int` }).from(revisions).where(and(eq(revisions.entity, 'news'), eq(revisions.objectId, id))))[0]!.n
const save = async (item: { id: number; word: string }, list: Row[], action = 'draft') =>
  postForm(app, paths.adminNewsItem('cs', item.id), { title: `Bloky ${item.word}`, perex: `Perex ${item.word}`, base: String(await latest(item.id)), action, ...rows(list) }, chief)

const FAQ = 'Q: Kdy se hlásit?\nA: Do **konce února**.\n\nQ: Kolik to stojí?\nA: Nic, viz [poplatky](https://www.example.cz/poplatky).'

describe(`gallery, FAQ and sign-language video blocks on ${engine}`, () => {
  it('saves, previews and publishes them; the public page renders them through the site’s views', async () => {
    const item = await create()
    const ids = await addGallery(item.key, 1)
    const body: Row[] = [
      { type: 'faq', text: FAQ },
      { type: 'signLanguage', video: `${HOST}abcd1234?autoplay=1, efgh5678`, title: 'Přihláška ve znakovém jazyce' },
      { type: 'gallery', gallery: '1' },
    ]
    const saved = await save(item, body)
    expect(saved.statusCode, saved.body.slice(0, 600)).toBe(303)
    // The form offers the item's gallery and gives the rows back as stored.
    const form = await get(paths.adminNewsItem('cs', item.id), chief)
    expect(form.body).toContain('<option value="1" selected="">Galerie 1 (obrázků: 2)</option>')
    expect(form.body).toContain('Q: Kdy se hlásit?\nA: Do **konce února**.\n\nQ: Kolik to stojí?')
    expect(form.body).toContain('value="abcd1234, efgh5678"')
    expect(form.body).toContain(HOST)

    const preview = await get(paths.adminNewsPreview('cs', item.id), chief)
    expect(preview.statusCode).toBe(200)
    for (const html of [preview.body]) {
      expect(html).toContain('<h2 id="news-')
      expect(html).toMatch(/<details class="collapsible" id="faq-news-\d+-1-1" data-collapsible="remember"><summary class="collapsible__summary">Kdy se hlásit\?<\/summary><div class="collapsible__body"><p>Do <strong>konce února<\/strong>.<\/p><\/div><\/details>/)
      expect(html).toContain(`data-sign-language-videos="abcd1234,efgh5678" data-sign-language-host="${HOST}"`)
      expect(html).toContain(`<a href="${HOST}abcd1234?autoplay=1">`)
      expect(html).toContain('class="gallery-block"')
      for (const id of ids) expect(html).toMatch(new RegExp(`/media/images/${id}/`))
    }

    expect((await save(item, body, 'publish')).statusCode).toBe(303)
    const page = await get(paths.newsDetail('cs', item.slug))
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<h2 id="news-')
    expect(page.body).toContain('Časté dotazy')
    expect(page.body).toContain('<summary class="collapsible__summary">Kolik to stojí?</summary>')
    expect(page.body).toMatch(/<a href="https:\/\/www.example.cz\/poplatky" target="_blank"[^>]*>poplatky<\/a>/)
    expect(page.body).toContain(`data-sign-language-host="${HOST}"`)
    // The gallery is shown once: in the body, not again after it.
    expect(page.body.match(/class="gallery-block"/g)).toHaveLength(1)
    expect(page.body).toMatch(/data-gallery="news-\d+-3-gallery-1"/)
    expect(page.body).not.toContain('<iframe')
    // The plain text (search, feeds, snippets) has the questions, answers and the video's title.
    const [row] = await app.db.select({ body: news.body, blocks: news.blocks }).from(news).where(eq(news.id, item.id))
    expect(row!.blocks.map((b) => b.type)).toEqual(['faq', 'signLanguage', 'gallery'])
    expect(row!.body).toContain('Kdy se hlásit?\nDo konce února.')
    expect(row!.body).toContain('Přihláška ve znakovém jazyce')

    // A gallery deleted later on its galleries page: nothing rendered, the item page's checks name the block.
    const deleted = await postForm(app, paths.adminNewsGalleries('cs', item.id), { action: 'delete', gallery: '1', confirm: 'on' }, chief)
    expect(deleted.statusCode, deleted.body.slice(0, 300)).toBe(303)
    expect(await app.db.select().from(galleryImages).where(eq(galleryImages.galleryKey, `${item.key}/gallery-1`))).toEqual([])
    const after = await get(paths.newsDetail('cs', item.slug))
    expect(after.body).not.toContain('class="gallery-block"')
    const checks = await get(paths.adminNewsItem('cs', item.id), chief)
    expect(checks.body).toContain('data-finding="galleryMissing"')
    expect(checks.body).toContain('Galerie 1 (blok 3) mezi galeriemi této položky není')
  })

  it('refuses a gallery of another item, naming the block, nothing saved', async () => {
    const other = await create()
    await addGallery(other.key, 2)
    const item = await create()
    await addGallery(item.key, 1)
    const before = await revisionCount(item.id)
    const res = await save(item, [{ type: 'paragraph', text: 'Text.' }, { type: 'gallery', gallery: '2' }])
    expect(res.statusCode).toBe(422)
    expect(res.body).toContain('Galerie 2 (blok 2) mezi galeriemi této položky není')
    expect(await revisionCount(item.id)).toBe(before)
    // The own gallery is taken.
    expect((await save(item, [{ type: 'gallery', gallery: '1' }])).statusCode).toBe(303)
  })

  it('refuses a video from another host, a missing title and hostile rows, naming the row, nothing saved', async () => {
    const item = await create()
    const before = await revisionCount(item.id)
    const cases: Array<[Row[], string]> = [
      [[{ type: 'paragraph', text: 'ok' }, { type: 'signLanguage', video: 'https://www.youtube.com/watch?v=abcd1234', title: 'T' }], `Blok 2: video musí být kód videa (4 až 32 písmen, číslic, - nebo _) nebo jeho adresa u poskytovatele ${HOST}`],
      [[{ type: 'signLanguage', video: 'javascript:alert(1)', title: 'T' }], 'Blok 1: video musí být'],
      [[{ type: 'signLanguage', video: 'abcd1234' }], 'Blok 1: video ve znakovém jazyce potřebuje název.'],
      [[{ type: 'faq', text: '<script>alert(1)</script>' }], 'Blok 1: časté otázky pište'],
      [[{ type: 'faq', text: 'Q: a\nA: [x](javascript:alert(1))' }], 'Blok 1: odkaz musí mít tvar'],
      [[{ type: 'faq', text: `Q: a\nA: ${'x'.repeat(5001)}` }], 'Blok 1: text je příliš dlouhý.'],
      [[{ type: 'gallery', gallery: '__proto__' }], 'Blok 1: vyberte jednu z galerií této položky.'],
    ]
    for (const [list, message] of cases) {
      const res = await save(item, list)
      expect(res.statusCode, message).toBe(422)
      expect(res.body).toContain(message)
    }
    // Prototype names as field names are not rows; a repeated field is refused.
    const raw = new URLSearchParams([['title', `Bloky ${item.word}`], ['perex', 'p'], ['base', String(await latest(item.id))], ['action', 'draft'], ['__proto__', 'x'], ['block-0-type', 'faq'], ['block-0-text', 'Q: a\nA: b'], ['block-0-text', 'Q: c\nA: d']])
    const forged = await postForm(app, paths.adminNewsItem('cs', item.id), raw.toString(), chief)
    expect(forged.statusCode).toBe(422)
    expect(forged.body).toContain('Blok 1: tento blok formulář neposlal')
    expect(await revisionCount(item.id)).toBe(before)
  })
})
