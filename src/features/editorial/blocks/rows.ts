/**
 * A body's blocks as the numbered rows of a form without script (ADR 093, as the page tree's
 * sections, ADR 063): `block-0-type`, `block-0-text`, `block-0-order` (numbers reorder),
 * `block-0-remove` (a checkbox), and per type `level` (heading), `tone` (call-out), `media` and
 * `caption` (image, table), `source` (quote), `gallery` (a gallery block's number), `video` and
 * `title` (a sign-language video block, ADR 101); one empty row adds a block. A row that cannot be
 * read refuses the whole form with its number and what is wrong; nothing is saved.
 */
import { isRecord } from '../../../forms/form.js'
import { BLOCK_TYPES, LIMITS, block as blockSchema, type Block, type BlockType } from './blocks.js'
import { parseFaq, parseInline, parseTable, serializeFaq, serializeInline, serializeTable, type MarkupProblem } from './markup.js'
import { DEFAULT_VIDEO_HOST, isVideoCode } from '../../../shared/sign-language.js'

export const ROW_FIELDS = ['type', 'text', 'level', 'tone', 'media', 'caption', 'source', 'gallery', 'video', 'title'] as const
export type BlockRow = Record<(typeof ROW_FIELDS)[number], string>

export type RowProblem = MarkupProblem | 'rowInvalid' | 'typeInvalid' | 'textRequired' | 'levelInvalid' | 'toneInvalid' | 'mediaInvalid' | 'captionRequired' | 'tableShape' | 'tableSize' | 'documentsInvalid' | 'tooMany' | 'galleryInvalid' | 'faqShape' | 'faqSize' | 'videoInvalid' | 'videoTitleRequired'

/** Rows a form reads at most: the blocks' own limit and one new. */
export const MAX_ROWS = LIMITS.blocks + 1

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const ORDER = /^-?\d{1,6}$/
const ID = /^[1-9]\d{0,9}$/
const FIELD_MAX: Record<string, number> = { type: 20, text: 60_000, level: 1, tone: 10, media: 10, caption: LIMITS.caption, source: LIMITS.source, gallery: 10, video: 2000, title: LIMITS.videoTitle, order: 7, remove: 2 }

export const emptyRow = (type: BlockType = 'paragraph'): BlockRow => ({ type, text: '', level: '2', tone: 'info', media: '', caption: '', source: '', gallery: '', video: '', title: '' })

/** What reading the rows needs from the site: the configured sign-language video host (ADR 101). */
export interface RowsOptions {
  videoHost?: string
}

/** The rows the form shows for stored blocks. */
export function rowsOfBlocks(list: readonly Block[]): BlockRow[] {
  return list.map((b) => {
    const row = emptyRow(b.type)
    switch (b.type) {
      case 'heading':
        return { ...row, text: b.text, level: String(b.level) }
      case 'paragraph':
        return { ...row, text: serializeInline(b.content) }
      case 'quote':
        return { ...row, text: serializeInline(b.content), source: b.source ?? '' }
      case 'callout':
        return { ...row, text: serializeInline(b.content), tone: b.tone }
      case 'image':
        return { ...row, media: String(b.mediaId), caption: b.caption ?? '' }
      case 'table':
        return { ...row, text: serializeTable(b.header, b.rows), caption: b.caption }
      case 'documents':
        return { ...row, text: b.ids.join(', ') }
      case 'gallery':
        return { ...row, gallery: String(b.gallery) }
      case 'faq':
        return { ...row, text: serializeFaq(b.items) }
      case 'signLanguage':
        return { ...row, title: b.title, video: b.codes.join(', ') }
    }
  })
}

/** The body's markup as one text, for comparing revisions and the stale view. */
export const markupOf = (list: readonly Block[]): string =>
  rowsOfBlocks(list)
    .map((r) => [`[${r.type}${r.type === 'heading' ? ` ${r.level}` : r.type === 'callout' ? ` ${r.tone}` : r.type === 'image' ? ` ${r.media}` : r.type === 'gallery' ? ` ${r.gallery}` : ''}]`, r.caption, r.title, r.text, r.source, r.video].filter(Boolean).join('\n'))
    .join('\n\n')

export type RowsResult = { ok: true; blocks: Block[]; rows: BlockRow[] } | { ok: false; row: number; problem: RowProblem; rows: BlockRow[] }

/** The blocks a submission's rows make, in the order their numbers say; `row` counts from 1 as the form shows. */
export function blocksOfForm(body: unknown, options: RowsOptions = {}): RowsResult {
  const read: Array<{ row: BlockRow; order: number; index: number }> = []
  const all: BlockRow[] = []
  if (!isRecord(body)) return { ok: true, blocks: [], rows: [] }
  for (let i = 0; i < MAX_ROWS + 1; i++) {
    const name = (f: string) => `block-${i}-${f}`
    if (![...ROW_FIELDS, 'order', 'remove'].some((f) => Object.hasOwn(body, name(f)))) continue
    if (i === MAX_ROWS) return { ok: false, row: i + 1, problem: 'tooMany', rows: all }
    const values: Record<string, string> = {}
    for (const field of [...ROW_FIELDS, 'order', 'remove']) {
      const raw = Object.hasOwn(body, name(field)) ? body[name(field)] : ''
      // A repeated field or anything but text is not what this form sends.
      if (typeof raw !== 'string') return { ok: false, row: i + 1, problem: 'rowInvalid', rows: all }
      const value = raw.replace(/\r\n?/g, '\n').trim()
      if (value.length > FIELD_MAX[field]! || CONTROL.test(value)) return { ok: false, row: i + 1, problem: value.length > FIELD_MAX[field]! ? 'tooLong' : 'rowInvalid', rows: all }
      values[field] = value
    }
    const row = Object.fromEntries(ROW_FIELDS.map((f) => [f, values[f]!])) as BlockRow
    all.push(row)
    if (values.remove) continue
    if (values.order && !ORDER.test(values.order)) return { ok: false, row: i + 1, problem: 'rowInvalid', rows: all }
    // An empty row (the one to add) is nothing to keep.
    if (!row.text && !row.media && !row.caption && !row.source && !row.gallery && !row.video && !row.title) continue
    read.push({ row, order: values.order ? Number(values.order) : i, index: i })
  }
  const out: Block[] = []
  for (const { row, index } of read.sort((a, b) => a.order - b.order || a.index - b.index)) {
    const made = blocksOfRow(row, options.videoHost ?? DEFAULT_VIDEO_HOST)
    if (!made.ok) return { ok: false, row: index + 1, problem: made.problem, rows: all }
    out.push(...made.blocks)
  }
  if (out.length > LIMITS.blocks) return { ok: false, row: MAX_ROWS, problem: 'tooMany', rows: all }
  return { ok: true, blocks: out, rows: all }
}

