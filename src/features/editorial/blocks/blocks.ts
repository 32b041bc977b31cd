/**
 * Bodies as blocks (issue 25, ADR 093): the block model every editable body shares, as zod
 * schemas. Rich inline content is ProseMirror-compatible JSON (text nodes with `bold`, `italic`
 * and `link` marks), so the JS editor that comes later can load and save it as it is. A link is
 * either an address (http, https, mailto, tel, or a site path) or a reference to an item
 * (`{ kind, id }`) resolved to the item's current address when rendered: a rename never breaks it.
 * Every field refuses control characters as fields.ts does; counts and lengths are capped.
 */
import { z } from 'zod'
import { id } from '../fields.js'
import { ITEM_KINDS, LIMITS, SAFE_HREF, type ItemKind } from './rules.js'

// The rules without zod live in rules.ts, so the administration's editor can share them (ADR 099).
export { ITEM_KINDS, LIMITS, SAFE_HREF, type ItemKind } from './rules.js'
import { VIDEO_CODE } from '../../../shared/sign-language.js'

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
// eslint-disable-next-line no-control-regex
const CONTROL_OR_BREAK = /[\u0000-\u001f\u007f]/

const words = (max: number) => z.string().max(max).refine((s) => !CONTROL.test(s), 'control characters')
const oneLine = (max: number) => z.string().trim().max(max).refine((s) => !CONTROL_OR_BREAK.test(s), 'control characters')

const linkAttrs = z.union([
  z.strictObject({ href: z.string().max(LIMITS.href).regex(SAFE_HREF, 'unsafe address') }),
  z.strictObject({ kind: z.enum(ITEM_KINDS), id }),
])
export type LinkAttrs = z.infer<typeof linkAttrs>

const mark = z.discriminatedUnion('type', [z.strictObject({ type: z.literal('bold') }), z.strictObject({ type: z.literal('italic') }), z.strictObject({ type: z.literal('link'), attrs: linkAttrs })])
export type Mark = z.infer<typeof mark>

const textNode = z.strictObject({
  type: z.literal('text'),
  text: words(LIMITS.richText).min(1),
  marks: z
    .array(mark)
    .max(3)
    .refine((ms) => new Set(ms.map((m) => m.type)).size === ms.length, 'repeated mark')
    .optional(),
})
export type TextNode = z.infer<typeof textNode>

/** A run of inline text; may be empty (an empty paragraph is dropped when the form is read). */
export const richText = z
  .array(textNode)
  .max(LIMITS.inlineNodes)
  .refine((nodes) => nodes.reduce((n, t) => n + t.text.length, 0) <= LIMITS.richText, 'too long')
export type RichText = z.infer<typeof richText>

const heading = z.strictObject({ type: z.literal('heading'), level: z.union([z.literal(2), z.literal(3), z.literal(4)]), text: oneLine(LIMITS.heading).min(1) })
const paragraph = z.strictObject({ type: z.literal('paragraph'), content: richText })
const image = z.strictObject({ type: z.literal('image'), mediaId: id, caption: oneLine(LIMITS.caption).optional() })
const quote = z.strictObject({ type: z.literal('quote'), content: richText.min(1), source: oneLine(LIMITS.source).optional() })
const callout = z.strictObject({ type: z.literal('callout'), tone: z.enum(['info', 'warning']), content: richText.min(1) })
const cell = oneLine(LIMITS.cell)
const table = z
  .strictObject({
    type: z.literal('table'),
    caption: oneLine(LIMITS.caption).min(1),
    header: z.array(cell).min(1).max(LIMITS.columns),
    rows: z.array(z.array(cell).min(1).max(LIMITS.columns)).max(LIMITS.rows),
  })
  .refine((t) => t.rows.every((r) => r.length === t.header.length), 'rows differ in length from the header')
const documents = z.strictObject({ type: z.literal('documents'), ids: z.array(id).min(1).max(LIMITS.documents) })
/** One of the item's galleries (ADR 101): its number; that it is the item's is checked at save (checks.ts). */
const gallery = z.strictObject({ type: z.literal('gallery'), gallery: z.number().int().min(1).max(LIMITS.galleryNumber) })
const faqItem = z.strictObject({
  question: oneLine(LIMITS.question).min(1),
  answer: richText.min(1).refine((nodes) => nodes.reduce((n, t) => n + t.text.length, 0) <= LIMITS.answer, 'too long'),
})
export type FaqItem = z.infer<typeof faqItem>
/** Questions and answers, shown as the content pages' FAQ is (ADR 101). */
const faq = z.strictObject({ type: z.literal('faq'), items: z.array(faqItem).min(1).max(LIMITS.faqItems) })
/**
 * Sign-language videos (ADR 101): the codes the site's video view takes (spec 000 §3), each played
 * from the configured host only, and a title that names them for a screen reader.
 */
