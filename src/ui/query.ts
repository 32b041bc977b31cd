/**
 * Query-string parsing shared by the listing routes. Malformed values are a 400; a page
 * number past the end is clamped by the caller once it knows the page count.
 */
import { z } from 'zod'

export const MAX_PAGE = 1_000_000

export const PageQuery = z.object({
  page: z
    .string()
    .max(12)
    .regex(/^\d+$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_PAGE))
    .optional(),
})

export const clampPage = (page: number, pages: number) => Math.min(Math.max(1, page), Math.max(1, pages))
