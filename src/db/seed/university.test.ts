/** The directory, catalogue and picture generators: deterministic, and credible in what they say. */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { projectPath } from '../../server/paths.js'
import { FACULTIES } from './faculties.js'
import { FACULTY_FACTS, OFFICERS, UNIVERSITY } from './facts.js'
import { departmentSpecs, GIVEN, peopleSpecs } from './people.js'
import { COMBINED, ENGLISH } from './programme-texts.js'
import { programmeSpecs } from './programmes.js'
import { mediaSpecs, renderMedia } from './university-images.js'

const staff = peopleSpecs()
const catalogue = programmeSpecs(staff)
/** Everyone below a dean in a faculty: the generated staff. */
const generated = staff.filter((p) => p.faculty !== null && p.sort % 100 !== 0)

describe('staff directory generator', () => {
  it('is deterministic', () => {
    expect(peopleSpecs()).toEqual(staff)
    expect(departmentSpecs()).toEqual(departmentSpecs())
  })

  it('has the rector, the bursar and one dean per faculty exactly as the fact base states them', () => {
    const { slug: _r, faculty: _rf, departmentKey: _rd, role: rectorRole, sort: _rs, officeHours: _oh, research: _re, ...rector } = staff[0]!
    expect(rector).toEqual(UNIVERSITY.rector)
    expect(rectorRole).toEqual(UNIVERSITY.rectorTitle)
    expect(staff[1]).toMatchObject({ ...UNIVERSITY.bursar, role: { en: 'Bursar' } })
    for (const f of FACULTIES) {
      const deans = staff.filter((p) => p.faculty === f && p.role.en === 'Dean')
      expect(deans).toHaveLength(1)
      expect(deans[0]).toMatchObject({ ...FACULTY_FACTS[f.key]!.dean, departmentKey: `${f.key}-office` })
    }
  })

  it('lists the named officers as the fact base states them, so the texts that name them link to a profile', () => {
    for (const officer of Object.values(OFFICERS)) expect(staff.filter((p) => p.email === officer.email)).toEqual([expect.objectContaining({ ...officer, departmentKey: 'rectorate' })])
  })

  it('gives everyone office hours and every academic research interests from their faculty', () => {
    for (const p of staff) expect(p.officeHours.cs.length * p.officeHours.en.length, p.slug).toBeGreaterThan(0)
    for (const p of generated.filter((x) => /Professor|Head|Doctoral|Lecturer/.test(x.role.en))) {
      expect(p.research.en.split(', ').every((t) => p.faculty!.themes.some((th) => th.en === t)), `${p.slug}: ${p.research.en}`).toBe(true)
      expect(p.research.cs).toMatch(/^výzkum /)
    }
  })

  it('gives women female surnames and roles, and men male ones', () => {
    for (const p of generated) {
      const female = GIVEN.f.includes(p.givenName)
      expect(female || GIVEN.m.includes(p.givenName)).toBe(true)
      const femaleSurname = /(ová|á)$/.test(p.familyName) || p.familyName === 'Krejčí'
      expect(femaleSurname || !female, `${p.givenName} ${p.familyName}`).toBe(true)
      if (!female) expect(p.familyName, `${p.givenName} ${p.familyName}`).not.toMatch(/ová$|[^í]á$/)
      if (/ka$/.test(p.role.cs) || /ářka|entka|orka/.test(p.role.cs)) expect(female, `${p.role.cs}: ${p.givenName}`).toBe(true)
    }
  })

  it('gives titles that fit the role', () => {
    for (const p of generated) {
      if (p.role.en === 'Professor') expect(p.titlesBefore).toMatch(/^prof\. /)
      if (p.role.en === 'Associate Professor' || p.role.en.startsWith('Vice-Dean')) expect(p.titlesBefore).toMatch(/^doc\. /)
      if (p.role.en === 'Head of Department') expect(p.titlesBefore).toMatch(/^(prof|doc)\. /)
      if (p.role.en === 'Assistant Professor') expect(p.titlesAfter).toBe('Ph.D.')
      if (p.role.en === 'Doctoral Student' || p.role.en === 'Lecturer') expect([p.titlesBefore, p.titlesAfter]).toEqual([expect.stringMatching(/^(Mgr|Ing)\.$/), ''])
      if (p.role.en.includes('Secretary') || p.role.en === 'Study Officer') expect(p.titlesBefore).toMatch(/^(Bc\.)?$/)
    }
  })

  it('gives everyone a unique slug, e-mail and phone number, on their faculty’s exchange', () => {
    for (const key of ['slug', 'email', 'phone'] as const) expect(new Set(staff.map((p) => p[key])).size).toBe(staff.length)
    for (const p of generated) expect(p.phone.slice(0, -3)).toBe(FACULTY_FACTS[p.faculty!.key]!.phone.slice(0, -3))
    for (const p of generated) expect(p.email).toMatch(/^[a-z]+\.[a-z]+\d*@qfu\.example\.cz$/)
  })
})

