/**
 * The slot values that sentence templates draw from: people, places, dates, numbers, and the
 * organisation a text is about. All names are invented; the town of Dubová Hora is fictional.
 */
import { deanTitle, FACULTY_FACTS, fullName, UNIVERSITY, type Person } from './facts.js'
import { ALL_THEMES, FACULTIES, UNIVERSITY_NAMES, type FacultySeed } from './faculties.js'
import { academicCalendar, calendarOn, nextOpenDay, openDayOnOrBefore } from './calendar.js'
import { addDays, seedDay, type Rng } from './random.js'
import { bi, formatDate, formatNumber, type Bi, type Slots } from './text.js'

const FIRST_F = ['Jana', 'Kateřina', 'Lucie', 'Markéta', 'Tereza', 'Veronika', 'Alena', 'Zuzana', 'Petra', 'Hana']
const FIRST_M = ['Jan', 'Petr', 'Tomáš', 'Martin', 'Jiří', 'Ondřej', 'Lukáš', 'Pavel', 'David', 'Vojtěch']
/** Male surname and its feminine form; Czech surnames change with gender. */
const SURNAMES: Array<[string, string]> = [
  ['Dvořák', 'Dvořáková'], ['Havelka', 'Havelková'], ['Šťastný', 'Šťastná'], ['Kučera', 'Kučerová'],
  ['Procházka', 'Procházková'], ['Veselý', 'Veselá'], ['Horák', 'Horáková'], ['Němec', 'Němcová'],
  ['Pokorný', 'Pokorná'], ['Růžička', 'Růžičková'], ['Beneš', 'Benešová'], ['Fiala', 'Fialová'],
  ['Sedláček', 'Sedláčková'], ['Doležal', 'Doležalová'], ['Zeman', 'Zemanová'], ['Kříž', 'Křížová'],
]
const TITLES: Array<[string, string]> = [
  ['prof. RNDr.', ', CSc.'], ['doc. Mgr.', ', Ph.D.'], ['doc. PhDr.', ', Ph.D.'], ['Mgr.', ', Ph.D.'],
  ['Ing.', ', Ph.D.'], ['RNDr.', ''], ['PhDr.', ''], ['Mgr.', ''], ['Ing.', ''],
]

/** The people of the fact base, by "Given Family": a drawn name must never be one of theirs. */
const FACT_PEOPLE = new Set(
  [UNIVERSITY.rector, UNIVERSITY.bursar, UNIVERSITY.dataProtectionOfficer, ...Object.values(FACULTY_FACTS).map((f) => f.dean)].map(
    (p) => `${p.givenName} ${p.familyName}`,
  ),
)

/**
 * A fictional academic with Czech titles; names are the same in both languages. Never the
 * rector, the bursar or a dean: a random head of the library named like the rector would make
 * two sentences of the site disagree about who she is.
 */
export function person(rng: Rng): Bi {
  for (;;) {
    const female = rng.chance(0.5)
    const [m, f] = rng.pick(SURNAMES)
    const first = rng.pick(female ? FIRST_F : FIRST_M)
    const [before, after] = rng.pick(TITLES)
    if (FACT_PEOPLE.has(`${first} ${female ? f : m}`)) continue
    const name = `${before} ${first} ${female ? f : m}${after}`
    return { cs: name, en: name }
  }
}

/** "rektorka prof. PhDr. Helena Dvořáková, Ph.D." / "Rector prof. PhDr. Helena Dvořáková, Ph.D.". */
const withRole = (role: Bi, who: Person): Bi => bi(`${role.cs} ${fullName(who)}`, `${role.en} ${fullName(who)}`)

/** Who heads the university (its rector) or a faculty (its dean), with the title of office. */
export function headOf(faculty: FacultySeed | null): Bi {
  if (!faculty) return withRole(UNIVERSITY.rectorTitle, UNIVERSITY.rector)
  const dean = FACULTY_FACTS[faculty.key]!.dean
  return withRole(deanTitle(dean), dean)
}

/** Where something happens, as a phrase with its preposition ("v Aule Quercus"). */
export const PLACES: Bi[] = [
  bi('v hlavní budově na náměstí Svobody', 'in the Main Building on Svobody Square'),
  bi('v areálu Kampus Dubový háj', 'on the Dubový háj campus'),
  bi('v budově Univerzitní knihovny', 'in the University Library building'),
  bi('v posluchárně P1 v Pavilonu A', 'in lecture hall P1 in Pavilion A'),
  bi('v Centru celoživotního vzdělávání v Lipové ulici', 'at the Lifelong Learning Centre in Lipová Street'),
  bi('v Aule Quercus', 'in the Quercus Hall'),
  bi('ve Studentském centru U Pramene', 'at the U Pramene Student Centre'),
  bi('v Pavilonu B na Kampusu Dubový háj', 'in Pavilion B on the Dubový háj campus'),
]

