/**
 * The demo content does not contradict itself or the calendar: every text of a scale-1 seed
 * (pages, news, documents, products) is generated here without a database and checked against
 * the fact base (facts.ts) and the seed day.
 */
import { describe, expect, it } from 'vitest'
import { documentSpecs } from './documents.js'
import { FACULTY_FACTS, fullName, UNIVERSITY, type Person } from './facts.js'
import { FACULTIES } from './faculties.js'
import { packItems } from './news.js'
import { buildPageTree } from './page-tree.js'
import { drawnPage, pageContent } from './pages.js'
import { buildCatalogue } from './products.js'
import { addDays } from './random.js'
import type { Bi } from './text.js'

const NOW = new Date('2026-11-24T09:30:00Z')
const DAY = 86_400_000

const seededNews = (now: Date) => packItems(now)

const tree = buildPageTree(1)
const pages = tree.map((spec) => ({ spec, content: pageContent(spec, NOW) }))
// The generator still draws the bulk of larger scales: held to the same facts on every page of the tree, drawn.
const drawn = tree.map((spec) => ({ spec, content: drawnPage(spec, NOW) }))
const news = seededNews(NOW)
const docs = documentSpecs(NOW)

/** Every generated text, one string per language per item. */
const texts: Bi[] = [
  ...[...pages, ...drawn].flatMap(({ spec, content }) => [spec.title, content.perex, ...content.sections.flatMap((s) => [s.heading, s.body])]),
  ...news.flatMap((n) => [n.title, n.perex, n.body]),
  ...docs.flatMap((d) => [d.title, d.description, ...d.sections.flatMap((s) => [s.heading, ...s.paragraphs])]),
]
const all = (lang: 'cs' | 'en') => texts.map((t) => t[lang]).join('\n')

const NAME = String.raw`(\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+)`
const TITLES = String.raw`(?:[\p{L}]+\. )*`

describe('one fact base', () => {
  it('names one rector everywhere: whoever is called rector is the rector of facts.ts', () => {
    const rector = `${UNIVERSITY.rector.givenName} ${UNIVERSITY.rector.familyName}`
    for (const [lang, words] of [['cs', 'rektorka|rektor'], ['en', 'Rector|rector']] as const) {
      // A vice-rector ("prorektorka", "Vice-Rector") is not the rector.
      const named = [...all(lang).matchAll(new RegExp(`(?<![\\p{L}-])(?:${words}) \\[?${TITLES}${NAME}`, 'gu'))].map((m) => m[1])
      expect(named.length).toBeGreaterThan(3)
      expect(new Set(named)).toEqual(new Set([rector]))
    }
    const leadership = pages.find((p) => p.spec.key === 'uni/about/leadership')!.content
    expect(leadership.sections.map((s) => s.body.cs).join(' ')).toContain(fullName(UNIVERSITY.rector))
  })

  it('never gives a random person the name of the rector, the bursar, a dean or the DPO', () => {
    const people: Person[] = [UNIVERSITY.rector, UNIVERSITY.bursar, UNIVERSITY.dataProtectionOfficer, ...Object.values(FACULTY_FACTS).map((f) => f.dean)]
    for (const lang of ['cs', 'en'] as const) {
      const text = all(lang)
      for (const p of people) {
        const bare = text.split(`${p.givenName} ${p.familyName}`).length - 1
        expect(text.split(fullName(p)).length - 1, fullName(p)).toBe(bare)
      }
    }
  })

  it('heads every university text with the rector and every faculty text with its dean', () => {
    const led = [...all('en').matchAll(new RegExp(`It is led by (?:Rector|Dean) ${TITLES}${NAME}`, 'gu'))].map((m) => m[1])
    const heads = new Set([UNIVERSITY.rector, ...Object.values(FACULTY_FACTS).map((f) => f.dean)].map((p) => `${p.givenName} ${p.familyName}`))
    expect(led.length).toBeGreaterThan(3)
    for (const name of led) expect(heads).toContain(name)
  })

  it('states every faculty’s student count as its fact, and the university’s as the sum', () => {
    const byOrg = new Map<string, number>([['Quercus Fontana University', UNIVERSITY.students]])
    for (const f of FACULTIES) byOrg.set(`the ${f.name.en}`, FACULTY_FACTS[f.key]!.students)
    // Drawn faculty pages say "Today N students study at the Faculty …"; the written About page "The university has N students".
    const drawn = [...all('en').matchAll(/Today ([\d,]+) students study at (.+?)\./g)].map((m) => [m[2]!, m[1]!] as const)
    const written = [...all('en').matchAll(/The university has ([\d,]+) students/g)].map((m) => ['Quercus Fontana University', m[1]!] as const)
    const stated = [...drawn, ...written].map(([org, n]) => [org, Number(n.replace(/,/g, ''))] as const)
    const orgs = new Set(stated.map(([org]) => org))
    for (const org of byOrg.keys()) expect(orgs, org).toContain(org)
    for (const [org, n] of stated) expect(n, org).toBe(byOrg.get(org))
    const cs = [...all('cs').matchAll(/studuje ([\d\u00a0]+) studentů/g)].map((m) => Number(m[1]!.replace(/\u00a0/g, '')))
    expect(cs.length).toBe(stated.length)
    for (const n of cs) expect([...byOrg.values()]).toContain(n)
    const sum = Object.values(FACULTY_FACTS).reduce((acc, f) => acc + f.students, 0)
    expect(sum).toBe(UNIVERSITY.students)
  })

  it('writes the contacts page from the facts; its downloads section is about documents', () => {
    const contacts = pages.find((p) => p.spec.key === 'uni/about/contacts')!.content
    const body = contacts.sections.map((s) => s.body.en).join('\n')
    expect(body).toContain(UNIVERSITY.phone)
    for (const f of Object.values(FACULTY_FACTS)) expect(body).toContain(f.phone)
    const downloads = contacts.sections.find((s) => s.heading.en === 'Downloads')!
    expect(downloads.body.en).toMatch(/regulations/)
    expect(downloads.body.en).not.toMatch(/park/i)
  })
})

