/**
 * The staff directory: the rector, the bursar and the deans exactly as the fact base states
 * them, and a generated staff for every department with Czech names in the right grammatical
 * gender and titles that fit their roles (a professor is "prof.", a doctoral student has no
 * Ph.D. yet). Pure and deterministic: the same list on every run.
 */
import { FACULTIES, type FacultySeed } from './faculties.js'
import { deanTitle, FACULTY_FACTS, OFFICER_ROLES, OFFICERS, UNIVERSITY, type Person } from './facts.js'
import { rngFor, type Rng } from './random.js'
import { bi, slugify, uniqueSlug, type Bi } from './text.js'

export interface DepartmentSpec {
  key: string
  /** null: a unit of the university, not of a faculty. */
  faculty: FacultySeed | null
  name: Bi
  sort: number
}

export interface PersonSpec extends Person {
  slug: string
  faculty: FacultySeed | null
  departmentKey: string
  role: Bi
  /** When the person sees students and visitors ('' for nobody's fixed hours). */
  officeHours: Bi
  /** What they work on, as a sentence-free list ('' for staff outside research). */
  research: Bi
  sort: number
}

type Gender = 'f' | 'm'

export const GIVEN: Record<Gender, string[]> = {
  f: ['Jana', 'Eva', 'Lucie', 'Martina', 'Lenka', 'Veronika', 'Michaela', 'Tereza', 'Zuzana', 'Barbora', 'Markéta', 'Alena', 'Ivana', 'Simona', 'Klára', 'Monika', 'Hana', 'Dagmar', 'Pavla', 'Radka'],
  m: ['Jiří', 'Petr', 'Pavel', 'Jaroslav', 'Miroslav', 'Lukáš', 'Ondřej', 'David', 'Michal', 'Jakub', 'Vojtěch', 'Karel', 'Josef', 'Zdeněk', 'Filip', 'Radek', 'Marek', 'Aleš', 'Roman', 'Daniel'],
}

/** Surnames as [male, female]; Czech female forms are not derivable by one rule (Němec → Němcová). */
const SURNAMES: Array<[string, string]> = [
  ['Novák', 'Nováková'], ['Svoboda', 'Svobodová'], ['Novotný', 'Novotná'], ['Černý', 'Černá'], ['Procházka', 'Procházková'],
  ['Kučera', 'Kučerová'], ['Veselý', 'Veselá'], ['Krejčí', 'Krejčí'], ['Němec', 'Němcová'], ['Pokorný', 'Pokorná'],
  ['Pospíšil', 'Pospíšilová'], ['Hájek', 'Hájková'], ['Jelínek', 'Jelínková'], ['Král', 'Králová'], ['Růžička', 'Růžičková'],
  ['Beneš', 'Benešová'], ['Fiala', 'Fialová'], ['Sedláček', 'Sedláčková'], ['Doležal', 'Doležalová'], ['Zeman', 'Zemanová'],
  ['Kolář', 'Kolářová'], ['Navrátil', 'Navrátilová'], ['Čermák', 'Čermáková'], ['Urban', 'Urbanová'], ['Blažek', 'Blažková'],
  ['Kříž', 'Křížová'], ['Kovář', 'Kovářová'], ['Bartoš', 'Bartošová'], ['Vlček', 'Vlčková'], ['Polák', 'Poláková'],
  ['Musil', 'Musilová'], ['Šimek', 'Šimková'], ['Konečný', 'Konečná'], ['Malý', 'Malá'], ['Holub', 'Holubová'],
  ['Štěpánek', 'Štěpánková'], ['Kadlec', 'Kadlecová'], ['Dušek', 'Dušková'], ['Havlíček', 'Havlíčková'], ['Matoušek', 'Matoušková'],
]

/** The degree a faculty's academics hold, by field: RNDr. in science, PhDr. in arts, ... */
const FIELD_TITLE: Record<string, { doctor: string; master: string }> = {
  fpv: { doctor: 'RNDr.', master: 'Mgr.' },
  ff: { doctor: 'PhDr.', master: 'Mgr.' },
  pdf: { doctor: 'PaedDr.', master: 'Mgr.' },
  fie: { doctor: 'Ing.', master: 'Ing.' },
}

interface Rank {
  role: Record<Gender, Bi>
  titles: (field: { doctor: string; master: string }, rng: Rng) => [string, string]
}

const rank = (csM: string, csF: string, en: string, titles: Rank['titles']): Rank => ({ role: { m: bi(csM, en), f: bi(csF, en) }, titles })

