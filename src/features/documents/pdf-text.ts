/**
 * The text and page count of a PDF as the search index sees them, read with PDF.js (via unpdf):
 * the one code path for the seed's documents and an editor's upload (ADR 062). unpdf is loaded
 * on first use, so a node that never ingests a PDF never holds it (ADR 014).
 */
export async function extractPdf(bytes: Uint8Array): Promise<{ text: string; pageCount: number }> {
  const { extractText, getDocumentProxy } = await import('unpdf')
  // PDF.js may transfer (detach) the buffer it is given; hand it a copy.
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  try {
    const { totalPages, text } = await extractText(pdf, { mergePages: false })
    return { text: text.map((t) => t.trim()).join('\n\n'), pageCount: totalPages }
  } finally {
    await pdf.destroy()
  }
}
