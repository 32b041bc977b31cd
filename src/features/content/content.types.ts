/** What the content feature tells the others about pages and faculties (ADR 057). */

export interface PageRow {
  id: number
  translationKey: string
  facultyId: number | null
  parentId: number | null
  path: string
  title: string
  perex: string
}

export interface FacultyRow {
  id: number
  code: string
  slug: string
  name: string
  perex: string
  color: string
  /** The study office's contacts. */
  address: string
  phone: string
  email: string
}
