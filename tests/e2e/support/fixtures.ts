/**
 * The test object every spec uses: the page's console errors and uncaught exceptions are
 * collected so a spec can assert there were none (CSP violations and hydration errors land there).
 */
import { test as base, expect, type ConsoleMessage } from '@playwright/test'

export interface PageProblems {
  consoleErrors: ConsoleMessage[]
  pageErrors: Error[]
  /** One line per problem, for assertion messages; `expected` drops the problems a spec provokes. */
  summary(expected?: RegExp): string[]
}

export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, use) => {
    const problems: PageProblems = {
      consoleErrors: [],
      pageErrors: [],
      summary: (expected) =>
        [
          ...problems.consoleErrors.map((m) => `console.error: ${m.text()} (${m.location().url})`),
          ...problems.pageErrors.map((e) => `page error: ${e.message}`),
        ].filter((line) => !expected?.test(line)),
    }
    page.on('console', (message) => {
      if (message.type() === 'error') problems.consoleErrors.push(message)
    })
    page.on('pageerror', (error) => problems.pageErrors.push(error))
    await use(problems)
  },
})

export { expect }
