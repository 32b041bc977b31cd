/**
 * The Nu HTML checker (vnu.jar) over served documents, in one JVM run (its start-up is the slow
 * part). Returns one line per error; `status` is vnu's exit code (1 when it reported anything).
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const VNU_JAR = 'node_modules/vnu-jar/build/dist/vnu.jar'

interface VnuMessage {
  type: string
  url?: string
  lastLine?: number
  message: string
  extract?: string
}

/**
 * The one thing this checker does not know yet: `<link rel=expect blocking=render>` (WHATWG HTML
 * "link-type-expect", Chrome 124+), which holds the first paint until the footer is parsed (ADR 013).
 */
const unknownToTheChecker = (m: VnuMessage) =>
  m.message.startsWith('A “link” element with a “blocking” attribute must have a “rel” attribute') &&
  Boolean(m.extract?.includes('<link rel="expect" href="#pageFooter" blocking="render"/>'))

/** `documents`: [name, html] pairs; the errors name the document and line. */
export function vnuErrors(documents: [string, string][]): { errors: string[]; reported: number; status: number | null } {
  const dir = mkdtempSync(path.join(tmpdir(), 'qf-vnu-'))
  try {
    const files = documents.map(([name, html]) => {
      const file = path.join(dir, `${name}.html`)
      writeFileSync(file, html)
      return file
    })
    const run = spawnSync('java', ['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    if (run.error) throw run.error
    // vnu writes its report to stderr.
    const report = JSON.parse(run.stderr) as { messages: VnuMessage[] }
    const errors = report.messages
      .filter((m) => !unknownToTheChecker(m))
      .map((m) => `${path.basename(m.url ?? '?')}:${m.lastLine ?? '?'} ${m.type}: ${m.message}${m.extract ? ` [${m.extract.trim()}]` : ''}`)
    return { errors, reported: report.messages.length, status: run.status }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
