/**
 * Secondary in-page navigation (spec 000 §2.7): its links name the page's sections by hash.
 * While the page scrolls, the link of the current section (the last one whose top has reached
 * the navigation's 120 px sticky offset, else the first) carries `aria-current="true"` and
 * `is-active`. The navigation is looked up on every check, so a swapped page is followed.
 */
import { targetOf } from './anchors.js'
import { config } from './config.js'
import * as enhance from './enhance.js'

const ACTIVE = 'is-active'
let pending = 0

/**
 * The index of the current section among `tops` (their tops relative to the window, px): the
 * last at or above `offset`, else the first; the last one when the page cannot scroll further.
 */
export function currentIndex(tops: number[], offset: number, atBottom = false): number {
  if (atBottom) return tops.length - 1
  let current = 0
  tops.forEach((top, i) => {
    if (top <= offset + 1) current = i
  })
  return current
}

export function mark(): void {
  pending = 0
  const links = [...document.querySelectorAll<HTMLAnchorElement>('#secondaryNav a[href^="#"]')]
  const pairs = links.map((link) => [link, targetOf(link.getAttribute('href'))] as const).filter(([, section]) => section)
  if (pairs.length === 0) return
  const index = currentIndex(
    pairs.map(([, section]) => section!.getBoundingClientRect().top),
    config.secondaryNavOffset,
    scrollY > 0 && innerHeight + scrollY >= document.documentElement.scrollHeight - 1,
  )
  pairs.forEach(([link], i) => {
    link.classList.toggle(ACTIVE, i === index)
    if (i === index) link.setAttribute('aria-current', 'true')
    else link.removeAttribute('aria-current')
  })
}

export function init(): void {
  addEventListener('scroll', () => (pending ||= requestAnimationFrame(mark)), { passive: true })
  enhance.each(() => mark())
}
