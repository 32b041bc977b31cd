/**
 * News bodies as blocks (issue 25, ADR 093) on the database of the run, through the item form's
 * numbered rows as a browser posts them: saving and publishing headings, rich paragraphs with
 * internal links, tables and call-outs; links that follow a rename and fall back to text for an
 * unpublished item; the refusals (a malformed row, a skipped heading level, a picture that is not
 * in the library) that name the row and save nothing; the warning about vague link texts; and old
 * revisions whose body is text still shown, compared and restored.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mediaImages, news, revisions } from '../../../src/db/schema.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp } from '../../support/app.js'
import { postForm, signIn, type Jar } from '../../support/client.js'

let app: FastifyInstance
let chief: Jar
let made = 0
const unique = () => `${process.pid}${Date.now().toString(36)}${++made}`

beforeAll(async () => {
  app = await testApp()
  chief = await signIn(app, 'redakce@example.cz', 'Heslo-2026')
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string, jar?: Jar) => app.inject({ url, ...(jar && { cookies: jar }) })
type Row = Partial<Record<'type' | 'text' | 'level' | 'tone' | 'media' | 'caption' | 'source' | 'order' | 'remove', string>>
const rows = (list: Row[]) => Object.fromEntries(list.flatMap((r, i) => Object.entries(r).map(([k, v]) => [`block-${i}-${k}`, v])))

async function create(list: Row[] = [{ type: 'paragraph', text: 'Úvod.' }]) {
  const word = unique()
  const res = await postForm(app, paths.adminNewsNew('cs'), { lang: 'cs', kind: 'news', faculty: '', slug: `bloky-${word}`, title: `Bloky ${word}`, perex: `Perex ${word}`, action: 'draft', ...rows(list) }, chief)
  expect(res.statusCode, res.body.slice(0, 400)).toBe(303)
  const id = Number(/\/aktuality\/(\d+)\?done=created$/.exec(res.headers.location as string)?.[1])
  return { id, word, slug: `bloky-${word}` }
}

const latest = async (id: number) => (await app.db.select({ latest: news.latestRevisionId }).from(news).where(eq(news.id, id)))[0]!.latest
const revisionCount = async (id: number) => (await app.db.select({ n: sql<number>`count(*)::int` }).from(revisions).where(and(eq(revisions.entity, 'news'), eq(revisions.objectId, id))))[0]!.n
const save = async (item: { id: number; word: string }, list: Row[], action = 'draft') =>
  postForm(app, paths.adminNewsItem('cs', item.id), { title: `Bloky ${item.word}`, perex: `Perex ${item.word}`, base: String(await latest(item.id)), action, ...rows(list) }, chief)

describe(`news bodies as blocks on ${engine}`, () => {
  it('saves, previews and publishes headings, rich paragraphs with an internal link, a table and a call-out; the public page shows them', async () => {
    const target = await create()
    expect((await save(target, [{ type: 'paragraph', text: 'Cíl.' }], 'publish')).statusCode).toBe(303)
    const item = await create()
    const body: Row[] = [
      { type: 'heading', level: '2', text: 'Termíny přijímaček' },
      { type: 'paragraph', text: `Přihlášky **do konce února**, podrobnosti v [oznámení](news:${target.id}) a na [webu ministerstva](https://www.msmt.cz/).` },
      { type: 'table', caption: 'Termíny', text: 'Obor | Termín\nBiologie | 3. 6.\nChemie | 4. 6.' },
      { type: 'callout', tone: 'warning', text: 'Přineste si _průkaz_.' },
    ]
    const saved = await save(item, body)
    expect(saved.statusCode, saved.body.slice(0, 400)).toBe(303)
    // The form gives the markup back as typed.
    const form = await get(paths.adminNewsItem('cs', item.id), chief)
    expect(form.body).toContain(`Přihlášky **do konce února**, podrobnosti v [oznámení](news:${target.id}) a na [webu ministerstva](https://www.msmt.cz/).`)
    expect(form.body).toContain('Obor | Termín\nBiologie | 3. 6.\nChemie | 4. 6.')
    const preview = await get(paths.adminNewsPreview('cs', item.id), chief)
    expect(preview.statusCode).toBe(200)
    expect(preview.body).toContain('<h2 class="blocks__heading">Termíny přijímaček</h2>')
    expect(preview.body).toContain(`<a href="${paths.newsDetail('cs', target.slug)}">oznámení</a>`)
    expect((await save(item, body, 'publish')).statusCode).toBe(303)
    const page = await get(paths.newsDetail('cs', item.slug))
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<strong>do konce února</strong>')
    expect(page.body).toContain(`<a href="${paths.newsDetail('cs', target.slug)}">oznámení</a>`)
    expect(page.body).toMatch(/<a href="https:\/\/www.msmt.cz\/" target="_blank" rel="nofollow noopener noreferrer"[^>]*>webu ministerstva<\/a>/)
    expect(page.body).toContain('<caption>Termíny</caption>')
    expect(page.body).toContain('<th scope="row">Biologie</th>')
    expect(page.body).toContain('<p class="blocks__callout-label">Pozor</p>')
    expect(page.body).toContain('<em>průkaz</em>')
    // The row keeps the blocks and their plain text (search, feeds, snippets).
    const [row] = await app.db.select({ body: news.body, blocks: news.blocks }).from(news).where(eq(news.id, item.id))
    expect(row!.blocks).toHaveLength(4)
    expect(row!.body).toContain('Přihlášky do konce února, podrobnosti v oznámení a na webu ministerstva.')
    expect(row!.body).not.toContain('**')

    // The linked item moves: the link follows; it goes off the site: the link is text.
    const moved = `${target.slug}-nova`
    expect((await postForm(app, paths.adminNewsItem('cs', target.id), { title: `Bloky ${target.word}`, perex: `Perex ${target.word}`, base: String(await latest(target.id)), action: 'draft', slug: moved, ...rows([{ type: 'paragraph', text: 'Cíl.' }]) }, chief)).statusCode).toBe(303)
    expect((await get(paths.newsDetail('cs', item.slug))).body).toContain(`<a href="${paths.newsDetail('cs', moved)}">oznámení</a>`)
    expect((await postForm(app, paths.adminNewsItem('cs', target.id), { title: `Bloky ${target.word}`, perex: `Perex ${target.word}`, base: String(await latest(target.id)), action: 'unpublish' }, chief)).statusCode).toBe(303)
    const after = await get(paths.newsDetail('cs', item.slug))
    expect(after.body).toMatch(/podrobnosti v (<!-- -->)?oznámení(<!-- -->)? a na/)
    expect(after.body).not.toContain(`>oznámení</a>`)
  })

  it('a picture from the library is shown with its alt text; one not in the library is refused', async () => {
    const [picture] = await app.db.select({ id: mediaImages.id, alt: mediaImages.altCs }).from(mediaImages).where(eq(mediaImages.decorative, false)).limit(1)
    const item = await create()
    const ok = await save(item, [{ type: 'image', media: String(picture!.id), caption: 'Popisek' }], 'publish')
    expect(ok.statusCode, ok.body.slice(0, 300)).toBe(303)
    const page = await get(paths.newsDetail('cs', item.slug))
    expect(page.body).toContain(`alt="${picture!.alt}"`)
    expect(page.body).toContain('<figcaption>Popisek</figcaption>')
    const before = await revisionCount(item.id)
    const missing = await save(item, [{ type: 'image', media: '2000000000' }])
    expect(missing.statusCode).toBe(422)
    expect(missing.body).toContain('Obrázek č. 2000000000 (blok 1) v knihovně médií není.')
    expect(await revisionCount(item.id)).toBe(before)
  })

  it('refuses a skipped heading level and malformed rows, naming them, in Czech and English; nothing is saved', async () => {
    const item = await create()
    const before = await revisionCount(item.id)
    const skip = await save(item, [{ type: 'heading', level: '2', text: 'Úvod' }, { type: 'heading', level: '4', text: 'Hluboko' }])
    expect(skip.statusCode).toBe(422)
    expect(skip.body).toContain('Nadpis „Hluboko“ přeskakuje úroveň: je h4, na tomto místě smí být nejvýše h3')
    const first = await postForm(app, paths.adminNewsItem('en', item.id), { title: `Bloky ${item.word}`, perex: 'P', base: String(await latest(item.id)), action: 'draft', ...rows([{ type: 'heading', level: '3', text: 'Start' }]) }, chief)
    expect(first.statusCode).toBe(422)
    expect(first.body).toContain('The heading “Start” skips a level: it is h3, at this point it may be at most h2')
    const cases: Array<[Row[], string]> = [
      [[{ type: 'paragraph', text: 'ok' }, { type: 'paragraph', text: '[klik](javascript:alert(1))' }], 'Blok 2: odkaz musí mít tvar'],
      [[{ type: 'paragraph', text: '[x](data:text/html,<script>alert(1)</script>)' }], 'Blok 1: odkaz musí mít tvar'],
      [[{ type: 'paragraph', text: '**neuzavřené' }], 'Blok 1: tučné písmo (**) není uzavřené.'],
      [[{ type: 'table', caption: 'T', text: 'a | b\nc' }], 'Blok 1: každý řádek tabulky musí mít tolik buněk jako záhlaví.'],
      [[{ type: 'table', text: 'a | b' }], 'Blok 1: tabulka potřebuje popisek.'],
      [[{ type: '__proto__', text: 'x' }], 'Blok 1: neznámý druh bloku.'],
      [[{ type: 'heading', level: '1', text: 'x' }], 'Blok 1: úroveň nadpisu musí být 2, 3 nebo 4.'],
      [[{ type: 'paragraph', text: 'x'.repeat(60_001) }], 'Blok 1: text je příliš dlouhý.'],
      [[{ type: 'paragraph', text: 'a\u0000b' }], 'Blok 1: tento blok formulář neposlal'],
      [[{ type: 'documents', text: '1 OR 1=1' }], 'Blok 1: uveďte 1 až 20 čísel dokumentů'],
    ]
    for (const [list, message] of cases) {
      const res = await save(item, list)
      expect(res.statusCode, message).toBe(422)
      expect(res.body).toContain(message)
    }
    // What was typed comes back escaped in its row.
    const typed = await save(item, [{ type: 'paragraph', text: '<script>alert(1)</script> **x' }])
    expect(typed.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; **x')
    expect(typed.body).not.toContain('<script>alert(1)</script>')
    // A repeated row field is no value.
    const repeated = await postForm(app, paths.adminNewsItem('cs', item.id), { title: `Bloky ${item.word}`, perex: 'P', base: String(await latest(item.id)), action: 'draft', 'block-0-type': ['paragraph', 'heading'], 'block-0-text': 'x' }, chief)
    expect(repeated.statusCode).toBe(422)
    expect(await revisionCount(item.id)).toBe(before)
  })

  it('saves a link text that says nothing but warns about it on the item page before publishing', async () => {
    const item = await create()
    const res = await save(item, [{ type: 'paragraph', text: 'Rozvrh najdete [zde](https://www.example.cz/rozvrh).' }])
    expect(res.statusCode).toBe(303)
    const form = await get(paths.adminNewsItem('cs', item.id), chief)
    expect(form.body).toContain('Odkaz s textem „zde“ (blok 1) neříká, kam vede.')
    expect((await get(paths.adminNewsItem('en', item.id), chief)).body).toContain('The link text “zde” (block 1) does not say where it leads.')
  })

  it('an old revision whose body is text is shown as paragraphs, compared and restored', async () => {
    const item = await create([{ type: 'paragraph', text: 'Nový text.' }])
    const [first] = await app.db.select({ id: revisions.id, content: revisions.content }).from(revisions).where(and(eq(revisions.entity, 'news'), eq(revisions.objectId, item.id))).orderBy(desc(revisions.id)).limit(1)
    // As a revision saved before blocks stored it.
    await app.db.update(revisions).set({ content: { ...(first!.content as object), body: 'Starý odstavec.\n\nDruhý [odkaz](https://x.cz).' } }).where(eq(revisions.id, first!.id))
    expect((await save(item, [{ type: 'paragraph', text: 'Nejnovější.' }])).statusCode).toBe(303)
    const compare = await get(paths.adminNewsCompare('cs', item.id, first!.id, (await latest(item.id))!), chief)
    expect(compare.statusCode).toBe(200)
    // The body compares as its markup, one field.
    expect(compare.body).toMatch(/Starý/)
    expect(compare.body).toMatch(/Nejnovější/)
    const restored = await postForm(app, paths.adminNewsRestore('cs', item.id), { revision: String(first!.id), base: String(await latest(item.id)) }, chief)
    expect(restored.statusCode).toBe(303)
    const form = await get(paths.adminNewsItem('cs', item.id), chief)
    expect(form.statusCode).toBe(200)
    expect(form.body).toContain('Druhý [odkaz](https://x.cz).')
    const [now] = await app.db.select({ content: revisions.content }).from(revisions).where(eq(revisions.id, (await latest(item.id))!))
    expect((now!.content as { body: unknown }).body).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'Starý odstavec.' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Druhý ' }, { type: 'text', text: 'odkaz', marks: [{ type: 'link', attrs: { href: 'https://x.cz' } }] }, { type: 'text', text: '.' }] },
    ])
  })
})