const signLanguage = z.strictObject({
  type: z.literal('signLanguage'),
  title: oneLine(LIMITS.videoTitle).min(1),
  codes: z
    .array(z.string().regex(VIDEO_CODE))
    .min(1)
    .max(LIMITS.videoCodes)
    .refine((cs) => new Set(cs).size === cs.length, 'repeated video'),
})

export const block = z.discriminatedUnion('type', [heading, paragraph, image, quote, callout, table, documents, gallery, faq, signLanguage])
export type Block = z.infer<typeof block>
export type BlockType = Block['type']
export const BLOCK_TYPES = ['heading', 'paragraph', 'image', 'quote', 'callout', 'table', 'documents', 'gallery', 'faq', 'signLanguage'] as const satisfies readonly BlockType[]

export const blocks = z.array(block).max(LIMITS.blocks)

/**
 * A body as a revision stores it: blocks, or (revisions saved before blocks) plain text with
 * blank-line separated paragraphs, read as paragraph blocks so restoring and comparing old
 * revisions keep working.
 */
export const body = z.union([blocks, words(100_000).transform((s) => paragraphsToBlocks(s))]).pipe(blocks)

/** `[label](address)` as the plain-text bodies wrote links (src/shared/content-links.ts). */
const OLD_LINK = /\[([^\]\n]{1,200})\]\((https?:\/\/[^\s()<>"]{1,2000}|\/(?![/\\])[^\s()<>"]{0,2000})\)/g

/** Plain text with blank-line separated paragraphs as paragraph blocks; its `[label](address)` links stay links. */
export function paragraphsToBlocks(text: string): Block[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const content: TextNode[] = []
      let at = 0
      for (const m of p.matchAll(OLD_LINK)) {
        if (m.index > at) content.push({ type: 'text', text: p.slice(at, m.index) })
        content.push({ type: 'text', text: m[1]!, marks: [{ type: 'link', attrs: { href: m[2]! } }] })
        at = m.index + m[0].length
      }
      if (at < p.length) content.push({ type: 'text', text: p.slice(at) })
      return { type: 'paragraph' as const, content }
    })
}

const inlineText = (nodes: RichText) => nodes.map((n) => n.text).join('')

/** What a reader sees, as plain text: search entries, feeds and snippets read it. */
export function plainText(list: readonly Block[]): string {
  return list
    .flatMap((b): string[] => {
      switch (b.type) {
        case 'heading':
          return [b.text]
        case 'paragraph':
          return [inlineText(b.content)]
        case 'quote':
          return [inlineText(b.content) + (b.source ? `\n— ${b.source}` : '')]
        case 'callout':
          return [inlineText(b.content)]
        case 'image':
          return b.caption ? [b.caption] : []
        case 'table':
          return [[b.caption, b.header.join(' | '), ...b.rows.map((r) => r.join(' | '))].join('\n')]
        case 'documents':
        case 'gallery':
          return []
        case 'faq':
          return [b.items.map((q) => `${q.question}\n${inlineText(q.answer)}`).join('\n\n')]
        case 'signLanguage':
          return [b.title]
      }
    })
    .filter(Boolean)
    .join('\n\n')
}

/** The items a body refers to: linked items, pictures, documents and the item's galleries, each once. */
export function referencesOf(list: readonly Block[]): { links: Record<ItemKind, number[]>; media: number[]; documents: number[]; galleries: number[] } {
  const links: Record<ItemKind, Set<number>> = { news: new Set(), page: new Set(), document: new Set() }
  const media = new Set<number>()
  const docs = new Set<number>()
  const galleries = new Set<number>()
  const inline = (nodes: RichText) => {
    for (const n of nodes) for (const m of n.marks ?? []) if (m.type === 'link' && 'kind' in m.attrs) links[m.attrs.kind].add(m.attrs.id)
  }
  for (const b of list) {
    if (b.type === 'paragraph' || b.type === 'quote' || b.type === 'callout') inline(b.content)
    else if (b.type === 'image') media.add(b.mediaId)
    else if (b.type === 'documents') for (const d of b.ids) docs.add(d)
    else if (b.type === 'faq') for (const q of b.items) inline(q.answer)
    else if (b.type === 'gallery') galleries.add(b.gallery)
  }
  return { links: { news: [...links.news], page: [...links.page], document: [...links.document] }, media: [...media], documents: [...docs], galleries: [...galleries] }
}
