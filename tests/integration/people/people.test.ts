/** The staff directory and the faculty pages: the fact base's people exactly, the name search, filters and bad input. */
import type { FastifyInstance } from 'fastify'
import { paletteColour } from '../../../src/features/content/faculty-palette.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FACULTY_FACTS, fullName, OFFICERS, UNIVERSITY, type Person } from '../../../src/db/seed/facts.js'
import { FACULTIES } from '../../../src/db/seed/faculties.js'
import { requestHeaders } from '../../../src/shared/protocol.js'
import { engine, testApp } from '../../support/app.js'
import { expectIn, h1, langSwitch, unescape } from '../../support/html.js'
import { emailParts } from '../../../src/ui/email.js'
import { personSlug } from '../../../src/db/seed/pack/write.js'
import { paths } from '../../../src/ui/paths.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await testApp()
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })
// A card's name is a link to the person's profile (ADR 053).
const names = (html: string) => [...html.matchAll(/<h[23] class="person-card__name"[^>]*><a href="[^"]+"[^>]*>([^<]+)<\/a><\/h[23]>/g)].map((m) => unescape(m[1]!))
const countOf = (html: string) => Number(/Nalezené osoby: (\d+)|People found: (\d+)/.exec(html)?.slice(1).find(Boolean))

/** An address as EmailLink renders it: breakable only between its parts. */
const emailLink = (email: string) => `<a href="mailto:${email}" class="email">${emailParts(email).join('<wbr/>')}</a>`

/** The card of `person` as the directory renders it: every detail of the fact base, in this language. */
function expectCard(html: string, person: Person, role: string, lang: 'cs' | 'en') {
  const name = fullName(person).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const profile = paths.person(lang, personSlug(person))
  const at = html.search(new RegExp(`<h2 class="person-card__name"[^>]*><a href="${profile}"[^>]*>${name}</a></h2>`))
  expect(at, `card of ${fullName(person)}`).toBeGreaterThan(-1)
  const card = unescape(html.slice(at, html.indexOf('</article>', at)))
  expect(card).toContain(`<p class="person-card__role">${role}</p>`)
  expect(card).toContain(`<dd>${person.office[lang]}</dd>`)
  expect(card).toContain(emailLink(person.email))
  expect(card).toContain(`<span class="phone-number">${person.phone}</span>`)
}

describe(`staff directory on ${engine}`, () => {
  it.each(['cs', 'en'] as const)('%s: the rector, the bursar and the four deans are in it exactly as the fact base states them', async (lang) => {
    const url = lang === 'cs' ? '/qf/cs/lide' : '/qf/en/people'
    const res = await get(url)
    expect(res.statusCode).toBe(200)
    expect(h1(res.body)).toBe(lang === 'cs' ? 'Lidé' : 'People')
    expectCard(res.body, UNIVERSITY.rector, UNIVERSITY.rectorTitle[lang], lang)
    expectCard(res.body, UNIVERSITY.bursar, lang === 'cs' ? 'kvestor' : 'Bursar', lang)
    for (const f of FACULTIES) {
      const dean = FACULTY_FACTS[f.key]!.dean
      const page = await get(`${url}?faculty=${f.key}`)
      expectCard(page.body, dean, lang === 'en' ? 'Dean' : dean.familyName.endsWith('á') ? 'děkanka' : 'děkan', lang)
      // Leadership first: the dean heads the faculty's list.
      expect(names(page.body)[0]).toBe(fullName(dean))
    }
  })

  it('finds people by part of the name, with or without diacritics, case-insensitively', async () => {
    for (const q of ['Horáková', 'horakova', 'KATEŘINA HOR', '  horák  ']) {
      const res = await get(`/qf/cs/lide?q=${encodeURIComponent(q)}`)
      expect(res.statusCode).toBe(200)
      expect(names(res.body)).toContain('prof. Mgr. Kateřina Horáková, Dr.')
    }
  })

  it('takes % and _ in a name literally and finds nobody, and a long name is a 400', async () => {
    for (const q of ['%', '_', '\\']) {
      const res = await get(`/qf/en/people?q=${encodeURIComponent(q)}`)
      expect(res.statusCode).toBe(200)
      expectIn(res.body, 'Nobody matches your search.')
    }
    expect((await get(`/qf/en/people?q=${'a'.repeat(61)}`)).statusCode).toBe(400)
  })

  it('filters by faculty and by department, and the department filter narrows the faculty one', async () => {
    const faculty = await get('/qf/en/people?faculty=ff')
    const department = await get('/qf/en/people?faculty=ff&department=ff-1')
    expect(countOf(department.body)).toBeGreaterThan(0)
    expect(countOf(department.body)).toBeLessThan(countOf(faculty.body))
    for (const unit of [...department.body.matchAll(/<p class="person-card__unit">([^<]+)<\/p>/g)]) {
      expect(unit[1]).toBe('Department of History, Faculty of Arts')
    }
    const university = await get('/qf/cs/lide?faculty=uni')
    // The rectorate: the rector and the bursar, then the named officers and the data protection officer.
    const rectorate = [UNIVERSITY.rector, UNIVERSITY.bursar, ...Object.values(OFFICERS), UNIVERSITY.dataProtectionOfficer]
    expect(names(university.body)).toEqual(rectorate.map(fullName))
  })

  it('pages through the people with the filter kept, and answers a partial request with peopleList alone', async () => {
    const first = await get('/qf/en/people')
    const next = /<a href="([^"]+)" rel="next"/.exec(first.body)?.[1]
    expect(unescape(next!)).toBe('/qf/en/people?page=2')
    const filtered = await get('/qf/en/people?faculty=fie')
    expect(unescape(/<a href="([^"]+)" rel="next"/.exec(filtered.body)?.[1] ?? '')).toBe('/qf/en/people?faculty=fie&page=2')
    const partial = await get('/qf/en/people?faculty=fie&page=2', { [requestHeaders.target]: 'peopleList' })
    expect(partial.statusCode).toBe(200)
    expect(partial.body.startsWith('<div id="peopleList"')).toBe(true)
    expect(langSwitch((await get('/qf/en/people?faculty=fie&page=2')).body)).toBe('/qf/cs/lide?faculty=fie&page=2')
  })

  it.each([
    ['/qf/cs/lide?faculty=xyz', 'Neplatný požadavek'],
    ['/qf/en/people?department=nope-9', 'Bad request'],
    ['/qf/en/people?department=%3Cscript%3E', 'Bad request'],
    ['/qf/cs/lide?page=0', 'Neplatný požadavek'],
    ['/qf/en/people?q=a&q=b', 'Bad request'],
  ])('%s is a localized 400, never a 500', async (url, heading) => {
    const res = await get(url)
    expect(res.statusCode).toBe(400)
    expect(h1(res.body)).toBe(heading)
  })
})

