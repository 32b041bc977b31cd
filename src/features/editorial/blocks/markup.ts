/**
 * The small markup a block's textarea takes without script (ADR 093), parsed to the blocks' JSON
 * on the server and written back from it, so what the form shows after a save reads as typed:
 *
 *   **bold**   _italic_   [text](https://example.org)   [text](news:12) [text](page:34) [text](document:5)
 *
 * A backslash keeps the next `* _ [ ] \ |` as itself. `[…](` starts a link that must be whole and
 * point at an allowed address or an item; an unclosed mark is refused rather than guessed at.
 * Line breaks inside a paragraph are spaces (a blank line in a paragraph row starts another one).
 */
import type { FaqItem, LinkAttrs, Mark, RichText, TextNode } from './blocks.js'
import { ITEM_KINDS, LIMITS, SAFE_HREF, type ItemKind } from './rules.js'

export type MarkupProblem = 'unclosedBold' | 'unclosedItalic' | 'badLink' | 'emptyLink' | 'tooLong' | 'faqShape' | 'faqSize'

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: MarkupProblem }

const ESCAPABLE = new Set(['*', '_', '[', ']', '\\', '|'])
const LINK = /^\[((?:\\.|[^\]\\\n])*)\]\(([^)\s]*)\)/
const LINK_START = /^\[(?:\\.|[^\]\\\n])*\]\(/
const ITEM = new RegExp(`^(${ITEM_KINDS.join('|')}):([1-9]\\d{0,9})$`)

function targetOf(raw: string): LinkAttrs | undefined {
  const item = ITEM.exec(raw)
  if (item) {
    const id = Number(item[2])
    return id <= 2_147_483_647 ? { kind: item[1] as ItemKind, id } : undefined
  }
  return raw.length <= LIMITS.href && SAFE_HREF.test(raw) ? { href: raw } : undefined
}

const sameLink = (a: LinkAttrs | undefined, b: LinkAttrs | undefined) => JSON.stringify(a) === JSON.stringify(b)
const linkOf = (n: TextNode) => (n.marks?.find((m) => m.type === 'link') as Extract<Mark, { type: 'link' }> | undefined)?.attrs
const has = (n: TextNode, type: 'bold' | 'italic') => n.marks?.some((m) => m.type === type) ?? false

/** Marks in one order (bold, italic, link), none when there are none: equal content is equal JSON. */
function node(text: string, bold: boolean, italic: boolean, link?: LinkAttrs): TextNode {
  const marks: Mark[] = [...(bold ? [{ type: 'bold' as const }] : []), ...(italic ? [{ type: 'italic' as const }] : []), ...(link ? [{ type: 'link' as const, attrs: link }] : [])]
  return marks.length ? { type: 'text', text, marks } : { type: 'text', text }
}

/** Neighbours with the same marks joined, as ProseMirror keeps them. */
function joined(nodes: TextNode[]): TextNode[] {
  const out: TextNode[] = []
  for (const n of nodes) {
    const last = out.at(-1)
    if (last && JSON.stringify(last.marks ?? []) === JSON.stringify(n.marks ?? [])) out[out.length - 1] = { ...last, text: last.text + n.text }
    else out.push(n)
  }
  return out
}

function parseRun(src: string, link?: LinkAttrs): Parsed<TextNode[]> {
  const out: TextNode[] = []
  let bold = false
  let italic = false
  let text = ''
  const flush = () => {
    if (text) out.push(node(text, bold, italic, link))
    text = ''
  }
  for (let i = 0; i < src.length; ) {
    const c = src[i]!
    if (c === '\\' && i + 1 < src.length && ESCAPABLE.has(src[i + 1]!)) {
      text += src[i + 1]
      i += 2
    } else if (src.startsWith('**', i)) {
      flush()
      bold = !bold
      i += 2
    } else if (c === '_') {
      flush()
      italic = !italic
      i += 1
    } else if (c === '[' && !link && LINK_START.test(src.slice(i))) {
      const m = LINK.exec(src.slice(i))
      const target = m ? targetOf(m[2]!) : undefined
      if (!m || !target) return { ok: false, problem: 'badLink' }
      const inner = parseRun(m[1]!, target)
      if (!inner.ok) return inner
      if (inner.value.length === 0) return { ok: false, problem: 'emptyLink' }
      flush()
      // The link's own text carries the marks open around it too.
      out.push(...inner.value.map((n) => node(n.text, bold || has(n, 'bold'), italic || has(n, 'italic'), target)))
      i += m[0].length
    } else {
      text += c
      i += 1
    }
  }
  if (bold) return { ok: false, problem: 'unclosedBold' }
  if (italic) return { ok: false, problem: 'unclosedItalic' }
  flush()
  return { ok: true, value: out }
}

/** One paragraph's markup as rich text; line breaks become spaces. */
export function parseInline(src: string): Parsed<RichText> {
  const flat = src.replace(/[ \t]*\r?\n[ \t\r\n]*/g, ' ').trim()
  if (flat.length > LIMITS.richText) return { ok: false, problem: 'tooLong' }
  const run = parseRun(flat)
  return run.ok ? { ok: true, value: trimmed(joined(run.value)) } : run
}

/** No space at either end, even where marks hid it from the first trim (`** a**`). */
function trimmed(nodes: TextNode[]): TextNode[] {
  const out = [...nodes]
  while (out.length && !out[0]!.text.trimStart()) out.shift()
  while (out.length && !out.at(-1)!.text.trimEnd()) out.pop()
  if (out.length) {
    out[0] = { ...out[0]!, text: out[0]!.text.trimStart() }
    out[out.length - 1] = { ...out.at(-1)!, text: out.at(-1)!.text.trimEnd() }
  }
  return out
}

const escape = (s: string) => s.replace(/[*_[\]\\|]/g, (c) => `\\${c}`)

const hrefOf = (attrs: LinkAttrs) => ('href' in attrs ? attrs.href : `${attrs.kind}:${attrs.id}`)

/** Rich text back as markup: parsing it gives the same rich text. */
export function serializeInline(nodes: RichText): string {
  let out = ''
  for (let i = 0; i < nodes.length; ) {
    const link = linkOf(nodes[i]!)
    let j = i
    while (j < nodes.length && sameLink(linkOf(nodes[j]!), link)) j++
    const run = marked(nodes.slice(i, j))
    out += link ? `[${run}](${hrefOf(link)})` : run
    i = j
  }
  return out
}

/** Bold and italic opened and closed around the runs that have them. */
function marked(nodes: TextNode[]): string {
  let out = ''
  let bold = false
  let italic = false
  for (const n of nodes) {
    const b = has(n, 'bold')
    const it = has(n, 'italic')
    // Close the inner mark first so `**_x_**` nests rather than crossing.
    if (italic && !it) ((out += '_'), (italic = false))
    if (bold !== b) ((out += '**'), (bold = b))
    if (italic !== it) ((out += '_'), (italic = it))
    out += escape(n.text)
  }
  if (italic) out += '_'
  if (bold) out += '**'
  return out
}

/** Table cells: one row per line, cells split by `|`, the first line the header. */
export function parseTable(src: string): { ok: true; header: string[]; rows: string[][] } | { ok: false; problem: 'tableShape' | 'tableSize' } {
  const lines = src
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
  const cells = lines.map((l) =>
    l
      .replace(/^\|/, '')
      .replace(/(?<!\\)\|$/, '')
      .split(/(?<!\\)\|/)
      .map((c) => c.trim().replace(/\\([|\\])/g, '$1')),
  )
  const [header, ...rows] = cells
  if (!header) return { ok: false, problem: 'tableShape' }
  if (header.length > LIMITS.columns || rows.length > LIMITS.rows || cells.some((r) => r.some((c) => c.length > LIMITS.cell))) return { ok: false, problem: 'tableSize' }
  if (rows.some((r) => r.length !== header.length)) return { ok: false, problem: 'tableShape' }
  return { ok: true, header, rows }
}

export function serializeTable(header: string[], rows: string[][]): string {
  const line = (r: string[]) => r.map((c) => c.replace(/[|\\]/g, (x) => `\\${x}`)).join(' | ')
  return [header, ...rows].map(line).join('\n')
}

const QUESTION = /^Q:[ \t]*(.*)$/i
const ANSWER = /^A:[ \t]*(.*)$/i

/**
 * An FAQ block's textarea (ADR 101): each pair a line starting `Q:` (the question, plain text)
 * and a line starting `A:` (the answer, in the paragraph markup); lines that start with neither
 * continue the part above, blank lines separate pairs. `Q`/`A` rather than Czech letters: the
 * Czech "Otázka" and "Odpověď" both start with O.
 */
export function parseFaq(src: string): Parsed<FaqItem[]> {
  const pairs: Array<{ q: string[]; a: string[] | undefined }> = []
  for (const raw of src.split(/\r?\n/)) {
    const line = raw.trim()
    if (!line) continue
    const q = QUESTION.exec(line)
    const a = q ? null : ANSWER.exec(line)
    const last = pairs.at(-1)
    if (q) pairs.push({ q: [q[1]!], a: undefined })
    else if (a) {
      // An answer needs its question, and one question has one answer.
      if (!last || last.a) return { ok: false, problem: 'faqShape' }
      last.a = [a[1]!]
    } else if (!last) return { ok: false, problem: 'faqShape' }
    else (last.a ?? last.q).push(line)
  }
  if (pairs.length === 0) return { ok: false, problem: 'faqShape' }
  if (pairs.length > LIMITS.faqItems) return { ok: false, problem: 'faqSize' }
  const out: FaqItem[] = []
  for (const { q, a } of pairs) {
    const question = q.join(' ').replace(/\s+/g, ' ').trim()
    if (!question || !a) return { ok: false, problem: 'faqShape' }
    if (question.length > LIMITS.question) return { ok: false, problem: 'tooLong' }
    const answer = parseInline(a.join('\n'))
    if (!answer.ok) return answer
    if (answer.value.length === 0) return { ok: false, problem: 'faqShape' }
    out.push({ question, answer: answer.value })
  }
  return { ok: true, value: out }
}

/** Questions and answers back as the textarea's `Q:`/`A:` lines, a blank line between pairs. */
export const serializeFaq = (items: readonly FaqItem[]): string => items.map((i) => `Q: ${i.question}\nA: ${serializeInline(i.answer)}`).join('\n\n')
