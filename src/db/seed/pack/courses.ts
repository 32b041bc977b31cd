/**
 * The lifelong-learning courses of the written pack, each a page under Lifelong Learning: who
 * teaches it, where (a venue of the fact base), on which weekday and from which day (the first
 * such weekday of the coming semester, off closed days), how many meetings, the fee. Registration
 * is worded apart from applications to study, which have the one deadline.
 */
import { academicCalendar, nextOpenDay, type AcademicCalendar } from '../calendar.js'
import { FACULTIES } from '../faculties.js'
import { VENUES, venueLine, type Venue } from '../facts.js'
import type { PageContext, WrittenPage } from './pages.js'
import { headOf, profile } from './staff.js'
import { about, bi, clock, day, num, type Bi, type Subject } from './write.js'

export interface CourseSeed {
  /** Under `uni/study/lifelong`: `uni/study/lifelong/w1`. */
  key: string
  title: Bi
  subject: Subject
  /** The faculty and department that teach it (the department's head is the guarantor). */
  faculty: string
  dept: number
  venue: Venue
  semester: 'winter' | 'summer'
  weekday: number
  at: [number, number]
  hours: number
  meetings: number
  /** Fee in crowns; 0 is free. */
  fee: number
  capacity: number
  content: Bi
  audience: Bi
}

const WEEKDAY: Record<number, Bi> = { 1: bi('v pondělí', 'on Mondays'), 2: bi('v úterý', 'on Tuesdays'), 3: bi('ve středu', 'on Wednesdays'), 4: bi('ve čtvrtek', 'on Thursdays'), 6: bi('v sobotu', 'on Saturdays') }

export const COURSES: CourseSeed[] = [
  {
    key: 'uni/study/lifelong/w1', faculty: 'fie', dept: 0, venue: VENUES.fie, semester: 'winter', weekday: 2, at: [17, 0], hours: 2, meetings: 8, fee: 3200, capacity: 20,
    title: bi('Analýza dat v tabulkách', 'Data Analysis in Spreadsheets'),
    subject: about('tabul|dat', 'spreadsheet|data'),
    content: bi('Kurz učí čistit a spojovat data v tabulkovém procesoru, používat kontingenční tabulky a kreslit grafy, které něco sdělí; každý účastník zpracuje vlastní data z práce.', 'The course teaches cleaning and joining data in a spreadsheet, using pivot tables and drawing charts that say something; each participant works on their own data from work.'),
    audience: bi('Je určen pracovníkům úřadů a firem, kteří s tabulkami pracují, ale nikdy se je neučili soustavně.', 'It is meant for office and company staff who work with spreadsheets but never learnt them systematically.'),
  },
  {
    key: 'uni/study/lifelong/w2', faculty: 'fpv', dept: 0, venue: VENUES.garden, semester: 'summer', weekday: 6, at: [9, 0], hours: 3, meetings: 5, fee: 1800, capacity: 16,
    title: bi('Léčivé byliny', 'Medicinal Herbs'),
    subject: about('bylin|léčiv', 'herb|medicinal'),
    content: bi('Účastníci poznávají léčivé byliny ve sbírkách Botanické zahrady, učí se je sbírat, sušit a bezpečně používat a dozvědí se, které se zaměňují s jedovatými.', 'Participants learn to recognise medicinal herbs in the Botanical Garden’s collections, to gather, dry and use them safely, and which of them are confused with poisonous plants.'),
    audience: bi('Kurz je pro zahrádkáře a všechny, kdo chtějí byliny znát lépe; předchozí znalosti nejsou potřeba.', 'The course is for gardeners and anyone who wants to know herbs better; no previous knowledge is needed.'),
  },
  {
    key: 'uni/study/lifelong/w3', faculty: 'ff', dept: 0, venue: VENUES.libraryHall, semester: 'winter', weekday: 3, at: [17, 30], hours: 2, meetings: 10, fee: 1500, capacity: 40,
    title: bi('Dějiny Dubové Hory', 'History of Dubová Hora'),
    subject: about('dějin|dubov', 'history|dubová'),
    content: bi('Přednášky provedou dějinami Dubové Hory od první písemné zmínky přes městské knihy a průmyslový rozvoj až po vznik univerzity; poslední setkání je vycházkou po historickém centru.', 'The lectures take participants through the history of Dubová Hora from its first written mention through the town books and industrial growth to the founding of the university; the last meeting is a walk through the historic centre.'),
    audience: bi('Kurz je otevřen všem zájemcům o dějiny regionu, včetně posluchačů Univerzity třetího věku.', 'The course is open to anyone interested in the region’s past, including students of the University of the Third Age.'),
  },
  {
    key: 'uni/study/lifelong/w4', faculty: 'fie', dept: 1, venue: VENUES.fie, semester: 'summer', weekday: 4, at: [10, 0], hours: 2, meetings: 6, fee: 0, capacity: 24,
    title: bi('Digitální bezpečnost pro seniory', 'Digital Safety for Seniors'),
    subject: about('bezpečn|senior', 'safety|senior'),
    content: bi('Na kurzu senioři poznávají podvodné e-maily a zprávy, nastaví si bezpečná hesla a ověřování ve dvou krocích a zkusí si bezpečné placení na internetu na vlastním telefonu.', 'On the course seniors learn to recognise fraudulent e-mails and messages, set up safe passwords and two-step verification and try safe online payment on their own phone.'),
    audience: bi('Kurz je pro seniory, kteří používají chytrý telefon nebo počítač; je zdarma díky podpoře města Dubová Hora.', 'The course is for seniors who use a smartphone or a computer; it is free thanks to the support of the town of Dubová Hora.'),
  },
  {
    key: 'uni/study/lifelong/w5', faculty: 'pdf', dept: 0, venue: VENUES.pdf, semester: 'winter', weekday: 6, at: [8, 30], hours: 6, meetings: 12, fee: 18500, capacity: 30,
    title: bi('Pedagogické minimum', 'Teaching Skills for Professionals'),
    subject: about('pedagogick|učitel', 'teaching|teacher'),
    content: bi('Kurz dává pedagogické vzdělání odborníkům, kteří učí odborné předměty na středních školách bez učitelské kvalifikace: didaktiku, psychologii žáka, hodnocení a náslechy ve fakultních školách.', 'The course gives a teaching qualification to professionals who teach vocational subjects at secondary schools without a teacher’s training: didactics, the psychology of pupils, assessment and observed lessons in the faculty’s teaching schools.'),
    audience: bi('Je akreditován Ministerstvem školství, mládeže a tělovýchovy a trvá dva semestry.', 'It is accredited by the Ministry of Education, Youth and Sports and takes two semesters.'),
  },
]

