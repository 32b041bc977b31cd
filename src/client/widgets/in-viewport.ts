/**
 * In-viewport detection (spec 001 §9; ADR 035) for `[data-in-viewport]`: an element counts as in
 * view when at least 40 % of its area is; the check runs at mount and after scrolling or
 * resizing has rested for 250 ms; a change is announced 10 ms later as `viewport:entered` or
 * `viewport:left` on the element (and the `is-in-viewport` class), so listeners run after the
 * browser has painted the scroll position.
 */
import { IN_VIEWPORT_CLASS, viewportEvents } from './events.js'

export const MIN_VISIBLE = 0.4
export const DEBOUNCE_MS = 250
export const EVENT_DELAY_MS = 10

const watched = new Set<HTMLElement>()
let listening = false
let debounce: ReturnType<typeof setTimeout> | undefined

/** The share of `el`'s area inside the viewport, 0 to 1. */
export function visibleShare(rect: DOMRectReadOnly, width: number, height: number): number {
  if (rect.width <= 0 || rect.height <= 0) return 0
  const x = Math.max(0, Math.min(rect.right, width) - Math.max(rect.left, 0))
  const y = Math.max(0, Math.min(rect.bottom, height) - Math.max(rect.top, 0))
  return (x * y) / (rect.width * rect.height)
}

function check(): void {
  for (const el of watched) {
    if (!el.isConnected) {
      watched.delete(el)
      continue
    }
    const inView = visibleShare(el.getBoundingClientRect(), window.innerWidth, document.documentElement.clientHeight) >= MIN_VISIBLE
    if (inView === el.classList.contains(IN_VIEWPORT_CLASS)) continue
    el.classList.toggle(IN_VIEWPORT_CLASS, inView)
    setTimeout(() => el.dispatchEvent(new CustomEvent(inView ? viewportEvents.entered : viewportEvents.left)), EVENT_DELAY_MS)
  }
}

function schedule(): void {
  clearTimeout(debounce)
  debounce = setTimeout(check, DEBOUNCE_MS)
}

export function mount(el: HTMLElement): void {
  if (watched.has(el)) return
  watched.add(el)
  if (!listening) {
    listening = true
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule, { passive: true })
  }
  check()
}
