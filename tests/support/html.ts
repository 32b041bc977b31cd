/**
 * Assertions on whole HTML documents that print what was looked for, not 60 KB of page,
 * when they fail.
 */
import { expect } from 'vitest'

export function expectIn(html: string, needle: string | RegExp, present = true): void {
  const found = typeof needle === 'string' ? html.includes(needle) : needle.test(html)
  expect(found, `${present ? 'expected' : 'did not expect'} ${String(needle)} in the HTML`).toBe(present)
}
