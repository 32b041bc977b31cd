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

/** An item of the main menu or the footer's links as stored (ADR 095): exactly one target is set. */
export interface MenuItemRow {
  id: number
  menu: 'main' | 'footer'
  parentId: number | null
  position: number
  labelCs: string
  labelEn: string
  pageKey: string | null
  appPage: string | null
  url: string | null
}
