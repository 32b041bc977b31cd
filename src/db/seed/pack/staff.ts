/**
 * The directory's people the written pages name: department heads, study officers and
 * programme guarantors, taken from the same deterministic lists the seed writes to `people`,
 * so every name links to a profile that exists.
 */
import { fullName } from '../facts.js'
import { peopleSpecs, type PersonSpec } from '../people.js'
import { programmeSpecs, type ProgrammeSpec } from '../programmes.js'
import { bi, type Bi } from '../text.js'
import { paths } from '../../../ui/paths.js'

let people: PersonSpec[] | null = null
let programmes: ProgrammeSpec[] | null = null
export const staff = (): PersonSpec[] => (people ??= peopleSpecs())
export const catalogue = (): ProgrammeSpec[] => (programmes ??= programmeSpecs(staff()))

const one = (found: PersonSpec | undefined, what: string): PersonSpec => {
  if (!found) throw new Error(`The directory has no ${what}`)
  return found
}

/** The head of a faculty's department (`dept` indexes `FacultySeed.departments`). */
export const headOf = (facultyKey: string, dept: number): PersonSpec =>
  one(staff().find((p) => p.departmentKey === `${facultyKey}-${dept + 1}` && p.role.en === 'Head of Department'), `head of ${facultyKey}-${dept + 1}`)

/** The faculty's study officer (Dean's Office). */
export const studyOfficerOf = (facultyKey: string): PersonSpec =>
  one(staff().find((p) => p.departmentKey === `${facultyKey}-office` && p.role.en === 'Study Officer'), `study officer of ${facultyKey}`)

/** The faculty's vice-dean for studies. */
export const viceDeanOf = (facultyKey: string): PersonSpec =>
  one(staff().find((p) => p.departmentKey === `${facultyKey}-office` && p.role.en === 'Vice-Dean for Studies'), `vice-dean of ${facultyKey}`)

/** How many people the directory lists in a department. */
export const staffCount = (facultyKey: string, dept: number): number => staff().filter((p) => p.departmentKey === `${facultyKey}-${dept + 1}`).length

/** The name with titles as a content link to the profile. */
export const profile = (p: PersonSpec): Bi =>
  bi(`[${fullName(p)}](${paths.person('cs', p.slug)})`, `[${fullName(p)}](${paths.person('en', p.slug)})`)
