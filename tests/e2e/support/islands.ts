/**
 * Island fixtures: the server's own rendering of an island (src/ui/island.tsx), injected into
 * a real page through `page.route`, so no test-only route exists on the server.
 */
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { CountdownProps } from '../../../src/islands/countdown.js'
import { Island } from '../../../src/ui/island.js'

export const countdownHtml = (props: CountdownProps) => renderToString(createElement(Island<'Countdown'>, { name: 'Countdown', props }))

/** Serves `url` with `html` inserted at the end of <main>. */
export async function injectIntoMain(page: Page, url: string, html: string): Promise<void> {
  await page.route(url, async (route) => {
    const response = await route.fetch()
    const body = (await response.text()).replace('</main>', `${html}</main>`)
    await route.fulfill({ response, body })
  })
}

/** Address of a built chunk, from the Vite manifest the server reads. */
export function chunkUrl(source: string): string {
  const manifest = JSON.parse(readFileSync('dist/build/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>
  const chunk = manifest[source]
  if (!chunk) throw new Error(`${source} is not in the Vite manifest`)
  return `/build/${chunk.file}`
}
