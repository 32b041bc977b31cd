/**
 * Content checks of the written pack (news, events, documents, the pages of the page tree) as seeded on several days: one
 * fact base, the academic calendar's dates, every text about its title, no sentence twice in a
 * document. Each rule fails on the contradiction it names (see ADR 053).
 */
import { describe, expect, it } from 'vitest'
import { academicCalendar, isClosedDay, type AcademicCalendar } from './calendar.js'
import { documentSpecs, type DocumentSpec } from './documents.js'
import { ADDRESSES, FACULTY_FACTS, NUMBERS, UNIVERSITY } from './facts.js'
import { FACULTIES } from './faculties.js'
import { fixedPageContent } from './fixed-pages.js'
import { packItems, type NewsItem } from './news.js'
import { pageContent } from './pages.js'
import { COURSES, courseStart } from './pack/courses.js'
import { PROJECTS } from './pack/projects.js'
import { peopleSpecs } from './people.js'
import { paths } from '../../ui/paths.js'
import { pageContext, writtenPages, type WrittenPage } from './pack/pages.js'
import { buildPageTree, type PageSpec } from './page-tree.js'
import { addDays, seedDay } from './random.js'
import { formatDate, type Bi } from './text.js'

const DAYS = ['2026-11-24', '2026-12-24', '2027-07-01', '2031-03-02', '2028-02-29'].map((d) => new Date(`${d}T09:30:00Z`))
const LANGS = ['cs', 'en'] as const

const pragueDay = (instant: Date) => {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(instant).split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d))
}

interface Seeded {
  now: Date
  items: NewsItem[]
  docs: DocumentSpec[]
  pages: Array<[PageSpec, WrittenPage]>
}
const tree = buildPageTree(1)
const seeded: Seeded[] = DAYS.map((now) => {
  const written = writtenPages(now)
  const pages = tree.filter((p) => written[p.key]).map((p): [PageSpec, WrittenPage] => [p, written[p.key]!])
  return { now, items: packItems(now), docs: documentSpecs(now), pages }
})

/** Every text of an item, per language. */
const itemTexts = (n: NewsItem): Bi[] => [n.title, n.perex, n.body, ...(n.event ? [n.event.location] : [])]
const docText = (d: DocumentSpec): Bi => ({
  cs: [d.title.cs, ...d.sections.flatMap((s) => [s.heading.cs, ...s.paragraphs.map((p) => p.cs)])].join('\n'),
  en: [d.title.en, ...d.sections.flatMap((s) => [s.heading.en, ...s.paragraphs.map((p) => p.en)])].join('\n'),
})
/** A written page's text below its title: perex, headings and bodies. */
const pageBody = (p: WrittenPage): Bi => ({
  cs: [p.perex.cs, ...p.sections.flatMap((x) => [x.heading.cs, x.body.cs])].join('\n'),
  en: [p.perex.en, ...p.sections.flatMap((x) => [x.heading.en, x.body.en])].join('\n'),
})
const pageText = ([spec, p]: [PageSpec, WrittenPage]): Bi => ({ cs: `${spec.title.cs}\n${pageBody(p).cs}`, en: `${spec.title.en}\n${pageBody(p).en}` })
const allTexts = (s: Seeded): Bi[] => [...s.items.flatMap(itemTexts), ...s.docs.map(docText), ...s.pages.map(pageText)]

const sentences = (text: string) =>
  text
    // A linked name keeps its words, not its titles' full stops ("doc. RNDr."), which are no sentence ends.
    .replace(/\[([^\]]+)\]\([^)]+\)/g, (_link, name: string) => name.replace(/\./g, ''))
    .split(/\n+|(?<=[.!?])\s+(?=\p{Lu})/u)
    .map((x) => x.trim())
    .filter((x) => x.length > 0)

