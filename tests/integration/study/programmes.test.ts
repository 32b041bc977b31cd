/** The programme catalogue: both languages, every filter, bad filter values, partial updates and a programme's page. */
import { count, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { programmes } from '../../../src/db/schema.js'
import { requestHeaders } from '../../../src/shared/protocol.js'
import { engine, testApp } from '../../support/app.js'
import { expectIn, h1, langSwitch, unescape } from '../../support/html.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await testApp()
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })
const cards = (html: string) => [...html.matchAll(/<h[23] class="programme-card__name"><a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => ({ href: m[1]!, name: unescape(m[2]!) }))
const facts = (html: string) => [...html.matchAll(/<dl class="programme-card__facts">(.*?)<\/dl>/g)].map((m) => m[1]!)

async function total(where?: Parameters<typeof eq>) {
  const [row] = await app.db.select({ n: count() }).from(programmes).where(where ? eq(...where) : undefined)
  return row!.n
}

describe(`programme catalogue on ${engine}`, () => {
  it.each([
    ['cs', '/qf/cs/studium/programy', 'Studijní programy', '/qf/en/study/programmes', 'Filtrovat programy'],
    ['en', '/qf/en/study/programmes', 'Study programmes', '/qf/cs/studium/programy', 'Filter programmes'],
  ])('%s: lists every programme inside programmeList, with the filter form and the language switch', async (_lang, url, heading, other, filterLabel) => {
    const res = await get(url)
    expect(res.statusCode).toBe(200)
    expect(h1(res.body)).toBe(heading)
    expect(langSwitch(res.body)).toBe(other)
    expect(cards(res.body)).toHaveLength(await total())
    expectIn(res.body, `<form class="filter-form" data-pu-target="programmeList" role="search" aria-label="${filterLabel}" action="${url}" method="get">`)
    expectIn(res.body, `<div id="programmeList" data-container="programmeList" data-pu-target="programmeList" class="programme-list">`)
  })

  it('narrows by degree, form, language and faculty, and each card shows what was chosen', async () => {
    const doctoral = await get('/qf/en/study/programmes?degree=doctoral')
    expect(cards(doctoral.body)).toHaveLength(await total([programmes.degree, 'doctoral']))
    for (const f of facts(doctoral.body)) expect(f).toContain('<dd>Doctoral</dd>')

    const combined = await get('/qf/cs/studium/programy?form=combined')
    expect(cards(combined.body).length).toBeGreaterThan(0)
    for (const f of facts(combined.body)) expect(f).toContain('kombinovaná')

    const english = await get('/qf/en/study/programmes?language=en&faculty=fie')
    const found = cards(english.body)
    expect(found.length).toBeGreaterThan(0)
    for (const c of found) expect(c.name).toMatch(/\(in English\)$/)
    expectIn(english.body, /<option value="fie" selected="">Faculty of Informatics and Economics<\/option>/)
    expect(langSwitch(english.body)).toBe('/qf/cs/studium/programy?faculty=fie&language=en')
  })

  it('treats empty choices as no filter and keeps only the filter parameters in the stored address', async () => {
    const res = await get('/qf/cs/studium/programy?faculty=&degree=&form=&language=&utm=x')
    expect(res.statusCode).toBe(200)
    expect(cards(res.body)).toHaveLength(await total())
  })

  it('says so when nothing matches', async () => {
    const res = await get('/qf/en/study/programmes?faculty=pdf&language=en')
    expect(res.statusCode).toBe(200)
    expectIn(res.body, 'No programme matches the chosen filters.')
  })

  it.each([
    ['/qf/cs/studium/programy?degree=phd', 'Neplatný požadavek'],
    ['/qf/en/study/programmes?form=evening', 'Bad request'],
    ['/qf/en/study/programmes?faculty=zzz', 'Bad request'],
    ['/qf/cs/studium/programy?faculty=FPV%27--', 'Neplatný požadavek'],
    ['/qf/en/study/programmes?degree=master&degree=doctoral', 'Bad request'],
    ['/qf/en/study/programmes?language=EN', 'Bad request'],
  ])('%s is a localized 400, never a 500', async (url, heading) => {
    const res = await get(url)
    expect(res.statusCode).toBe(400)
    expect(h1(res.body)).toBe(heading)
  })

  it('answers a partial request with programmeList alone', async () => {
    const res = await get('/qf/cs/studium/programy?degree=master', { [requestHeaders.target]: 'programmeList' })
    expect(res.statusCode).toBe(200)
    expect(res.body.startsWith('<div id="programmeList"')).toBe(true)
    expect(res.body).not.toContain('<h1')
    expect(cards(res.body)).toHaveLength(await total([programmes.degree, 'master']))
  })
})

describe(`programme page on ${engine}`, () => {
  it('shows the profile, subjects, career and admission with the faculty study office, in both languages', async () => {
    const [first] = cards((await get('/qf/cs/studium/programy?faculty=fpv&degree=bachelor')).body)
    const res = await get(first!.href)
    expect(res.statusCode).toBe(200)
    expect(h1(res.body)).toBe(first!.name)
    for (const id of ['profile', 'subjects', 'career', 'admission']) expectIn(res.body, `<section id="${id}"`)
    expectIn(res.body, '<a href="#admission">Přijímací řízení</a>')
    expectIn(res.body, '<span class="phone-number">+420 493 332 111</span>')
    expectIn(res.body, 'studijni.fpv@qfu.example.cz')
    expectIn(res.body, /Garant programu<\/dt><dd>(prof|doc)\. /)

    const english = await get(langSwitch(res.body))
    expect(english.statusCode).toBe(200)
    expect(langSwitch(english.body)).toBe(first!.href)
    expectIn(english.body, '<h2 id="subjects-heading">Main subjects</h2>')
  })

  it('is 404 for an unknown or malformed programme', async () => {
    expect((await get('/qf/en/study/programmes/no-such-programme')).statusCode).toBe(404)
    expect((await get('/qf/cs/studium/programy/%C5%A1patn%C3%BD')).statusCode).toBe(404)
  })
})
