/**
 * A draft's preview at a phone's width (ADR 097): every kind's preview banner links the frame, the
 * frame shows the preview at 375 px with the other language's frame as its alternate, and it frames
 * nothing but a preview address of the administration in its own language.
 */
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { faculties, news } from '../../../src/db/schema.js'
import { previewAddresses } from '../../../src/features/editorial/admin/preview-frame.js'
import { paths } from '../../../src/ui/paths.js'
import { testApp } from '../../support/app.js'
import { signIn, type Jar } from '../../support/client.js'
import { langSwitch, unescape } from '../../support/html.js'

describe('the preview addresses the frame accepts', () => {
  it("maps each kind's preview to the other language's, the revision kept", () => {
    expect(previewAddresses('cs', '/qf/cs/sprava/aktuality/12/nahled')).toEqual({ self: '/qf/cs/sprava/aktuality/12/nahled', other: '/qf/en/admin/news/12/preview' })
    expect(previewAddresses('en', '/qf/en/admin/pages/7/preview')?.other).toBe('/qf/cs/sprava/stranky/7/nahled')
    expect(previewAddresses('cs', '/qf/cs/sprava/dokumenty/3/nahled')?.other).toBe('/qf/en/admin/documents/3/preview')
    expect(previewAddresses('cs', '/qf/cs/sprava/lide/5/nahled?revision=9')?.other).toBe('/qf/en/admin/people/5/preview?revision=9')
    expect(previewAddresses('en', '/qf/en/admin/programmes/2/preview')?.other).toBe('/qf/cs/sprava/programy/2/nahled')
  })

  it('refuses anything else: another language, a public page, another host, a made-up section, hostile text', () => {
    for (const href of [
      '/qf/en/admin/news/12/preview',
      '/qf/cs/aktuality/12',
      '/qf/cs/sprava/aktuality/12',
      'https://evil.example/qf/cs/sprava/aktuality/12/nahled',
      '//evil.example/qf/cs/sprava/aktuality/12/nahled',
      'javascript:alert(1)',
      '/qf/cs/sprava/neni-to/12/nahled',
      '/qf/cs/sprava/aktuality/12/nahled"><script>alert(1)</script>',
      '/qf/cs/sprava/aktuality/../ucty/1/nahled',
      '/qf/cs/sprava/aktuality/12/nahled?revision=1&x=2',
      '/qf/cs/sprava/__proto__/12/nahled',
    ])
      expect(previewAddresses('cs', href), href).toBeUndefined()
  })
})

describe('the phone-width preview', () => {
  let app: FastifyInstance
  let editor: Jar
  let newsId: number

  beforeAll(async () => {
    app = await testApp()
    editor = await signIn(app, 'redaktor@example.cz', 'Heslo-2026')
    // A news item of the editor's faculty.
    newsId = (
      await app.db
        .select({ id: news.id })
        .from(news)
        .innerJoin(faculties, eq(faculties.id, news.facultyId))
        .where(and(eq(faculties.slugCs, 'fakulta-prirodnich-ved'), eq(news.lang, 'cs')))
        .limit(1)
    )[0]!.id
  })
  afterAll(async () => {
    await app?.close()
  })

  const get = (url: string, jar?: Jar) => app.inject({ url, ...(jar && { cookies: jar }) })

  it("the preview's banner links the frame, which shows the preview at 375 px and switches language with it", async () => {
    const preview = paths.adminNewsPreview('cs', newsId)
    const page = await get(preview, editor)
    expect(page.statusCode).toBe(200)
    const link = /<a href="([^"]+)" target="_top" id="adminPreviewPhone">/.exec(page.body)?.[1]
    expect(link && unescape(link)).toBe(paths.adminPhonePreview('cs', preview))

    const frame = await get(unescape(link!), editor)
    expect(frame.statusCode).toBe(200)
    expect(frame.headers['cache-control']).toMatch(/no-store/)
    expect(frame.body).toMatch(new RegExp(`<iframe src="${preview}" title="Náhled konceptu na šířce telefonu" width="375" height="720" id="phonePreviewFrame">`))
    expect(frame.body).toContain(`<a href="${preview}" id="phonePreviewFull">`)
    expect(langSwitch(frame.body)).toBe(paths.adminPhonePreview('en', paths.adminNewsPreview('en', newsId)))
    expect(frame.body).toMatch(/<meta name="robots" content="noindex/)
  })

  it('is a 404 for an address it does not frame, and for a visitor', async () => {
    for (const bad of ['https://evil.example/', '/qf/cs/uvod', paths.adminNewsPreview('en', newsId), 'x'.repeat(400)]) {
      const res = await get(paths.adminPhonePreview('cs', bad), editor)
      expect(res.statusCode, bad).toBe(404)
      expect(res.body).not.toContain('<iframe')
    }
    expect((await get(paths.adminPhonePreview('cs', paths.adminNewsPreview('cs', newsId)))).statusCode).toBe(404)
  })
})
