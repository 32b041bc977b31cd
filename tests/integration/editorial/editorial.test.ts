/**
 * The editorial primitives (ADR 058) on the database of the run: a draft, a scheduled or an
 * unpublished item is nowhere a visitor looks (its address, lists, menus, sitemap, feed, search),
 * publishing puts the revision there, and a schedule is done once however many nodes run it.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../src/db/client.js'
import { documents, editorialLog, mediaImages, news, pages, users } from '../../../src/db/schema.js'
import { EditorialError } from '../../../src/features/editorial/editorial.types.js'
import type { EditorialService } from '../../../src/features/editorial/editorial.service.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp, testDatabase } from '../../support/app.js'

let app: FastifyInstance
/** A second node on the same database (PGlite: a second app on the same one). */
let node2: FastifyInstance
let other: Database | undefined
let editorial: EditorialService
let editorId: number

beforeAll(async () => {
  app = await testApp()
  other = engine === 'postgres' ? await testDatabase() : undefined
  node2 = await testApp({ database: other ?? app.database })
  editorial = app.services.editorial
  const [u] = await app.db.insert(users).values({ email: `editor-${process.pid}@example.cz`, passwordHash: 'x', displayName: 'Eva Redaktorová' }).returning({ id: users.id })
  editorId = u!.id
})
afterAll(async () => {
  await node2?.close()
  await other?.close()
  await app?.close()
})

const get = (url: string) => app.inject({ url })
const HOUR = 3_600_000

/** Asks until `check` holds: changes reach caches and the search index through the change feed. */
async function eventually(check: () => Promise<boolean>, ms = 8000): Promise<boolean> {
  const deadline = Date.now() + ms
  for (;;) {
    if (await check()) return true
    if (Date.now() > deadline) return false
    await new Promise((r) => setTimeout(r, 50))
  }
}

let made = 0
const unique = () => `${process.pid}${Date.now().toString(36)}${++made}`

/** A news item's content with a word found nowhere else. */
const newsContent = (word: string, over: Record<string, unknown> = {}) => ({
  title: `Koncept ${word}`,
  perex: `Perex ${word}`,
  body: `Tělo zprávy se slovem ${word}.`,
  publishedAt: null,
  eventStartsAt: null,
  eventEndsAt: null,
  eventLocation: null,
  imageId: null,
  ...over,
})

async function draftNews(word = unique()) {
  const slug = `koncept-${word}`
  const { id, revisionId } = await editorial.create('news', { placement: { translationKey: `koncept-${word}`, lang: 'cs', kind: 'news', facultyId: null, slug }, content: newsContent(word) }, { userId: editorId })
  return { id, revisionId, slug, word, url: paths.newsDetail('cs', slug) }
}

/** Where a visitor could meet the item: its address, the list, the sitemap, the feed and search. */
async function visibility(item: { url: string; word: string }) {
  const [detail, list, sitemap, feed, search] = await Promise.all([
    get(item.url),
    get(paths.newsList('cs')),
    get(paths.sitemap()),
    get(paths.newsFeed('cs')),
    get(`${paths.searchContent('cs')}?frm.query=${item.word}`),
  ])
  return {
    detail: detail.statusCode,
    list: list.body.includes(item.word),
    sitemap: sitemap.body.includes(item.url),
    feed: feed.body.includes(item.word),
    search: search.body.includes(`Koncept ${item.word}`),
  }
}
const hidden = { detail: 404, list: false, sitemap: false, feed: false, search: false }
const shown = { detail: 200, list: true, sitemap: true, feed: true, search: true }

