/**
 * The one fact base of the demo university: every page, news item, document and directory entry
 * that states a name, a number, an address or a date of the institution takes it from here, so no
 * two sentences of the site contradict each other. Faculty identity (names, colours, programmes)
 * stays in faculties.ts; the people and the numbers are here, keyed by the faculty's `key`.
 */
import { bi, type Bi } from './text.js'

export interface Person {
  /** Titles before the name, as written in Czech academia ("prof. RNDr."). */
  titlesBefore: string
  givenName: string
  familyName: string
  /** Titles after the name ("Ph.D.", "CSc."). */
  titlesAfter: string
  email: string
  phone: string
  office: Bi
}

export interface Address {
  street: string
  postalCode: string
  city: string
}

export interface FacultyFacts {
  dean: Person
  address: Address
  phone: string
  email: string
  students: number
  academicStaff: number
  /** The year the faculty got its present name and form. */
  established: number
}

/** The full name with titles, as a directory or a signature writes it (the site's own helper). */
export { fullName } from '../../lib/full-name.js'

const CITY = 'Dubová Hora'

export const UNIVERSITY = {
  /** The teachers' institute the university continues. */
  traditionSince: 1873,
  /** Became a university under its present name. */
  founded: 1994,
  address: { street: 'Náměstí Svobody 301/12', postalCode: '500 03', city: CITY } satisfies Address,
  phone: '+420 493 331 111',
  email: 'info@qfu.example.cz',
  dataBox: 'qfu8k4m',
  ico: '62690094',
  students: 8_740,
  academicStaff: 612,
  otherStaff: 455,
  internationalStudents: 690,
  studentAssociations: 42,
  rector: {
    titlesBefore: 'prof. PhDr.',
    givenName: 'Helena',
    familyName: 'Dvořáková',
    titlesAfter: 'Ph.D.',
    email: 'rektorka@qfu.example.cz',
    phone: '+420 493 331 100',
    office: bi('Rektorát, Náměstí Svobody 301/12, místnost 104', 'Rector’s Office, Náměstí Svobody 301/12, room 104'),
  } satisfies Person,
  rectorTitle: bi('rektorka', 'Rector'),
  /** Data protection officer (GDPR Art. 37), named in the privacy notice. */
  dataProtectionOfficer: {
    titlesBefore: 'JUDr.',
    givenName: 'Lenka',
    familyName: 'Stránská',
    titlesAfter: '',
    email: 'poverenec@qfu.example.cz',
    phone: '+420 493 331 140',
    office: bi('Rektorát, Náměstí Svobody 301/12, místnost 118', 'Rector’s Office, Náměstí Svobody 301/12, room 118'),
  } satisfies Person,
  /** Where accessibility problems are reported (act 99/2019 Sb.). */
  accessibilityEmail: 'pristupnost@qfu.example.cz',
  officeHours: bi('pondělí až čtvrtek 8–15.30, pátek 8–13 hodin', 'Monday to Thursday 8 am–3.30 pm, Friday 8 am–1 pm'),
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/quercusfontana.example' },
    { name: 'Instagram', url: 'https://www.instagram.com/quercusfontana.example' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/school/quercusfontana-example' },
    { name: 'YouTube', url: 'https://www.youtube.com/@quercusfontana-example' },
  ],
  /** Since when the rector is in office. */
  rectorSince: 2022,
  bursar: {
    titlesBefore: 'Ing.',
    givenName: 'Martin',
    familyName: 'Šťastný',
    titlesAfter: 'MBA',
    email: 'kvestor@qfu.example.cz',
    phone: '+420 493 331 120',
    office: bi('Rektorát, Náměstí Svobody 301/12, místnost 110', 'Rector’s Office, Náměstí Svobody 301/12, room 110'),
  } satisfies Person,
} as const