describe('sections talk about their heading', () => {
  it('every drawn "Downloads" section is about documents and forms, every "How to find us" about the way', () => {
    const sections = drawn.flatMap(({ content }) => content.sections)
    const downloads = sections.filter((s) => s.heading.en === 'Downloads')
    expect(downloads.length).toBeGreaterThan(5)
    for (const s of downloads) {
      expect(s.body.en).toMatch(/documents|forms/i)
      expect(s.body.en).not.toMatch(/car park|office hours|railway/i)
    }
    for (const s of sections.filter((x) => x.heading.en === 'How to find us')) expect(s.body.en).not.toMatch(/download|e-mail enquiries/i)
  })
})

describe('dates relative to the seed day', () => {
  for (const now of [NOW, new Date('2031-03-02T06:00:00Z')]) {
    it(`seeded on ${now.toISOString().slice(0, 10)}: news in the past year, events around the day, some ahead`, () => {
      const items = now === NOW ? news : seededNews(now)
      for (const n of items) {
        expect(n.publishedAt.getTime()).toBeLessThanOrEqual(now.getTime())
        if (n.kind === 'news') expect(n.publishedAt.getTime()).toBeGreaterThan(now.getTime() - 366 * DAY)
      }
      const events = items.filter((n) => n.event)
      const upcoming = events.filter((n) => n.event!.startsAt > now)
      expect(upcoming.length).toBeGreaterThanOrEqual(6)
      expect(events.length - upcoming.length).toBeGreaterThan(upcoming.length)
      for (const e of events) {
        expect(e.event!.startsAt.getTime()).toBeGreaterThan(now.getTime() - 380 * DAY)
        expect(e.event!.startsAt.getTime()).toBeLessThan(addDays(now, 66).getTime())
        expect(e.publishedAt.getTime()).toBeLessThan(e.event!.startsAt.getTime())
      }
    })
  }

  it('repeats no news headline in either language', () => {
    for (const lang of ['cs', 'en'] as const) {
      const titles = news.map((n) => n.title[lang])
      expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([])
    }
  })
})

describe('documents and products say what they are', () => {
  it('every document description and title mention its subject; the PDF opens with the description', () => {
    for (const d of docs) {
      for (const lang of ['cs', 'en'] as const) {
        expect(d.description[lang].toLowerCase(), d.title[lang]).toContain(d.subject[lang])
        expect(d.title[lang].toLowerCase(), d.title[lang]).toContain(d.subject[lang])
        expect(d.sections[0]!.paragraphs[0]![lang]).toBe(d.description[lang])
      }
    }
    const theses = docs.find((d) => d.title.en.startsWith('Guidelines for Writing Theses'))!
    expect(theses.description.en).toMatch(/thesis/)
    expect(theses.kind).toBe('guide')
  })

  it('draws sweatshirts as sweatshirts and promises no size chart that does not exist', () => {
    const catalogue = buildCatalogue(NOW)
    const sweatshirts = catalogue.filter((p) => /Sweatshirt/.test(p.name.en))
    expect(sweatshirts.length).toBeGreaterThan(4)
    for (const p of sweatshirts) expect(['hoodie', 'zip-hoodie']).toContain(p.shape)
    expect(catalogue.filter((p) => /T-shirt/.test(p.name.en)).every((p) => p.shape === 'shirt')).toBe(true)
    for (const p of catalogue) expect(`${p.description.cs} ${p.description.en}`).not.toMatch(/velikostní tabulk|size chart/i)
  })
})
