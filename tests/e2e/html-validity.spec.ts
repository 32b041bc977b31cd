/**
 * The Nu HTML checker (vnu.jar) finds no error in the served HTML of any page type in either
 * language. All documents go to one JVM run: its start-up is the slow part.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from './support/fixtures.js'
import { LANGS, locate, PAGE_TYPES } from './support/site.js'

const VNU_JAR = 'node_modules/vnu-jar/build/dist/vnu.jar'

interface VnuMessage {
  type: string
  url?: string
  lastLine?: number
  message: string
  extract?: string
}

test('html: the Nu HTML checker finds no error on any page type in either language', async ({ page }) => {
  test.setTimeout(180_000)
  const dir = mkdtempSync(path.join(tmpdir(), 'qf-vnu-'))
  try {
    const files: string[] = []
    for (const lang of LANGS) {
      for (const type of PAGE_TYPES) {
        const target = await locate(page, type, lang)
        const response = await page.request.get(target.url)
        expect(response.status(), target.url).toBe(target.status)
        const file = path.join(dir, `${type}-${lang}.html`)
        writeFileSync(file, await response.text())
        files.push(file)
      }
    }
    const run = spawnSync('java', ['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    if (run.error) throw run.error
    // vnu writes its report to stderr and exits 1 when it found errors.
    const report = JSON.parse(run.stderr) as { messages: VnuMessage[] }
    const errors = report.messages
      // The one thing this checker does not know yet: `<link rel=expect blocking=render>` (WHATWG HTML
      // "link-type-expect", Chrome 124+), which holds the first paint until the footer is parsed (ADR 013).
      .filter((m) => !(m.message.startsWith('A “link” element with a “blocking” attribute must have a “rel” attribute') && m.extract?.includes('<link rel="expect" href="#pageFooter" blocking="render"/>')))
      .map(
      (m) => `${path.basename(m.url ?? '?')}:${m.lastLine ?? '?'} ${m.type}: ${m.message}${m.extract ? ` [${m.extract.trim()}]` : ''}`,
    )
    expect(errors, errors.join('\n')).toEqual([])
    // 1 when it reported anything, the forgiven message included; anything else is a failed run.
    expect(run.status).toBe(report.messages.length === 0 ? 0 : 1)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