describe('one fact base', () => {
  /** Each street of the fact base with the house numbers it has there. */
  const streets = new Map<string, Set<string>>()
  for (const a of [...Object.values(ADDRESSES), ...Object.values(FACULTY_FACTS).map((f) => f.address)]) {
    const [, street, number] = /^(.*?) (\d+(?:\/\d+)?)$/.exec(a.street)!
    const key = street!.toLowerCase()
    streets.set(key, (streets.get(key) ?? new Set()).add(number!))
  }

  it('writes every address as the fact base does (no "náměstí Svobody 1" beside 301/12)', () => {
    for (const s of seeded) {
      for (const text of allTexts(s)) {
        for (const lang of LANGS) {
          for (const [street, numbers] of streets) {
            for (const m of text[lang].matchAll(new RegExp(`${street} (\\d+(?:/\\d+)?)`, 'giu'))) expect(numbers, `${m[0]} in ${text[lang].slice(0, 60)}`).toContain(m[1])
          }
        }
      }
    }
  })

  it('states only the fact base’s rates, each beside what it measures', () => {
    const rates = new Map<number, { cs: RegExp; en: RegExp }>([
      [NUMBERS.admissionRate, { cs: /přij|přihlášk|uspěl/i, en: /admi|applica|succe/i }],
      [NUMBERS.graduateEmployment, { cs: /absolvent/i, en: /graduat/i }],
    ])
    let seen = 0
    for (const text of allTexts(seeded[0]!)) {
      for (const lang of LANGS) {
        for (const sentence of sentences(text[lang])) {
          for (const m of sentence.matchAll(/(\d+)\s?%/g)) {
            const rate = rates.get(Number(m[1]))
            expect(rate, `${m[0]} in "${sentence}"`).toBeDefined()
            expect(sentence).toMatch(rate![lang])
            seen++
          }
        }
      }
    }
    expect(seen).toBeGreaterThan(6)
  })

  it('states student and staff counts as the fact base does', () => {
    const allowed = new Set<number>([...Object.values(NUMBERS), UNIVERSITY.students, UNIVERSITY.internationalStudents, UNIVERSITY.academicStaff, UNIVERSITY.otherStaff, ...Object.values(FACULTY_FACTS).flatMap((f) => [f.students, f.academicStaff])])
    for (const text of allTexts(seeded[0]!)) {
      // Totals (thousands of students) and the staff and international counts; a group of 436 scholarship holders is not one.
      for (const m of text.en.matchAll(/(\d{1,2},\d{3}|\d{3}) (international |academic |other )?(students|staff)\b/g)) {
        if (m[1]!.length === 3 && !m[2]) continue
        expect(allowed, m[0]).toContain(Number(m[1]!.replace(/,/g, '')))
      }
    }
  })
})