const PROFESSOR = rank('profesor', 'profesorka', 'Professor', (f, rng) => [`prof. ${f.doctor}`, rng.chance(0.3) ? 'CSc.' : 'Ph.D.'])
const ASSOCIATE = rank('docent', 'docentka', 'Associate Professor', (f) => [`doc. ${f.doctor}`, 'Ph.D.'])
const ASSISTANT = rank('odborný asistent', 'odborná asistentka', 'Assistant Professor', (f, rng) => [rng.chance(0.5) ? f.doctor : f.master, 'Ph.D.'])
const LECTURER = rank('lektor', 'lektorka', 'Lecturer', (f) => [f.master, ''])
const DOCTORAL = rank('doktorand', 'doktorandka', 'Doctoral Student', (f) => [f.master, ''])
const SECRETARY = rank('sekretář katedry', 'sekretářka katedry', 'Department Secretary', (_f, rng) => [rng.chance(0.5) ? 'Bc.' : '', ''])
const HEAD = { m: bi('vedoucí katedry', 'Head of Department'), f: bi('vedoucí katedry', 'Head of Department') }
const VICE_DEAN = rank('proděkan pro studium', 'proděkanka pro studium', 'Vice-Dean for Studies', (f) => [`doc. ${f.doctor}`, 'Ph.D.'])
const STUDY_OFFICER = rank('studijní referent', 'studijní referentka', 'Study Officer', (_f, rng) => [rng.chance(0.6) ? 'Bc.' : '', ''])

/** The staff of one department below its head, senior first. */
const DEPARTMENT_STAFF: Rank[] = [PROFESSOR, ASSOCIATE, ASSOCIATE, ASSISTANT, ASSISTANT, ASSISTANT, LECTURER, DOCTORAL, SECRETARY]

const EMAIL_DOMAIN = 'qfu.example.cz'

const ascii = (text: string) => slugify(text).replace(/-/g, '')

/** The building part of the dean's office ("Budova B, Rokitanského 62") and its letter. */
function building(facts: Person['office']): { where: Bi; letter: string } {
  const where = bi(facts.cs.replace(/, místnost .*$/, ''), facts.en.replace(/, room .*$/, ''))
  return { where, letter: /místnost ([A-Z])-/.exec(facts.cs)?.[1] ?? 'A' }
}

/** Weekly consultation hours of academics (Czech and English). */
const OFFICE_HOURS: Bi[] = [
  bi('pondělí 10.00–11.30', 'Monday 10–11.30 am'),
  bi('úterý 13.00–14.30', 'Tuesday 1–2.30 pm'),
  bi('středa 9.00–10.30', 'Wednesday 9–10.30 am'),
  bi('čtvrtek 14.00–15.30', 'Thursday 2–3.30 pm'),
  bi('pátek 9.00–10.30', 'Friday 9–10.30 am'),
]
const OFFICER_HOURS: Bi[] = [bi('úterý a čtvrtek 9.00–11.00', 'Tuesday and Thursday 9–11 am'), bi('pondělí a středa 13.00–15.00', 'Monday and Wednesday 1–3 pm')]
const OFFICER_RESEARCH: Record<string, Bi> = {
  viceRectorStudy: bi('didaktika matematiky, hodnocení výsledků učení', 'mathematics education, assessment of learning'),
  viceRectorResearch: bi('katalytické materiály, fyzikální chemie povrchů', 'catalytic materials, surface physical chemistry'),
  viceRectorInternational: bi('menšinové jazyky, sociolingvistika', 'minority languages, sociolinguistics'),
  libraryDirector: bi('raně novověký knihtisk, dějiny knihoven', 'early modern printing, history of libraries'),
  counsellingHead: bi('psychologie učení, zvládání stresu u studentů', 'psychology of learning, student stress'),
}

/** `count` of the faculty's research themes from `start` on; Czech keeps its themes in the genitive ("výzkum půdní mikrobioty"). */
function researchOf(f: FacultySeed, start: number, count: number): Bi {
  const themes = Array.from({ length: count }, (_, i) => f.themes[(start + i) % f.themes.length]!)
  return bi(themes.map((t) => `výzkum ${t.cs}`).join(', '), themes.map((t) => t.en).join(', '))
}

export function departmentSpecs(): DepartmentSpec[] {
  const out: DepartmentSpec[] = [{ key: 'rectorate', faculty: null, name: bi('Rektorát', 'Rector’s Office'), sort: 0 }]
  for (const f of FACULTIES) {
    out.push({ key: `${f.key}-office`, faculty: f, name: bi('Děkanát', 'Dean’s Office'), sort: 0 })
    f.departments.forEach((name, i) => out.push({ key: `${f.key}-${i + 1}`, faculty: f, name, sort: i + 1 }))
  }
  return out
}

