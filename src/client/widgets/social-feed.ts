/**
 * The social feed's section (spec 001 §7, §8; ADR 034): once it is in view (the in-viewport
 * widget's `viewport:entered`), it asks this site for the posts (`data-social-feed`, answered
 * from the server's cache) and puts them in place of the placeholders; their thumbnails load as
 * lazy images. When the posts cannot be had (an error answer, garbage, no answer within
 * FETCH_TIMEOUT_MS), the spec's Czech console message is logged and the section hides.
 */
import { IN_VIEWPORT_CLASS, viewportEvents, WIDGETS_INSERTED } from './events.js'

export const FEED_FAILED = 'Obsah se nepodařilo načíst. Kontaktujte prosím administrátora webu.'
export const FETCH_TIMEOUT_MS = 10_000

const bound = new WeakSet<HTMLElement>()
const started = new WeakSet<HTMLElement>()

async function load(section: HTMLElement): Promise<void> {
  const url = section.dataset.socialFeed
  const target = section.querySelector<HTMLElement>('.social-feed__posts')
  if (!url || !target) throw new Error('social feed without its address or posts')
  const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'text/html' } })
  if (!res.ok || !(res.headers.get('content-type') ?? '').startsWith('text/html')) throw new Error(`social feed answered ${res.status}`)
  const template = document.createElement('template')
  template.innerHTML = await res.text()
  if (!template.content.querySelector('.social-feed__item a[href] img[data-src]')) throw new Error('social feed answer holds no post')
  target.replaceChildren(template.content)
  // The thumbnails are lazy images; the widget loader mounts them on this swapped-in content.
  section.dispatchEvent(new CustomEvent(WIDGETS_INSERTED, { bubbles: true }))
}

function start(section: HTMLElement): void {
  if (started.has(section)) return
  started.add(section)
  load(section).catch(() => {
    console.error(FEED_FAILED)
    section.hidden = true
  })
}

export function mount(section: HTMLElement): void {
  if (bound.has(section)) return
  bound.add(section)
  if (section.classList.contains(IN_VIEWPORT_CLASS)) start(section)
  else section.addEventListener(viewportEvents.entered, () => start(section), { once: true })
}