describe(`editorial primitives on ${engine}`, () => {
  it('keeps a new item off the site until it is published, then shows it everywhere', async () => {
    const item = await draftNews()
    await app.searchIndexer.idle()
    expect(await visibility(item)).toEqual(hidden)

    await editorial.publish('news', item.id, { userId: editorId })
    expect(await eventually(async () => JSON.stringify(await visibility(item)) === JSON.stringify(shown))).toBe(true)
    const state = await editorial.state('news', item.id)
    expect(state).toMatchObject({ live: true, hasUnpublishedChanges: false, liveRevisionId: item.revisionId })
    expect(state?.firstPublishedAt).toBeInstanceOf(Date)
  })

  it('dates an undated item by its first publication and keeps that date when it is published again', async () => {
    const item = await draftNews()
    const first = new Date(Date.now() - 10 * HOUR)
    await editorial.publish('news', item.id, { userId: editorId, now: first })
    await editorial.saveDraft('news', item.id, newsContent(item.word, { perex: 'Opraveno' }), { userId: editorId })
    await editorial.publish('news', item.id, { userId: editorId })
    const [row] = await app.db.select({ publishedAt: news.publishedAt }).from(news).where(eq(news.id, item.id))
    expect(row?.publishedAt.toISOString()).toBe(first.toISOString())
  })

  it('keeps a draft of a live item off the site, and shows it once published, with every revision kept', async () => {
    const item = await draftNews()
    await editorial.publish('news', item.id, { userId: editorId })
    const changed = `${item.word}x`
    const draft = await editorial.saveDraft('news', item.id, newsContent(item.word, { title: `Koncept ${changed}` }), { userId: editorId })

    const before = await get(item.url)
    expect(before.body).toContain(`Koncept ${item.word}<`)
    expect(before.body).not.toContain(`Koncept ${changed}`)
    expect(await editorial.state('news', item.id)).toMatchObject({ hasUnpublishedChanges: true, latestRevisionId: draft })

    await editorial.publish('news', item.id, { userId: editorId })
    expect(await eventually(async () => (await get(item.url)).body.includes(`Koncept ${changed}`))).toBe(true)

    const revisions = await editorial.revisions('news', item.id)
    expect(revisions.map((r) => r.id)).toEqual([draft, item.revisionId])
    expect(revisions[0]).toMatchObject({ isLive: true, isLatest: true, authorId: editorId, authorEmail: `editor-${process.pid}@example.cz` })
    expect(await editorial.revisionContent('news', item.id, item.revisionId)).toMatchObject({ title: `Koncept ${item.word}` })
  })

  it('publishes an older revision again (a rollback) and says newer changes wait', async () => {
    const item = await draftNews()
    await editorial.publish('news', item.id, { userId: editorId })
    await editorial.saveDraft('news', item.id, newsContent(item.word, { title: `Koncept ${item.word} druhý` }), { userId: editorId })
    await editorial.publish('news', item.id, { userId: editorId })
    await editorial.publish('news', item.id, { userId: editorId, revisionId: item.revisionId })
    const [row] = await app.db.select({ title: news.title }).from(news).where(eq(news.id, item.id))
    expect(row?.title).toBe(`Koncept ${item.word}`)
    expect(await editorial.state('news', item.id)).toMatchObject({ liveRevisionId: item.revisionId, hasUnpublishedChanges: true })
  })

  it('takes an unpublished item off every page that showed it, on every node', async () => {
    const item = await draftNews()
    await editorial.publish('news', item.id, { userId: editorId })
    expect(await eventually(async () => (await node2.inject({ url: item.url })).statusCode === 200)).toBe(true)
    await editorial.unpublish('news', item.id, { userId: editorId })
    // The second node had the page in its region cache; the change feed drops it there too.
    expect(await eventually(async () => (await node2.inject({ url: item.url })).statusCode === 404)).toBe(true)
    expect(await eventually(async () => JSON.stringify(await visibility(item)) === JSON.stringify(hidden))).toBe(true)
  })

  it('publishes at the scheduled time, once, however many nodes run the schedule at once', async () => {
    const item = await draftNews()
    const now = new Date()
    const at = new Date(now.getTime() + HOUR)
    expect(await editorial.publish('news', item.id, { userId: editorId, at, now })).toEqual({ revisionId: item.revisionId, scheduledFor: at })
    expect(await editorial.state('news', item.id)).toMatchObject({ live: false, goLiveAt: at })
    expect((await editorial.runDue(now)).published).toBe(0)
    expect((await get(item.url)).statusCode).toBe(404)

    const later = new Date(at.getTime() + 1000)
    const runs = await Promise.all([editorial.runDue(later), node2.services.editorial.runDue(later), editorial.runDue(later), node2.services.editorial.runDue(later)])
    const log = await editorial.log('news', item.id)
    expect(log.filter((l) => l.action === 'publish')).toHaveLength(1)
    expect(log.map((l) => l.action)).toEqual(['create', 'schedule', 'publish'])
    expect(runs.reduce((n, r) => n + r.published, 0)).toBeGreaterThanOrEqual(1)
    expect(await editorial.state('news', item.id)).toMatchObject({ live: true, goLiveAt: null })
    expect(await eventually(async () => (await get(item.url)).statusCode === 200)).toBe(true)
  })

  it('unpublishes at the scheduled time', async () => {
    const item = await draftNews()
    await editorial.publish('news', item.id, { userId: editorId })
    const now = new Date()
    await editorial.unpublish('news', item.id, { userId: editorId, at: new Date(now.getTime() + HOUR), now })
    expect((await editorial.state('news', item.id))?.live).toBe(true)
    await editorial.runDue(new Date(now.getTime() + 2 * HOUR))
    expect(await editorial.state('news', item.id)).toMatchObject({ live: false, expireAt: null })
    expect(await eventually(async () => (await get(item.url)).statusCode === 404)).toBe(true)
  })

  it('withdraws a schedule on request', async () => {
    const item = await draftNews()
    const now = new Date()
    await editorial.publish('news', item.id, { userId: editorId, at: new Date(now.getTime() + HOUR), now })
    await editorial.cancelSchedule('news', item.id, { userId: editorId })
    expect((await editorial.runDue(new Date(now.getTime() + 2 * HOUR))).published).toBe(0)
    expect(await editorial.state('news', item.id)).toMatchObject({ live: false, goLiveAt: null })
  })

  it('runs a schedule by itself on every node: no one calls it', async () => {
    const item = await draftNews()
    await editorial.publish('news', item.id, { userId: editorId, at: new Date(Date.now() + 1500) })
    expect(await eventually(async () => (await get(item.url)).statusCode === 200, 10_000)).toBe(true)
    expect((await editorial.log('news', item.id)).filter((l) => l.action === 'publish')).toHaveLength(1)
  })

  it('withdraws a scheduled revision that no longer fits and still publishes the others due', async () => {
    const broken = await draftNews()
    const fine = await draftNews()
    await editorial.publish('news', broken.id, { userId: editorId })
    const [{ max } = { max: 0 }] = await app.db.select({ max: sql<number>`coalesce(max(${mediaImages.id}), 0)::int` }).from(mediaImages)
    // Saved while the image existed, as far as the draft knows; gone when its time comes.
    await editorial.saveDraft('news', broken.id, newsContent(broken.word, { imageId: max + 1000 }), { userId: editorId })
    const now = new Date()
    const at = new Date(now.getTime() + HOUR)
    await editorial.publish('news', broken.id, { userId: editorId, at, now })
    await editorial.publish('news', fine.id, { userId: editorId, at, now })
    const run = await editorial.runDue(new Date(at.getTime() + 1000))
    expect(run.failed.map((f) => f.id)).toEqual([broken.id])
    expect(run.published).toBe(1)
    expect(await editorial.state('news', fine.id)).toMatchObject({ live: true })
    expect(await editorial.state('news', broken.id)).toMatchObject({ live: true, goLiveAt: null, liveRevisionId: broken.revisionId })
  })

  describe('refuses bad input with a reason and changes nothing', () => {
    const failure = async (act: Promise<unknown>) => {
      try {
        await act
      } catch (err) {
        if (err instanceof EditorialError) return err.failure.kind
        throw err
      }
      return 'accepted'
    }

    it.each([
      ['an empty title', { title: '   ' }],
      ['a NUL character', { body: 'a\u0000b' }],
      ['a line break in the title', { title: 'a\nb' }],
      ['an overlong title', { title: 'x'.repeat(201) }],
      ['a date that is not one', { publishedAt: '2026-13-45' }],
      ['an end before the start', { eventStartsAt: '2026-05-02T10:00:00Z', eventEndsAt: '2026-05-01T10:00:00Z' }],
      ['an unknown field', { live: true }],
      ['a prototype name', JSON.parse('{"__proto__": {"polluted": 1}}')],
    ])('%s', async (_, over) => {
      const item = await draftNews()
      const before = await editorial.revisions('news', item.id)
      expect(await failure(editorial.saveDraft('news', item.id, newsContent(item.word, over), { userId: editorId }))).toBe('invalid')
      expect(await editorial.revisions('news', item.id)).toEqual(before)
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    })

    it('an image that does not exist, in a new item’s draft or when a live item’s draft is published', async () => {
      const item = await draftNews()
      expect(await failure(editorial.saveDraft('news', item.id, newsContent(item.word, { imageId: 2_000_000_000 }), { userId: editorId }))).toBe('invalid')
      await editorial.publish('news', item.id, { userId: editorId })
      await editorial.saveDraft('news', item.id, newsContent(item.word, { imageId: 2_000_000_000 }), { userId: editorId })
      expect(await failure(editorial.publish('news', item.id, { userId: editorId }))).toBe('invalid')
      expect(await editorial.state('news', item.id)).toMatchObject({ live: true, liveRevisionId: item.revisionId })
    })

    it('an address already taken', async () => {
      const item = await draftNews()
      const again = editorial.create('news', { placement: { translationKey: `jiny-${item.word}`, lang: 'cs', kind: 'news', facultyId: null, slug: item.slug }, content: newsContent(item.word) }, { userId: editorId })
      expect(await failure(again)).toBe('conflict')
    })

    it('a hostile address', async () => {
      const hostile = editorial.create('news', { placement: { translationKey: 'x', lang: 'cs', kind: 'news', facultyId: null, slug: '../../etc/passwd' }, content: newsContent('x') }, { userId: editorId })
      expect(await failure(hostile)).toBe('invalid')
    })

    it('a revision of another item, an item or kind that does not exist', async () => {
      const a = await draftNews()
      const b = await draftNews()
      expect(await failure(editorial.publish('news', a.id, { userId: editorId, revisionId: b.revisionId }))).toBe('not-found')
      expect(await failure(editorial.publish('news', 2_000_000_000, { userId: editorId }))).toBe('not-found')
      expect(await failure(editorial.publish('pages; drop table news', a.id, { userId: editorId }))).toBe('not-found')
      expect(await editorial.state('news', a.id)).toMatchObject({ live: false })
    })

    it('a document created without its checked file (ADR 062: the placement carries it)', async () => {
      expect(await failure(editorial.create('document', { placement: {}, content: { title: 'x', description: '', kind: 'report' } }, { userId: editorId }))).toBe('invalid')
    })
  })

  it('shows a script in a title as text', async () => {
    const item = await draftNews()
    await editorial.saveDraft('news', item.id, newsContent(item.word, { title: `<script>alert(1)</script> ${item.word}` }), { userId: editorId })
    await editorial.publish('news', item.id, { userId: editorId })
    const page = await get(item.url)
    expect(page.body).not.toContain('<script>alert(1)')
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('keeps a draft page out of its parent’s navigation and the menu until it is published, sections and all', async () => {
    const [parent] = await app.db.select({ id: pages.id, path: pages.path }).from(pages).where(and(eq(pages.lang, 'cs'), sql`${pages.facultyId} is null`, sql`${pages.parentId} is null`)).orderBy(asc(pages.id)).limit(1)
    const word = unique()
    const content = {
      title: `Stránka ${word}`,
      perex: 'Nová stránka.',
      inMenu: true,
      sort: 99_999,
      sections: [{ anchor: 'uvod', heading: `Úvod ${word}`, body: 'První odstavec.\n\nDruhý.', signLanguageVideos: '' }],
      faqs: [{ anchor: 'otazka', question: `Otázka ${word}?`, answer: 'Odpověď.' }],
    }
    const { id } = await editorial.create('page', { placement: { translationKey: `stranka-${word}`, lang: 'cs', facultyId: null, parentId: parent!.id, slug: `stranka-${word}` }, content }, { userId: editorId })
    const url = paths.content('cs', `${parent!.path}/stranka-${word}`)
    expect((await get(url)).statusCode).toBe(404)
    expect((await get(paths.content('cs', parent!.path))).body).not.toContain(`Stránka ${word}`)

    await editorial.publish('page', id, { userId: editorId })
    const page = await (async () => {
      let res = await get(url)
      await eventually(async () => (res = await get(url)).statusCode === 200)
      return res
    })()
    expect(page.body).toContain(`Úvod ${word}`)
    expect(page.body).toContain(`Otázka ${word}?`)
    expect(await eventually(async () => (await get(paths.content('cs', parent!.path))).body.includes(`Stránka ${word}`))).toBe(true)

    await editorial.saveDraft('page', id, { ...content, sections: [] }, { userId: editorId })
    await editorial.publish('page', id, { userId: editorId })
    expect(await eventually(async () => !(await get(url)).body.includes(`Úvod ${word}`))).toBe(true)
  })

  it('refuses a page under a parent of another language', async () => {
    const [parent] = await app.db.select({ id: pages.id }).from(pages).where(eq(pages.lang, 'en')).limit(1)
    const word = unique()
    await expect(
      editorial.create('page', { placement: { translationKey: `p-${word}`, lang: 'cs', facultyId: null, parentId: parent!.id, slug: `p-${word}` }, content: { title: 'x', perex: '', inMenu: false, sort: 0, sections: [], faqs: [] } }, { userId: editorId }),
    ).rejects.toMatchObject({ failure: { kind: 'invalid' } })
  })

  it('publishes the first revision of an item made before revisions from its row, and takes a document’s file off with it', async () => {
    const [doc] = await app.db.select({ id: documents.id, lang: documents.lang, slug: documents.slug, title: documents.title }).from(documents).orderBy(asc(documents.id)).limit(1)
    const url = paths.document(doc!.lang as 'cs' | 'en', doc!.slug)
    expect((await get(url)).statusCode).toBe(200)
    const { revisionId } = await editorial.publish('document', doc!.id, { userId: editorId })
    expect(await editorial.revisionContent('document', doc!.id, revisionId)).toMatchObject({ title: doc!.title })
    await editorial.unpublish('document', doc!.id, { userId: editorId })
    expect(await eventually(async () => (await get(url)).statusCode === 404)).toBe(true)
    await editorial.publish('document', doc!.id, { userId: editorId })
    expect(await eventually(async () => (await get(url)).statusCode === 200)).toBe(true)
    expect((await app.db.select().from(editorialLog).where(and(eq(editorialLog.entity, 'document'), eq(editorialLog.objectId, doc!.id)))).map((l) => l.action)).toEqual(['publish', 'unpublish', 'publish'])
  })
})
