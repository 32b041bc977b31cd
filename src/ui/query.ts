/**
 * Query-string parsing shared by the listing routes. Malformed values are a 400; a page
 * number past the end is clamped by the caller once it knows the page count.
 */
import { z } from 'zod'

export const MAX_PAGE = 1_000_000
/** The most listing pages one request may ask for at once (a pagination fragment's refresh). */
export const MAX_LOADED_PAGES = 10

/** Names of the paging parameters, also announced to the runtime by the pagination fragment. */
export const pageParams = { pageNumber: 'page', pageSize: 'pageSize', loadedPages: 'loadedPages' } as const

/** A positive whole number of at most `max`, written in digits only. */
const count = (max: number) =>
  z
    .string()
    .max(12)
    .regex(/^\d+$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(max))

export const PageQuery = z.object({ [pageParams.pageNumber]: count(MAX_PAGE).optional() })

/**
 * A page or a run of pages (spec 000 §3 pagination fragment): `page` is the first page,
 * `pageSize` the listing's own size times the number of pages, 1 to MAX_LOADED_PAGES;
 * `loadedPages`, if sent, must agree with it. Parses to the first page and the page count.
 */
export function pageRangeQuery(pageSize: number) {
  return z
    .object({
      [pageParams.pageNumber]: count(MAX_PAGE).optional(),
      [pageParams.pageSize]: count(pageSize * MAX_LOADED_PAGES).optional(),
      [pageParams.loadedPages]: count(MAX_LOADED_PAGES).optional(),
    })
    .transform((q, ctx) => {
      const size = q[pageParams.pageSize]
      const sent = q[pageParams.loadedPages]
      const loaded = size === undefined ? (sent ?? 1) : size / pageSize
      if (!Number.isInteger(loaded) || (sent !== undefined && sent !== loaded)) {
        ctx.addIssue({ code: 'custom', message: `page size must be ${pageSize} times the loaded pages` })
        return z.NEVER
      }
      return { page: q[pageParams.pageNumber] ?? 1, loaded }
    })
}

export const clampPage = (page: number, pages: number) => Math.min(Math.max(1, page), Math.max(1, pages))
