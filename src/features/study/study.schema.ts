/** The catalogue's filter as the query string carries it; an empty choice is no filter. */
import { z } from 'zod'
import { DEGREES, FORMS, LANGUAGES } from './study.types.js'

const blank = (value: unknown) => (value === '' ? undefined : value)
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.preprocess(blank, z.enum(values).optional())

/** A faculty by its code in lower case (`fpv`), the same in both languages. */
export const facultyCode = z.preprocess(blank, z.string().regex(/^[a-z]{1,10}$/).optional())

export const ProgrammeQuery = z.object({
  faculty: facultyCode,
  degree: choice(DEGREES),
  form: choice(FORMS),
  language: choice(LANGUAGES),
})

export type ProgrammeQuery = z.infer<typeof ProgrammeQuery>
