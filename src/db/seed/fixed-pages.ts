/**
 * Pages whose every sentence is a fact: contacts, leadership, the accessibility statement and
 * the privacy notice. They are written from the fact base (facts.ts), not drawn from word
 * banks, so they cannot contradict it. Each returns a page's perex and sections in both languages.
 */
import { deanTitle, FACULTY_FACTS, isFemale, OFFICER_ROLES, OFFICERS, UNIVERSITY, type Address, type FacultyFacts, type Person } from './facts.js'
import { who } from './pack/write.js'
import { FACULTIES, type FacultySeed } from './faculties.js'
import { accessibilityStatement, privacyNotice } from './fixed-statements.js'
import type { PageContent } from './pages.js'
import type { PageSpec } from './page-tree.js'
import { openDayOnOrBefore } from './calendar.js'
import { addDays, seedDay } from './random.js'
import { joinBi } from './slots.js'
import { bi, formatNumber, type Bi } from './text.js'

type Section = { heading: Bi; body: Bi }

/** Paragraphs, in the storage format of section bodies. */
const lines = (...parts: Bi[]): Bi => joinBi(parts, '\n\n')
const same = (text: string) => bi(text, text)
const addressLine = (a: Address) => `${a.street}, ${a.postalCode} ${a.city}`
const U = UNIVERSITY
const uniName = bi('Univerzita Quercus Fontana', 'Quercus Fontana University')

const contact = (role: Bi, p: Person): Bi =>
  bi(
    `${role.cs}: ${who(p).cs}, ${p.office.cs}, telefon ${p.phone}, e-mail ${p.email}.`,
    `${role.en}: ${who(p).en}, ${p.office.en}, phone ${p.phone}, e-mail ${p.email}.`,
  )

function universityContacts(): PageContent['sections'] {
  return [
    {
      heading: bi('Adresa a spojení', 'Address and contact details'),
      body: lines(
        bi(`${uniName.cs}, ${addressLine(U.address)}.`, `${uniName.en}, ${addressLine(U.address)}, Czech Republic.`),
        bi(`Telefon ${U.phone}, e-mail ${U.email}.`, `Phone ${U.phone}, e-mail ${U.email}.`),
        bi(`Datová schránka ${U.dataBox}, IČO ${U.ico}.`, `Data box ${U.dataBox}, company ID (IČO) ${U.ico}.`),
      ),
    },
    {
      heading: bi('Úřední hodiny', 'Office hours'),
      body: bi(`Podatelna rektorátu je otevřena ${U.officeHours.cs}.`, `The Rector’s Office registry is open ${U.officeHours.en}.`),
    },
    {
      heading: bi('Fakulty', 'Faculties'),
      body: lines(...FACULTIES.map((f) => facultyLine(f, FACULTY_FACTS[f.key]!))),
    },
    {
      heading: bi('Kde nás najdete', 'How to find us'),
      body: bi(
        'Hlavní budova stojí na náměstí Svobody v centru Dubové Hory, pět minut chůze od vlakového nádraží. Na kampus Dubový háj jezdí městská linka číslo 7. Nejbližší parkoviště je v ulici Pod Hradbami, místa pro držitele průkazu ZTP jsou přímo u vchodu.',
        'The Main Building stands on Svobody Square in the centre of Dubová Hora, a five-minute walk from the railway station. City bus line 7 runs to the Dubový háj campus. The nearest car park is in Pod Hradbami Street, with accessible spaces right by the entrance.',
      ),
    },
    {
      heading: bi('Dokumenty ke stažení', 'Downloads'),
      body: bi(
        'Studijní a zkušební řád, stipendijní řád, harmonogram akademického roku, výroční zprávy a další předpisy a formuláře najdete v sekci Dokumenty, kde je můžete filtrovat podle fakulty a druhu dokumentu.',
        'The study and examination regulations, the scholarship regulations, the academic calendar, annual reports and other regulations and forms are in the Documents section, where you can filter them by faculty and type.',
      ),
    },
  ]
}

const facultyLine = (f: FacultySeed, facts: FacultyFacts): Bi =>
  bi(
    `${f.name.cs}: ${addressLine(facts.address)}, telefon ${facts.phone}, e-mail ${facts.email}.`,
    `${f.name.en}: ${addressLine(facts.address)}, phone ${facts.phone}, e-mail ${facts.email}.`,
  )

function facultyContacts(f: FacultySeed): PageContent['sections'] {
  const facts = FACULTY_FACTS[f.key]!
  return [
    { heading: bi('Adresa a spojení', 'Address and contact details'), body: facultyLine(f, facts) },
    { heading: bi('Děkanát', 'Dean’s Office'), body: contact(deanTitle(facts.dean), facts.dean) },
    {
      heading: bi('Studijní oddělení', 'Student Affairs Office'),
      body: bi(
        `Studijní oddělení odpovídá na e-mailu ${facts.email} a na telefonu ${facts.phone}; úřední hodiny jsou ${U.officeHours.cs}.`,
        `The Student Affairs Office answers at ${facts.email} and on ${facts.phone}; office hours are ${U.officeHours.en}.`,
      ),
    },
  ]
}