export const FACULTY_FACTS: Record<string, FacultyFacts> = {
  fpv: {
    dean: {
      titlesBefore: 'doc. RNDr.',
      givenName: 'Tomáš',
      familyName: 'Vaněk',
      titlesAfter: 'Ph.D.',
      email: 'dekan.fpv@qfu.example.cz',
      phone: '+420 493 332 200',
      office: bi('Budova B, Rokitanského 62, místnost B-201', 'Building B, Rokitanského 62, room B-201'),
    },
    address: { street: 'Rokitanského 62', postalCode: '500 03', city: CITY },
    phone: '+420 493 332 111',
    email: 'studijni.fpv@qfu.example.cz',
    students: 1_980,
    academicStaff: 164,
    established: 2010,
  },
  ff: {
    dean: {
      titlesBefore: 'prof. Mgr.',
      givenName: 'Kateřina',
      familyName: 'Horáková',
      titlesAfter: 'Dr.',
      email: 'dekanka.ff@qfu.example.cz',
      phone: '+420 493 333 200',
      office: bi('Budova A, Náměstí Svobody 331, místnost A-115', 'Building A, Náměstí Svobody 331, room A-115'),
    },
    address: { street: 'Náměstí Svobody 331', postalCode: '500 02', city: CITY },
    phone: '+420 493 333 111',
    email: 'studijni.ff@qfu.example.cz',
    students: 2_160,
    academicStaff: 141,
    established: 2000,
  },
  pdf: {
    dean: {
      titlesBefore: 'doc. PaedDr.',
      givenName: 'Jan',
      familyName: 'Kubíček',
      titlesAfter: 'Ph.D.',
      email: 'dekan.pdf@qfu.example.cz',
      phone: '+420 493 334 200',
      office: bi('Budova C, Hradecká 1227, místnost C-302', 'Building C, Hradecká 1227, room C-302'),
    },
    address: { street: 'Hradecká 1227', postalCode: '500 03', city: CITY },
    phone: '+420 493 334 111',
    email: 'studijni.pdf@qfu.example.cz',
    students: 2_530,
    academicStaff: 158,
    established: 1994,
  },
  fie: {
    dean: {
      titlesBefore: 'prof. Ing.',
      givenName: 'Petra',
      familyName: 'Marešová',
      titlesAfter: 'Ph.D.',
      email: 'dekanka.fie@qfu.example.cz',
      phone: '+420 493 335 200',
      office: bi('Budova J, Hradecká 1249, místnost J-410', 'Building J, Hradecká 1249, room J-410'),
    },
    address: { street: 'Hradecká 1249', postalCode: '500 03', city: CITY },
    phone: '+420 493 335 111',
    email: 'studijni.fie@qfu.example.cz',
    students: 2_070,
    academicStaff: 149,
    established: 2005,
  },
}

/** Czech grammar follows the person's gender; the feminine surnames of the fact base end in -á. */
export const isFemale = (person: Person) => person.familyName.endsWith('á')

/** The dean's title in the dean's grammatical gender. */
export function deanTitle(dean: Person): Bi {
  return isFemale(dean) ? bi('děkanka', 'Dean') : bi('děkan', 'Dean')
}

/**
 * The university in numbers: the home page, the "University in numbers" page, the annual report
 * and the news state these and no others. Rates are whole per cents.
 */
export const NUMBERS = {
  /** Applications received in the last completed admission round, and how many were admitted. */
  applications: 11_460,
  admitted: 6_650,
  /** admitted / applications, rounded: the one admission success rate of the site. */
  admissionRate: 58,
  /** Graduates with a job or further study six months after graduation (the last survey). */
  graduateEmployment: 93,
  graduatesLastYear: 2_140,
  partnerUniversities: 146,
  erasmusOutgoing: 318,
  libraryVolumes: 412_000,
  readingRoomSeats: 380,
  bedsInHalls: 1_850,
  /** Plant species the Botanical Garden grows. */
  gardenSpecies: 3_800,
  /** Research projects running, and the research budget in millions of crowns. */
  researchProjects: 214,
  researchBudgetMillions: 486,
} as const

/** A place where events happen: the room and the building's address, as the fact base has them. */
export interface Venue {
  place: Bi
  address: Address
}

export const ADDRESSES = {
  main: UNIVERSITY.address,
  library: { street: 'Hradecká 1251', postalCode: '500 03', city: CITY } satisfies Address,
  studentCentre: { street: 'Lipová 5', postalCode: '500 02', city: CITY } satisfies Address,
  garden: { street: 'Zahradní 12', postalCode: '500 02', city: CITY } satisfies Address,
  sports: { street: 'Na Výšinách 8', postalCode: '500 03', city: CITY } satisfies Address,
} as const

