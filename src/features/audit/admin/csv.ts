/**
 * CSV as RFC 4180 writes it, for spreadsheets (ADR 060): fields separated by commas, lines by
 * CRLF, a field quoted when it holds a quote, comma, CR or LF (quotes doubled). A text that a
 * spreadsheet would run as a formula (it starts with `=`, `+`, `-`, `@`, a tab or a CR: OWASP's
 * "CSV injection") gets an apostrophe in front, so it is shown as the text it is.
 */

/** The byte order mark Excel needs to read the file as UTF-8. */
export const UTF8_BOM = '\uFEFF'

const FORMULA = /^[=+\-@\t\r]/

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && FORMULA.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const csvLine = (cells: ReadonlyArray<string | number | null | undefined>): string => `${cells.map(csvCell).join(',')}\r\n`