function universityLeadership(): PageContent['sections'] {
  return [
    {
      heading: bi('Rektorka', 'Rector'),
      body: lines(
        bi(`V čele univerzity stojí od roku ${U.rectorSince} ${U.rectorTitle.cs} ${who(U.rector).cs}.`, `The university has been led since ${U.rectorSince} by ${U.rectorTitle.en} ${who(U.rector).en}.`),
        contact(bi('Kontakt', 'Contact'), U.rector),
      ),
    },
    {
      heading: bi('Prorektoři', 'Vice-Rectors'),
      body: lines(contact(OFFICER_ROLES.viceRectorStudy, OFFICERS.viceRectorStudy), contact(OFFICER_ROLES.viceRectorResearch, OFFICERS.viceRectorResearch), contact(OFFICER_ROLES.viceRectorInternational, OFFICERS.viceRectorInternational)),
    },
    { heading: bi('Kvestor', 'Bursar'), body: contact(bi('Kvestor', 'Bursar'), U.bursar) },
    {
      heading: bi('Děkani fakult', 'Deans of the faculties'),
      body: lines(
        ...FACULTIES.map((f) => {
          const dean = FACULTY_FACTS[f.key]!.dean
          return bi(`${f.name.cs}: ${deanTitle(dean).cs} ${who(dean).cs}.`, `${f.name.en}: ${deanTitle(dean).en} ${who(dean).en}.`)
        }),
      ),
    },
  ]
}

function facultyLeadership(f: FacultySeed): PageContent['sections'] {
  const facts = FACULTY_FACTS[f.key]!
  const title = deanTitle(facts.dean)
  return [
    { heading: bi('Vedení fakulty', 'Faculty leadership'), body: contact(title, facts.dean) },
    {
      heading: bi('Sekretariát děkanátu', 'Dean’s Office'),
      body: bi(
        `Schůzku ${isFemale(facts.dean) ? 's děkankou' : 's děkanem'} si domluvíte na sekretariátu: telefon ${facts.phone}, e-mail ${facts.email}, ${facts.dean.office.cs}.`,
        `Appointments with the Dean are made through the Dean’s Office: phone ${facts.phone}, e-mail ${facts.email}, ${facts.dean.office.en}.`,
      ),
    },
    {
      heading: bi('Fakulta v číslech', 'Facts and figures'),
      body: bi(
        `${f.name.cs} v dnešní podobě působí od roku ${facts.established}. Studuje na ní ${formatNumber(facts.students).cs} studentů a vyučuje ${facts.academicStaff} akademických pracovníků.`,
        `The ${f.name.en} has existed in its present form since ${facts.established}. It has ${formatNumber(facts.students).en} students and ${facts.academicStaff} academic staff.`,
      ),
    },
  ]
}

/** A fixed page's content, or null for a page whose text is drawn. */
export function fixedPageContent(spec: PageSpec, now: Date): PageContent | null {
  const [site, ...rest] = spec.key.split('/')
  const key = rest.join('/')
  const faculty = FACULTIES.find((f) => f.key === site) ?? null
  const day = seedDay(now)
  const sections = ((): Section[] | null => {
    if (site === 'uni' && key === 'about/contacts') return universityContacts()
    if (site === 'uni' && key === 'about/leadership') return universityLeadership()
    if (site === 'uni' && key === 'about/accessibility') return accessibilityStatement(day)
    if (site === 'uni' && key === 'about/privacy') return privacyNotice()
    if (faculty && key === 'about/contacts') return facultyContacts(faculty)
    if (faculty && key === 'about/leadership') return facultyLeadership(faculty)
    return null
  })()
  if (!sections) return null
  return { perex: PEREX[key] ?? same(''), updatedAt: lastEdited(now), sections }
}

/** A written page was last edited a week before the seed day, moved back off a closed day. */
export const lastEdited = (now: Date): Date => openDayOnOrBefore(addDays(seedDay(now), -7))

const PEREX: Record<string, Bi> = {
  'about/contacts': bi('Adresy, telefony a úřední hodiny univerzity a jejích fakult.', 'Addresses, phone numbers and office hours of the university and its faculties.'),
  'about/leadership': bi('Kdo univerzitu a její fakulty vede a jak se na ně obrátit.', 'Who leads the university and its faculties, and how to reach them.'),
  'about/accessibility': bi('Jak jsou tyto stránky přístupné podle zákona č. 99/2019 Sb. a kam hlásit problémy.', 'How accessible this website is under Czech Act No. 99/2019 and where to report problems.'),
  'about/privacy': bi('Jak zpracováváme osobní údaje studentů, zaměstnanců, zákazníků e-shopu a návštěvníků webu.', 'How we process the personal data of students, staff, e-shop customers and website visitors.'),
}
