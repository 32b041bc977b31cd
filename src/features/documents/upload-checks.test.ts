import { gzipSync } from 'node:zlib'
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { checkDocumentUpload } from './upload-checks.js'

const MAX = 1024 * 1024
const bytes = (s: string) => new TextEncoder().encode(s)

/** A real one-page PDF with the given text, as the tests' fixture; `change` may add to it before saving. */
async function pdf(text: string, change?: (doc: PDFDocument) => void, useObjectStreams = false): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  doc.addPage([300, 200]).drawText(text, { x: 20, y: 100, size: 12, font })
  change?.(doc)
  return doc.save({ useObjectStreams })
}

/** A hand-written PDF whose catalog carries `catalogExtra` (what pdf-lib would not write for us). */
function rawPdf(catalogExtra: string, trailerExtra = ''): Uint8Array {
  return bytes(
    `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] >>\nendobj\ntrailer\n<< /Root 1 0 R /Size 4 ${trailerExtra} >>\n%%EOF\n`,
  )
}

const problem = async (file: Uint8Array, opts = { maxBytes: MAX }) => {
  const result = await checkDocumentUpload(file, opts)
  return 'problem' in result ? result.problem : 'ok'
}

describe('document uploads are judged by their bytes', () => {
  it('takes a real PDF and gives its text and page count for search', async () => {
    const result = await checkDocumentUpload(await pdf('Studijni rad 2026'), { maxBytes: MAX })
    expect(result).toMatchObject({ pageCount: 1 })
    expect('text' in result && result.text).toContain('Studijni rad 2026')
  })

  it('refuses an empty file, and one over the limit or cut by the parser', async () => {
    expect(await problem(new Uint8Array())).toBe('uploadEmpty')
    const file = await pdf('x')
    expect(await problem(file, { maxBytes: file.length - 1 })).toBe('uploadTooBig')
    expect(await checkDocumentUpload(file, { maxBytes: MAX, truncated: true })).toEqual({ problem: 'uploadTooBig' })
  })

  it('refuses what is not a PDF whatever it is called: a program, HTML, text, an image', async () => {
    expect(await problem(new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0, 0, 0]))).toBe('uploadNotPdf')
    expect(await problem(bytes('<!DOCTYPE html><html><script>alert(1)</script>%PDF-1.7'))).toBe('uploadNotPdf')
    expect(await problem(bytes('just text'))).toBe('uploadNotPdf')
    expect(await problem(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('uploadNotPdf')
    expect(await problem(new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]))).toBe('uploadNotPdf')
  })

  it('refuses archives: zip, 7z, rar, gzip (even of a PDF)', async () => {
    expect(await problem(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0]))).toBe('uploadArchive')
    expect(await problem(new Uint8Array([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4]))).toBe('uploadArchive')
    expect(await problem(bytes('Rar!\x1a\x07\x01\x00'))).toBe('uploadArchive')
    expect(await problem(gzipSync(await pdf('inside')))).toBe('uploadArchive')
  })

  it('refuses a PDF with JavaScript: an open action, one in a compressed object stream, a hex-escaped name, a names tree', async () => {
    const openAction = (doc: PDFDocument) => doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }))
    expect(await problem(await pdf('js', openAction))).toBe('uploadScript')
    expect(await problem(await pdf('js', openAction, true))).toBe('uploadScript')
    expect(await problem(rawPdf('/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>'))).toBe('uploadScript')
    expect(await problem(rawPdf('/Names << /JavaScript << /Names [(a) << /S /JavaScript /JS (x) >>] >> >>'))).toBe('uploadScript')
  })

  it('refuses a PDF that launches a program, and an encrypted PDF', async () => {
    expect(await problem(rawPdf('/OpenAction << /S /Launch /F (cmd.exe) >>'))).toBe('uploadScript')
    expect(await problem(rawPdf('', '/Encrypt << /Filter /Standard /V 1 /R 2 /O (x) /U (y) /P -4 >>'))).toBe('uploadEncrypted')
  })

  it('refuses a file that starts like a PDF but is not one', async () => {
    expect(await problem(bytes('%PDF-1.7\nthis is no pdf at all'))).toBe('uploadUnreadable')
  })
})
