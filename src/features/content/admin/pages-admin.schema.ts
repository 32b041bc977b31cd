/**
 * The page tree's forms (ADR 063). A page's form carries what a revision holds (title, perex,
 * whether it is in the menu, its sections and questions as numbered rows), the revision it was
 * opened on (`base`) and the button pressed, as the news form does (ADR 059). The rows are plain
 * fields (`faq-0-question`, `faq-0-order`, `faq-0-remove`, …) with one empty row to add: they work
 * without script, and their order number reorders them.
 */
import { ITEM_ACTIONS } from '../../editorial/admin/item-actions.js'
import { z } from 'zod'
import { defineForm, isRecord, messageKeys, requiredString } from '../../../forms/form.js'
import { editorialMessages } from '../../../i18n/editorial.js'
import { fromPragueLocal } from '../../../i18n/prague-time.js'
import { slugify } from '../../../shared/slug.js'
import { MAX_REVIEW_COMMENT } from '../../editorial/editorial.tables.js'
import type { PageContent } from '../pages.editorial.js'

const key = messageKeys(editorialMessages)

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

const text = (max: number, required?: Parameters<typeof key>[0]) => {
  const base = z
    .string()
    .transform((s) => s.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(max).refine((s) => !CONTROL.test(s), key('invalid')))
  return required ? requiredString(required).pipe(base).pipe(z.string().min(1, required)) : z.string().default('').pipe(base)
}

const slugField = z
  .string()
  .default('')
  .transform((s) => s.trim())
  .pipe(z.string().regex(/^$|^[a-z0-9][a-z0-9-]{0,119}$/, key('slugInvalid')))

const optionalId = z
  .string()
  .default('')
  .pipe(z.string().regex(/^$|^[1-9]\d{0,8}$/, key('refusedInvalid')))
  .transform((s) => (s === '' ? null : Number(s)))

export const PageForm = defineForm({
  schema: z.object({
    title: text(200, key('titleRequired')),
    perex: text(1000),
    inMenu: z.string().default('').pipe(z.enum(['', 'on'], { error: key('refusedInvalid') })),
    slug: slugField,
    publishAt: z
      .string()
      .default('')
      .transform((s, ctx) => {
        if (s.trim() === '') return null
        const at = fromPragueLocal(s.trim())
        if (!at) {
          ctx.addIssue({ code: 'custom', message: key('dateInvalid') })
          return z.NEVER
        }
        return at
      }),
    comment: text(MAX_REVIEW_COMMENT),
    action: z.enum(ITEM_ACTIONS, { error: key('refusedInvalid') }),
    base: z
      .string()
      .default('')
      .pipe(z.string().regex(/^\d{0,10}$/, key('refusedInvalid')))
      .transform((s) => (s === '' ? null : Number(s))),
  }),
  messages: editorialMessages,
})

export const NewPageForm = defineForm({
  schema: z.object({
    title: text(200, key('titleRequired')),
    perex: text(1000),
    lang: z.enum(['cs', 'en'], { error: key('refusedInvalid') }),
    /** A faculty's id, or empty for the university's site; a parent decides it when there is one. */
    site: optionalId,
    parent: optionalId,
    slug: slugField,
  }),
  messages: editorialMessages,
})

/** A move: the new parent (empty: the top of the site). */
export const MoveForm = defineForm({ schema: z.object({ parent: optionalId.pipe(z.number().nullable()), confirm: z.literal('1', { error: key('refusedInvalid') }) }), messages: editorialMessages })
export const OrderForm = defineForm({ schema: z.object({ direction: z.enum(['up', 'down'], { error: key('refusedInvalid') }) }), messages: editorialMessages })
export const CopyForm = defineForm({ schema: z.object({ confirm: z.literal('1', { error: key('refusedInvalid') }) }), messages: editorialMessages })
export const TrashForm = defineForm({ schema: z.object({ redirectTo: z.string().max(2000, key('refusedInvalid')).default(''), confirm: z.literal('1', { error: key('refusedInvalid') }) }), messages: editorialMessages })

