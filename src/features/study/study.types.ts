/** What the study feature tells the others about programmes (ADR 057). */

export const DEGREES = ['bachelor', 'master', 'doctoral'] as const

export const FORMS = ['full-time', 'combined'] as const

export const LANGUAGES = ['cs', 'en'] as const

export type Degree = (typeof DEGREES)[number]

export type StudyForm = (typeof FORMS)[number]

export interface ProgrammeFilter {
  facultyId?: number
  degree?: Degree
  form?: StudyForm
  language?: 'cs' | 'en'
}

export interface ProgrammeSummary {
  id: number
  code: string
  slug: string
  name: string
  degree: Degree
  forms: StudyForm[]
  language: 'cs' | 'en'
  years: number
  faculty: { code: string; name: string; slug: string; color: string }
}

export interface ProgrammeDetail extends ProgrammeSummary {
  /** The slug of the same programme on the other language's site. */
  otherSlug: string
  profile: string
  career: string
  admission: string
  subjects: { cs: string; en: string }[]
  guarantor: { titlesBefore: string; givenName: string; familyName: string; titlesAfter: string } | null
  office: { address: string; phone: string; email: string }
}
