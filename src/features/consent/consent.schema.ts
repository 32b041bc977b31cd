/** The consent form's submission (ADR 024): one choice, the ticked purposes and recipients. */
import { z } from 'zod'
import { PURPOSES, type Purpose } from '../../shared/consent.js'

const many = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(item).max(20))

export const ConsentForm = z.object({
  choice: z.enum(['all', 'technical', 'selected']),
  purpose: many(z.enum(PURPOSES as [Purpose, ...Purpose[]])),
  recipient: many(z.string().regex(/^[a-zA-Z][a-zA-Z0-9_-]{0,39}$/)),
  returnTo: z.string().max(2000).optional(),
})

export type ConsentSubmission = z.infer<typeof ConsentForm>
