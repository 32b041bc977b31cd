/**
 * Frame markup that depends only on an object that outlives many requests (the menus of one
 * language, held by the chrome cache until content changes) and a key: rendered once, then
 * reused as HTML, so a stored page's frame does not render the same forty menu links with React
 * for every visitor. When the owner is replaced (content changed) its markup goes with it.
 */
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'

const kept = new WeakMap<object, Map<string, string>>()

export function renderedOnce(owner: object, key: string, render: () => ReactElement): string {
  let byKey = kept.get(owner)
  if (!byKey) kept.set(owner, (byKey = new Map()))
  let html = byKey.get(key)
  if (html === undefined) byKey.set(key, (html = renderToString(render())))
  return html
}