describe('dates follow the academic calendar', () => {
  for (const s of seeded) {
    const day = seedDay(s.now)
    const calendars = [-4, -3, -2, -1, 0, 1].map((d) => academicCalendar(day.getUTCFullYear() + d))
    const calendarDays = calendars.flatMap(calendarDates)

    describe(`seeded on ${day.toISOString().slice(0, 10)}`, () => {
      it('holds nothing public on a closed day (24–26 and 31 December, holidays, the Christmas break), publishes nothing after the seed day', () => {
        for (const n of s.items) {
          expect(isClosedDay(pragueDay(n.publishedAt)), `${n.key} published ${n.publishedAt.toISOString()}`).toBe(false)
          expect(n.publishedAt.getTime()).toBeLessThan(day.getTime())
          if (n.event) {
            for (let d = pragueDay(n.event.startsAt); d <= pragueDay(n.event.endsAt); d = addDays(d, 1)) {
              expect(isClosedDay(d), `${n.key} on ${d.toISOString()}`).toBe(false)
              expect([24, 25, 26, 31].includes(d.getUTCDate()) && d.getUTCMonth() === 11).toBe(false)
            }
            expect(n.publishedAt.getTime(), n.key).toBeLessThan(n.event.startsAt.getTime())
          }
        }
        for (const d of s.docs) {
          expect(isClosedDay(pragueDay(d.publishedAt)), d.key).toBe(false)
          expect(d.publishedAt.getTime()).toBeLessThan(day.getTime())
        }
      })

      it('publishes minutes after their meeting, and names the meeting’s day', () => {
        const minutes = s.docs.filter((d) => d.kind === 'minutes')
        expect(minutes.length).toBeGreaterThanOrEqual(2)
        for (const d of minutes) {
          expect(d.publishedAt.getTime()).toBeGreaterThan(d.meeting!.getTime())
          expect(d.title.cs).toContain(formatDate(d.meeting!).cs)
          expect(d.title.en).toContain(formatDate(d.meeting!).en)
        }
      })

      it('writes only dates the calendar or the pack has (an item’s own day, a calendar day, a meeting, a course’s first meeting)', () => {
        const courseDays = COURSES.map((x) => courseStart(x, pageContext(s.now)))
        const known = new Set<string>([...calendarDays, ...courseDays, ...s.items.filter((n) => n.event).map((n) => pragueDay(n.event!.startsAt)), ...s.docs.flatMap((d) => (d.meeting ? [d.meeting] : []))].flatMap((d) => [formatDate(d).cs, formatDate(d).en]))
        let seen = 0
        for (const text of allTexts(s)) {
          for (const m of text.cs.matchAll(/\d{1,2}\. \p{Ll}+ \d{4}/gu)) (seen++, expect(known, m[0]).toContain(m[0]))
          for (const m of text.en.matchAll(/\d{1,2} [A-Z][a-z]+ \d{4}/g)) (seen++, expect(known, m[0]).toContain(m[0]))
        }
        expect(seen).toBeGreaterThan(30)
      })

      it('gives applicants one deadline: every date beside an application deadline is a 31 March', () => {
        let seen = 0
        for (const text of allTexts(s)) {
          for (const sentence of sentences(text.en)) {
            if (!/(applications?|apply).*(until|by|deadline)|deadline.*application/i.test(sentence)) continue
            for (const m of sentence.matchAll(/(\d{1,2}) ([A-Z][a-z]+) (\d{4})/g)) {
              if (/open days?|examinations? take|exams? take/i.test(sentence.slice(0, m.index))) continue
              expect(`${m[1]} ${m[2]}`, sentence).toBe('31 March')
              seen++
            }
          }
        }
        expect(seen).toBeGreaterThan(3)
      })

      it('gives applicants one deadline in Czech too: every date beside "přihlášky … do" or "uzávěrka" is a 31. března', () => {
        let seen = 0
        for (const text of allTexts(s)) {
          for (const sentence of sentences(text.cs)) {
            if (!/přihlášk\p{L}*.* do |uzávěrk/iu.test(sentence)) continue
            for (const m of sentence.matchAll(/(\d{1,2})\. (\p{Ll}+) (\d{4})/gu)) {
              if (/otevřených dveří|zkoušky (se konají|proběhnou|probíhají)|zkoušky:/iu.test(sentence.slice(0, m.index))) continue
              expect(`${m[1]}. ${m[2]}`, sentence).toBe('31. března')
              seen++
            }
          }
        }
        expect(seen).toBeGreaterThan(3)
      })

      it('puts open days on Saturdays in November and January, graduation at the end of June, and some events ahead', () => {
        const events = s.items.filter((n) => n.event)
        for (const n of events.filter((e) => /Open Day/.test(e.title.en))) {
          const d = pragueDay(n.event!.startsAt)
          expect(d.getUTCDay(), n.key).toBe(6)
          expect([10, 0]).toContain(d.getUTCMonth())
        }
        for (const n of events.filter((e) => /Graduation/.test(e.title.en))) expect(pragueDay(n.event!.startsAt).getUTCMonth()).toBe(5)
        expect(events.filter((e) => e.event!.startsAt > s.now).length).toBeGreaterThanOrEqual(6)
        for (const e of events) expect(e.event!.startsAt.getTime()).toBeGreaterThan(addDays(day, -380).getTime())
      })
    })
  }

  it('holds defences in faculty rooms, never in a church or a sports hall', () => {
    for (const n of seeded[0]!.items.filter((i) => /defence/i.test(i.title.en))) {
      expect(n.event!.location.en).toMatch(/Building|room/i)
      expect(n.event!.location.en).not.toMatch(/church|sports/i)
    }
  })
})

describe('every text is about its title', () => {
  const { items, docs } = seeded[0]!
  it.each(items.map((n) => [n.key, n] as const))('%s names its subject in the title and the body', (_key, n) => {
    for (const lang of LANGS) {
      const words = n.subject![lang]
      expect(n.title[lang].toLowerCase(), n.title[lang]).toContain(words[0])
      for (const w of words) expect(n.body[lang].toLowerCase(), `${n.key} body (${lang}) lacks "${w}"`).toContain(w)
    }
  })

  it.each(docs.map((d) => [d.key, d] as const))('%s names its subject in the title, description and text', (_key, d) => {
    for (const lang of LANGS) {
      const words = d.keywords[lang]
      expect(d.title[lang].toLowerCase(), d.title[lang]).toContain(words[0])
      expect(d.description[lang].toLowerCase()).toContain(words[0])
      const body = d.sections.slice(1).flatMap((s) => s.paragraphs.map((p) => p[lang])).join(' ').toLowerCase()
      for (const w of words.slice(1)) expect(body, `${d.key} (${lang}) lacks "${w}"`).toContain(w)
    }
  })

  it('repeats no sentence within a document, a news item or an event, and no headline across them', () => {
    for (const lang of LANGS) {
      for (const text of [...items.map((n) => n.body[lang]), ...docs.map((d) => docText(d)[lang])]) {
        const list = sentences(text)
        expect(list.filter((x, i) => list.indexOf(x) !== i)).toEqual([])
      }
      const titles = [...items.map((n) => n.title[lang]), ...docs.map((d) => d.title[lang])]
      expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([])
    }
  })
})

