/**
 * What the shop's PDF documents share (the invoice, ADR 051; the packing slip, ADR 071): an A4
 * document with DejaVu Sans embedded (Czech letters), its metadata, and a writer that draws text
 * from the top down, starting a new page when the next row would not fit, and numbers the pages.
 */
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { fonts } from '../../db/seed/pdf.js'
import type { Lang } from '../../i18n/index.js'
import { SELLER } from './seller.js'

export const A4: [number, number] = [595.28, 841.89]
export const MARGIN = 48
export const RIGHT = A4[0] - MARGIN
const BOTTOM = MARGIN + 20
export const INK = rgb(0.1, 0.12, 0.1)
export const GREY = rgb(0.4, 0.4, 0.4)
const RULE = rgb(0.75, 0.75, 0.75)

/** The part of `text` that fits `width`, with an ellipsis when cut. */
export function fit(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text
  let cut = text
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1)
  return `${cut}…`
}

/** A new document titled `title`, dated `at`, with the seller as author, and a writer on its first page. */
export async function shopDocument(title: string, lang: Lang, at: Date) {
  const { kit, regular, bold } = fonts()
  const doc = await PDFDocument.create({ updateMetadata: false })
  doc.registerFontkit(kit)
  const body = await doc.embedFont(regular, { subset: true, customName: 'DejaVuSans' })
  const heavy = await doc.embedFont(bold, { subset: true, customName: 'DejaVuSans-Bold' })
  doc.setTitle(title)
  doc.setAuthor(SELLER.name)
  doc.setSubject(title)
  doc.setLanguage(lang === 'cs' ? 'cs-CZ' : 'en-GB')
  doc.setCreator(SELLER.name)
  doc.setCreationDate(at)
  doc.setModificationDate(at)

  let page: PDFPage = doc.addPage(A4)
  const w = {
    doc,
    body,
    heavy,
    /** The baseline of the next row, from the top down. */
    y: A4[1] - MARGIN,
    get page() {
      return page
    },
    text: (s: string, x: number, at: number, size = 9.5, font = body, color = INK) => page.drawText(s, { x, y: at, size, font, color }),
    textRight: (s: string, right: number, at: number, size = 9.5, font = body) => w.text(s, right - font.widthOfTextAtSize(s, size), at, size, font),
    rule: (at: number) => page.drawLine({ start: { x: MARGIN, y: at }, end: { x: RIGHT, y: at }, thickness: 0.6, color: RULE }),
    /** A new page when `needed` points do not fit above the bottom margin. */
    room: (needed: number) => {
      if (w.y - needed >= BOTTOM) return
      page = doc.addPage(A4)
      w.y = A4[1] - MARGIN
    },
    /** Numbers every page ("Page 1 of 2" in the caller's words) and returns the file. */
    save: (pageLabel: (page: number, pages: number) => string) => {
      const pages = doc.getPages()
      pages.forEach((p, i) => p.drawText(pageLabel(i + 1, pages.length), { x: MARGIN, y: MARGIN - 12, size: 8, font: body, color: GREY }))
      return doc.save({ useObjectStreams: true, objectsPerTick: Number.POSITIVE_INFINITY })
    },
  }
  return w
}

/** The title, then two blocks side by side (supplier and customer, sender and recipient): a heading and rows, the first bold. */
export function titleAndSides(w: Awaited<ReturnType<typeof shopDocument>>, title: string, left: [string, string[]], right: [string, string[]]) {
  const { body, heavy, text, rule } = w
  w.y -= 18
  text(title, MARGIN, w.y, 16, heavy)
  w.y -= 26
  const half = (RIGHT - MARGIN) / 2
  const block = ([heading, rows]: [string, string[]], x: number) => {
    let at = w.y
    text(heading.toUpperCase(), x, at, 8, heavy, GREY)
    at -= 14
    rows.forEach((r, i) => {
      text(fit(r, i === 0 ? heavy : body, 10, half - 16), x, at, 10, i === 0 ? heavy : body)
      at -= 13.5
    })
    return at
  }
  w.y = Math.min(block(left, MARGIN), block(right, MARGIN + half)) - 8
  rule(w.y + 4)
  w.y -= 12
}
