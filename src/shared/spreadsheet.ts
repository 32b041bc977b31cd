/**
 * What a spreadsheet does with a CSV cell (OWASP's "CSV injection"): a cell that starts with `=`,
 * `+`, `-`, `@`, a tab or a CR is run as a formula, so the exports put an apostrophe in front of
 * it and the text is shown as it is (ADR 060). The catalogue's import takes that apostrophe off
 * again (ADR 077), so an exported file comes back unchanged.
 */

/** The byte order mark Excel needs to read a CSV as UTF-8. */
export const UTF8_BOM = '\uFEFF'

const FORMULA = /^[=+\-@\t\r]/
const NEUTRALISED = /^'[=+\-@\t\r]/

/** `text` as a spreadsheet shows it rather than runs it. */
export const neutraliseFormula = (text: string) => (FORMULA.test(text) ? `'${text}` : text)

/** The text an exported cell stood for: the apostrophe the export put before a formula character taken off. */
export const restoreFormula = (text: string) => (NEUTRALISED.test(text) ? text.slice(1) : text)
