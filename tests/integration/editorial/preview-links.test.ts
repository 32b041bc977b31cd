/**
 * Shared preview links (issue 25, ADR 066) on the database of the run: an editor makes a link
 * from a news item's page; anyone with it sees the latest draft as the public page (never stored,
 * never indexed, no Referer), in the item's language, until it expires or is revoked (410);
 * an unknown token is the site's 404; the link is kept only as a hash; bad input is refused.
 */
import { createHash } from 'node:crypto'
import { eq, like } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, news, previewLinks } from '../../../src/db/schema.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp } from '../../support/app.js'
import { postForm, signInWith, type Jar } from '../../support/client.js'

let app: FastifyInstance
let chief: Jar
let editor: Jar
let outsider: Jar
let made = 0
const unique = () => `${process.pid}${Date.now().toString(36)}${++made}`

beforeAll(async () => {
  app = await testApp()
  ;[chief, editor, outsider] = await Promise.all([
    signInWith(app, [{ role: 'chief_editor' }]),
    signInWith(app, [{ role: 'editor', scope: 'faculty:fakulta-prirodnich-ved' }]),
    signInWith(app, [{ role: 'editor', scope: 'faculty:filozoficka-fakulta' }]),
  ])
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string, jar?: Jar) => app.inject({ url, ...(jar && { cookies: jar }) })
const linkCount = async () => (await app.db.select({ id: previewLinks.id }).from(previewLinks)).length

/** A draft of the Faculty of Science (id 1 in the seed's order), made by `jar` through the form. */
async function draft(jar: Jar, lang: 'cs' | 'en' = 'cs') {
  const word = unique()
  const created = await postForm(app, paths.adminNewsNew(lang), { lang, kind: 'news', faculty: '1', title: `Náhled ${word}`, perex: 'Perex.', body: 'Text.', action: 'draft' }, jar)
  expect(created.statusCode, created.body.slice(0, 500)).toBe(303)
  const id = Number(/\/(\d+)\?/.exec(created.headers.location as string)![1])
  const [row] = await app.db.select({ slug: news.slug, latest: news.latestRevisionId }).from(news).where(eq(news.id, id))
  return { id, word, slug: row!.slug, latest: row!.latest }
}

/** Makes a link from the item page; the link's address as the notice shows it. */
async function share(jar: Jar, id: number, hours = '24') {
  const res = await postForm(app, paths.adminNewsShare('cs', id), { hours }, jar)
  expect(res.statusCode, res.body.slice(0, 300)).toBe(201)
  expect(res.body).toContain('Odkaz na náhled je vytvořen.')
  const url = /<input id="sharedLink" type="url" readOnly="" value="([^"]+)"/i.exec(res.body)?.[1] ?? /id="sharedLink"[^>]*value="([^"]+)"/.exec(res.body)![1]!
  return new URL(url).pathname
}

describe(`shared preview links on ${engine}`, () => {
  it('shows the latest draft to a visitor without an account, never stored or indexed, while the public address stays a 404', async () => {
    const item = await draft(editor)
    const path = await share(editor, item.id)
    expect(path).toMatch(/^\/qf\/cs\/nahled\/[A-Za-z0-9_-]{43}$/)
    const seen = await get(path)
    expect(seen.statusCode).toBe(200)
    expect(seen.body).toContain(`Náhled ${item.word}`)
    expect(seen.body).toContain('Náhled konceptu ze sdíleného odkazu, platí do')
    expect(seen.headers['cache-control']).toBe('private, no-store')
    expect(seen.headers['x-robots-tag']).toBe('noindex, nofollow')
    expect(seen.headers['referrer-policy']).toBe('no-referrer')
    expect(seen.body).toContain('<meta name="robots" content="noindex"')
    expect((await get(paths.newsDetail('cs', item.slug))).statusCode).toBe(404)

    // The link follows the draft: a newer save is what it shows.
    const saved = await postForm(app, paths.adminNewsItem('cs', item.id), { title: `Náhled ${item.word} druhý`, perex: 'Perex.', body: 'Text.', base: String(item.latest), action: 'draft' }, editor)
    expect(saved.statusCode).toBe(303)
    expect((await get(path)).body).toContain(`Náhled ${item.word} druhý`)
    // The other language's address leads to the item's.
    const english = await get(path.replace('/qf/cs/nahled/', '/qf/en/preview/'))
    expect([english.statusCode, english.headers.location]).toEqual([303, path])
    // Only the token's hash is kept.
    const token = path.split('/').pop()!
    const [row] = await app.db.select().from(previewLinks).where(eq(previewLinks.tokenHash, createHash('sha256').update(token).digest('hex')))
    expect(row).toMatchObject({ entity: 'news', objectId: item.id })
    expect(JSON.stringify(await app.db.select().from(previewLinks))).not.toContain(token)
  })

  it('lists the working links on the item page; a revoked or expired link is a 410 that says so; the audit log has both acts', async () => {
    const item = await draft(chief)
    const path = await share(chief, item.id, '1')
    const page = await get(paths.adminNewsItem('cs', item.id), chief)
    const revoke = /action="([^"]+\/sdilet\/(\d+)\/zrusit)"/.exec(page.body)
    expect(revoke).not.toBeNull()
    const done = await postForm(app, revoke![1]!, {}, chief)
    expect(done.headers.location).toBe(paths.adminNewsItem('cs', item.id, 'unshared'))
    const gone = await get(path)
    expect(gone.statusCode).toBe(410)
    expect(gone.body).toContain('Odkaz na náhled už neplatí')
    expect(gone.headers['cache-control']).toBe('private, no-store')
    const again = await postForm(app, revoke![1]!, {}, chief)
    expect(again.statusCode).toBe(404)
    expect(again.body).toContain('Tento odkaz už nefunguje.')

    // A link made two hours ago for one hour has expired.
    const { token } = await app.services.previewLinks.share({ userId: 1 }, 'news', item.id, 1, new Date(Date.now() - 2 * 3_600_000))
    expect((await get(paths.sharedPreview('cs', token))).statusCode).toBe(410)

    const acts = await app.db.select({ action: auditLog.action }).from(auditLog).where(like(auditLog.summary, `news #${item.id}: preview link%`)).orderBy(auditLog.id)
    expect(acts.map((a) => a.action)).toEqual(['create', 'delete', 'create'])
  })

  it('an unknown, malformed or hostile token is the site’s 404', async () => {
    for (const token of ['x', 'A'.repeat(43), 'A'.repeat(44), '..%2F..%2Fetc%2Fpasswd', '%00', "'or'1'='1", '__proto__', `${'a'.repeat(42)}=`]) {
      const res = await get(`/qf/cs/nahled/${token}`)
      expect(res.statusCode, token).toBe(404)
    }
  })

  it('refuses a lifetime not offered, and who may not change the item; nothing is stored', async () => {
    const item = await draft(editor)
    const before = await linkCount()
    for (const hours of ['0', '2', '9999', 'abc', '', '-1', '1e3']) {
      const res = await postForm(app, paths.adminNewsShare('cs', item.id), { hours }, editor)
      expect(res.statusCode, hours).toBe(422)
      expect(res.body).toContain('Vyberte platnost odkazu.')
    }
    expect((await postForm(app, paths.adminNewsShare('cs', item.id), { hours: ['1', '24'] }, editor)).statusCode).toBe(422)
    // Another faculty's editor does not reach the item; a visitor does not reach the administration.
    expect((await postForm(app, paths.adminNewsShare('cs', item.id), { hours: '24' }, outsider)).statusCode).toBe(404)
    expect((await postForm(app, paths.adminNewsShare('cs', item.id), { hours: '24' })).statusCode).toBe(404)
    expect((await postForm(app, paths.adminNewsShare('cs', 999_999_999), { hours: '24' }, chief)).statusCode).toBe(404)
    expect(await linkCount()).toBe(before)
  })
})
