/**
 * The programme catalogue from the faculties' accredited programmes: one entry per programme
 * and language of instruction, with its profile, subjects, career and admission texts and a
 * guarantor from its department (a professor or an associate professor, as accreditation
 * requires). Pure and deterministic.
 */
import { FACULTIES, type FacultySeed, type ProgrammeSeed, type StudyForm } from './faculties.js'
import type { PersonSpec } from './people.js'
import { admission, COMBINED, DOCTORAL_CAREER, ENGLISH, ENGLISH_ADMISSION, OCCUPATIONS, opening, type DegreeKey } from './programme-texts.js'
import { rngFor } from './random.js'
import { bi, slugify, uniqueSlug, type Bi } from './text.js'

export interface ProgrammeSpec {
  code: string
  faculty: FacultySeed
  slug: Bi
  name: Bi
  degree: DegreeKey
  forms: StudyForm[]
  language: 'cs' | 'en'
  years: number
  profile: Bi
  career: Bi
  admission: Bi
  subjects: Bi[]
  /** Slug of the guarantor in the directory. */
  guarantor: string
  sort: number
}

const DEGREES: Record<ProgrammeSeed['degree'], { key: DegreeKey; years: number; letter: string }> = {
  'Bc.': { key: 'bachelor', years: 3, letter: 'B' },
  'Mgr.': { key: 'master', years: 2, letter: 'N' },
  'Ph.D.': { key: 'doctoral', years: 4, letter: 'P' },
}

const join = (parts: Bi[]) => bi(parts.map((p) => p.cs).join(' '), parts.map((p) => p.en).join(' '))

/** "a, b a c" / "a, b and c". */
const list = (items: Bi[]) => {
  const last = items.at(-1)!
  const head = items.slice(0, -1)
  return head.length === 0 ? last : bi(`${head.map((i) => i.cs).join(', ')} a ${last.cs}`, `${head.map((i) => i.en).join(', ')} and ${last.en}`)
}

function guarantorOf(people: PersonSpec[], department: string, degree: DegreeKey): string {
  const staff = people.filter((p) => p.departmentKey === department)
  // Master's and doctoral programmes need a professor where the department has one.
  const senior = staff.find((p) => p.titlesBefore.startsWith(degree === 'bachelor' ? 'doc.' : 'prof.'))
  return (senior ?? staff.find((p) => /^(prof|doc)\./.test(p.titlesBefore)) ?? staff[0]!).slug
}

function texts(f: FacultySeed, p: ProgrammeSeed, degree: DegreeKey, years: number, forms: StudyForm[], english: boolean) {
  const rng = rngFor('programme', f.key, p.name.en, english ? 'en' : 'cs')
  const department = f.departments[p.dept]!
  const taught = bi(`Program zajišťuje ${department.cs} ${f.names.orgGen.cs}.`, `It is taught by the ${department.en} of ${f.names.orgGen.en}.`)
  const core = list(p.subjects.slice(0, 3))
  const subjects = bi(`Mezi stěžejní předměty patří ${core.cs}.`, `Core courses include ${core.en}.`)
  const [t1, t2] = rng.sample(f.themes, 2) as [Bi, Bi]
  const research =
    degree === 'doctoral'
      ? [bi(`Disertace vznikají zejména ve výzkumu ${t1.cs} a ${t2.cs}.`, `Dissertations come mainly from research on ${t1.en} and ${t2.en}.`)]
      : []
  const profile = join([
    opening(degree, years, p.name),
    taught,
    subjects,
    ...research,
    ...(forms.includes('combined') ? [COMBINED] : []),
    ...(english ? [ENGLISH] : []),
  ])
  const jobs = OCCUPATIONS[f.key]![p.dept]!
  const work = bi(`Absolventi pracují jako ${list(jobs).cs}.`, `Graduates work as ${list(jobs).en}.`)
  const career = degree === 'doctoral' ? join([DOCTORAL_CAREER, work]) : work
  return { profile, career, admission: english ? join([admission(degree, years), ENGLISH_ADMISSION]) : admission(degree, years) }
}

export function programmeSpecs(people: PersonSpec[]): ProgrammeSpec[] {
  const used = { cs: new Set<string>(), en: new Set<string>() }
  const out: ProgrammeSpec[] = []
  for (const f of FACULTIES) {
    f.programmes.forEach((p, i) => {
      const { key: degree, years: usualYears, letter } = DEGREES[p.degree]
      const years = p.years ?? usualYears
      const guarantor = guarantorOf(people, `${f.key}-${p.dept + 1}`, degree)
      for (const english of p.english ? [false, true] : [false]) {
        // English-taught programmes are full-time: international students need a study visa.
        const forms: StudyForm[] = english ? ['full-time'] : (p.forms ?? ['full-time'])
        const name = english ? bi(`${p.name.en} (v angličtině)`, `${p.name.en} (in English)`) : p.name
        const slug = bi(uniqueSlug(slugify(name.cs), used.cs), uniqueSlug(slugify(name.en), used.en))
        out.push({
          code: `${f.code.toUpperCase()}-${letter}${String(i + 1).padStart(2, '0')}${english ? '-EN' : ''}`,
          faculty: f,
          slug,
          name,
          degree,
          forms,
          language: english ? 'en' : 'cs',
          years,
          ...texts(f, p, degree, years, forms, english),
          subjects: p.subjects,
          guarantor,
          sort: i * 2 + (english ? 2 : 1),
        })
      }
    })
  }
  return out
}