/** Every person of the directory, leadership first. */
export function peopleSpecs(): PersonSpec[] {
  const usedNames = new Set<string>()
  const usedSlugs = new Set<string>()
  const usedEmails = new Set<string>()
  const out: PersonSpec[] = []
  const add = (person: Omit<PersonSpec, 'slug'>) => {
    usedNames.add(`${person.givenName} ${person.familyName}`)
    usedEmails.add(person.email)
    out.push({ ...person, slug: uniqueSlug(slugify(`${person.givenName} ${person.familyName}`), usedSlugs) })
  }

  const byAppointment = bi('po předchozí domluvě na sekretariátu rektorátu', 'by appointment through the Rector’s Office')
  add({ ...UNIVERSITY.rector, faculty: null, departmentKey: 'rectorate', role: UNIVERSITY.rectorTitle, officeHours: byAppointment, research: bi('dějiny vzdělávání, školská politika', 'history of education, education policy'), sort: 1 })
  add({ ...UNIVERSITY.bursar, faculty: null, departmentKey: 'rectorate', role: bi('kvestor', 'Bursar'), officeHours: byAppointment, research: bi('', ''), sort: 2 })
  for (const [i, [key, officer]] of Object.entries(OFFICERS).entries()) {
    add({ ...officer, faculty: null, departmentKey: 'rectorate', role: OFFICER_ROLES[key as keyof typeof OFFICERS], officeHours: OFFICER_HOURS[i % OFFICER_HOURS.length]!, research: OFFICER_RESEARCH[key] ?? bi('', ''), sort: 3 + i })
  }
  add({ ...UNIVERSITY.dataProtectionOfficer, faculty: null, departmentKey: 'rectorate', role: bi('pověřenkyně pro ochranu osobních údajů', 'Data Protection Officer'), officeHours: OFFICER_HOURS[0]!, research: bi('', ''), sort: 3 + Object.keys(OFFICERS).length })

  for (const [fi, f] of FACULTIES.entries()) {
    const facts = FACULTY_FACTS[f.key]!
    const field = FIELD_TITLE[f.key]!
    const { where, letter } = building(facts.dean.office)
    // Extensions 300–899 of the faculty's exchange: the fact base uses x00, x11 and x20.
    const exchange = facts.phone.slice(0, -3)
    let extension = 300
    const base = 100 * (fi + 1)
    add({ ...facts.dean, faculty: f, departmentKey: `${f.key}-office`, role: deanTitle(facts.dean), officeHours: bi('po předchozí domluvě na sekretariátu děkanátu', 'by appointment through the Dean’s Office'), research: researchOf(f, fi, 2), sort: base })

    const generate = (departmentKey: string, role: (g: Gender) => Bi, ranked: Rank | null, sort: number, floor: number) => {
      const rng = rngFor('person', departmentKey, sort)
      const gender: Gender = rng.chance(0.5) ? 'f' : 'm'
      let givenName = ''
      let familyName = ''
      do {
        givenName = rng.pick(GIVEN[gender])
        familyName = rng.pick(SURNAMES)[gender === 'm' ? 0 : 1]
      } while (usedNames.has(`${givenName} ${familyName}`))
      const [titlesBefore, titlesAfter] = (ranked ?? ASSOCIATE).titles(field, rng)
      let email = `${ascii(givenName)}.${ascii(familyName)}@${EMAIL_DOMAIN}`
      for (let n = 2; usedEmails.has(email); n++) email = `${ascii(givenName)}.${ascii(familyName)}${n}@${EMAIL_DOMAIN}`
      const room = `${letter}-${floor}${String(rng.int(1, 40)).padStart(2, '0')}`
      // Academics see students weekly and name what they research; administrators keep office hours only.
      const academic = ranked !== null && ranked !== SECRETARY && ranked !== STUDY_OFFICER
      const officeHours = ranked === SECRETARY || ranked === STUDY_OFFICER ? bi(UNIVERSITY.officeHours.cs, UNIVERSITY.officeHours.en) : rng.pick(OFFICE_HOURS)
      add({
        titlesBefore,
        givenName,
        familyName,
        titlesAfter,
        email,
        phone: `${exchange}${extension++}`,
        office: bi(`${where.cs}, místnost ${room}`, `${where.en}, room ${room}`),
        faculty: f,
        departmentKey,
        role: role(gender),
        officeHours,
        research: academic ? researchOf(f, rng.int(0, f.themes.length - 1), ranked === DOCTORAL ? 1 : 2) : bi('', ''),
        sort,
      })
    }

    generate(`${f.key}-office`, (g) => VICE_DEAN.role[g], VICE_DEAN, base + 1, 2)
    generate(`${f.key}-office`, (g) => STUDY_OFFICER.role[g], STUDY_OFFICER, base + 2, 1)
    f.departments.forEach((_name, di) => {
      const key = `${f.key}-${di + 1}`
      const floor = (di % 4) + 1
      const at = base + 10 * (di + 1)
      // The head is a professor or an associate professor; the role names the office held.
      generate(key, (g) => HEAD[g], rngFor('head', key).chance(0.5) ? PROFESSOR : ASSOCIATE, at, floor)
      const staff = rngFor('staff', key).int(5, DEPARTMENT_STAFF.length)
      DEPARTMENT_STAFF.slice(0, staff).forEach((r, i) => generate(key, (g) => r.role[g], r, at + i + 1, floor))
    })
  }
  return out
}
