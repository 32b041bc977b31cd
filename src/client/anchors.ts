/**
 * In-page anchor links (spec 000 §2.11, §9): a click on a link to `#id` of this page scrolls
 * the target to 120 px below the window's top (100 px once the page is scrolled past the sticky
 * header's 100 px) over 150 ms, or over 250 ms when the target is above (the page is scrolled
 * below it); `prefers-reduced-motion` jumps (scroll.ts). Focus moves to the target, so the next
 * Tab starts there. A page loaded with a hash is held at its anchor while content above it
 * settles: that code is a chunk (anchor-hold.ts) loaded only then.
 */
import * as chunk from './chunk.js'
import { config } from './config.js'
import * as focus from './focus.js'
import * as scroll from './scroll.js'

/** The offset an anchor scroll uses now. */
export const offset = () => (scrollY > config.stickyHeaderAfter ? config.anchorOffsetScrolled : config.anchorOffset)

/** The element a `#id` hash names, or null (malformed escapes name nothing). */
export function targetOf(hash: string | null): HTMLElement | null {
  if (!hash || hash.length < 2 || hash[0] !== '#') return null
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)))
  } catch {
    return null
  }
}

/** Scrolls `target` into place and focuses it. */
export function go(target: HTMLElement): void {
  const y = Math.max(0, scroll.topOf(target) - offset())
  scroll.animateTo(y, y < scrollY ? config.anchorBackDuration : config.anchorDuration)
  focus.on(target)
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="#"]:not([data-pu-action])') : null
  const target = targetOf(link?.getAttribute('href') ?? null)
  if (!link || !target) return
  event.preventDefault()
  // The hash joins the address as a native anchor would; history.ts ignores hash-only moves.
  if (location.hash !== link.hash) history.pushState(history.state, '', link.hash)
  go(target)
}

export function init(): void {
  document.addEventListener('click', onClick)
  const target = targetOf(location.hash)
  if (target) void chunk.load(() => import('./anchor-hold.js')).then((m) => m.hold(target), () => go(target))
}
