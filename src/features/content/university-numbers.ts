/**
 * "The university in numbers" on the home page: the fact base's figures (src/db/seed/facts.ts,
 * the same the written content quotes) and what the database counts, never numbers of a view's own.
 */
import { UNIVERSITY } from '../../db/seed/facts.js'

export type NumberKey = 'students' | 'programmes' | 'faculties' | 'academicStaff' | 'internationalStudents' | 'traditionSince'

export interface UniversityNumber {
  key: NumberKey
  value: number
  /** A year is shown without grouping (1873, not 1 873). */
  year?: boolean
}

export function universityNumbers(counts: { faculties: number; programmes: number }): UniversityNumber[] {
  return [
    { key: 'students', value: UNIVERSITY.students },
    { key: 'programmes', value: counts.programmes },
    { key: 'faculties', value: counts.faculties },
    { key: 'academicStaff', value: UNIVERSITY.academicStaff },
    { key: 'internationalStudents', value: UNIVERSITY.internationalStudents },
    { key: 'traditionSince', value: UNIVERSITY.traditionSince, year: true },
  ]
}
