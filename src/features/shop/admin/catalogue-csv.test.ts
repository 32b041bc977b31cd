/**
 * The catalogue CSV's format (ADR 077) without a database: what the export writes (BOM, `;`,
 * CRLF, formula cells neutralised) reads back as it was; a file that is not UTF-8, has the wrong
 * columns, too many rows or broken quotes is refused as a whole with its reason.
 */
import { describe, expect, it } from 'vitest'
import { catalogueCsv, COLUMNS, readCatalogueCsv, type CsvRow } from './catalogue-csv.js'

const row = (over: Partial<CsvRow> = {}): CsvRow => ({ ...(Object.fromEntries(COLUMNS.map((c) => [c, ''])) as CsvRow), product_id: '1', variant_id: '1', ...over })
const bytes = (text: string) => new TextEncoder().encode(text)

describe('the catalogue CSV', () => {
  it('writes UTF-8 with a BOM, semicolons and CRLF, and reads back every cell, formulas neutralised on the way out and restored on the way in', async () => {
    const hostile = ['=HYPERLINK("http://x.example","klik")', '+420 123', '-5 bullet', '@SUM(A1)', '\tTab', 'Čeština; "uvozovky"\nřádek']
    const rows = hostile.map((text, i) => row({ product_id: String(i + 1), name_cs: text }))
    const text = catalogueCsv(rows)
    expect(text.startsWith('\uFEFFproduct_id;variant_id;')).toBe(true)
    expect(text).toContain('\r\n')
    for (const h of hostile.slice(0, 5)) expect(text).not.toMatch(new RegExp(`;${h.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
    expect(text).toContain(`;"'=HYPERLINK(""http://x.example"",""klik"")";`)
    const read = await readCatalogueCsv(bytes(text), 100)
    expect(read.ok).toBe(true)
    if (read.ok) expect(read.rows.map((r) => r.cells.name_cs)).toEqual(hostile)
  })

  it('reads a file saved with commas (a spreadsheet set to English) and columns in another order', async () => {
    const columns = [...COLUMNS].reverse()
    const text = `${columns.join(',')}\n${columns.map((c) => (c === 'name_en' ? 'Mug' : c === 'product_id' ? '7' : '')).join(',')}\n`
    const read = await readCatalogueCsv(bytes(text), 100)
    expect(read.ok && read.rows[0]!.cells.name_en).toBe('Mug')
    expect(read.ok && read.rows[0]!.row).toBe(2)
  })

  it('refuses a Windows-1250 file, saying so', async () => {
    // "Hrnek ž" in Windows-1250: ž is 0x9E, not UTF-8.
    const cp1250 = Uint8Array.from([...bytes(`${COLUMNS.join(';')}\r\n1;1;Hrnek `), 0x9e, 0x0d, 0x0a])
    expect(await readCatalogueCsv(cp1250, 100)).toEqual({ ok: false, issues: [{ row: 0, key: 'notUtf8' }] })
  })

  it('refuses missing, unknown and repeated columns by name', async () => {
    const header: string[] = [...COLUMNS.filter((c) => c !== 'price' && c !== 'ean'), 'discount', 'name_cs']
    const read = await readCatalogueCsv(bytes(`${header.join(';')}\r\n`), 100)
    expect(read).toEqual({
      ok: false,
      issues: [
        { row: 1, key: 'columnsMissing', values: { columns: 'ean, price' } },
        { row: 1, key: 'columnsUnknown', values: { columns: 'discount' } },
        { row: 1, key: 'columnsTwice', values: { columns: 'name_cs' } },
      ],
    })
  })

  it('refuses an empty file and one with an unclosed quote; a row with the wrong number of cells is its own problem', async () => {
    expect(await readCatalogueCsv(bytes('\uFEFF'), 100)).toEqual({ ok: false, issues: [{ row: 0, key: 'empty' }] })
    const broken = await readCatalogueCsv(bytes(`${COLUMNS.join(';')}\r\n1;"unclosed\r\n`), 100)
    expect(broken.ok === false && broken.issues[0]!.key).toBe('damaged')
    const short = await readCatalogueCsv(bytes(`${COLUMNS.join(';')}\r\n1;2;3\r\n`), 100)
    expect(short).toEqual({ ok: true, rows: [], issues: [{ row: 2, key: 'cellCount', values: { found: '3', expected: String(COLUMNS.length) } }] })
  })

  it('stops at the row limit: 100,000 rows are refused at once, whatever lies past it', async () => {
    const line = `${COLUMNS.map(() => 'x').join(';')}\r\n`
    // The last row is malformed (an unterminated quote): had the reader gone that far, it would say so.
    const text = `${COLUMNS.join(';')}\r\n${line.repeat(100_000)}"unterminated;x\r\n`
    const read = await readCatalogueCsv(bytes(text), 10_000)
    expect(read).toEqual({ ok: false, issues: [{ row: 0, key: 'tooManyRows', values: { max: '10000' } }] })
  })
})