/** The coming semester's teaching start of the course's kind, on or after the seed day. */
function semesterStart(course: CourseSeed, c: PageContext): Date {
  const pick = (y: AcademicCalendar) => (course.semester === 'winter' ? y.winterTeaching.from : y.summerTeaching.from)
  for (let y = c.year.startYear - 1; ; y++) {
    const start = pick(academicCalendar(y))
    if (start >= c.day) return start
  }
}

/** The course's first meeting: its weekday in the first teaching week of the coming semester, off closed days. */
export const courseStart = (course: CourseSeed, c: PageContext): Date => nextOpenDay(semesterStart(course, c), course.weekday)

const sec = (cs: string, en: string, body: Bi) => ({ heading: bi(cs, en), body })

export function coursePage(course: CourseSeed, c: PageContext): WrittenPage {
  const f = FACULTIES.find((x) => x.key === course.faculty)!
  const guarantor = headOf(f.key, course.dept)
  const start = day(courseStart(course, c))
  const time = clock(course.at[0], course.at[1])
  const fee = course.fee === 0 ? bi('Kurz je zdarma.', 'The course is free.') : bi(`Kurzovné je ${num(course.fee).cs} Kč.`, `The fee is CZK ${num(course.fee).en}.`)
  const place = venueLine(course.venue)
  return {
    subject: course.subject,
    perex: bi(`${course.title.cs}: kurz celoživotního vzdělávání, ${course.meetings} setkání ${WEEKDAY[course.weekday]!.cs} od ${start.cs}.`, `${course.title.en}: a lifelong learning course, ${course.meetings} meetings ${WEEKDAY[course.weekday]!.en} from ${start.en}.`),
    sections: [
      sec('Obsah kurzu', 'What the course covers', paras2(course.content, course.audience)),
      sec('Termíny a místo', 'Dates and place', bi(
        `Kurz začíná ${start.cs} a koná se ${WEEKDAY[course.weekday]!.cs} od ${time.cs} hodin, ${course.meetings}krát po ${course.hours} hodinách; místo: ${place.cs}.`,
        `The course begins on ${start.en} and meets ${WEEKDAY[course.weekday]!.en} at ${time.en}, ${course.meetings} times for ${course.hours} hours; place: ${place.en}.`,
      )),
      sec('Registrace a kurzovné', 'Registration and fee', bi(
        `${fee.cs} Kurz má ${course.capacity} míst a každý, kdo ho dokončí, dostane osvědčení; registrace se uzavírá týden před prvním setkáním (${start.cs}) nebo po naplnění kapacity.`,
        `${fee.en} The course has ${course.capacity} places, and everyone who completes it receives a certificate; registration closes a week before the first meeting (${start.en}) or when it is full.`,
      )),
      sec('Garant kurzu', 'Course guarantor', bi(
        `Kurz garantuje ${profile(guarantor).cs} (${f.departments[course.dept]!.cs}, ${f.name.cs}); dotazy zodpoví na ${guarantor.email}.`,
        `The course guarantor is ${profile(guarantor).en} (${f.departments[course.dept]!.en}, ${f.name.en}), who answers questions at ${guarantor.email}.`,
      )),
    ],
  }
}

const paras2 = (a: Bi, b: Bi): Bi => bi(`${a.cs} ${b.cs}`, `${a.en} ${b.en}`)
