/**
 * The rich-text editor's document (issue 25, ADR 099): a ProseMirror schema of paragraphs and exactly
 * the marks the site renders (bold, italic, link), and the way between its documents and the small
 * markup of the block rows' textareas (markup.ts, ADR 093), which stays what the form posts. The
 * markup is parsed and written by markup.ts itself, never a second copy of its rules: a paragraph
 * block's text is paragraphs split by a blank line (as rows.ts splits them), a quote's or call-out's
 * is one paragraph. No hard breaks: the markup has none (a line break in it is a space).
 */
import { Schema, type Mark as PmMark, type Node as PmNode } from 'prosemirror-model'
import type { LinkAttrs, Mark, RichText, TextNode } from '../../features/editorial/blocks/blocks.js'
import { parseInline, serializeInline, type MarkupProblem } from '../../features/editorial/blocks/markup.js'

/** `multi`: a paragraph block (blank lines part paragraphs); `single`: a quote or call-out (one paragraph). */
export type Shape = 'multi' | 'single'

/** The link mark keeps the blocks' link attributes as they are: an address or an item reference. */
interface PmLinkAttrs {
  href: string | null
  kind: string | null
  id: number | null
}

export const linkAttrsOf = (attrs: LinkAttrs): PmLinkAttrs => ('href' in attrs ? { href: attrs.href, kind: null, id: null } : { href: null, kind: attrs.kind, id: attrs.id })

export const blockLinkOf = (attrs: PmLinkAttrs): LinkAttrs => (attrs.kind && attrs.id ? ({ kind: attrs.kind, id: attrs.id } as LinkAttrs) : { href: attrs.href ?? '' })

/** What a link's address field shows and takes: `https://…`, `/path`, `mailto:…`, `news:12`. */
export const addressOf = (attrs: PmLinkAttrs): string => (attrs.kind && attrs.id ? `${attrs.kind}:${attrs.id}` : (attrs.href ?? ''))

export type AddressProblem = 'empty' | 'script' | 'invalid'

/**
 * An address typed into the link form, checked by markup.ts's own link rule (the same one the
 * server applies to the textarea): `[x](address)` must parse as one linked text.
 */
export function linkTarget(raw: string): { ok: true; attrs: LinkAttrs } | { ok: false; problem: AddressProblem } {
  const address = raw.trim()
  if (!address) return { ok: false, problem: 'empty' }
  // eslint-disable-next-line no-control-regex -- hidden characters are how `java\tscript:` slips past a look
  if (/^(?:javascript|data|vbscript):/i.test(address.replace(/[\u0000-\u0020]/g, ''))) return { ok: false, problem: 'script' }
  const parsed = parseInline(`[x](${address})`)
  const mark = parsed.ok && parsed.value.length === 1 ? parsed.value[0]!.marks?.find((m) => m.type === 'link') : undefined
  return mark && mark.type === 'link' ? { ok: true, attrs: mark.attrs } : { ok: false, problem: 'invalid' }
}

const safeHref = (href: string | null): boolean => !!href && linkTarget(href).ok

function makeSchema(shape: Shape) {
  return new Schema({
    nodes: {
      doc: { content: shape === 'multi' ? 'paragraph+' : 'paragraph' },
      paragraph: { content: 'text*', parseDOM: [{ tag: 'p' }], toDOM: () => ['p', 0] },
      text: {},
    },
    // In this order: ProseMirror keeps a text's marks in the schema's order, as the blocks' JSON does.
    marks: {
      bold: {
        parseDOM: [{ tag: 'strong' }, { tag: 'b', getAttrs: (n) => ((n as HTMLElement).style?.fontWeight === 'normal' ? false : null) }],
        toDOM: () => ['strong', 0],
      },
      italic: { parseDOM: [{ tag: 'em' }, { tag: 'i' }], toDOM: () => ['em', 0] },
      link: {
        attrs: { href: { default: null }, kind: { default: null }, id: { default: null } },
        inclusive: false,
        parseDOM: [
          {
            tag: 'a[href]',
            getAttrs: (n) => {
              const href = (n as HTMLElement).getAttribute('href')
              const target = href ? linkTarget(href) : undefined
              return target?.ok ? linkAttrsOf(target.attrs) : false
            },
          },
        ],
        toDOM: (mark) => ['a', { href: safeHref(mark.attrs.href as string | null) ? mark.attrs.href : addressOf(mark.attrs as PmLinkAttrs) }, 0],
      },
    },
  })
}

const schemas = { multi: makeSchema('multi'), single: makeSchema('single') }
export const schemaOf = (shape: Shape) => schemas[shape]

function blockMark(m: PmMark): Mark {
  return m.type.name === 'link' ? { type: 'link', attrs: blockLinkOf(m.attrs as PmLinkAttrs) } : { type: m.type.name as 'bold' | 'italic' }
}

/** A paragraph node as the blocks' rich text (text nodes with their marks). */
export function richTextOf(paragraph: PmNode): RichText {
  const out: TextNode[] = []
  paragraph.forEach((n) => {
    if (!n.isText || !n.text) return
    const marks = n.marks.map(blockMark)
    out.push(marks.length ? { type: 'text', text: n.text, marks } : { type: 'text', text: n.text })
  })
  return out
}

/** The document as the textarea's markup: paragraphs parted by a blank line, empty ones left out. */
export function markupOfDoc(doc: PmNode): string {
  const parts: string[] = []
  doc.forEach((p) => {
    const text = serializeInline(richTextOf(p))
    if (text.trim()) parts.push(text)
  })
  return parts.join('\n\n')
}

/** The textarea's markup as a document, or what markup.ts finds wrong with it (the editor then stays away). */
export function docOfMarkup(markup: string, shape: Shape): { ok: true; doc: PmNode } | { ok: false; problem: MarkupProblem } {
  const schema = schemaOf(shape)
  const chunks = shape === 'multi' ? markup.replace(/\r\n?/g, '\n').split(/\n\s*\n/) : [markup]
  const paragraphs: PmNode[] = []
  for (const chunk of chunks) {
    if (!chunk.trim() && shape === 'multi') continue
    const parsed = parseInline(chunk)
    if (!parsed.ok) return parsed
    const texts = parsed.value.map((t) =>
      schema.text(
        t.text,
        (t.marks ?? []).map((m) => (m.type === 'link' ? schema.marks.link!.create(linkAttrsOf(m.attrs)) : schema.marks[m.type]!.create())),
      ),
    )
    paragraphs.push(schema.nodes.paragraph!.create(null, texts))
  }
  if (paragraphs.length === 0) paragraphs.push(schema.nodes.paragraph!.create())
  return { ok: true, doc: schema.nodes.doc!.create(null, paragraphs) }
}
