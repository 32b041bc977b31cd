/** The directory's filter as the query string carries it; an empty field is no filter. */
import { z } from 'zod'
import { PageQuery } from '../../ui/query.js'

const blank = (value: unknown) => (value === '' ? undefined : value)

/** `uni` names the university's own units (the rector's office), else a faculty's code in lower case. */
export const UNIVERSITY_UNITS = 'uni'

export const PeopleQuery = PageQuery.extend({
  faculty: z.preprocess(blank, z.string().regex(/^[a-z]{1,10}$/).optional()),
  department: z.preprocess(blank, z.string().regex(/^[a-z0-9-]{1,40}$/).optional()),
  // Trimmed first: a name of spaces only is no filter.
  q: z.preprocess((v) => blank(typeof v === 'string' ? v.trim() : v), z.string().max(60).optional()),
})

export type PeopleQuery = z.infer<typeof PeopleQuery>
