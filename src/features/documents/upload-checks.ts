/**
 * What an editor's upload to the documents must be (issue 25, ADR 062), judged by its bytes,
 * never by its name or the type the browser claims: a PDF (`%PDF-` at the start), not empty, not
 * over the configured size, not encrypted, with no script or launch action anywhere in it, and
 * readable (its text and pages are extracted here, for search). Anything else is refused with a
 * problem the form names; nothing is stored before this passes.
 */
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib'
import { extractPdf } from './pdf-text.js'

export type UploadProblem = 'uploadMissing' | 'uploadEmpty' | 'uploadTooBig' | 'uploadArchive' | 'uploadNotPdf' | 'uploadEncrypted' | 'uploadScript' | 'uploadUnreadable'

/** A PDF that passed: what the documents table keeps of it. */
export interface CheckedPdf {
  bytes: Uint8Array
  text: string
  pageCount: number
}

const starts = (bytes: Uint8Array, magic: readonly number[], at = 0) => bytes.length >= at + magic.length && magic.every((b, i) => bytes[at + i] === b)
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0))

/** Archives by their signatures: zip (and what is built on it), 7z, rar, gzip, bzip2, xz, tar. */
const ARCHIVES: ReadonlyArray<(b: Uint8Array) => boolean> = [
  (b) => starts(b, [0x50, 0x4b, 0x03, 0x04]) || starts(b, [0x50, 0x4b, 0x05, 0x06]) || starts(b, [0x50, 0x4b, 0x07, 0x08]),
  (b) => starts(b, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]),
  (b) => starts(b, ascii('Rar!\x1a\x07')),
  (b) => starts(b, [0x1f, 0x8b]),
  (b) => starts(b, ascii('BZh')),
  (b) => starts(b, [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]),
  (b) => starts(b, ascii('ustar'), 257),
]

export const isArchive = (bytes: Uint8Array) => ARCHIVES.some((test) => test(bytes))

/** A PDF begins with its header; one that begins with anything else (HTML, a program) is not taken for one. */
export const isPdf = (bytes: Uint8Array) => starts(bytes, ascii('%PDF-'))

/** Names that run something: scripts (`/JS`, `/JavaScript`) and launching a program or file (`/Launch`). */
const ACTIVE = new Set(['/JS', '/JavaScript', '/Launch'])

/**
 * Whether any object of the PDF names a script or a launch action, as a key or a value (an
 * `/OpenAction` or `/AA` of type `/JavaScript`, a document-level `/Names` `/JavaScript` tree).
 * pdf-lib reads every object, compressed object streams included, and decodes `#xx` in names,
 * so `/J#61vaScript` is caught as `/JavaScript`.
 */
function hasActiveContent(doc: PDFDocument): boolean {
  const seen = new Set<PDFObject>()
  const active = (obj: PDFObject | undefined): boolean => {
    if (!obj || seen.has(obj)) return false
    seen.add(obj)
    if (obj instanceof PDFName) return ACTIVE.has(obj.asString())
    if (obj instanceof PDFStream) return active(obj.dict)
    if (obj instanceof PDFArray) return obj.asArray().some(active)
    if (obj instanceof PDFDict) return [...obj.entries()].some(([key, value]) => ACTIVE.has(key.asString()) || active(value))
    return false
  }
  return doc.context.enumerateIndirectObjects().some(([, obj]) => active(obj)) || active(doc.context.trailerInfo.Root) || active(doc.catalog)
}

/** Checks an uploaded file; the PDF with its text, or the problem. `maxBytes` is `UPLOAD_MAX_BYTES`. */
export async function checkDocumentUpload(bytes: Uint8Array, { maxBytes, truncated = false }: { maxBytes: number; truncated?: boolean }): Promise<CheckedPdf | { problem: UploadProblem }> {
  if (truncated || bytes.length > maxBytes) return { problem: 'uploadTooBig' }
  if (bytes.length === 0) return { problem: 'uploadEmpty' }
  if (isArchive(bytes)) return { problem: 'uploadArchive' }
  if (!isPdf(bytes)) return { problem: 'uploadNotPdf' }
  let doc: PDFDocument
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: false, updateMetadata: false, throwOnInvalidObject: false })
  } catch (err) {
    // pdf-lib's EncryptedPDFError is compiled to ES5: `instanceof` does not see it, its message does.
    return { problem: /is encrypted/.test(String((err as Error).message)) ? 'uploadEncrypted' : 'uploadUnreadable' }
  }
  if (doc.isEncrypted || doc.context.trailerInfo.Encrypt) return { problem: 'uploadEncrypted' }
  if (hasActiveContent(doc)) return { problem: 'uploadScript' }
  try {
    const { text, pageCount } = await extractPdf(bytes)
    if (pageCount < 1) return { problem: 'uploadUnreadable' }
    return { bytes, text, pageCount }
  } catch (err) {
    // PDF.js asks for a password where pdf-lib saw no encryption dictionary (a damaged trailer).
    return { problem: (err as { name?: string }).name === 'PasswordException' ? 'uploadEncrypted' : 'uploadUnreadable' }
  }
}