describe('the pages a visitor reaches from the main menu are written', () => {
  const byKey = new Map(tree.map((p) => [p.key, p]))
  const depth = (p: PageSpec): number => (p.parentKey === null ? 0 : 1 + depth(byKey.get(p.parentKey)!))
  const { now, pages } = seeded[0]!

  it('writes every university page within two clicks of the menu and every faculty section (the scaled project and course pages aside)', () => {
    // The university's tree to the grandchildren; each faculty site's sections (its home links them).
    const near = tree.filter((p) => (p.faculty === null ? depth(p) <= 2 : depth(p) === 0) && !/\/x\d+$/.test(p.key))
    const written = new Set(pages.map(([p]) => p.key))
    expect(near.length).toBeGreaterThan(50)
    expect(near.filter((p) => !written.has(p.key) && !fixedPageContent(p, now)).map((p) => p.key)).toEqual([])
  })

  it.each(pages.map(([spec, p]) => [spec.key, spec, p] as const))('%s names its title’s subject in its text', (_key, spec, p) => {
    for (const lang of LANGS) {
      const words = p.subject[lang]
      expect(spec.title[lang].toLowerCase(), spec.title[lang]).toContain(words[0])
      for (const w of words) expect(pageBody(p)[lang].toLowerCase(), `${spec.key} (${lang}) lacks "${w}"`).toContain(w)
      expect(p.sections.length).toBeGreaterThanOrEqual(3)
      for (const x of p.sections) expect(x.body[lang].length, `${spec.key}: ${x.heading[lang]}`).toBeGreaterThan(20)
    }
  })

  it('gives "Facts and figures" every number of the home page, from the fact base', () => {
    const about = pages.find(([spec]) => spec.key === 'uni/about')![1]
    const figures = about.sections.find((x) => x.heading.en === 'Facts and figures')!
    const c = pageContext(now)
    expect(figures.body.en).toContain(`${FACULTIES.length} faculties`)
    expect(figures.body.en).toContain(`${c.programmes.all} study programmes`)
    expect(c.programmes.all).toBe(FACULTIES.flatMap((f) => f.programmes).length)
    for (const n of [UNIVERSITY.students, UNIVERSITY.academicStaff, UNIVERSITY.internationalStudents, ...Object.values(NUMBERS).filter((n) => n !== NUMBERS.gardenSpecies)]) {
      expect(figures.body.en, String(n)).toContain(n.toLocaleString('en-GB'))
    }
  })

  it('states no number that is not a fact: counts on the pages come from the fact base (prices, times and dates aside)', () => {
    const c = pageContext(now)
    const allowed = new Set<number>([
      ...Object.values(NUMBERS), UNIVERSITY.students, UNIVERSITY.academicStaff, UNIVERSITY.otherStaff, UNIVERSITY.internationalStudents,
      ...Object.values(FACULTY_FACTS).flatMap((f) => [f.students, f.academicStaff]), ...Object.values(c.programmes),
    ])
    const streetsWithNumbers = [...Object.values(ADDRESSES), ...Object.values(FACULTY_FACTS).map((f) => f.address)].map((a) => a.street)
    for (const s of seeded) {
      for (const [spec, p] of s.pages) {
        let text = pageBody(p).en
          .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
          .replace(/\+420[\d ]+|\S+@\S+|ISO \d+|room (?:[A-Z]-)?\d+|\d+ to \d+ euros|\d{1,2} [A-Z][a-z]+ \d{4}|\d{4}–\d{4}|History to \d{4}|\d{4}\/\d{2}|\d{3} \d{2} (?=\p{Lu})/gu, ' ')
        for (const street of streetsWithNumbers) text = text.replaceAll(street, ' ')
        for (const m of text.matchAll(/(CZK |€ )?\b(\d{1,3}(?:,\d{3})+|\d{3,})\b( euros| (?:AD|BC))?/g)) {
          const n = Number(m[2]!.replace(/,/g, ''))
          if (m[1] || m[3] || (n >= 1800 && n <= 2100)) continue
          expect(allowed, `${m[0]} on ${spec.key}`).toContain(n)
        }
      }
    }
  })

  it('writes the main address in one version, with its postal code and town', () => {
    const postal = new Map<string, string>([...Object.values(ADDRESSES), ...Object.values(FACULTY_FACTS).map((f) => f.address)].map((a) => [a.street, `${a.postalCode} ${a.city}`]))
    let seen = 0
    for (const s of seeded) {
      for (const text of allTexts(s)) {
        for (const lang of LANGS) {
          for (const [street, code] of postal) {
            for (const m of text[lang].matchAll(new RegExp(`${street.replace('/', '\\/')},? (\\d{3} \\d{2} [\\p{L} ]+?)(?=[,.;)]|$)`, 'gmu'))) (seen++, expect(m[1], m[0]).toBe(code))
          }
        }
      }
    }
    expect(seen).toBeGreaterThan(5)
  })

  it('dates nothing on 24–26 or 31 December', () => {
    for (const s of seeded) {
      for (const text of allTexts(s)) {
        expect(text.cs).not.toMatch(/\b(2[4-6]|31)\. prosince/)
        expect(text.en).not.toMatch(/\b(2[4-6]|31) December/)
      }
    }
  })
})

