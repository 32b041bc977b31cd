/**
 * The social feed's section (spec 001 §7, §8; ADR 034, amended): once it nears the viewport (an
 * IntersectionObserver with ROOT_MARGIN), it asks this site for the posts (`data-social-feed`,
 * answered from the server's cache) and puts them in place of the placeholders; their thumbnails
 * load as lazy images. The observer reports every frame the section comes within the margin, so
 * a fast scroll over it or a jump to the footer below it fills it too, and a visitor who never
 * comes near it never asks. When the posts cannot be had (an error answer, garbage, no answer
 * within FETCH_TIMEOUT_MS), the spec's Czech console message is logged and the section hides.
 */
import { WIDGETS_INSERTED } from './events.js'

/** How near counts: a viewport's height above and below it, so the posts are there by the time it scrolls in. */
export const ROOT_MARGIN = '100% 0px'
export const FEED_FAILED = 'Obsah se nepodařilo načíst. Kontaktujte prosím administrátora webu.'
export const FETCH_TIMEOUT_MS = 10_000

const bound = new WeakSet<HTMLElement>()

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
  load(section).catch(() => {
    console.error(FEED_FAILED)
    section.hidden = true
  })
}

export function mount(section: HTMLElement): void {
  if (bound.has(section)) return
  bound.add(section)
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      start(section)
    },
    { rootMargin: ROOT_MARGIN },
  )
  observer.observe(section)
}
