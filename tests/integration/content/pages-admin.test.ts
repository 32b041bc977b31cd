/**
 * The page tree's administration (issue 25, ADR 063) on the database of the run, through its
 * forms as a browser posts them: the tree, creating under a parent, the page's rows, moving with
 * the redirects of old addresses (the page's and its descendants'), the cycle refusal, reordering
 * (also two editors at once), copying, the trash and restoring, scopes and hostile input.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, faculties, pages, revisions } from '../../../src/db/schema.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp } from '../../support/app.js'
import { postForm, signIn, signInWith, type Jar } from '../../support/client.js'

let app: FastifyInstance
let chief: Jar
let editor: Jar
let admin: Jar
/** A university-wide top page and one of the Faculty of Science, both Czech. */
let uniRoot: { id: number; path: string }
let scienceRoot: { id: number; path: string }

const PASSWORD = 'Heslo-2026'
let made = 0
const unique = () => `${process.pid}${Date.now().toString(36)}${++made}`

beforeAll(async () => {
  app = await testApp()
  ;[chief, editor, admin] = await Promise.all([signIn(app, 'redakce@example.cz', PASSWORD), signIn(app, 'redaktor@example.cz', PASSWORD), signIn(app, 'spravce@example.cz', PASSWORD)])
  const [science] = await app.db.select({ id: faculties.id }).from(faculties).where(eq(faculties.slugCs, 'fakulta-prirodnich-ved'))
  const top = (facultyId: number | null) =>
    app.db
      .select({ id: pages.id, path: pages.path })
      .from(pages)
      .where(and(eq(pages.lang, 'cs'), isNull(pages.parentId), facultyId === null ? isNull(pages.facultyId) : eq(pages.facultyId, facultyId)))
      .orderBy(asc(pages.id))
      .limit(1)
  ;[uniRoot] = (await top(null)) as [{ id: number; path: string }]
  ;[scienceRoot] = (await top(science!.id)) as [{ id: number; path: string }]
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string, jar?: Jar) => app.inject({ url, ...(jar && { cookies: jar }) })
const NEW = paths.adminPagesNew('cs')
const row = async (id: number) => (await app.db.select().from(pages).where(eq(pages.id, id)))[0]!

/** Creates a draft page under `parent` through the form; its id and row. */
async function create(jar: Jar, parent: number, over: Record<string, string> = {}) {
  const word = unique()
  const res = await postForm(app, NEW, { lang: 'cs', site: '', parent: String(parent), slug: `s-${word}`, title: `Stránka ${word}`, perex: `Perex ${word}`, ...over }, jar)
  expect(res.statusCode, res.body.slice(0, 300)).toBe(303)
  const id = Number(/\/stranky\/(\d+)\?done=created$/.exec(res.headers.location as string)?.[1])
  return { word, ...(await row(id)) }
}

const pageForm = (p: { title: string; perex: string; latestRevisionId: number | null }, over: Record<string, string> = {}) => ({ title: p.title, perex: p.perex, base: String(p.latestRevisionId ?? ''), action: 'draft', ...over })
const act = (jar: Jar, id: number, body: Record<string, string | string[]>) => postForm(app, paths.adminPage('cs', id), body, jar)
const publish = async (id: number) => {
  const r = await row(id)
  const res = await act(chief, id, pageForm(r, { action: 'publish' }))
  expect(res.statusCode, res.body.slice(0, 400)).toBe(303)
}
const move = (jar: Jar, id: number, parent: number | '') => postForm(app, paths.adminPageAct('cs', id, 'move'), { parent: String(parent), confirm: '1' }, jar)
const order = (jar: Jar, id: number, direction: string) => postForm(app, paths.adminPageAct('cs', id, 'order'), { direction }, jar)
/** Whether the web search finds `title` by `word`, once the asynchronous indexer agrees with `expected` (at most 15 s). */
async function searchFinds(word: string, title: string, expected: boolean): Promise<boolean> {
  const until = Date.now() + 15_000
  for (;;) {
    const found = (await get(`${paths.searchResults('cs', 'web', { query: word })}`)).body.includes(title)
    if (found === expected || Date.now() > until) return found
    await new Promise((r) => setTimeout(r, 200))
  }
}
const children = async (parent: number) => (await app.db.select({ id: pages.id, sort: pages.sort }).from(pages).where(and(eq(pages.parentId, parent), isNull(pages.trashedAt))).orderBy(asc(pages.sort), asc(pages.id))).map((r) => r.id)

describe(`the page tree's administration on ${engine}`, () => {
  it('the tree opens nested with states and "Přidat" for the editorial roles in both languages; others get the 404', async () => {
    const child = await create(chief, uniRoot.id)
    const tree = await get(paths.adminPages('cs'), chief)
    expect(tree.statusCode).toBe(200)
    expect(tree.headers['cache-control']).toMatch(/no-store/)
    expect(tree.body).toContain('>Přidat</a>')
    expect(tree.body).toContain('>Stránky</a>')
    // The new page sits inside its parent's list item, marked as a draft.
    expect(tree.body).toMatch(new RegExp(`data-page-id="${uniRoot.id}"[\\s\\S]*?<ul[^>]*>[\\s\\S]*?data-page-id="${child.id}"[\\s\\S]*?Koncept`))
    expect((await get(paths.adminPages('en'), chief)).body).toContain('>Add</a>')
    // The faculty's editor sees the faculty's tree, not the university's, and may not add at the university's top.
    const science = await get(`${paths.adminPages('cs')}?site=${scienceRoot ? (await row(scienceRoot.id)).facultyId : ''}`, editor)
    expect(science.body).toContain(`data-page-id="${scienceRoot.id}"`)
    const uni = await get(`${paths.adminPages('cs')}?site=`, editor)
    expect(uni.body).not.toContain(`data-page-id="${uniRoot.id}"`)
    expect(uni.body).not.toContain('id="adminAdd"')
    for (const jar of [admin, {}]) expect((await get(paths.adminPages('cs'), jar)).statusCode).toBe(404)
  })

  it('a new page is a draft under its parent, off the site; its form puts the title first and names the editorial actions', async () => {
    const page = await create(chief, uniRoot.id)
    expect(page).toMatchObject({ parentId: uniRoot.id, path: `${uniRoot.path}/s-${page.word}`, live: false })
    expect((await get(paths.content('cs', page.path))).statusCode).toBe(404)
    const form = await get(paths.adminPage('cs', page.id, 'created'), chief)
    expect(form.statusCode).toBe(200)
    expect(form.body.indexOf('<label for="pageTitle">Titulek</label>')).toBeGreaterThan(0)
    expect(form.body.indexOf('<label for="pageTitle">')).toBeLessThan(form.body.indexOf('<label for="pagePerex">'))
    for (const text of ['>Uložit koncept</button>', '>Náhled</button>', '>Publikovat</button>', '>Přesunout</button>', '>Vytvořit kopii</button>', '>Smazat do koše</button>', 'Stránka je vytvořena jako koncept.']) expect(form.body).toContain(text)
    const en = await get(paths.adminPage('en', page.id), editor)
    expect(en.statusCode).toBe(404)
  })

  it('questions are added, reordered and removed as plain rows; publishing puts them on the public page', async () => {
    const page = await create(chief, uniRoot.id)
    let res = await act(chief, page.id, { ...pageForm(page), 'faq-0-question': 'První otázka?', 'faq-0-answer': 'Odpověď jedna.', 'faq-0-order': '10' })
    expect(res.statusCode, res.body.slice(0, 300)).toBe(303)
    let r = await row(page.id)
    res = await act(chief, page.id, {
      ...pageForm(r),
      'faq-0-anchor': 'prvni-otazka',
      'faq-0-question': 'První otázka?',
      'faq-0-answer': 'Odpověď jedna.',
      'faq-0-order': '20',
      'faq-1-question': 'Druhá otázka?',
      'faq-1-answer': 'Odpověď dvě.',
      'faq-1-order': '5',
      'section-0-heading': 'Úvod',
      'section-0-body': 'Text oddílu.',
    })
    expect(res.statusCode, res.body.slice(0, 300)).toBe(303)
    r = await row(page.id)
    const [latest] = await app.db.select({ content: revisions.content }).from(revisions).where(eq(revisions.id, r.latestRevisionId!))
    expect((latest!.content as { faqs: Array<{ question: string }> }).faqs.map((f) => f.question)).toEqual(['Druhá otázka?', 'První otázka?'])
    const form = await get(paths.adminPage('cs', page.id), chief)
    expect(form.body).toContain('name="faq-1-remove"')
    res = await act(chief, page.id, { ...pageForm(r), 'faq-0-anchor': 'druha-otazka', 'faq-0-question': 'Druhá otázka?', 'faq-0-remove': '1', 'faq-1-anchor': 'prvni-otazka', 'faq-1-question': 'První otázka?', 'faq-1-answer': 'Odpověď jedna.', 'section-0-anchor': 'uvod', 'section-0-heading': 'Úvod', 'section-0-body': 'Text oddílu.', action: 'publish' })
    expect(res.statusCode, res.body.slice(0, 300)).toBe(303)
    const live = await get(paths.content('cs', page.path))
    expect(live.statusCode).toBe(200)
    expect(live.body).toContain('První otázka?')
    expect(live.body).not.toContain('Druhá otázka?')
    expect(live.body).toContain('Text oddílu.')
  })

  it('moving a published page rewrites its subtree and leaves a 301 from every old address; a cycle, a missing or trashed parent is refused', async () => {
    const a = await create(chief, uniRoot.id)
    const b = await create(chief, a.id)
    const target = await create(chief, uniRoot.id)
    for (const p of [a, b, target]) await publish(p.id)
    const oldA = paths.content('cs', a.path)
    const oldB = paths.content('cs', b.path)
    expect((await move(chief, a.id, target.id)).statusCode).toBe(303)
    const [na, nb] = [await row(a.id), await row(b.id)]
    expect(na.path).toBe(`${target.path}/${a.slug}`)
    expect(nb.path).toBe(`${target.path}/${a.slug}/${b.slug}`)
    for (const [from, to] of [[oldA, na.path], [oldB, nb.path]] as const) {
      const res = await get(from)
      expect(res.statusCode, from).toBe(301)
      expect(res.headers.location).toBe(paths.content('cs', to))
    }
    expect((await get(paths.content('cs', nb.path))).statusCode).toBe(200)

    // Under its own descendant: refused with a message, nothing changes.
    const cycle = await move(chief, target.id, b.id)
    expect(cycle.statusCode).toBe(422)
    expect(cycle.body).toContain('Stránku nelze přesunout pod ni samotnou ani pod její podstránku.')
    expect((await move(chief, a.id, a.id)).statusCode).toBe(422)
    expect((await row(target.id)).parentId).toBe(uniRoot.id)
    const missing = await move(chief, a.id, 99999999)
    expect(missing.statusCode).toBe(422)
    expect(missing.body).toContain('Taková nadřazená stránka neexistuje nebo je v koši.')
    const trashed = await create(chief, uniRoot.id)
    expect((await postForm(app, paths.adminPageAct('cs', trashed.id, 'delete'), { confirm: '1', redirectTo: '' }, chief)).statusCode).toBe(303)
    expect((await move(chief, a.id, trashed.id)).statusCode).toBe(422)
    // Another site's page is no parent for it.
    expect((await move(chief, a.id, scienceRoot.id)).statusCode).toBe(422)
    expect((await row(a.id)).parentId).toBe(target.id)

    // Two editors moving two pages under each other at once: one move wins, the other is a cycle; never both.
    const [p1, p2] = [await create(chief, uniRoot.id), await create(chief, uniRoot.id)]
    const crossed = await Promise.all([move(chief, p1.id, p2.id), move(chief, p2.id, p1.id)])
    expect(crossed.map((r) => r.statusCode).sort()).toEqual([303, 422])
    expect([(await row(p1.id)).parentId, (await row(p2.id)).parentId].filter((p) => p === uniRoot.id)).toHaveLength(1)

    // A published page's new slug redirects too.
    const renamed = await act(chief, b.id, pageForm(await row(b.id), { slug: `nove-${b.word}` }))
    expect(renamed.statusCode).toBe(303)
    expect((await get(paths.content('cs', nb.path))).headers.location).toBe(paths.content('cs', `${na.path}/nove-${b.word}`))
    expect((await get(oldB)).headers.location).toBe(paths.content('cs', `${na.path}/nove-${b.word}`))
  })

  it('up and down reorder siblings, refuse at the edge, and two editors reordering at once both take effect', async () => {
    const parent = await create(chief, uniRoot.id)
    const [x, y, z] = [await create(chief, parent.id), await create(chief, parent.id), await create(chief, parent.id)]
    expect(await children(parent.id)).toEqual([x.id, y.id, z.id])
    const down = await order(chief, x.id, 'down')
    expect(down.statusCode).toBe(303)
    expect(down.headers.location).toContain('done=ordered')
    expect(await children(parent.id)).toEqual([y.id, x.id, z.id])
    const edge = await order(chief, y.id, 'up')
    expect(edge.statusCode).toBe(409)
    expect(edge.body).toContain('Stránka už je na kraji.')
    expect((await order(chief, y.id, 'sideways')).statusCode).toBe(422)
    await Promise.all([order(chief, z.id, 'up'), order(editor, y.id, 'down').catch(() => undefined), order(chief, y.id, 'down')])
    const after = await children(parent.id)
    expect(new Set(after).size).toBe(3)
    const sorts = (await app.db.select({ sort: pages.sort }).from(pages).where(eq(pages.parentId, parent.id))).map((r) => r.sort)
    expect(new Set(sorts).size).toBe(3)
  })

  it('a copy is a new draft beside the original with " (kopie)" and a free address', async () => {
    const page = await create(chief, uniRoot.id)
    const copy = async () => {
      const res = await postForm(app, paths.adminPageAct('cs', page.id, 'copy'), { confirm: '1' }, chief)
      expect(res.statusCode, res.body.slice(0, 300)).toBe(303)
      return row(Number(/\/stranky\/(\d+)\?done=copied$/.exec(res.headers.location as string)?.[1]))
    }
    const first = await copy()
    expect(first).toMatchObject({ title: `${page.title} (kopie)`, slug: `${page.slug}-kopie`, parentId: uniRoot.id, live: false })
    expect(first.translationKey).not.toBe(page.translationKey)
    expect((await copy()).slug).toBe(`${page.slug}-kopie-2`)
  })

  it('deleting puts the subtree into the trash: off the site, the sitemap and search, its address redirected; restoring brings all back', async () => {
    const a = await create(chief, uniRoot.id)
    const b = await create(chief, a.id)
    for (const p of [a, b]) await publish(p.id)
    expect(await searchFinds(b.word, b.title, true)).toBe(true)
    const to = paths.content('cs', uniRoot.path)
    const refused = await postForm(app, paths.adminPageAct('cs', a.id, 'delete'), { confirm: '1', redirectTo: 'https://evil.example/' + 'x' }, chief)
    expect(refused.statusCode).toBe(422)
    expect((await postForm(app, paths.adminPageAct('cs', a.id, 'delete'), { confirm: '1', redirectTo: '/qf/cs/sprava/ucty' }, chief)).statusCode).toBe(422)
    expect((await row(a.id)).trashedAt).toBeNull()
    const res = await postForm(app, paths.adminPageAct('cs', a.id, 'delete'), { confirm: '1', redirectTo: to }, chief)
    expect(res.statusCode).toBe(303)
    expect((await row(b.id)).trashRootId).toBe(a.id)
    const gone = await get(paths.content('cs', a.path))
    expect(gone.statusCode).toBe(301)
    expect(gone.headers.location).toBe(to)
    expect((await get(paths.content('cs', b.path))).statusCode).toBe(404)
    expect((await get(paths.adminPage('cs', a.id), chief)).statusCode).toBe(404)
    const sitemap = async () => {
      const index = await get('/sitemap.xml')
      const files = [...index.body.matchAll(/<loc>[^<]*?(\/sitemap[^<]*\.xml)<\/loc>/g)].map((m) => m[1]!)
      const bodies = await Promise.all((files.length ? files : ['/sitemap.xml']).map((f) => get(f)))
      return bodies.map((r) => r.body).join('\n')
    }
    expect(await sitemap()).not.toContain(b.path)
    expect(await searchFinds(b.word, b.title, false)).toBe(false)
    const trash = await get(paths.adminPagesTrash('cs'), chief)
    expect(trash.body).toMatch(new RegExp(`data-page-id="${a.id}"[\\s\\S]*?<td>2</td>`))
    expect(trash.body).not.toContain(`data-page-id="${b.id}"`)
    // Only the subtree's own deletion restores it; restoring brings back the page and its child.
    expect((await postForm(app, paths.adminPagesTrashRestore('cs', b.id), { confirm: '1' }, chief)).statusCode).toBe(404)
    const back = await postForm(app, paths.adminPagesTrashRestore('cs', a.id), { confirm: '1' }, chief)
    expect(back.statusCode).toBe(303)
    expect((await get(paths.content('cs', a.path))).statusCode).toBe(200)
    expect((await get(paths.content('cs', b.path))).statusCode).toBe(200)
    expect(await sitemap()).toContain(b.path)
    expect(await searchFinds(b.word, b.title, true)).toBe(true)
    // Both acts are in the audit trail, with who and what; the refused attempts are not.
    const trail = await app.db.select({ action: auditLog.action, summary: auditLog.summary, userId: auditLog.userId }).from(auditLog).where(and(eq(auditLog.entity, 'page'), eq(auditLog.objectId, a.id), sql`${auditLog.action} in ('delete', 'restore')`)).orderBy(asc(auditLog.id))
    expect(trail.map((r) => r.action)).toEqual(['delete', 'restore'])
    expect(trail[0]!.summary).toBe(`page #${a.id} moved to the trash (pages: 2): /cs/${a.path} ${a.title}`)
    expect(trail[1]!.summary).toBe(`page #${a.id} restored from the trash (pages: 2): /cs/${a.path} ${a.title}`)
    expect(new Set(trail.map((r) => r.userId)).size).toBe(1)
    expect(trail[0]!.userId).not.toBeNull()
    // A child deleted on its own cannot come back while its parent is in the trash.
    await postForm(app, paths.adminPageAct('cs', b.id, 'delete'), { confirm: '1' }, chief)
    await postForm(app, paths.adminPageAct('cs', a.id, 'delete'), { confirm: '1' }, chief)
    const orphan = await postForm(app, paths.adminPagesTrashRestore('cs', b.id), { confirm: '1' }, chief)
    expect(orphan.statusCode).toBe(409)
    expect(orphan.body).toContain('Nadřazená stránka je v koši; obnovte nejdřív ji.')
  })

  it('scopes: a faculty editor edits that faculty’s pages only; a section editor only below their page; forged acts are 403 and change nothing', async () => {
    const uni = await create(chief, uniRoot.id)
    expect((await get(paths.adminPage('cs', uni.id), editor)).statusCode).toBe(404)
    expect((await act(editor, uni.id, pageForm(uni))).statusCode).toBe(404)
    // Creating under another site's page, forged.
    const forged = await postForm(app, NEW, { lang: 'cs', site: '', parent: String(uniRoot.id), slug: '', title: 'Cizí', perex: '' }, editor)
    expect(forged.statusCode).toBe(403)
    const own = await create(editor, scienceRoot.id)
    const before = await row(own.id)
    // Publishing, deleting and moving out of the faculty are not the editor's.
    expect((await act(editor, own.id, pageForm(before, { action: 'publish' }))).statusCode).toBe(403)
    expect((await postForm(app, paths.adminPageAct('cs', own.id, 'delete'), { confirm: '1' }, editor)).statusCode).toBe(404)
    expect((await move(editor, own.id, uniRoot.id)).statusCode).toBe(403)
    expect(await row(own.id)).toEqual(before)
    // A section of the tree: the page and what is below it.
    const sectionEditor = await signInWith(app, [{ role: 'editor', scope: `section:/${uni.path}` }])
    expect((await get(paths.adminPage('cs', uni.id), sectionEditor)).statusCode).toBe(200)
    const below = await create(sectionEditor, uni.id)
    expect(below.parentId).toBe(uni.id)
    expect((await get(paths.adminPage('cs', uniRoot.id), sectionEditor)).statusCode).toBe(404)
    expect((await move(sectionEditor, below.id, uniRoot.id)).statusCode).toBe(403)
  })

  it('hostile and malformed input: a clear refusal, nothing stored, markup stays text', async () => {
    const page = await create(chief, uniRoot.id)
    const r = await row(page.id)
    const count = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(revisions).where(and(eq(revisions.entity, 'page'), eq(revisions.objectId, page.id))))[0]!.n
    const before = await count()
    const cases: Array<Record<string, string | string[]>> = [
      pageForm(r, { title: 'x'.repeat(201) }),
      pageForm(r, { title: '' }),
      pageForm(r, { action: 'drop table pages' }),
      pageForm(r, { base: "1' or '1'='1" }),
      pageForm(r, { slug: '../../etc/passwd' }),
      pageForm(r, { inMenu: 'yes' }),
      { ...pageForm(r), 'faq-0-question': ['a', 'b'] },
      { ...pageForm(r), 'faq-0-answer': 'an answer without its question' },
      { ...pageForm(r), 'faq-0-question': 'q', 'faq-0-anchor': '__proto__' },
      { ...pageForm(r), 'section-0-heading': 'h', 'section-0-body': 'x'.repeat(50_001) },
      { ...pageForm(r), 'faq-0-question': 'q', 'faq-0-order': '1e9' },
    ]
    for (const body of cases) expect((await act(chief, page.id, body)).statusCode, JSON.stringify(body).slice(0, 100)).toBe(422)
    expect(await count()).toBe(before)
    for (const id of ['abc', '0', '99999999', '..%2F..%2Fetc', '__proto__', 'constructor']) expect((await get(`/qf/cs/sprava/stranky/${id}`, chief)).statusCode).toBe(404)
    expect((await get(`${NEW}?parent=__proto__`, chief)).statusCode).toBe(404)
    expect((await get(`${paths.adminPages('cs')}?site=1%20or%201=1`, chief)).statusCode).toBe(404)
    expect((await postForm(app, paths.adminPageAct('cs', page.id, 'move'), { parent: "1; drop table pages", confirm: '1' }, chief)).statusCode).toBe(422)
    // A post from another site is refused before anything is read.
    const cross = await postForm(app, paths.adminPageAct('cs', page.id, 'delete'), { confirm: '1' }, chief, { 'sec-fetch-site': 'cross-site' })
    expect(cross.statusCode).toBe(403)
    expect((await row(page.id)).trashedAt).toBeNull()

    const script = `<script>alert(1)</script> ${page.word}`
    expect((await act(chief, page.id, pageForm(r, { title: script, perex: '<img src=x onerror=alert(1)>', 'faq-0-question': '<b>q</b>', action: 'publish' }))).statusCode).toBe(303)
    const live = await get(paths.content('cs', page.path))
    expect(live.statusCode).toBe(200)
    expect(live.body).not.toContain('<script>alert(1)</script>')
    expect(live.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(live.body).not.toContain('<img src=x')
    expect(live.body).not.toContain('<b>q</b>')
  })

  it('the editorial pieces: a stale save is refused with both versions, another editor is named, revisions compare and restore', async () => {
    const page = await create(chief, scienceRoot.id)
    const opened = await row(page.id)
    await get(paths.adminPage('cs', page.id), editor)
    const shown = await get(paths.adminPage('cs', page.id), chief)
    expect(shown.body).toContain('id="adminPresence"')
    expect((await act(editor, page.id, pageForm(opened, { title: `Editor ${page.word}` }))).statusCode).toBe(303)
    const stale = await act(chief, page.id, pageForm(opened, { title: `Chief ${page.word}` }))
    expect(stale.statusCode).toBe(409)
    expect(stale.body).toContain(`Editor ${page.word}`)
    expect((await row(page.id)).title).toBe(`Editor ${page.word}`)
    const compare = await get(paths.adminPageCompare('cs', page.id), chief)
    expect(compare.statusCode).toBe(200)
    expect(compare.body).toContain('<ins')
    const [first] = await app.db.select({ id: revisions.id }).from(revisions).where(and(eq(revisions.entity, 'page'), eq(revisions.objectId, page.id))).orderBy(asc(revisions.id)).limit(1)
    const latest = (await row(page.id)).latestRevisionId!
    expect((await postForm(app, paths.adminPageRestore('cs', page.id), { revision: String(first!.id), base: String(latest) }, chief)).statusCode).toBe(303)
    expect((await row(page.id)).title).toBe(page.title)
    const preview = await get(paths.adminPagePreview('cs', page.id), chief)
    expect(preview.statusCode).toBe(200)
    expect(preview.body).toContain('id="adminPreviewBanner"')
  })
})
