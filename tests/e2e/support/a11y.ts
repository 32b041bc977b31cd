/**
 * Accessibility checks of the current page state with two engines, one line per violating node:
 * - axe-core with every rule tagged WCAG 2.0/2.1/2.2 A or AA (2.2 adds AA target-size), its
 *   experimental ones included;
 * - IBM's accessibility-checker-engine (ace.js, run in the page; offline) with its WCAG 2.1
 *   ruleset, which also catches inputs named only by a placeholder and new-window links
 *   without a warning. Only its violations count: "potential", "manual" and recommendation
 *   results ask a person to judge.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { AxeBuilder } from '@axe-core/playwright'
import axe from 'axe-core'
import type { Page } from '@playwright/test'

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Every rule tagged WCAG 2.0/2.1/2.2 A or AA, the experimental ones among them included (axe runs a
 * rule named in `runOnly` even when it is off by default). Naming the rules, rather than the tags
 * plus `experimental`, leaves out the experimental best-practice rules whose findings were
 * dropped anyway; asking for violations only spares collecting every passing node. Together
 * they take about 40 % off each check.
 */
const WCAG_RULES = axe.getRules(WCAG_TAGS).map((rule) => rule.ruleId)

export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withRules(WCAG_RULES).options({ resultTypes: ['violations'] }).analyze()
  return violations
    .filter((v) => v.tags.some((tag) => WCAG_TAGS.includes(tag)))
    .flatMap((v) => v.nodes.map((n) => `axe ${v.id}: ${v.help} at ${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.replace(/\s+/g, ' ')})` : ''}`))
}

const aceSource = readFileSync(createRequire(import.meta.url).resolve('accessibility-checker-engine/ace.js'), 'utf8')

/** IBM's ruleset for WCAG 2.1 A and AA. */
export const ACE_RULESET = 'WCAG_2_1'

/**
 * Findings we do not count, each with its reason:
 * - any finding on an element that is not rendered: ace does not treat `content-visibility:
 *   hidden` (the content of a closed `<details>`) as hidden, so it reports the labels of the
 *   closed search panel as missing; the tests check every disclosure open as well;
 * - `input_autocomplete_valid` for `autocomplete="username"` on an e-mail field: the login's
 *   identifier is an e-mail address, `username` is the token password managers need there, and
 *   axe's autocomplete rule accepts the pair.
 */
interface AceFinding {
  ruleId: string
  value: [string, string]
  path: { dom: string }
  message: string
  snippet: string
}

export async function aceViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as a <script>: the page's CSP refuses inline scripts.
  await page.evaluate(aceSource)
  const findings = await page.evaluate(async (ruleset) => {
    const checker = new (window as unknown as { ace: { Checker: new () => { check(d: Document, r: string[]): Promise<{ results: AceFinding[] }> } } }).ace.Checker()
    const { results } = await checker.check(document, [ruleset])
    const rendered = (xpath: string) => {
      const node = document.evaluate(xpath, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue
      return !(node instanceof Element) || node.checkVisibility()
    }
    return results.filter((r) => r.value[0] === 'VIOLATION' && r.value[1] === 'FAIL' && rendered(r.path.dom))
  }, ACE_RULESET)
  return findings
    .filter((f) => !(f.ruleId === 'input_autocomplete_valid' && /type="email"/.test(f.snippet) && /autocomplete="username"/.test(f.snippet)))
    .map((f) => `ace ${f.ruleId}: ${f.message} at ${f.path.dom} ${f.snippet}`)
}

/** Both engines' violations. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  return [...(await axeViolations(page)), ...(await aceViolations(page))]
}