describe('the drawn pages of a larger scale (bulk projects and courses) keep the calendar too', () => {
  const drawn = buildPageTree(2).filter((p) => /\/x\d+$/.test(p.key))
  for (const now of [DAYS[0]!, DAYS[1]!, DAYS[3]!]) {
    const texts = drawn.map((spec) => {
      const c = pageContent(spec, now)
      return { key: spec.key, text: { cs: [c.perex.cs, ...c.sections.map((x) => x.body.cs)].join('\n'), en: [c.perex.en, ...c.sections.map((x) => x.body.en)].join('\n') } }
    })
    it(`names only the one application deadline and no closed December day (seeded ${now.toISOString().slice(0, 10)})`, () => {
      expect(texts.length).toBeGreaterThan(100)
      for (const { key, text } of texts) {
        for (const sentence of sentences(text.en).filter((x) => /applications? to study|applications for the/i.test(x))) {
          for (const m of sentence.matchAll(/(\d{1,2}) ([A-Z][a-z]+) \d{4}/g)) expect(`${m[1]} ${m[2]}`, `${key}: ${sentence}`).toBe('31 March')
        }
        for (const sentence of sentences(text.cs).filter((x) => /přihlášk\p{L}* ke studiu|uzávěrk\p{L}* přihlášek/iu.test(x))) {
          for (const m of sentence.matchAll(/(\d{1,2})\. (\p{Ll}+) \d{4}/gu)) expect(`${m[1]}. ${m[2]}`, `${key}: ${sentence}`).toBe('31. března')
        }
        expect(text.cs, key).not.toMatch(/\b(2[4-6]|31)\. prosince/)
        expect(text.en, key).not.toMatch(/\b(2[4-6]|31) December/)
      }
    })
  }
})

