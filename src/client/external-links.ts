/**
 * Links to other sites that arrive unmarked (the server marks those it renders): once any is
 * seen, the marking code and its table of 30 languages load as a chunk (shared/external-links.ts).
 */
import { isExternal } from '../shared/same-origin.js'
import * as chunk from './chunk.js'
import * as enhance from './enhance.js'

/** Links to another site without a `target` of their own. */
export const unmarked = (root: ParentNode) =>
  [...root.querySelectorAll<HTMLAnchorElement>('a[href]:not([target])')].filter((link) => isExternal(link.href, location.origin))

export function init(): void {
  enhance.each((root) => {
    const links = unmarked(root)
    if (links.length > 0) void chunk.load(() => import('../shared/external-links.js')).then((m) => links.forEach(m.mark), () => {})
  })
}
