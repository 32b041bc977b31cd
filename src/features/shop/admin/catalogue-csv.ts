/**
 * The catalogue's CSV (issue 26, ADR 077): one row per variant with what the administration edits,
 * separated by `;` (what a Czech Excel reads and writes: its decimal separator is the comma),
 * UTF-8 with a byte order mark, CRLF. A cell a spreadsheet would run as a formula is written with
 * an apostrophe in front, and reading takes it off again. Reading refuses, before any row is
 * judged, a file that is not UTF-8, has more rows than allowed (counted while parsing, so a
 * 100,000-row file stops at the limit), or whose header is not the export's columns.
 */
import { Readable } from 'node:stream'
import { parse } from 'csv-parse'
import { stringify } from 'csv-stringify/sync'
import { neutraliseFormula, restoreFormula, UTF8_BOM } from '../../../shared/spreadsheet.js'

/** The columns, in the export's order; the import wants all of them, in any order. */
export const COLUMNS = [
  'product_id',
  'variant_id',
  'product_sku',
  'variant_sku',
  'ean',
  'name_cs',
  'name_en',
  'status',
  'category',
  'vat_rate',
  'price',
  'compare_at_price',
  'low_stock_threshold',
  'stock',
  'size',
  'colour_cs',
  'colour_en',
  'description_cs',
  'description_en',
  'meta_description_cs',
  'meta_description_en',
] as const
export type Column = (typeof COLUMNS)[number]
export type CsvRow = Record<Column, string>

/** Shown for information only: stock changes by adjustments (ADR 068), size and colour are not the administration's. */
export const READ_ONLY: readonly Column[] = ['stock', 'size', 'colour_cs', 'colour_en']

export const DELIMITER = ';'

/** A problem of the file or of one of its rows; `row` is the spreadsheet's row number (the header is 1). */
export interface CsvIssue {
  row: number
  column?: Column | ''
  key: string
  values?: Record<string, string>
}

/** The file's rows as text, formula apostrophes taken off, or why it cannot be read at all. */
export type ReadResult = { ok: true; rows: { row: number; cells: CsvRow }[]; issues: CsvIssue[] } | { ok: false; issues: CsvIssue[] }

/** The CSV text of `rows` (with the byte order mark), each cell as a spreadsheet should show it. */
export function catalogueCsv(rows: readonly CsvRow[]): string {
  const records = rows.map((r) => COLUMNS.map((c) => neutraliseFormula(r[c])))
  return UTF8_BOM + stringify([[...COLUMNS], ...records], { delimiter: DELIMITER, record_delimiter: 'windows', quoted_match: /[\r\n";]/ })
}

const decoder = new TextDecoder('utf-8', { fatal: true })

function* piecesOf(text: string, size: number) {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size)
}

/** Reads an uploaded file; `maxRows` counts the rows below the header. */
export async function readCatalogueCsv(bytes: Uint8Array, maxRows: number): Promise<ReadResult> {
  let text: string
  try {
    text = decoder.decode(bytes)
  } catch {
    return { ok: false, issues: [{ row: 0, key: 'notUtf8' }] }
  }
  if (text.replace(/^\uFEFF/, '').trim() === '') return { ok: false, issues: [{ row: 0, key: 'empty' }] }
  // `,` is read too, for a file saved by a spreadsheet set to English: the header line says which.
  const firstLine = text.slice(0, text.search(/\r|\n|$/))
  const delimiter = firstLine.includes(';') ? ';' : ','
  const parser = parse({ bom: true, delimiter, relax_column_count: true, skip_empty_lines: true, max_record_size: 64 * 1024 })
  // Fed in small pieces as it reads them, so a file past the limit is not parsed to its end.
  const source = Readable.from(piecesOf(text, 64 * 1024))
  source.pipe(parser)
  const records: string[][] = []
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      // The header and `maxRows` rows; one more row and the rest is not read.
      if (records.length > maxRows) {
        source.destroy()
        parser.destroy()
        return { ok: false, issues: [{ row: 0, key: 'tooManyRows', values: { max: String(maxRows) } }] }
      }
      records.push(record)
    }
  } catch (error) {
    const lines = (error as { lines?: number }).lines
    return { ok: false, issues: [{ row: records.length + 1, key: 'damaged', values: { line: String(lines ?? records.length + 1) } }] }
  }
  const header = records[0]!.map((h) => h.trim().toLowerCase())
  const known = new Set<string>(COLUMNS)
  const issues: CsvIssue[] = []
  const missing = COLUMNS.filter((c) => !header.includes(c))
  const unknown = header.filter((h) => !known.has(h))
  const twice = header.filter((h, i) => known.has(h) && header.indexOf(h) !== i)
  if (missing.length) issues.push({ row: 1, key: 'columnsMissing', values: { columns: missing.join(', ') } })
  if (unknown.length) issues.push({ row: 1, key: 'columnsUnknown', values: { columns: unknown.map((u) => u || '""').join(', ') } })
  if (twice.length) issues.push({ row: 1, key: 'columnsTwice', values: { columns: [...new Set(twice)].join(', ') } })
  if (issues.length) return { ok: false, issues }
  const index = Object.fromEntries(COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<Column, number>
  const rows: { row: number; cells: CsvRow }[] = []
  records.slice(1).forEach((record, i) => {
    const row = i + 2
    if (record.length !== header.length) {
      issues.push({ row, key: 'cellCount', values: { found: String(record.length), expected: String(header.length) } })
      return
    }
    rows.push({ row, cells: Object.fromEntries(COLUMNS.map((c) => [c, restoreFormula(record[index[c]]!)])) as CsvRow })
  })
  if (rows.length === 0 && issues.length === 0) return { ok: false, issues: [{ row: 0, key: 'empty' }] }
  return { ok: true, rows, issues }
}
