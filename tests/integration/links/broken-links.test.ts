/**
 * The broken internal links report (issue 25 "Addresses", ADR 100) on the database of the run,
 * with items made through the admin forms as a browser posts them: a news item linking a deleted
 * item, an unpublished one, a typed path leading nowhere, a redirect's old address, a live item, an
 * application page and a live page; a page whose section and question link nowhere. The report
 * lists exactly the broken ones with their reasons; an editor sees the rows of their faculty only;
 * a visitor and a customer get 404; hostile query values get a 400 that says what was wrong.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { faculties, itemLinks, news, pages } from '../../../src/db/schema.js'
import { FEATURES } from '../../../src/features/index.js'
import { buildLinkIndex } from '../../../src/features/links/link-index.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp } from '../../support/app.js'
import { postForm, signIn, signInWith, type Jar } from '../../support/client.js'

let app: FastifyInstance
let chief: Jar
let editor: Jar
let science: number
let uniRoot: { id: number; path: string }
let made = 0
const unique = () => `${process.pid}${Date.now().toString(36)}${++made}`

beforeAll(async () => {
  app = await testApp()
  ;[chief, editor] = await Promise.all([signIn(app, 'redakce@example.cz', 'Heslo-2026'), signIn(app, 'redaktor@example.cz', 'Heslo-2026')])
  science = (await app.db.select({ id: faculties.id }).from(faculties).where(eq(faculties.slugCs, 'fakulta-prirodnich-ved')))[0]!.id
  uniRoot = (await app.db.select({ id: pages.id, path: pages.path }).from(pages).where(and(eq(pages.lang, 'cs'), isNull(pages.parentId), isNull(pages.facultyId), eq(pages.live, true))).orderBy(asc(pages.id)).limit(1))[0]!
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string, jar?: Jar) => app.inject({ url, ...(jar && { cookies: jar }) })
const latest = async (id: number) => (await app.db.select({ latest: news.latestRevisionId }).from(news).where(eq(news.id, id)))[0]!.latest

/** A news item made through the form with `text` as its one block (a paragraph, or another type's text), published when asked. */
async function newsItem(text: string, publish: boolean, faculty = '', type = 'paragraph') {
  const word = unique()
  const res = await postForm(app, paths.adminNewsNew('cs'), { lang: 'cs', kind: 'news', faculty, slug: `odkazy-${word}`, title: `Odkazy ${word}`, perex: 'P', 'block-0-type': type, 'block-0-text': text, action: 'draft' }, chief)
  expect(res.statusCode, res.body.slice(0, 400)).toBe(303)
  const id = Number(/\/aktuality\/(\d+)\?done=created$/.exec(res.headers.location as string)?.[1])
  if (publish) {
    const done = await postForm(app, paths.adminNewsItem('cs', id), { title: `Odkazy ${word}`, perex: 'P', base: String(await latest(id)), action: 'publish', 'block-0-type': type, 'block-0-text': text }, chief)
    expect(done.statusCode, done.body.slice(0, 400)).toBe(303)
  }
  return { id, slug: `odkazy-${word}`, word }
}

interface Row {
  holder: string
  reason: string
  html: string
}

/** Every row of the report as `jar` sees it, page after page. */
async function report(jar: Jar, lang: 'cs' | 'en' = 'cs', kind?: string): Promise<Row[]> {
  const rows: Row[] = []
  for (let page = 1; ; page++) {
    const res = await get(paths.adminBrokenLinks(lang, { kind, page }), jar)
    expect(res.statusCode).toBe(200)
    const found = [...res.body.matchAll(/<tr data-holder="([^"]+)" data-reason="([^"]+)">([\s\S]*?)<\/tr>/g)].map((m) => ({ holder: m[1]!, reason: m[2]!, html: m[3]! }))
    rows.push(...found)
    if (found.length < 50) return rows
  }
}

