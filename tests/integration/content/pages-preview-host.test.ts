/**
 * The page tree's preview (ADR 063) is the public page: its sign-language videos come from the
 * configured host (SIGN_LANGUAGE_VIDEO_HOST), not the default one, as the published page's do.
 */
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pages } from '../../../src/db/schema.js'
import { DEFAULT_VIDEO_HOST } from '../../../src/shared/sign-language.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp } from '../../support/app.js'
import { postForm, signIn, type Jar } from '../../support/client.js'

const HOST = 'https://video.example/embed/'
let app: FastifyInstance
let chief: Jar

beforeAll(async () => {
  app = await testApp({ env: { SIGN_LANGUAGE_VIDEO_HOST: HOST } })
  chief = await signIn(app, 'redakce@example.cz', 'Heslo-2026')
})
afterAll(async () => {
  await app?.close()
})

describe(`the page preview's sign-language videos on ${engine}`, () => {
  it('come from the configured host, in the preview as on the published page', async () => {
    const [root] = await app.db.select({ id: pages.id }).from(pages).where(and(eq(pages.lang, 'cs'), isNull(pages.parentId), isNull(pages.facultyId))).orderBy(asc(pages.id)).limit(1)
    const word = `${process.pid}${Date.now().toString(36)}`
    const made = await postForm(app, paths.adminPagesNew('cs'), { lang: 'cs', site: '', parent: String(root!.id), slug: `znakovy-${word}`, title: `Znakový jazyk ${word}`, perex: 'P' }, chief)
    const id = Number(/\/stranky\/(\d+)\?done=created$/.exec(made.headers.location as string)?.[1])
    const [page] = await app.db.select().from(pages).where(eq(pages.id, id))
    const saved = await postForm(app, paths.adminPage('cs', id), { title: page!.title, perex: 'P', base: String(page!.latestRevisionId), action: 'draft', 'section-0-heading': 'Video', 'section-0-body': 'Text.', 'section-0-videos': 'abcDEF_1234' }, chief)
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(303)

    const preview = await app.inject({ url: paths.adminPagePreview('cs', id), cookies: chief })
    expect(preview.statusCode).toBe(200)
    expect(preview.body).toContain(`data-sign-language-host="${HOST}"`)
    expect(preview.body).toContain(`${HOST}abcDEF_1234`)
    expect(preview.body).not.toContain(DEFAULT_VIDEO_HOST)

    const [now] = await app.db.select().from(pages).where(eq(pages.id, id))
    expect((await postForm(app, paths.adminPage('cs', id), { title: now!.title, perex: 'P', base: String(now!.latestRevisionId), action: 'publish', 'section-0-anchor': 'video', 'section-0-heading': 'Video', 'section-0-body': 'Text.', 'section-0-videos': 'abcDEF_1234' }, chief)).statusCode).toBe(303)
    const live = await app.inject({ url: paths.content('cs', now!.path) })
    expect(live.body).toContain(`data-sign-language-host="${HOST}"`)
  })
})
