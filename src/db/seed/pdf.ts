/**
 * Real PDF files for the document library, and the text extraction that indexes them.
 * The standard PDF fonts cannot encode Czech (ř, ů, ě), so DejaVu Sans from the
 * `dejavu-fonts-ttf` package is embedded, subset to the glyphs used.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import type { Lang } from './text.js'

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0]
type FontkitFont = ReturnType<Fontkit['create']>

const require = createRequire(import.meta.url)
const fontFile = (name: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`))

let cachedKit: { kit: Fontkit; regular: Uint8Array; bold: Uint8Array } | undefined

/**
 * A fontkit that parses each font once and maps characters straight to glyphs. pdf-lib calls
 * `layout()` (full OpenType shaping, ~0.6 ms a line) for every string it measures or draws,
 * and parses the 700 kB font again for each document. Czech and English need no shaping,
 * and skipping it also keeps ligatures out, so extracted text reads "fi" rather than "ﬁ".
 */
export function fonts() {
  if (cachedKit) return cachedKit
  const parsed = new Map<Uint8Array, FontkitFont>()
  const kit: Fontkit = {
    create(buffer) {
      let font = parsed.get(buffer)
      if (!font) {
        const f = fontkit.create(buffer)
        // fontkit caches one glyph object per glyph id, with the code points of its first
        // request. Subsetting a composite glyph (Č) creates its component (C) without code
        // points, and in a font shared between documents that glyph would then reach the
        // next document's ToUnicode map without its character, so "Calendar" would extract
        // as "alendar". Creating every mapped glyph up front gives each its code point.
        const glyphs = new Map(f.characterSet.map((cp) => [cp, f.glyphForCodePoint(cp)]))
        const glyphFor = (cp: number) => glyphs.get(cp) ?? f.glyphForCodePoint(cp)
        f.layout = ((text: string) => ({ glyphs: Array.from(text, (ch) => glyphFor(ch.codePointAt(0)!)) })) as never
        font = f
        parsed.set(buffer, font)
      }
      return font
    },
  }
  cachedKit = { kit, regular: fontFile('DejaVuSans.ttf'), bold: fontFile('DejaVuSans-Bold.ttf') }
  return cachedKit
}

export interface PdfInput {
  lang: Lang
  title: string
  /** Issuer line under the title, e.g. the faculty and the date. */
  subtitle: string
  sections: Array<{ heading: string; paragraphs: string[] }>
  /** Content beyond this many A4 pages is dropped. */
  maxPages: number
  author: string
  subject: string
  date: Date
}

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 56
const WIDTH = A4[0] - 2 * MARGIN
const BOTTOM = MARGIN + 24

/** Greedy line breaking; measures each word once, not every candidate line. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const space = font.widthOfTextAtSize(' ', size)
  const lines: string[] = []
  let line: string[] = []
  let lineWidth = 0
  for (const word of text.split(/\s+/)) {
    const w = font.widthOfTextAtSize(word, size)
    if (line.length > 0 && lineWidth + space + w > width) {
      lines.push(line.join(' '))
      line = []
      lineWidth = 0
    }
    lineWidth += (line.length > 0 ? space : 0) + w
    line.push(word)
  }
  if (line.length > 0) lines.push(line.join(' '))
  return lines
}

/**
 * Lays out the title, sections and page footers. Byte-for-byte deterministic: fixed dates,
 * fixed font names (pdf-lib would add a random suffix) and pdf-lib's own seeded ids.
 */
export async function buildPdf(input: PdfInput): Promise<Uint8Array> {
  const { kit, regular, bold } = fonts()
  const doc = await PDFDocument.create({ updateMetadata: false })
  doc.registerFontkit(kit)
  const body = await doc.embedFont(regular, { subset: true, customName: 'DejaVuSans' })
  const heavy = await doc.embedFont(bold, { subset: true, customName: 'DejaVuSans-Bold' })
  doc.setTitle(input.title)
  doc.setAuthor(input.author)
  doc.setSubject(input.subject)
  doc.setLanguage(input.lang === 'cs' ? 'cs-CZ' : 'en-GB')
  doc.setCreator('Univerzita Quercus Fontana')
  doc.setProducer('qf-seed')
  doc.setCreationDate(input.date)
  doc.setModificationDate(input.date)

  let page: PDFPage = doc.addPage(A4)
  let y = A4[1] - MARGIN
  let full = false
  /** Draws lines, opening a new page when needed; false once `maxPages` is full. */
  const draw = (lines: string[], font: PDFFont, size: number, leading: number, gapAfter: number) => {
    for (const line of lines) {
      if (y - leading < BOTTOM) {
        if (doc.getPageCount() >= input.maxPages) return (full = true), false
        page = doc.addPage(A4)
        y = A4[1] - MARGIN
      }
      y -= leading
      page.drawText(line, { x: MARGIN, y, size, font, color: rgb(0.1, 0.12, 0.1) })
    }
    y -= gapAfter
    return true
  }

  draw(wrap(input.title, heavy, 17, WIDTH), heavy, 17, 22, 4)
  draw(wrap(input.subtitle, body, 9.5, WIDTH), body, 9.5, 13, 16)
  for (const section of input.sections) {
    if (full || !draw(wrap(section.heading, heavy, 12, WIDTH), heavy, 12, 17, 3)) break
    for (const text of section.paragraphs) {
      if (!draw(wrap(text, body, 10.5, WIDTH), body, 10.5, 14.5, 7)) break
    }
  }

  const pages = doc.getPages()
  pages.forEach((p, i) => {
    const footer = input.lang === 'cs' ? `Strana ${i + 1} z ${pages.length}` : `Page ${i + 1} of ${pages.length}`
    p.drawText(footer, { x: MARGIN, y: MARGIN - 12, size: 8, font: body, color: rgb(0.4, 0.4, 0.4) })
  })
  // pdf-lib yields to a setTimeout every 50 objects by default; on a busy machine those
  // timer waits, not the work, dominated the time to write a document.
  return doc.save({ useObjectStreams: true, objectsPerTick: Number.POSITIVE_INFINITY })
}

/** The documents feature's extraction, so the seed indexes its PDFs as an editor's upload is indexed. */
export { extractPdf } from '../../features/documents/pdf-text.js'
