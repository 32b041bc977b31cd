/**
 * Addresses that moved (issue 25, ADR 059) on the database of the run: a published news item's
 * new address leaves a 301 from the old one (chains collapse, an address that comes back drops its
 * redirect), a draft's does not; chief editors manage redirects by hand, refused when they would
 * leave the site or touch the administration; a redirect never hides a page that exists. And the
 * second editor to open an item is told who else has it open.
 */
import { eq, like } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, news, redirects } from '../../../src/db/schema.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp } from '../../support/app.js'
import { postForm, signIn, signInWith, type Jar } from '../../support/client.js'

let app: FastifyInstance
let chief: Jar
let editor: Jar
let made = 0
const unique = () => `${process.pid}${Date.now().toString(36)}${++made}`

beforeAll(async () => {
  app = await testApp()
  ;[chief, editor] = await Promise.all([signIn(app, 'redakce@example.cz', 'Heslo-2026'), signIn(app, 'redaktor@example.cz', 'Heslo-2026')])
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string, jar?: Jar) => app.inject({ url, ...(jar && { cookies: jar }) })
const redirectCount = async () => (await app.db.select({ id: redirects.id }).from(redirects)).length

/** A university-wide news item made through the form, published when asked. */
async function item(jar: Jar, publish: boolean) {
  const word = unique()
  const created = await postForm(app, paths.adminNewsNew('cs'), { lang: 'cs', kind: 'news', faculty: '', title: `Adresa ${word}`, perex: 'P', body: 'T', action: 'draft' }, jar)
  const id = Number(/\/(\d+)\?/.exec(created.headers.location as string)![1])
  const row = async () => (await app.db.select({ slug: news.slug, latest: news.latestRevisionId }).from(news).where(eq(news.id, id)))[0]!
  const form = async (over: Record<string, string> = {}) => ({ title: `Adresa ${word}`, perex: 'P', body: 'T', base: String((await row()).latest), action: 'draft', ...over })
  if (publish) expect((await postForm(app, paths.adminNewsItem('cs', id), await form({ action: 'publish' }), jar)).statusCode).toBe(303)
  return { id, word, row, form, slug: (await row()).slug }
}

describe(`addresses that moved on ${engine}`, () => {
  it('a published item’s new address: the old one answers 301 to it, a second move collapses the chain, moving back drops the redirect', async () => {
    const it1 = await item(chief, true)
    const first = paths.newsDetail('cs', it1.slug)
    const moved = await postForm(app, paths.adminNewsItem('cs', it1.id), await it1.form({ slug: `${it1.slug}-novy` }), chief)
    expect(moved.headers.location).toBe(paths.adminNewsItem('cs', it1.id, 'moved'))
    const old = await get(`${first}?utm=x`)
    expect(old.statusCode).toBe(301)
    expect(old.headers.location).toBe(`${paths.newsDetail('cs', `${it1.slug}-novy`)}?utm=x`)
    expect((await get(paths.newsDetail('cs', `${it1.slug}-novy`))).statusCode).toBe(200)
    // The address change is in the audit log.
    expect(await app.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.summary, `redirect (address change) ${first} → ${paths.newsDetail('cs', `${it1.slug}-novy`)}`))).toEqual([{ action: 'create' }])

    await postForm(app, paths.adminNewsItem('cs', it1.id), await it1.form({ slug: `${it1.slug}-treti` }), chief)
    expect((await get(first)).headers.location).toBe(paths.newsDetail('cs', `${it1.slug}-treti`))
    expect((await get(paths.newsDetail('cs', `${it1.slug}-novy`))).headers.location).toBe(paths.newsDetail('cs', `${it1.slug}-treti`))

    // Back to the first address: it is a page again, and the others lead to it.
    await postForm(app, paths.adminNewsItem('cs', it1.id), await it1.form({ slug: it1.slug }), chief)
    expect((await get(first)).statusCode).toBe(200)
    expect((await get(paths.newsDetail('cs', `${it1.slug}-treti`))).headers.location).toBe(first)
  })

  it('a draft’s address changes without a redirect; a taken or malformed address is refused and nothing changes', async () => {
    const draft = await item(chief, false)
    const before = await redirectCount()
    await postForm(app, paths.adminNewsItem('cs', draft.id), await draft.form({ slug: `${draft.slug}-x` }), chief)
    expect((await draft.row()).slug).toBe(`${draft.slug}-x`)
    expect(await redirectCount()).toBe(before)

    const published = await item(chief, true)
    const other = await item(chief, true)
    const taken = await postForm(app, paths.adminNewsItem('cs', published.id), await published.form({ slug: other.slug, title: 'Nový titulek' }), chief)
    expect(taken.statusCode).toBe(409)
    expect(taken.body).toContain('Tuto adresu už má jiná položka.')
    expect((await published.row()).slug).toBe(published.slug)
    for (const bad of ['Velká-Písmena', '../etc', '-x', 'a b']) expect((await postForm(app, paths.adminNewsItem('cs', published.id), await published.form({ slug: bad }), chief)).statusCode).toBe(422)
    expect(await redirectCount()).toBe(before)
  })

  it('an editor may change the address of a draft of their faculty, not of a published item', async () => {
    const word = unique()
    const created = await postForm(app, paths.adminNewsNew('cs'), { lang: 'cs', kind: 'news', faculty: '1', title: `Fakultní ${word}`, perex: 'P', body: 'T', action: 'draft' }, editor)
    const id = Number(/\/(\d+)\?/.exec(created.headers.location as string)?.[1])
    const [row] = await app.db.select({ slug: news.slug, latest: news.latestRevisionId }).from(news).where(eq(news.id, id))
    const form = (latest: number | null, over: Record<string, string>) => ({ title: `Fakultní ${word}`, perex: 'P', body: 'T', base: String(latest), action: 'draft', ...over })
    expect((await postForm(app, paths.adminNewsItem('cs', id), form(row!.latest, { slug: `${row!.slug}-2` }), editor)).statusCode).toBe(303)
    const [latest] = await app.db.select({ latest: news.latestRevisionId }).from(news).where(eq(news.id, id))
    await postForm(app, paths.adminNewsItem('cs', id), form(latest!.latest, { action: 'publish' }), chief)
    const [now] = await app.db.select({ slug: news.slug, latest: news.latestRevisionId }).from(news).where(eq(news.id, id))
    const refused = await postForm(app, paths.adminNewsItem('cs', id), form(now!.latest, { slug: `${row!.slug}-3` }), editor)
    expect(refused.statusCode).toBe(403)
    expect((await app.db.select({ slug: news.slug }).from(news).where(eq(news.id, id)))[0]!.slug).toBe(`${row!.slug}-2`)
  })

  it('chief editors add and delete redirects by hand; a redirect never leaves the site or touches the administration; an existing page wins', async () => {
    const word = unique()
    const from = `/qf/cs/stara-stranka-${word}`
    const page = await get(paths.adminRedirects('cs'), chief)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<label for="redirect-from">Stará adresa</label>')
    // An address pasted with its host keeps only this site's path.
    const added = await postForm(app, paths.adminRedirects('cs'), { from: `https://www.example.org${from}`, to: '/qf/cs/aktuality' }, chief)
    expect(added.headers.location).toBe(paths.adminRedirects('cs', { done: 'added' }))
    expect((await get(from)).headers.location).toBe('/qf/cs/aktuality')

    const before = await redirectCount()
    const refusals: Array<[string, string, string]> = [
      ['//evil.example/x', '/qf/cs/uvod', 'Stará adresa musí být adresa na tomto webu'],
      [`/qf/cs/a-${word}`, 'https://evil.example/phish', 'Nová adresa musí být adresa na tomto webu'],
      [`/qf/cs/a-${word}`, 'javascript:alert(1)', 'Nová adresa musí být adresa na tomto webu'],
      [`/qf/cs/a-${word}`, `/qf/cs/a-${word}`, 'Stará a nová adresa jsou stejné.'],
      ['/qf/cs/sprava/objednavky', '/qf/cs/uvod', 'Administraci přesměrovat nelze.'],
      [`/qf/cs/a-${word}`, '/qf/en/admin', 'Administraci přesměrovat nelze.'],
      [`/qf/cs/a b ${word}`, '/qf/cs/uvod', 'Stará adresa musí být adresa na tomto webu'],
      ['', '', 'Stará adresa musí být adresa na tomto webu'],
    ]
    for (const [f, t, message] of refusals) {
      const res = await postForm(app, paths.adminRedirects('cs'), { from: f, to: t }, chief)
      expect(res.statusCode, `${f} → ${t}`).toBe(422)
      expect(res.body).toContain(message)
    }
    expect(await redirectCount()).toBe(before)

    // An address that exists is never hidden by a redirect from it.
    await postForm(app, paths.adminRedirects('cs'), { from: '/qf/cs/uvod', to: '/qf/cs/aktuality' }, chief)
    expect((await get('/qf/cs/uvod')).statusCode).toBe(200)

    const [row] = await app.db.select({ id: redirects.id }).from(redirects).where(eq(redirects.fromPath, from))
    expect((await postForm(app, paths.adminRedirectDelete('en', row!.id), {}, chief)).headers.location).toBe(paths.adminRedirects('en', { done: 'removed' }))
    expect((await get(from)).statusCode).toBe(404)
    expect((await postForm(app, paths.adminRedirectDelete('cs', row!.id), {}, chief)).statusCode).toBe(404)
    // The audit log has who added and deleted it, and nothing of the refusals.
    const audited = await app.db.select({ action: auditLog.action, summary: auditLog.summary }).from(auditLog).where(like(auditLog.summary, `%${word}%`)).orderBy(auditLog.id)
    expect(audited).toEqual([
      { action: 'create', summary: `redirect ${from} → /qf/cs/aktuality` },
      { action: 'delete', summary: `redirect ${from} → /qf/cs/aktuality` },
    ])
    // Editors neither see nor change redirects.
    expect((await get(paths.adminRedirects('cs'), editor)).statusCode).toBe(404)
    expect((await postForm(app, paths.adminRedirects('cs'), { from: `/qf/cs/b-${word}`, to: '/qf/cs/uvod' }, editor)).statusCode).toBe(404)
  })
})

describe(`two editors, one item on ${engine}`, () => {
  it('the second to open an item is told who else has it open; the same person in another tab is not someone else', async () => {
    const it1 = await item(chief, false)
    expect((await get(paths.adminNewsItem('cs', it1.id), chief)).body).not.toContain('id="adminPresence"')
    const secondTab = await signIn(app, 'redakce@example.cz', 'Heslo-2026')
    expect((await get(paths.adminNewsItem('cs', it1.id), secondTab)).body).not.toContain('id="adminPresence"')
    const colleague = await signInWith(app, [{ role: 'chief_editor' }])
    const page = await get(paths.adminNewsItem('cs', it1.id), colleague)
    expect(page.body).toMatch(/id="adminPresence" role="status">Položku má právě otevřenou také: Eva Horáková \(/)
  })
})