/** Rows a form holds at most: the content's own limits (50 sections, 100 questions) and one new. */
export const MAX_SECTIONS = 50
export const MAX_FAQS = 100

type Section = PageContent['sections'][number]
type Faq = PageContent['faqs'][number]

const ANCHOR = /^[a-z][a-z0-9-]{0,79}$/
const ORDER = /^-?\d{1,6}$/

/** An anchor for a new row from its words, not yet used on the page. */
function anchorFor(words: string, used: Set<string>, fallback: string): string {
  let base = slugify(words, 60)
  if (!/^[a-z]/.test(base)) base = `${fallback}-${base}`.replace(/-+$/, '')
  let anchor = base
  for (let n = 2; used.has(anchor); n++) anchor = `${base}-${n}`
  used.add(anchor)
  return anchor
}

/**
 * The rows of one kind from a submission: each row's fields as strings (a repeated or non-text
 * field refuses the form), removed and empty new rows left out, the rest in the order their
 * numbers say. Undefined when a row is malformed.
 */
function rowsFrom(body: unknown, prefix: string, max: number, fields: Record<string, number>, main: string): Array<{ values: Record<string, string>; anchor: string }> | undefined {
  if (!isRecord(body)) return []
  const rows: Array<{ values: Record<string, string>; anchor: string; order: number; index: number }> = []
  for (let i = 0; i <= max; i++) {
    const name = (f: string) => `${prefix}-${i}-${f}`
    const present = [...Object.keys(fields), 'anchor', 'order', 'remove'].some((f) => Object.hasOwn(body, name(f)))
    if (!present) continue
    const values: Record<string, string> = {}
    for (const [field, limit] of Object.entries({ ...fields, anchor: 80, order: 7, remove: 2 })) {
      const raw = Object.hasOwn(body, name(field)) ? body[name(field)] : ''
      if (typeof raw !== 'string') return undefined
      const value = raw.replace(/\r\n?/g, '\n').trim()
      if (value.length > limit || CONTROL.test(value)) return undefined
      values[field] = value
    }
    if (values.remove) continue
    if (values.anchor && !ANCHOR.test(values.anchor)) return undefined
    if (values.order && !ORDER.test(values.order)) return undefined
    if (!values[main] && !values.anchor) {
      // An empty new row: nothing to keep, unless the person wrote something in its other fields.
      if (Object.keys(fields).some((f) => values[f])) return undefined
      continue
    }
    if (!values[main]) return undefined
    rows.push({ values, anchor: values.anchor!, order: values.order ? Number(values.order) : i, index: i })
  }
  if (rows.length > max) return undefined
  return rows.sort((a, b) => a.order - b.order || a.index - b.index)
}

/** The sections and questions a page's form sends, or undefined when a row is not acceptable. */
export function rowsOfForm(body: unknown): { sections: Section[]; faqs: Faq[] } | undefined {
  const sections = rowsFrom(body, 'section', MAX_SECTIONS, { heading: 200, body: 50_000, videos: 2000 }, 'heading')
  const faqs = rowsFrom(body, 'faq', MAX_FAQS, { question: 300, answer: 10_000 }, 'question')
  if (!sections || !faqs) return undefined
  const usedSections = new Set(sections.flatMap((s) => (s.anchor ? [s.anchor] : [])))
  const usedFaqs = new Set(faqs.flatMap((f) => (f.anchor ? [f.anchor] : [])))
  if (usedSections.size !== sections.filter((s) => s.anchor).length || usedFaqs.size !== faqs.filter((f) => f.anchor).length) return undefined
  return {
    sections: sections.map((s) => ({
      anchor: s.anchor || anchorFor(s.values.heading!, usedSections, 'oddil'),
      heading: s.values.heading!,
      body: s.values.body ?? '',
      signLanguageVideos: s.values.videos ?? '',
    })),
    faqs: faqs.map((f) => ({ anchor: f.anchor || anchorFor(f.values.question!, usedFaqs, 'dotaz'), question: f.values.question!, answer: f.values.answer ?? '' })),
  }
}
