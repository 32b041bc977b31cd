/**
 * What the result pages and the suggestion endpoints read from the query string (spec 000 §3
 * Search request). Malformed values (a repeated field, a category that is no faculty id, a
 * query over the forms' `maxlength`) fail: the routes answer 400, never reflect them.
 */
import { z } from 'zod'
import { PageQuery } from '../../ui/query.js'

/** The search forms' `maxlength`: longer text comes from no form of ours. */
export const QUERY_MAX = 200
/** Hits per result page. */
export const RESULTS_PAGE_SIZE = 10

const text = z.string().max(QUERY_MAX).transform((s) => s.trim())
/** A faculty id as the selects send it; '' is no category. */
const category = z
  .union([z.literal(''), z.string().regex(/^[1-9][0-9]{0,8}$/)])
  .transform((s) => (s === '' ? undefined : Number(s)))

/** A result page: `frm.query`, `frm.facultyCategory` (web and documents), `page`. */
export const ResultsQuery = PageQuery.extend({
  'frm.query': text.default(''),
  'frm.facultyCategory': category.optional(),
})
export type ResultsQuery = z.infer<typeof ResultsQuery>

/** A suggestion request: `query` is required (else 400), `category` is optional. */
export const SuggestQuery = z.object({
  query: text,
  category: category.optional(),
})
export type SuggestQuery = z.infer<typeof SuggestQuery>
