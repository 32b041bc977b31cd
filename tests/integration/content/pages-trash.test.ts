/**
 * Deleting pages from the trash for good and emptying it (ADR 103), on the database of the run,
 * through the forms as a browser posts them: the confirmation page a post without script gets,
 * the subtree going along (a page deleted on its own before its parent too), what is forgotten
 * with it (redirects leading to it, a menu item left leading nowhere, revisions) and what stays
 * (an audit entry per page, the redirect chosen on deletion); the broken links report then lists a
 * link to it as deleted. Editors get the 404; a page out of the trash, one that only went along,
 * a forged list: refused, nothing changed.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, menuItems, news, pages, redirects, revisions } from '../../../src/db/schema.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp } from '../../support/app.js'
import { postForm, signIn, type Jar } from '../../support/client.js'

let app: FastifyInstance
let chief: Jar
let editor: Jar
let uniRoot: { id: number; path: string }
let made = 0
const unique = () => `${process.pid}${Date.now().toString(36)}${++made}`

beforeAll(async () => {
  app = await testApp()
  ;[chief, editor] = await Promise.all([signIn(app, 'redakce@example.cz', 'Heslo-2026'), signIn(app, 'redaktor@example.cz', 'Heslo-2026')])
  uniRoot = (await app.db.select({ id: pages.id, path: pages.path }).from(pages).where(and(eq(pages.lang, 'cs'), isNull(pages.parentId), isNull(pages.facultyId))).orderBy(asc(pages.id)).limit(1))[0]!
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string, jar?: Jar) => app.inject({ url, ...(jar && { cookies: jar }) })
const row = async (id: number) => (await app.db.select().from(pages).where(eq(pages.id, id)))[0]

async function create(parent: number) {
  const word = unique()
  const res = await postForm(app, paths.adminPagesNew('cs'), { lang: 'cs', site: '', parent: String(parent), slug: `k-${word}`, title: `Koš ${word}`, perex: 'P' }, chief)
  expect(res.statusCode, res.body.slice(0, 300)).toBe(303)
  const id = Number(/\/stranky\/(\d+)\?done=created$/.exec(res.headers.location as string)?.[1])
  const r = (await row(id))!
  const done = await postForm(app, paths.adminPage('cs', id), { title: r.title, perex: r.perex, base: String(r.latestRevisionId), action: 'publish' }, chief)
  expect(done.statusCode, done.body.slice(0, 300)).toBe(303)
  return { word, ...(await row(id))! }
}
const trash = (id: number, redirectTo = '') => postForm(app, paths.adminPageAct('cs', id, 'delete'), { confirm: '1', redirectTo }, chief)

describe(`deleting pages from the trash for good on ${engine}`, () => {
  it('asks first, then deletes the item with its subtree and forgets it everywhere; the audit log keeps a row per page', async () => {
    const a = await create(uniRoot.id)
    const b = await create(a.id)
    const c = await create(b.id)
    const aAddress = paths.content('cs', a.path)
    // What points at the page: a redirect by hand, a menu item, a published news item's link.
    const old = `/qf/cs/stara-${a.word}`
    expect((await postForm(app, paths.adminRedirects('cs'), { from: old, to: aAddress }, chief)).statusCode).toBe(303)
    const [menu] = await app.db.insert(menuItems).values({ menu: 'footer', position: 900 + (made % 90), pageKey: a.translationKey }).returning({ id: menuItems.id })
    const word = unique()
    const created = await postForm(app, paths.adminNewsNew('cs'), { lang: 'cs', kind: 'news', faculty: '', slug: `odkaz-${word}`, title: `Odkaz ${word}`, perex: 'P', 'block-0-type': 'paragraph', 'block-0-text': `Viz [stránka](page:${a.id}).`, action: 'draft' }, chief)
    const newsId = Number(/\/aktuality\/(\d+)\?done=created$/.exec(created.headers.location as string)?.[1])
    const latest = (await app.db.select({ latest: news.latestRevisionId }).from(news).where(eq(news.id, newsId)))[0]!.latest
    const published = await postForm(app, paths.adminNewsItem('cs', newsId), { title: `Odkaz ${word}`, perex: 'P', base: String(latest), action: 'publish', 'block-0-type': 'paragraph', 'block-0-text': `Viz [stránka](page:${a.id}).` }, chief)
    expect(published.statusCode, published.body.slice(0, 300)).toBe(303)

    // The child deleted on its own first, then the page with what is left below it.
    expect((await trash(c.id, paths.content('cs', uniRoot.path))).statusCode).toBe(303)
    expect((await trash(a.id)).statusCode).toBe(303)
    const list = await get(paths.adminPagesTrash('cs'), chief)
    expect(list.body).toContain('>Vyprázdnit koš</button>')
    expect(list.body).toContain(`action="${paths.adminPagesTrashPurge('cs', a.id)}"`)
    expect(list.body).toContain('>Smazat natrvalo</button>')
    expect(list.body).toMatch(/data-confirm="Smazat „Koš [^"]+“ natrvalo \(stránek: 3\)\? Smazání nelze vrátit\."/)
    expect((await get(paths.adminPagesTrash('en'), chief)).body).toContain('>Delete permanently</button>')

    // Editors have no way in: the site's 404, nothing changed.
    for (const res of [await get(paths.adminPagesTrashPurge('cs', a.id), editor), await postForm(app, paths.adminPagesTrashPurge('cs', a.id), { confirmed: '1' }, editor), await postForm(app, paths.adminPagesTrashEmpty('cs'), { ids: String(a.id), confirmed: '1' }, editor)])
      expect(res.statusCode).toBe(404)
    // A page that only went along with its parent, and a page out of the trash: refused with a message.
    for (const id of [b.id, uniRoot.id]) {
      const refused = await postForm(app, paths.adminPagesTrashPurge('cs', id), { confirmed: '1' }, chief)
      expect(refused.statusCode).toBe(409)
      expect(refused.body).toContain('Natrvalo lze smazat jen položku koše')
    }
    expect((await get(paths.adminPagesTrashPurge('cs', 99999999), chief)).statusCode).toBe(404)
    expect((await get(`${paths.adminPagesTrash('cs')}/abc/smazat`, chief)).statusCode).toBe(404)

    // Without script the post is not confirmed: the confirmation page names what goes, nothing changes.
    const asked = await postForm(app, paths.adminPagesTrashPurge('cs', a.id), { confirmed: '' }, chief)
    expect(asked.statusCode).toBe(200)
    expect(asked.body).toContain(`Smazat natrvalo „${a.title}“?`)
    expect(asked.body).toContain('celkem stránek: 3')
    for (const p of [b, c]) expect(asked.body).toContain(paths.content('cs', p.path))
    expect(asked.body).toContain('name="confirmed" value="1"')
    expect((await get(paths.adminPagesTrashPurge('en', a.id), chief)).body).toContain(`Delete “${a.title}” permanently?`)
    expect(await row(a.id)).toBeDefined()

    const done = await postForm(app, paths.adminPagesTrashPurge('cs', a.id), { confirmed: '1' }, chief)
    expect(done.statusCode, done.body.slice(0, 300)).toBe(303)
    expect(done.headers.location).toBe(`${paths.adminPagesTrash('cs', 'purged')}&count=3`)
    expect((await get(done.headers.location as string, chief)).body).toContain('Smazáno natrvalo (stránek: 3).')
    const ids = [a.id, b.id, c.id]
    expect(await app.db.select({ id: pages.id }).from(pages).where(inArray(pages.id, ids))).toEqual([])
    expect(await app.db.select({ id: revisions.id }).from(revisions).where(and(eq(revisions.entity, 'page'), inArray(revisions.objectId, ids)))).toEqual([])
    // Moving to the trash was one entry (the subtree's root, ADR 103); deleting for good one per page.
    const audit = await app.db.select({ objectId: auditLog.objectId, summary: auditLog.summary }).from(auditLog).where(and(eq(auditLog.entity, 'page'), eq(auditLog.action, 'delete'), inArray(auditLog.objectId, ids)))
    const forGood = audit.filter((r) => r.summary.includes('deleted for good'))
    expect(forGood.map((r) => r.objectId).sort()).toEqual([...ids].sort())
    expect(forGood.find((r) => r.objectId === a.id)!.summary).toContain(`deleted for good: /cs/${a.path}`)
    expect(audit.filter((r) => r.summary.includes('moved to the trash')).length).toBeGreaterThanOrEqual(1)
    // The redirect to it went (it would lead to a 404); the one chosen on deletion stays.
    expect(await app.db.select().from(redirects).where(eq(redirects.toPath, aAddress))).toEqual([])
    expect((await get(old)).statusCode).toBe(404)
    expect((await get(aAddress)).statusCode).toBe(404)
    const fromIt = await get(paths.content('cs', c.path))
    expect(fromIt.statusCode).toBe(301)
    expect(fromIt.headers.location).toBe(paths.content('cs', uniRoot.path))
    expect(await app.db.select().from(menuItems).where(eq(menuItems.id, menu!.id))).toEqual([])
    // The link to it is what the broken links report lists as deleted.
    const report = await get(paths.adminBrokenLinks('cs'), chief)
    expect(report.body).toMatch(new RegExp(`<tr data-holder="news:${newsId}" data-reason="deleted">`))
    expect((await get(paths.adminPagesTrash('cs'), chief)).body).not.toContain(`data-page-id="${a.id}"`)
  })

  it('emptying the trash takes exactly the items shown, asks without script, refuses a forged list', async () => {
    const d = await create(uniRoot.id)
    const e = await create(uniRoot.id)
    for (const p of [d, e]) expect((await trash(p.id)).statusCode).toBe(303)
    const asked = await postForm(app, paths.adminPagesTrashEmpty('cs'), { ids: `${d.id},${e.id}` }, chief)
    expect(asked.statusCode).toBe(200)
    expect(asked.body).toContain('Vyprázdnit koš?')
    expect(asked.body).toContain(paths.content('cs', d.path))
    expect(await row(d.id)).toBeDefined()
    for (const ids of ['abc', `${d.id};drop table pages`, '0', `${'1,'.repeat(600)}1`, '']) {
      const forged = await postForm(app, paths.adminPagesTrashEmpty('cs'), { ids, confirmed: '1' }, chief)
      expect(forged.statusCode, ids.slice(0, 20)).toBe(422)
    }
    // A page out of the trash named in the list is not taken; the item not shown stays.
    const done = await postForm(app, paths.adminPagesTrashEmpty('cs'), { ids: `${d.id},${uniRoot.id}`, confirmed: '1' }, chief)
    expect(done.statusCode).toBe(303)
    expect(await row(d.id)).toBeUndefined()
    expect((await row(e.id))!.trashedAt).not.toBeNull()
    expect((await row(uniRoot.id))!.trashedAt).toBeNull()
    const rest = await postForm(app, paths.adminPagesTrashEmpty('en'), { ids: String(e.id), confirmed: '1' }, chief)
    expect(rest.statusCode).toBe(303)
    expect(await row(e.id)).toBeUndefined()
  })
})