describe('programme catalogue generator', () => {
  it('is deterministic, with unique codes and slugs', () => {
    expect(programmeSpecs(peopleSpecs())).toEqual(catalogue)
    for (const key of ['code'] as const) expect(new Set(catalogue.map((p) => p[key])).size).toBe(catalogue.length)
    for (const lang of ['cs', 'en'] as const) expect(new Set(catalogue.map((p) => p.slug[lang])).size).toBe(catalogue.length)
  })

  it('offers every faculty bachelor’s, master’s and doctoral programmes, Czech and English', () => {
    for (const f of FACULTIES) {
      const mine = catalogue.filter((p) => p.faculty === f)
      expect(new Set(mine.map((p) => p.degree))).toEqual(new Set(['bachelor', 'master', 'doctoral']))
    }
    expect(new Set(catalogue.map((p) => p.language))).toEqual(new Set(['cs', 'en']))
    expect(catalogue.some((p) => p.forms.includes('combined'))).toBe(true)
  })

  it('states lengths and forms that agree with the texts', () => {
    for (const p of catalogue) {
      const expected = { bachelor: [3], master: [2, 5], doctoral: [4] }[p.degree]
      expect(expected).toContain(p.years)
      expect(p.profile.cs.includes(COMBINED.cs)).toBe(p.forms.includes('combined'))
      expect(p.profile.en.includes(ENGLISH.en)).toBe(p.language === 'en')
      expect(p.profile.cs).toContain(p.subjects[0]!.cs)
      if (p.language === 'en') expect(p.forms).toEqual(['full-time'])
    }
  })

  it('has a professor or associate professor of the teaching department as guarantor', () => {
    for (const p of catalogue) {
      const guarantor = staff.find((s) => s.slug === p.guarantor)!
      expect(guarantor.faculty).toBe(p.faculty)
      expect(guarantor.titlesBefore).toMatch(/^(prof|doc)\. /)
    }
  })
})

describe('university pictures', () => {
  it('renders the same bytes on every run', async () => {
    const some = mediaSpecs().filter((s) => ['hero/uni', 'news/ff/2', 'portrait/fie'].includes(s.key))
    const [a, b] = await Promise.all([renderMedia(some), renderMedia(some)])
    expect(a.flatMap((m) => m.variants.map((v) => v.content.length))).toEqual(b.flatMap((m) => m.variants.map((v) => v.content.length)))
    expect(a.every((m, i) => m.variants.every((v, j) => v.content.equals(b[i]!.variants[j]!.content)))).toBe(true)
    expect(a[0]!.variants.map((v) => `${v.format}:${v.width}`)).toEqual(['avif:640', 'webp:640', 'avif:1024', 'webp:1024', 'avif:1600', 'webp:1600'])
  })

  it('has a hero per faculty and keeps the stylesheet’s identity colours equal to the faculties’', () => {
    const keys = mediaSpecs().map((s) => s.key)
    for (const f of FACULTIES) expect(keys).toContain(`hero/${f.key}`)
    const css = readFileSync(projectPath('src/client/styles/university.css'), 'utf8')
    for (const f of FACULTIES) expect(css).toContain(`{ --faculty-color: ${f.color}; }`)
  })
})
