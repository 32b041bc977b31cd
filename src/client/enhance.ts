/**
 * Enhancements of server-rendered content (phone links, external links, the skip list): each
 * runs on the document at boot and again on every region a partial update swapped in, so
 * content that arrives later is treated like the first paint.
 */
import { eventNames } from '../shared/protocol.js'

export type Enhancer = (root: ParentNode) => void

export function each(enhancer: Enhancer): void {
  enhancer(document)
  document.addEventListener(eventNames.replaced, (event) => {
    if (event.target instanceof Element) enhancer(event.target)
  })
}