describe('scale 1 is written: projects, courses and every faculty page', () => {
  const { now, pages } = seeded[0]!
  const people = new Map(peopleSpecs().map((p) => [p.slug, p]))
  const addresses = new Set(tree.flatMap((p) => [paths.content('cs', p.path.cs), paths.content('en', p.path.en)]))

  it('draws no page of the tree: every one is fixed or written', () => {
    expect(tree.filter((p) => !fixedPageContent(p, now) && !writtenPages(now)[p.key]).map((p) => p.key)).toEqual([])
    expect(tree.filter((p) => /\/projects\/w\d+$/.test(p.key)).length).toBe(PROJECTS.length)
    expect(tree.filter((p) => /\/lifelong\/w\d+$/.test(p.key)).length).toBe(COURSES.length)
    expect(buildPageTree(2).filter((p) => /\/x\d+$/.test(p.key)).length).toBeGreaterThan(100)
  })

  it('repeats no sentence within a page, and no sentence on two project or course pages', () => {
    for (const lang of LANGS) {
      for (const [spec, p] of pages) {
        const list = sentences(pageBody(p)[lang])
        expect(list.filter((x, i) => list.indexOf(x) !== i), spec.key).toEqual([])
      }
      const leaves = pages.filter(([spec]) => /\/(projects|lifelong)\/w\d+$/.test(spec.key)).flatMap(([, p]) => [...new Set(p.sections.flatMap((x) => sentences(x.body[lang])))])
      expect(leaves.filter((x, i) => leaves.indexOf(x) !== i)).toEqual([])
    }
  })

  it('links every name to a profile of the directory, and every content link to a page of the tree (never in a perex, which is plain text)', () => {
    for (const [spec, p] of pages) for (const lang of LANGS) expect(p.perex[lang], spec.key).not.toMatch(/\]\(/)
    let seen = 0
    for (const [spec, p] of pages) {
      for (const lang of LANGS) {
        for (const m of pageBody(p)[lang].matchAll(/\[([^\]]+)\]\((\/qf\/[^)?]+)\)/g)) {
          const [, text, href] = m as unknown as [string, string, string]
          const person = /\/qf\/(cs\/lide|en\/people)\/([^/]+)$/.exec(href)
          if (person) {
            const found = people.get(person[2]!)
            expect(found, `${spec.key}: ${href}`).toBeDefined()
            expect(text, spec.key).toContain(found!.familyName)
            seen++
          } else if (!/\/(studium\/programy|study\/programmes)\/|\/(lide|people)$/.test(href)) {
            expect(addresses, `${spec.key}: ${href}`).toContain(href)
          }
        }
      }
    }
    expect(seen).toBeGreaterThan(100)
  })

  it('has each project led by the head of its department, running in the seed year, within the research budget', () => {
    const year = seedDay(now).getUTCFullYear()
    for (const project of PROJECTS) {
      const page = writtenPages(now)[project.key]!
      const head = peopleSpecs().find((p) => p.departmentKey === `${project.faculty}-${project.dept + 1}` && p.role.en === 'Head of Department')!
      expect(pageBody(page).en, project.key).toContain(head.familyName)
      const [, from, to] = /(\d{4})–(\d{4})/.exec(page.perex.en)!.map(Number) as [number, number, number]
      expect(from).toBeLessThanOrEqual(year)
      expect(to).toBeGreaterThanOrEqual(year)
    }
    expect(PROJECTS.reduce((sum, p) => sum + p.budget, 0)).toBeLessThan(NUMBERS.researchBudgetMillions)
  })

  it('starts every course after the seed day, on an open day, at a venue of the fact base', () => {
    for (const s of seeded) {
      for (const course of COURSES) {
        const start = courseStart(course, pageContext(s.now))
        expect(start.getTime(), course.key).toBeGreaterThan(s.now.getTime())
        expect(isClosedDay(start)).toBe(false)
        expect(start.getUTCDay()).toBe(course.weekday)
        const page = writtenPages(s.now)[course.key]!
        expect(pageBody(page).cs).toContain(formatDate(start).cs)
        expect(pageBody(page).en).toContain(course.venue.address.street)
      }
    }
  })
})

/** Every day an academic year names. */
function calendarDates(c: AcademicCalendar): Date[] {
  return Object.values(c).flatMap((v) => (v instanceof Date ? [v] : Array.isArray(v) ? v.filter((x) => x instanceof Date) : v && typeof v === 'object' && 'from' in v ? [v.from, v.to] : []))
}

describe('the academic calendar page shows the year about to start or running', () => {
  // July and August belong to the year about to start; September and January to the running one.
  it.each([
    ['2027-07-15', 2027], ['2027-08-20', 2027], ['2027-09-10', 2027], ['2028-01-15', 2027], ['2027-06-30', 2026],
  ])('seeded on %s it is the year %i/…', (iso, startYear) => {
    const now = new Date(`${iso}T09:30:00Z`)
    const page = writtenPages(now)['uni/study/calendar']!
    const expected = academicCalendar(startYear)
    expect(page.perex.cs).toContain(expected.label.cs)
    expect(page.perex.en).toContain(expected.label.en)
    const yearDays = new Set(calendarDates(expected).flatMap((d) => [formatDate(d).cs, formatDate(d).en]))
    const text = pageBody(page)
    const written = [...text.cs.matchAll(/\d{1,2}\. \p{Ll}+ \d{4}/gu), ...text.en.matchAll(/\d{1,2} [A-Z][a-z]+ \d{4}/g)].map((m) => m[0])
    expect(written.length).toBeGreaterThan(20)
    for (const d of written) expect(yearDays, d).toContain(d)
    // The year's last day on the page, the end of its summer holidays, is still ahead.
    expect(expected.summerHolidays.to.getTime()).toBeGreaterThan(now.getTime())
    expect(text.cs).not.toMatch(/\b(2[4-6]|31)\. prosince/)
    expect(text.en).not.toMatch(/\b(2[4-6]|31) December/)
  })
})