export const VENUES = {
  aula: { place: bi('Aula Quercus, Hlavní budova', 'Quercus Hall, Main Building'), address: ADDRESSES.main },
  senateRoom: { place: bi('Zasedací místnost senátu, Hlavní budova, místnost 210', 'Senate Room, Main Building, room 210'), address: ADDRESSES.main },
  libraryHall: { place: bi('Přednáškový sál Univerzitní knihovny', 'University Library lecture hall'), address: ADDRESSES.library },
  studentCentre: { place: bi('Studentské centrum U Pramene', 'U Pramene Student Centre'), address: ADDRESSES.studentCentre },
  garden: { place: bi('Botanická zahrada, skleník', 'Botanical Garden, glasshouse'), address: ADDRESSES.garden },
  sports: { place: bi('Sportovní centrum Na Výšinách', 'Na Výšinách Sports Centre'), address: ADDRESSES.sports },
  fpv: { place: bi('Posluchárna B1, budova B', 'Lecture hall B1, Building B'), address: FACULTY_FACTS.fpv!.address },
  ff: { place: bi('Zasedací místnost A-120, budova A', 'Meeting room A-120, Building A'), address: FACULTY_FACTS.ff!.address },
  pdf: { place: bi('Posluchárna C1, budova C', 'Lecture hall C1, Building C'), address: FACULTY_FACTS.pdf!.address },
  fie: { place: bi('Posluchárna J1, budova J', 'Lecture hall J1, Building J'), address: FACULTY_FACTS.fie!.address },
} satisfies Record<string, Venue>

/** `Aula Quercus, Hlavní budova, Náměstí Svobody 301/12, Dubová Hora`: the event's stored place. */
export const venueLine = (v: Venue): Bi => bi(`${v.place.cs}, ${v.address.street}, ${v.address.city}`, `${v.place.en}, ${v.address.street}, ${v.address.city}`)

/** Named officers beyond the rector, the bursar and the deans: the texts that name them take them from here. */
export const OFFICERS = {
  viceRectorStudy: {
    titlesBefore: 'doc. PaedDr.', givenName: 'Ivana', familyName: 'Kolářová', titlesAfter: 'Ph.D.',
    email: 'prorektorka.studium@qfu.example.cz', phone: '+420 493 331 102',
    office: bi('Rektorát, Náměstí Svobody 301/12, místnost 106', 'Rector’s Office, Náměstí Svobody 301/12, room 106'),
  },
  viceRectorResearch: {
    titlesBefore: 'prof. RNDr.', givenName: 'Ondřej', familyName: 'Beneš', titlesAfter: 'Ph.D.',
    email: 'prorektor.veda@qfu.example.cz', phone: '+420 493 331 103',
    office: bi('Rektorát, Náměstí Svobody 301/12, místnost 107', 'Rector’s Office, Náměstí Svobody 301/12, room 107'),
  },
  viceRectorInternational: {
    titlesBefore: 'doc. PhDr.', givenName: 'Barbora', familyName: 'Fialová', titlesAfter: 'Ph.D.',
    email: 'prorektorka.zahranici@qfu.example.cz', phone: '+420 493 331 104',
    office: bi('Rektorát, Náměstí Svobody 301/12, místnost 108', 'Rector’s Office, Náměstí Svobody 301/12, room 108'),
  },
  libraryDirector: {
    titlesBefore: 'PhDr.', givenName: 'Radek', familyName: 'Musil', titlesAfter: '',
    email: 'knihovna@qfu.example.cz', phone: '+420 493 331 160',
    office: bi('Univerzitní knihovna, Hradecká 1251, místnost 12', 'University Library, Hradecká 1251, room 12'),
  },
  counsellingHead: {
    titlesBefore: 'Mgr.', givenName: 'Klára', familyName: 'Sedláčková', titlesAfter: 'Ph.D.',
    email: 'poradna@qfu.example.cz', phone: '+420 493 331 170',
    office: bi('Studentské centrum U Pramene, Lipová 5, místnost 3', 'U Pramene Student Centre, Lipová 5, room 3'),
  },
} satisfies Record<string, Person>

export const OFFICER_ROLES: Record<keyof typeof OFFICERS, Bi> = {
  viceRectorStudy: bi('prorektorka pro studium', 'Vice-Rector for Studies'),
  viceRectorResearch: bi('prorektor pro vědu a výzkum', 'Vice-Rector for Research'),
  viceRectorInternational: bi('prorektorka pro zahraniční vztahy', 'Vice-Rector for International Relations'),
  libraryDirector: bi('ředitel Univerzitní knihovny', 'Director of the University Library'),
  counsellingHead: bi('vedoucí Poradenského centra', 'Head of the Counselling Centre'),
}

/**
 * The one application deadline of every admission round (for study from the next September):
 * 31 March. The programme pages show the next one beside the apply action; the written content
 * names the same day.
 */
export const APPLICATION_DEADLINE = { month: 3, day: 31 } as const