/**
 * A sign-language video as typed: a code (spec 000 §3) or the configured host's address of one
 * (`{host}{code}`, a query allowed and dropped). Any other address, another host's included, is
 * not a video this site may play: undefined.
 */
export function videoCodeOf(typed: string, host: string): string | undefined {
  if (isVideoCode(typed)) return typed
  if (!typed.toLowerCase().startsWith(host.toLowerCase())) return undefined
  const m = /^([A-Za-z0-9_-]{4,32})(?:\?[^\s#<>"]*)?$/.exec(typed.slice(host.length))
  return m?.[1]
}

function blocksOfRow(row: BlockRow, videoHost: string): { ok: true; blocks: Block[] } | { ok: false; problem: RowProblem } {
  if (!(BLOCK_TYPES as readonly string[]).includes(row.type)) return { ok: false, problem: 'typeInvalid' }
  const type = row.type as BlockType
  const rich = (text: string) => (text ? parseInline(text) : ({ ok: false, problem: 'textRequired' } as const))
  let made: Block[]
  switch (type) {
    case 'heading': {
      if (!row.text) return { ok: false, problem: 'textRequired' }
      if (!/^[234]$/.test(row.level)) return { ok: false, problem: 'levelInvalid' }
      made = [{ type, level: Number(row.level) as 2 | 3 | 4, text: row.text.replace(/\s+/g, ' ') }]
      break
    }
    case 'paragraph': {
      // A blank line starts another paragraph, as the plain-text bodies did.
      made = []
      for (const chunk of row.text.split(/\n\s*\n/).filter((c) => c.trim())) {
        const parsed = parseInline(chunk)
        if (!parsed.ok) return parsed
        made.push({ type, content: parsed.value })
      }
      if (made.length === 0) return { ok: false, problem: 'textRequired' }
      break
    }
    case 'quote': {
      const parsed = rich(row.text)
      if (!parsed.ok) return parsed
      made = [{ type, content: parsed.value, ...(row.source ? { source: row.source.replace(/\s+/g, ' ') } : {}) }]
      break
    }
    case 'callout': {
      if (row.tone !== 'info' && row.tone !== 'warning') return { ok: false, problem: 'toneInvalid' }
      const parsed = rich(row.text)
      if (!parsed.ok) return parsed
      made = [{ type, tone: row.tone, content: parsed.value }]
      break
    }
    case 'image': {
      if (!ID.test(row.media) || Number(row.media) > 2_147_483_647) return { ok: false, problem: 'mediaInvalid' }
      made = [{ type, mediaId: Number(row.media), ...(row.caption ? { caption: row.caption.replace(/\s+/g, ' ') } : {}) }]
      break
    }
    case 'table': {
      if (!row.caption) return { ok: false, problem: 'captionRequired' }
      const parsed = parseTable(row.text)
      if (!parsed.ok) return parsed
      made = [{ type, caption: row.caption.replace(/\s+/g, ' '), header: parsed.header, rows: parsed.rows }]
      break
    }
    case 'documents': {
      const ids = row.text.split(/[\s,;]+/).filter(Boolean)
      if (ids.length === 0 || ids.length > LIMITS.documents || !ids.every((d) => ID.test(d) && Number(d) <= 2_147_483_647)) return { ok: false, problem: 'documentsInvalid' }
      made = [{ type, ids: [...new Set(ids.map(Number))] }]
      break
    }
    case 'gallery': {
      if (!/^[1-9]\d{0,2}$/.test(row.gallery)) return { ok: false, problem: 'galleryInvalid' }
      made = [{ type, gallery: Number(row.gallery) }]
      break
    }
    case 'faq': {
      if (!row.text) return { ok: false, problem: 'textRequired' }
      const parsed = parseFaq(row.text)
      if (!parsed.ok) return parsed
      made = [{ type, items: parsed.value }]
      break
    }
    case 'signLanguage': {
      const typed = row.video.split(/[\s,]+/).filter(Boolean)
      if (typed.length === 0 || typed.length > LIMITS.videoCodes) return { ok: false, problem: 'videoInvalid' }
      const codes: string[] = []
      for (const t of typed) {
        const code = videoCodeOf(t, videoHost)
        if (!code) return { ok: false, problem: 'videoInvalid' }
        if (!codes.includes(code)) codes.push(code)
      }
      if (!row.title) return { ok: false, problem: 'videoTitleRequired' }
      made = [{ type, title: row.title.replace(/\s+/g, ' '), codes }]
      break
    }
  }
  // The model's own rules (lengths, counts) have the last word.
  for (const b of made) if (!blockSchema.safeParse(b).success) return { ok: false, problem: 'tooLong' }
  return { ok: true, blocks: made }
}
