/**
 * Scrolling after a swap (spec 000 §9): to the target, `offset` px above it, animated over
 * `duration` ms, only when the target's top is out of view; to the url's anchor when it names
 * one, animating back up over 250 ms when the page is scrolled past it. With
 * `prefers-reduced-motion: reduce` every move is a jump.
 */
import { config } from './config.js'

const reduced = () => matchMedia('(prefers-reduced-motion: reduce)').matches
let frame = 0

/** Moves at once, whatever the page's CSS `scroll-behavior` says. */
export const jump = (y: number) => scrollTo({ top: y, behavior: 'instant' })

/** Ease-in-out progress for t in [0, 1]. */
export const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2)

export function animateTo(y: number, duration: number): void {
  cancelAnimationFrame(frame)
  const from = scrollY
  const to = Math.max(0, y)
  if (duration <= 0 || reduced() || from === to) return jump(to)
  const started = performance.now()
  const step = (now: number) => {
    const t = Math.min(1, (now - started) / duration)
    jump(from + (to - from) * ease(t))
    if (t < 1) frame = requestAnimationFrame(step)
  }
  frame = requestAnimationFrame(step)
}

/** `el`'s top in the document, px. */
export const topOf = (el: Element) => el.getBoundingClientRect().top + scrollY

/**
 * How much of the window's top the page header covers when the page stands at `y`: past
 * `stickyHeaderAfter` the header is fixed there (sticky-header.ts), so what is scrolled to must
 * stand below it; its height is measured, never assumed (it differs by width and visitor).
 */
export function coveredAt(y: number): number {
  const header = document.getElementById('pageHeader')
  return header && y > config.stickyHeaderAfter ? header.getBoundingClientRect().height : 0
}

/** Scrolls `element`'s top to `offset` px below the header's bottom (spec 001 §4, §9: the first new tile of "show more"). */
export function to(element: Element, offset = config.scrollOffset, duration = config.scrollDuration): void {
  const y = topOf(element) - offset
  animateTo(y - coveredAt(y), duration)
}

/** Scrolls to `hash`'s element if the page has it, else to `target` when its top is out of view. */
export function reveal(target: Element, hash: string, offset = config.scrollOffset, duration = config.scrollDuration): void {
  const anchor = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
  if (anchor) {
    const y = topOf(anchor) - offset
    return animateTo(y, scrollY > y ? config.anchorBackDuration : duration)
  }
  const top = target.getBoundingClientRect().top
  if (top < 0 || top > innerHeight) animateTo(topOf(target) - offset, duration)
}