/** Event venues as an address line, the form stored in `news.event_location`. */
export const VENUES: Bi[] = [
  bi('Aula Quercus, Hlavní budova, náměstí Svobody 1, Dubová Hora', 'Quercus Hall, Main Building, Svobody Square 1, Dubová Hora'),
  bi('Posluchárna P1, Pavilon A, Kampus Dubový háj', 'Lecture hall P1, Pavilion A, Dubový háj campus'),
  bi('Univerzitní knihovna, studovna ve 2. patře', 'University Library, reading room on the 2nd floor'),
  bi('Botanická zahrada, Zahradní 12, Dubová Hora', 'Botanical Garden, Zahradní 12, Dubová Hora'),
  bi('Sportovní hala Na Výšinách', 'Na Výšinách Sports Hall'),
  bi('Studentské centrum U Pramene, Lipová 5', 'U Pramene Student Centre, Lipová 5'),
  bi('Kostel sv. Václava, Horní náměstí, Dubová Hora', "St Wenceslas' Church, Horní Square, Dubová Hora"),
  bi('Online přenos z Auly Quercus', 'Live stream from the Quercus Hall'),
]

/** Partner cities: Czech in the locative with its preposition. */
export const CITIES: Bi[] = [
  bi('v Lisabonu', 'in Lisbon'), bi('v Lovani', 'in Leuven'), bi('v Tartu', 'in Tartu'),
  bi('v Granadě', 'in Granada'), bi('v Krakově', 'in Kraków'), bi('v Bologni', 'in Bologna'),
  bi('ve Štýrském Hradci', 'in Graz'), bi('v Uppsale', 'in Uppsala'), bi('v Gentu', 'in Ghent'),
  bi('v Turku', 'in Turku'), bi('v Lublani', 'in Ljubljana'), bi('v Salcburku', 'in Salzburg'),
]

/** The academic year running on `now`: it starts on 1 September. */
export function academicYear(now: Date): Bi {
  const start = now.getUTCMonth() >= 8 ? now.getUTCFullYear() : now.getUTCFullYear() - 1
  return bi(`${start}/${start + 1}`, `${start}/${String(start + 1).slice(2)}`)
}

const between = (rng: Rng, from: Date, days: number) => addDays(from, rng.int(0, days))

/**
 * Slot values for texts about the university (`faculty` null) or one faculty, seeded on `now`:
 * counts and the head come from the fact base (facts.ts), dates are relative to the seed day.
 */
export function slotsFor(faculty: FacultySeed | null, now: Date): Slots {
  const day = seedDay(now)
  const thisYear = day.getUTCFullYear()
  const facts = faculty ? FACULTY_FACTS[faculty.key]! : null
  const all = FACULTIES
  const names = faculty ? faculty.names : UNIVERSITY_NAMES
  const themes = faculty ? faculty.themes : ALL_THEMES
  const programmes = (faculty ? [faculty] : all).flatMap((f) => f.programmes.map((p) => p.name))
  const departments = (faculty ? [faculty] : all).flatMap((f) => f.departments)
  const year = calendarOn(day)
  const round = year.applicationDeadline >= day ? year : academicCalendar(year.startYear + 1)
  return {
    ...names,
    ay: academicYear(day),
    // Deadlines are ahead of the reader, dates (a meeting, a last update) behind; neither on a
    // day the university is closed.
    deadline: (rng) => formatDate(nextOpenDay(between(rng, addDays(day, 45), 90))),
    date: (rng) => formatDate(openDayOnOrBefore(between(rng, addDays(day, -360), 350))),
    // Applications to study have one deadline, the next 31 March of the calendar, for the next academic year.
    applicationDeadline: formatDate(round.applicationDeadline),
    applicationYear: round.nextLabel,
    year: (rng) => sameBoth(String(rng.int(thisYear - 10, thisYear - 1))),
    // From five up, so Czech takes the genitive plural ("7 studentů") in every template.
    n: (rng) => sameBoth(String(rng.int(5, 12))),
    students: formatNumber(facts ? facts.students : UNIVERSITY.students),
    staff: formatNumber(facts ? facts.academicStaff : UNIVERSITY.academicStaff),
    established: sameBoth(String(facts ? facts.established : UNIVERSITY.founded)),
    associations: sameBoth(String(UNIVERSITY.studentAssociations)),
    head: headOf(faculty),
    rector: headOf(null),
    count: (rng) => formatNumber(rng.int(12, 240) * 10),
    pct: (rng) => sameBoth(String(rng.int(12, 94))),
    price: (rng) => formatNumber(rng.int(6, 90) * 50),
    person,
    place: (rng) => rng.pick(PLACES),
    city: (rng) => rng.pick(CITIES),
    theme: (rng) => rng.pick(themes),
    programme: (rng) => rng.pick(programmes),
    department: (rng) => rng.pick(departments),
    faculty: (rng) => rng.pick(all).names.orgName,
  }
}

const sameBoth = (text: string): Bi => ({ cs: text, en: text })