describe(`faculties on ${engine}`, () => {
  it.each([
    ['/qf/cs/fakulty', 'Fakulty', '/qf/en/faculties'],
    ['/qf/en/faculties', 'Faculties', '/qf/cs/fakulty'],
  ])('%s lists the four faculties with their deans and pictures', async (url, heading, other) => {
    const res = await get(url)
    expect(res.statusCode).toBe(200)
    expect(h1(res.body)).toBe(heading)
    expect(langSwitch(res.body)).toBe(other)
    const lang = url.startsWith('/qf/cs') ? 'cs' : 'en'
    for (const f of FACULTIES) {
      expectIn(res.body, `<a href="${url}/${f.slug[lang]}">${f.name[lang]}</a>`)
      expectIn(res.body, fullName(FACULTY_FACTS[f.key]!.dean))
    }
    expect(res.body.match(/<picture>/g)).toHaveLength(FACULTIES.length)
  })

  it('gives each faculty home its colour, hero, section navigation, programmes, leadership with the dean, news and contacts', async () => {
    for (const f of FACULTIES) {
      const facts = FACULTY_FACTS[f.key]!
      const res = await get(`/qf/en/faculties/${f.slug.en}`)
      expect(res.statusCode).toBe(200)
      const html = unescape(res.body)
      // Its colour by the palette's class (ADR 092).
      expectIn(html, `class="page-content faculty-home faculty--${f.key} identity--${paletteColour(f.color)!.key}"`)
      expectIn(html, /<img src="\/media\/images\/\d+\/v\d+\/1600\.webp" width="1600" height="600" alt="Illustration: the buildings of /)
      expectIn(html, `<nav class="faculty-nav faculty-area" id="sideMenu" tabindex="-1" aria-label="Navigation: ${f.name.en}">`)
      for (const anchor of ['programmes', 'leadership', 'news', 'contacts']) expectIn(html, `<a href="#${anchor}">`)
      expect((html.match(/class="programme-card /g) ?? []).length).toBeGreaterThanOrEqual(f.programmes.length)
      expect(names(html)[0]).toBe(fullName(facts.dean))
      expectIn(html, `<span class="phone-number">${facts.phone}</span>`)
      expectIn(html, emailLink(facts.email))
      expectIn(html, `${facts.address.street}, ${facts.address.postalCode} ${facts.address.city}`)
    }
  })
})
