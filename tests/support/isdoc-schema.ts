/**
 * ISDOC documents checked against the standard's own schema (tests/fixtures/isdoc, ADR 084) with
 * xmllint compiled to WebAssembly: the errors xmllint reports, none for a valid document.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { validateXML } from 'xmllint-wasm'

const XSD = 'isdoc-invoice-6.0.2.xsd'
const schema = readFileSync(fileURLToPath(new URL(`../fixtures/isdoc/${XSD}`, import.meta.url)), 'utf8')

/** xmllint's messages for `xml` against the ISDOC 6.0.2 invoice schema; empty when it is valid. */
export async function isdocSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({ xml: [{ fileName: 'document.isdoc', contents: xml }], schema: [{ fileName: XSD, contents: schema }] })
  return result.valid ? [] : result.errors.map((e) => e.rawMessage)
}
