/**
 * Content blocks on real pages, through app.inject (ADR 023): sign-language video blocks beside
 * the seeded sections (no-script links, triggers in a template), FAQ questions as collapsible
 * blocks, the switch in every page's header, and the CSP that lets frames come from the video
 * host alone; section codes that are not well formed are not rendered.
 */
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageSections, pages } from '../../../src/db/schema.js'
import { engine, testApp } from '../../support/app.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await testApp()
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string) => app.inject({ method: 'GET', url })
const HOST = 'https://www.youtube-nocookie.com/embed/'

describe(`content blocks on ${engine}`, () => {
  it.each([
    ['/qf/cs/studium', 'Video ve znakovém jazyce: '],
    ['/qf/en/study/admissions', 'Sign-language video: '],
    ['/qf/cs/o-univerzite/prohlaseni-o-pristupnosti', 'Video ve znakovém jazyce: '],
    ['/qf/en/about/accessibility-statement', 'Sign-language video: '],
  ])('%s has sign-language blocks: links without script, one trigger per listed code', async (url, label) => {
    const res = await get(url)
    expect(res.statusCode).toBe(200)
    const blocks = [...res.body.matchAll(/<div class="sign-language" data-sign-language-videos="([^"]+)" data-sign-language-host="([^"]+)">(.*?)<\/template><\/div>/g)]
    expect(blocks.length).toBeGreaterThan(0)
    for (const [, list, host, inner] of blocks) {
      expect(host).toBe(HOST)
      const codes = list!.split(',')
      const links = [...inner!.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)]
      expect(links.map((l) => l[1])).toEqual(codes.map((c) => `${HOST}${c}?autoplay=1`))
      expect(links.every((l) => l[2]!.startsWith(label))).toBe(true)
      expect([...inner!.matchAll(/data-sign-language-video="([^"]+)"/g)].map((m) => m[1])).toEqual(codes)
      expect(inner).toMatch(/^<noscript>.*<\/noscript><template>/)
    }
  })

  it('puts the switch, off, in the header of every page, in the page language', async () => {
    for (const [url, name] of [
      ['/qf/cs/uvod', 'Znakový jazyk'],
      ['/qf/en/news', 'Sign language'],
    ] as const) {
      const { body } = await get(url)
      expect(body).toMatch(new RegExp(`<button type="button" role="switch" aria-checked="false" id="signLanguageSwitch"[^>]*>.*?<span>${name}</span></button>`))
    }
  })

  it('lets frames come from this origin and the video host only', async () => {
    const res = await get('/qf/cs/studium')
    expect(res.headers['content-security-policy']).toContain(";frame-src 'self' https://www.youtube-nocookie.com")
  })

  it('shows the questions of a study page as closed, remembered collapsible blocks', async () => {
    const { body } = await get('/qf/en/study/admissions')
    expect(body).toContain('<section id="faq" class="content-section faq" aria-labelledby="faq-heading"><h2 id="faq-heading">Frequently asked questions</h2>')
    const blocks = [...body.matchAll(/<details class="collapsible" id="(faq-[\w-]+)" data-collapsible="remember"><summary class="collapsible__summary">([^<]+)<\/summary>/g)]
    expect(blocks.map((b) => b[1])).toEqual(['faq-admissions-how-to-apply', 'faq-admissions-several-programmes', 'faq-admissions-special-needs'])
    expect(blocks[0]![2]).toBe('How do I apply?')
    expect(body).toContain('<a href="#faq">Frequently asked questions</a>')
  })

  it('renders no block for a section whose stored codes are not well formed, and escapes nothing into attributes', async () => {
    const db = app.db
    const [page] = await db.select({ id: pages.id }).from(pages).where(eq(pages.path, 'o-univerzite/historie'))
    const [section] = await db.select({ id: pageSections.id }).from(pageSections).where(eq(pageSections.pageId, page!.id)).limit(1)
    await db.update(pageSections).set({ signLanguageVideos: '"><script>alert(1)</script>,ab,../x' }).where(eq(pageSections.id, section!.id))
    try {
      const res = await get('/qf/cs/o-univerzite/historie')
      expect(res.statusCode).toBe(200)
      expect(res.body).not.toContain('data-sign-language-videos')
      expect(res.body).not.toContain('<script>alert(1)</script>')
    } finally {
      await db.update(pageSections).set({ signLanguageVideos: '' }).where(eq(pageSections.id, section!.id))
    }
  })
})
