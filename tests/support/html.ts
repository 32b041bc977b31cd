/**
 * Assertions on whole HTML documents that print what was looked for, not 60 KB of page,
 * when they fail.
 */
import { expect } from 'vitest'

export function expectIn(html: string, needle: string | RegExp, present = true): void {
  const found = typeof needle === 'string' ? html.includes(needle) : needle.test(html)
  expect(found, `${present ? 'expected' : 'did not expect'} ${String(needle)} in the HTML`).toBe(present)
}

/** Undoes React's escaping of text and attribute values. */
export const unescape = (s: string) =>
  s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&')

/** The page's h1 (id mainContent) text, '' when there is none. */
export const h1 = (html: string) => unescape(/<h1 id="mainContent"[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '')

/** Where the header's language switch leads. */
export const langSwitch = (html: string) => unescape(/<a class="header-button lang-switch" href="([^"]+)"/.exec(html)?.[1] ?? '')

/** The pagination link with rel="prev" or "next", '' when there is none. */
export const relLink = (html: string, rel: 'prev' | 'next') =>
  unescape(new RegExp(`<a href="([^"]+)" rel="${rel}"`).exec(html)?.[1] ?? '')

/** The current page number shown by the pagination. */
export const currentPage = (html: string) => /<span aria-current="page" class="pagination__current">(\d+)<\/span>/.exec(html)?.[1]
