/**
 * The field rules revisions share (ADR 058). Text is stored as typed and escaped when rendered;
 * what the database or a reader cannot take is refused: NUL (PostgreSQL text refuses it) and
 * other control characters but line breaks and tabs.
 */
import { z } from 'zod'

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
// eslint-disable-next-line no-control-regex
const CONTROL_OR_BREAK = /[\u0000-\u001f\u007f]/

/** One line: a title, a place. */
export const line = (max: number) =>
  z.string().trim().min(1).max(max).refine((s) => !CONTROL_OR_BREAK.test(s), 'control characters')

/** Paragraphs separated by blank lines; may be empty. */
export const paragraphs = (max: number) => z.string().max(max).refine((s) => !CONTROL.test(s), 'control characters')

/** A path segment: lower-case letters, digits and hyphens. */
export const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,119}$/)

/** An in-page anchor (a section's or question's id). */
export const anchor = z.string().regex(/^[a-z][a-z0-9-]{0,79}$/)

export const id = z.number().int().positive().max(2_147_483_647)

/** A time as JSON carries it (ISO 8601 with an offset); a revision stores the string. */
export const instant = z.iso.datetime({ offset: true })
