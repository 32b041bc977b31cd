/** What the people feature tells the others about people and departments (ADR 057). */
import type { PictureMeta } from '../../ui/picture.js'

export interface DepartmentRow {
  id: number
  key: string
  facultyId: number | null
  name: string
}

export interface PersonRow {
  id: number
  slug: string
  titlesBefore: string
  givenName: string
  familyName: string
  titlesAfter: string
  role: string
  office: string
  email: string
  phone: string
  department: string
  faculty: string | null
  portrait: PictureMeta | null
}

/** A person as their profile page shows them. */
export interface ProfileRow extends PersonRow {
  officeHours: string
  research: string
  /** The directory filter of their department. */
  departmentKey: string
}

export interface PeopleFilter {
  /** A faculty's id, or null for the university's own units; undefined for everybody. */
  facultyId?: number | null
  departmentId?: number
  /** Folded (no diacritics, lower case) part of a name. */
  name?: string
}
