/**
 * The storefront widgets of issue 15 (alert, countdown, gallery, social feed, lazy images,
 * in-viewport): each is its own chunk under widgets/, loaded only when the page (or a region a
 * partial update swapped in) holds its selector, and its `mount(el)` runs on every such element.
 * Mounting is idempotent, so a widget never binds twice to the same element.
 */
import * as chunk from './chunk.js'
import { each } from './enhance.js'
import { WIDGETS_INSERTED } from './widgets/events.js'

interface Widget {
  mount(el: HTMLElement): void
}

/** Selector → chunk. The page loader of spec 001 §9 maps its component names onto these modules. */
const WIDGETS: ReadonlyArray<readonly [string, () => Promise<Widget>]> = [
  ['[data-alert-id]', () => import('./widgets/alert.js')],
  ['[data-countdown]', () => import('./widgets/countdown.js')],
  ['[data-gallery]', () => import('./widgets/gallery.js')],
  ['[data-social-feed]', () => import('./widgets/social-feed.js')],
  ['img[data-lazy], img[data-src]', () => import('./widgets/lazy-images.js')],
  ['[data-in-viewport]', () => import('./widgets/in-viewport.js')],
]

const loaded = new Map<string, Promise<Widget>>()

function mountIn(root: ParentNode): void {
  for (const [selector, importer] of WIDGETS) {
    const found = [...root.querySelectorAll<HTMLElement>(selector)]
    if (root instanceof HTMLElement && root.matches(selector)) found.unshift(root)
    if (found.length === 0) continue
    let widget = loaded.get(selector)
    if (!widget) {
      widget = chunk.load(importer)
      loaded.set(selector, widget)
      // A chunk that failed may be asked again by the next page or swap.
      widget.catch(() => loaded.delete(selector))
    }
    widget.then(
      (w) => found.forEach((el) => w.mount(el)),
      () => undefined,
    )
  }
}

export function init(): void {
  each(mountIn)
  document.addEventListener(WIDGETS_INSERTED, (event) => {
    if (event.target instanceof HTMLElement) mountIn(event.target)
  })
}
