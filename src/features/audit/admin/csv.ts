/**
 * CSV as RFC 4180 writes it, for spreadsheets (ADR 060): fields separated by commas, lines by
 * CRLF, a field quoted when it holds a quote, comma, CR or LF (quotes doubled). A text that a
 * spreadsheet would run as a formula (it starts with `=`, `+`, `-`, `@`, a tab or a CR: OWASP's
 * "CSV injection") gets an apostrophe in front, so it is shown as the text it is.
 */
import { neutraliseFormula } from '../../../shared/spreadsheet.js'

export { UTF8_BOM } from '../../../shared/spreadsheet.js'

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  const text = typeof value === 'string' ? neutraliseFormula(value) : String(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const csvLine = (cells: ReadonlyArray<string | number | null | undefined>): string => `${cells.map(csvCell).join(',')}\r\n`
