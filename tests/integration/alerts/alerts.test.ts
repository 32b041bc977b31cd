/** The alert banner on the server (spec 001 §3, §4, §9; ADR 033): content with a validity period, the seen-alerts cookie, the close form. */
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteAlerts } from '../../../src/db/schema.js'
import { DEMO_ALERT_ID } from '../../../src/db/seed/widgets.js'
import { engine, testApp } from '../../support/app.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await testApp()
})
afterAll(async () => {
  await app?.close()
})

const page = (url: string, cookies: Record<string, string> = {}) => app.inject({ url, cookies })
const close = (body: Record<string, string>, { lang = 'en', cookies = {}, headers = {} }: { lang?: string; cookies?: Record<string, string>; headers?: Record<string, string> } = {}) =>
  app.inject({
    method: 'POST',
    url: `/qf/${lang}/ramjet/alert/close`,
    cookies,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(body).toString(),
  })
const banner = (html: string) => /<section class="site-alert"[^>]*data-alert-id="([^"]+)"[\s\S]*?<\/section>/.exec(html)
const seenCookie = (res: { headers: Record<string, unknown> }) => [res.headers['set-cookie'] ?? []].flat().map(String).find((c) => c.startsWith('qfSeenAlerts='))

describe(`alert banner on ${engine}`, () => {
  it('is in the first HTML of every page, in the page language, above the header, with a close form', async () => {
    for (const [url, text] of [
      ['/qf/cs/uvod', 'Knihovna má během zkouškového období'],
      ['/qf/en/home', 'During the examination period the library'],
      ['/qf/en/eshop', 'During the examination period the library'],
    ] as const) {
      const res = await page(url)
      expect(res.statusCode).toBe(200)
      const found = banner(res.body)
      expect(found?.[1]).toBe(DEMO_ALERT_ID)
      expect(found![0]).toContain(text)
      expect(found![0]).toMatch(/<form class="site-alert__form" action="\/qf\/(cs|en)\/ramjet\/alert\/close" method="post">/)
      expect(found![0]).toContain(`<input type="hidden" name="alertId" value="${DEMO_ALERT_ID}"/>`)
      expect(found![0]).toContain(`<input type="hidden" name="returnTo" value="${url}"/>`)
      expect(res.body.indexOf('id="siteAlert"')).toBeLessThan(res.body.indexOf('<header'))
    }
  })

  it('is not rendered at all for a visitor who has seen it (no flash)', async () => {
    for (const value of [DEMO_ALERT_ID, `old-one|${DEMO_ALERT_ID}`, encodeURIComponent(`other|${DEMO_ALERT_ID}`), `__proto__|${DEMO_ALERT_ID}`]) {
      const res = await page('/qf/en/home', { qfSeenAlerts: value })
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('id="siteAlert"')
      expect(banner(res.body)).toBeNull()
    }
  })

  it('shows it again for a tampered cookie, never an error', async () => {
    for (const value of ['%E0%A4%A', '<script>alert(1)</script>', 'LIBRARY-HOURS', `${DEMO_ALERT_ID}x`, 'x'.repeat(5000), "' or 1=1 --", '[]', '{}']) {
      const res = await page('/qf/cs/uvod', { qfSeenAlerts: value })
      expect(res.statusCode).toBe(200)
      expect(banner(res.body)?.[1]).toBe(DEMO_ALERT_ID)
    }
  })

  it('shows only alerts of the language that are valid now', async () => {
    const now = Date.now()
    const day = 86_400_000
    await app.db.insert(siteAlerts).values([
      { alertId: 'test-over', lang: 'en', message: 'Ended yesterday', validFrom: new Date(now - 3 * day), validUntil: new Date(now - day) },
      { alertId: 'test-future', lang: 'en', message: 'Starts tomorrow', validFrom: new Date(now + day), validUntil: new Date(now + 3 * day) },
      { alertId: 'test-now', lang: 'cs', message: 'Platí <b>teď</b>', validFrom: new Date(now - day), validUntil: new Date(now + 2 * day) },
    ])
    app.services.alerts.forget()
    try {
      const en = await page('/qf/en/home', { qfSeenAlerts: DEMO_ALERT_ID })
      expect(banner(en.body)).toBeNull()
      const cs = await page('/qf/cs/uvod', { qfSeenAlerts: DEMO_ALERT_ID })
      expect(banner(cs.body)?.[1]).toBe('test-now')
      // Content is text: markup in it is escaped.
      expect(cs.body).toContain('Platí &lt;b&gt;teď&lt;/b&gt;')
    } finally {
      for (const id of ['test-over', 'test-future', 'test-now']) await app.db.delete(siteAlerts).where(eq(siteAlerts.alertId, id))
      app.services.alerts.forget()
    }
  })

  it('close without script: stores the id for about 1826 days and goes back', async () => {
    const res = await close({ alertId: DEMO_ALERT_ID, returnTo: '/qf/en/news?page=2' }, { cookies: { qfSeenAlerts: 'older' } })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/qf/en/news?page=2')
    const cookie = seenCookie(res)
    expect(cookie).toBe(`qfSeenAlerts=older|${DEMO_ALERT_ID}; Max-Age=${1826 * 86_400}; Path=/; SameSite=Lax`)
    const after = await page('/qf/en/news', { qfSeenAlerts: `older|${DEMO_ALERT_ID}` })
    expect(banner(after.body)).toBeNull()
  })

  it('close goes home for a return address on another site', async () => {
    for (const returnTo of ['//evil.example/', 'https://evil.example/', 'javascript:alert(1)']) {
      const res = await close({ alertId: DEMO_ALERT_ID, returnTo }, { lang: 'cs' })
      expect(res.statusCode).toBe(303)
      expect(res.headers.location).toBe('/qf/cs/uvod')
    }
  })

  it('refuses a bad id with a localized 400 page and sets nothing', async () => {
    const bodies: Record<string, string>[] = [{}, { alertId: "" }, { alertId: "<script>alert(1)</script>" }, { alertId: "__proto__" }, { alertId: "a".repeat(65) }, { alertId: "x' or 1=1" }]
    for (const body of bodies) {
      const res = await close(body, { lang: 'cs' })
      expect(res.statusCode).toBe(400)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.body).toContain('lang="cs"')
      expect(seenCookie(res)).toBeUndefined()
    }
  })

  it('refuses a close posted from another site', async () => {
    const res = await close({ alertId: DEMO_ALERT_ID }, { headers: { 'sec-fetch-site': 'cross-site' } })
    expect(res.statusCode).toBe(403)
    expect(seenCookie(res)).toBeUndefined()
  })
})