describe(`the broken links report on ${engine}`, () => {
  it('lists exactly the broken links of an item with their reasons; live items, redirects, app pages and live pages are not broken', async () => {
    const live = await newsItem('Cíl.', true)
    const draft = await newsItem('Koncept.', false)
    const gone = await newsItem('Zmizí.', true)
    await app.db.delete(news).where(eq(news.id, gone.id))
    const word = unique()
    const added = await postForm(app, paths.adminRedirects('cs'), { from: `/qf/cs/stara-${word}`, to: paths.newsList('cs') }, chief)
    expect(added.statusCode).toBe(303)
    const text = [
      `[živá](news:${live.id})`,
      `[koncept](news:${draft.id})`,
      `[smazaná](news:${gone.id})`,
      `[nikam](/qf/cs/nic-tu-neni-${word})`,
      `[přesměrovaná](/qf/cs/stara-${word})`,
      `[košík](${paths.cart('cs')}?x=1#obsah)`,
      `[stránka](${paths.content('cs', uniRoot.path)}/)`,
      `[aktualita](${paths.newsDetail('cs', live.slug)})`,
      `[ztracená aktualita](${paths.newsDetail('cs', `${live.slug}-jina`)})`,
      `[web](https://www.example.org/nikde)`,
    ].join(', ')
    const holder = await newsItem(`Odkazy: ${text}.`, true)

    const mine = (await report(chief)).filter((r) => r.holder === `news:${holder.id}`)
    expect(mine.map((r) => [r.reason, />([^<]*)<\/td>\s*<td class="admin-table__wrap">/.exec(r.html)?.[1]])).toEqual([
      ['unpublished', 'koncept'],
      ['deleted', 'smazaná'],
      ['nowhere', 'nikam'],
      ['nowhere', 'ztracená aktualita'],
    ])
    // Each row links the item's edit form and names the target and the reason in words.
    expect(mine[0]!.html).toContain(`<a href="${paths.adminNewsItem('cs', holder.id)}">Odkazy ${holder.word}</a>`)
    expect(mine[0]!.html).toContain(`aktualita č. ${draft.id}`)
    expect(mine[0]!.html).toContain('<td>nezveřejněno</td>')
    expect(mine[1]!.html).toContain('<td>smazáno</td>')
    expect(mine[2]!.html).toContain(`<code>/qf/cs/nic-tu-neni-${word}</code>`)
    expect(mine[2]!.html).toContain('<td>adresa nevede nikam</td>')
    const en = (await report(chief, 'en')).filter((r) => r.holder === `news:${holder.id}`)
    expect(en.map((r) => r.reason)).toEqual(['unpublished', 'deleted', 'nowhere', 'nowhere'])
    expect(en[0]!.html).toContain('<td>not published</td>')
    expect(en[2]!.html).toContain('<td>address leads nowhere</td>')

    // Publishing the draft mends its link; the page counts the rest in its heading.
    await postForm(app, paths.adminNewsItem('cs', draft.id), { title: `Odkazy ${draft.word}`, perex: 'P', base: String(await latest(draft.id)), action: 'publish', 'block-0-type': 'paragraph', 'block-0-text': 'Koncept.' }, chief)
    expect((await report(chief)).filter((r) => r.holder === `news:${holder.id}`).map((r) => r.reason)).toEqual(['deleted', 'nowhere', 'nowhere'])
  })

  it('lists a broken link in an FAQ block’s answer of a published news item; a good one is not (ADR 101)', async () => {
    const live = await newsItem('Cíl.', true)
    const gone = await newsItem('Zmizí.', true)
    await app.db.delete(news).where(eq(news.id, gone.id))
    const word = unique()
    const faq = [
      'Q: Kde najdu rozpis?',
      `A: V [aktualitě o rozpisu](news:${live.id}) nebo ve [staré aktualitě](news:${gone.id}).`,
      '',
      'Q: A kde jinde?',
      `A: Na [stránce rozpisu](/qf/cs/faq-nikam-${word}) a v [košíku](${paths.cart('cs')}).`,
    ].join('\n')
    const holder = await newsItem(faq, true, '', 'faq')
    const [stored] = await app.db.select({ blocks: news.blocks }).from(news).where(eq(news.id, holder.id))
    expect(stored!.blocks[0]!.type).toBe('faq')

    const mine = (await report(chief)).filter((r) => r.holder === `news:${holder.id}`)
    expect(mine.map((r) => [r.reason, />([^<]*)<\/td>\s*<td class="admin-table__wrap">/.exec(r.html)?.[1]])).toEqual([
      ['deleted', 'staré aktualitě'],
      ['nowhere', 'stránce rozpisu'],
    ])
    expect(mine[1]!.html).toContain(`<code>/qf/cs/faq-nikam-${word}</code>`)
  })

  it('keeps the index of links with the published text: a draft of a live item changes nothing, publishing rewrites that item’s rows only; the index equals one built from every row', async () => {
    const word = unique()
    const holder = await newsItem(`Viz [první](/qf/cs/index-prvni-${word}).`, true)
    const other = await newsItem(`Viz [jiná](/qf/cs/index-jina-${word}).`, true)
    const rows = (id: number) => app.db.select({ place: itemLinks.place, text: itemLinks.text, href: itemLinks.href, path: itemLinks.path }).from(itemLinks).where(and(eq(itemLinks.source, 'news'), eq(itemLinks.holderId, id))).orderBy(asc(itemLinks.place))
    expect(await rows(holder.id)).toEqual([{ place: 0, text: 'první', href: `/qf/cs/index-prvni-${word}`, path: `/qf/cs/index-prvni-${word}` }])
    const otherBefore = await rows(other.id)

    const fields = (text: string, action: string) => ({ title: `Odkazy ${holder.word}`, perex: 'P', action, 'block-0-type': 'paragraph', 'block-0-text': text })
    const draft = await postForm(app, paths.adminNewsItem('cs', holder.id), { ...fields(`Nově [druhá](/qf/cs/index-druha-${word}/?x#y).`, 'draft'), base: String(await latest(holder.id)) }, chief)
    expect(draft.statusCode).toBe(303)
    expect((await rows(holder.id)).map((r) => r.text)).toEqual(['první'])
    const published = await postForm(app, paths.adminNewsItem('cs', holder.id), { ...fields(`Nově [druhá](/qf/cs/index-druha-${word}/?x#y) a [první](/qf/cs/index-prvni-${word}).`, 'publish'), base: String(await latest(holder.id)) }, chief)
    expect(published.statusCode).toBe(303)
    expect(await rows(holder.id)).toEqual([
      { place: 0, text: 'druhá', href: `/qf/cs/index-druha-${word}/?x#y`, path: `/qf/cs/index-druha-${word}` },
      { place: 1, text: 'první', href: `/qf/cs/index-prvni-${word}`, path: `/qf/cs/index-prvni-${word}` },
    ])
    expect(await rows(other.id)).toEqual(otherBefore)
    expect((await report(chief)).filter((r) => r.holder === `news:${holder.id}`).map((r) => r.html.match(/<code>([^<]*)<\/code>/)?.[1])).toEqual([`/qf/cs/index-druha-${word}/?x#y`, `/qf/cs/index-prvni-${word}`])

    // What publishing wrote is what reading every row gives (the seed's and the migration's way); rows of deleted items aside.
    const all = () => app.db.execute(sql`select il.source, il.holder_id, il.place, il.text, il.target_kind, il.target_id, il.href, il.path from item_links il where exists (select 1 from news n where il.source = 'news' and n.id = il.holder_id) or exists (select 1 from pages p where il.source = 'page' and p.id = il.holder_id) order by 1, 2, 3`)
    const written = JSON.stringify(await all())
    await buildLinkIndex(app.db, FEATURES.flatMap((f) => f.linkSources ?? []))
    expect(JSON.stringify(await all())).toBe(written)
  })

  it('checks a kept verdict again after content changed: a link to a news item’s address breaks when the item is taken off the site', async () => {
    const target = await newsItem('Cíl adresou.', true)
    const holder = await newsItem(`Viz [adresou](${paths.newsDetail('cs', target.slug)}).`, true)
    expect((await report(chief)).some((r) => r.holder === `news:${holder.id}`)).toBe(false)
    await app.services.links.settled()
    const off = await postForm(app, paths.adminNewsItem('cs', target.id), { title: `Odkazy ${target.word}`, perex: 'P', 'block-0-type': 'paragraph', 'block-0-text': 'Cíl adresou.', action: 'unpublish', base: String(await latest(target.id)) }, chief)
    expect(off.statusCode, off.body.slice(0, 300)).toBe(303)
    // The report after the change sets off the check of every kept verdict, off its request; the next one shows it.
    await report(chief)
    await app.services.links.settled()
    expect((await report(chief)).filter((r) => r.holder === `news:${holder.id}`).map((r) => r.reason)).toEqual(['nowhere'])
  })

  it("lists a page's section and question that link nowhere, filtered by kind; an editor sees only their faculty's rows", async () => {
    const word = unique()
    const created = await postForm(app, paths.adminPagesNew('cs'), { lang: 'cs', site: '', parent: String(uniRoot.id), slug: `odkazy-${word}`, title: `Stránka ${word}`, perex: 'P' }, chief)
    expect(created.statusCode).toBe(303)
    const pageId = Number(/\/stranky\/(\d+)\?done=created$/.exec(created.headers.location as string)?.[1])
    const [row] = await app.db.select({ latest: pages.latestRevisionId }).from(pages).where(eq(pages.id, pageId))
    const saved = await postForm(
      app,
      paths.adminPage('cs', pageId),
      {
        title: `Stránka ${word}`,
        perex: 'P',
        base: String(row!.latest ?? ''),
        action: 'publish',
        'section-0-heading': 'Úvod',
        'section-0-body': `Viz [ztracený oddíl](/qf/cs/ztraceno-${word}) a [úvod](${paths.home('cs')}).`,
        'faq-0-question': 'Kde?',
        'faq-0-answer': `Tady: [ztracená odpověď](/qf/cs/ztraceno-${word}/dotaz).`,
      },
      chief,
    )
    expect(saved.statusCode, saved.body.slice(0, 400)).toBe(303)
    const sciencePost = await newsItem(`Fakulta: [nikam](/qf/cs/fakulta-nikam-${word}).`, true, String(science))

    const pageRows = (await report(chief, 'cs', 'page')).filter((r) => r.holder === `page:${pageId}`)
    expect(pageRows.map((r) => r.reason)).toEqual(['nowhere', 'nowhere'])
    expect(pageRows[0]!.html).toContain(`<a href="${paths.adminPage('cs', pageId)}">Stránka ${word}</a>`)
    expect(pageRows.map((r) => r.html.includes('ztracený oddíl') || r.html.includes('ztracená odpověď'))).toEqual([true, true])
    // The kind's filter keeps other kinds out.
    expect((await report(chief, 'cs', 'page')).some((r) => r.holder.startsWith('news:'))).toBe(false)
    expect((await report(chief, 'cs', 'news')).some((r) => r.holder === `news:${sciencePost.id}`)).toBe(true)

    // The Faculty of Science's editor: its item's row, not the university's page.
    const theirs = await report(editor)
    expect(theirs.some((r) => r.holder === `news:${sciencePost.id}`)).toBe(true)
    expect(theirs.some((r) => r.holder === `page:${pageId}`)).toBe(false)
    const page = await get(paths.adminBrokenLinks('cs'), editor)
    expect(page.body.replaceAll('<!-- -->', '')).toMatch(/<h1[^>]*>Nefunkční odkazy <span id="brokenLinksCount">\(\d+\)<\/span><\/h1>/)
  })

  it('is the editors’ and chief editors’: a visitor and a customer get 404; it is linked from the administration’s navigation', async () => {
    const customer = await signInWith(app, [])
    for (const jar of [undefined, customer]) {
      for (const lang of ['cs', 'en'] as const) {
        const res = await get(paths.adminBrokenLinks(lang), jar)
        expect(res.statusCode).toBe(404)
        expect(res.headers['cache-control']).toMatch(/no-store/)
      }
    }
    const dashboard = await get(paths.adminHome('en'), chief)
    expect(dashboard.body).toContain(`<a href="${paths.adminBrokenLinks('en')}"`)
    const en = await get(paths.adminBrokenLinks('en'), chief)
    expect(en.statusCode).toBe(200)
    expect(en.headers['cache-control']).toMatch(/no-store/)
    expect(en.body).toContain('Broken links')
  })

  it('answers hostile query values with a 400 that says what was wrong, never a 500, and shows the report', async () => {
    const cases: Array<[string, string]> = [
      ['page=-1', 'Číslo stránky musí být kladné celé číslo.'],
      ['page=abc', 'Číslo stránky musí být kladné celé číslo.'],
      [`page=${'9'.repeat(5000)}`, 'Číslo stránky musí být kladné celé číslo.'],
      ['page=1&page=2', 'Číslo stránky musí být kladné celé číslo.'],
      ['kind=%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'Neznámý druh položky.'],
      [`kind=${'x'.repeat(5000)}`, 'Neznámý druh položky.'],
      ['kind=news&kind=page', 'Neznámý druh položky.'],
    ]
    for (const [query, message] of cases) {
      const res = await get(`${paths.adminBrokenLinks('cs')}?${query}`, chief)
      expect(res.statusCode, query).toBe(400)
      expect(res.body, query).toContain(message)
      expect(res.body, query).not.toContain('<script>alert(1)')
      expect(res.body, query).toContain('id="brokenLinksCount"')
    }
    // A page past the last shows the last one.
    expect((await get(`${paths.adminBrokenLinks('cs')}?page=99999`, chief)).statusCode).toBe(200)
  })
})
