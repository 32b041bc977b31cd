/**
 * Lazy images (spec 001 §4, §9; ADR 035), with vanilla-lazyload's states in `data-ll-status`:
 * `entered` once the image is within 300 px of the viewport, then `loading`, `loaded` or `error`.
 * - `img[data-lazy]` carry their real `src` with native `loading="lazy"` (they load without
 *   script too); the widget only follows their state.
 * - `img[data-src]` (only where script builds the content anyway, e.g. the social feed) get
 *   their `src` (and `data-srcset`) when they enter.
 * Images in `error` are asked again when the browser goes back online. Width and height are
 * always in the markup, so nothing moves when an image arrives.
 */
export const THRESHOLD_PX = 300

type Status = 'entered' | 'loading' | 'loaded' | 'error'

const seen = new WeakSet<HTMLImageElement>()
let observer: IntersectionObserver | null = null
let listening = false

const setStatus = (img: HTMLImageElement, status: Status) => img.setAttribute('data-ll-status', status)

function follow(img: HTMLImageElement): void {
  if (img.complete && img.getAttribute('src')) {
    setStatus(img, img.naturalWidth > 0 ? 'loaded' : 'error')
    return
  }
  setStatus(img, 'loading')
}

function enter(img: HTMLImageElement): void {
  setStatus(img, 'entered')
  const { src, srcset } = img.dataset
  if (srcset) img.srcset = srcset
  if (src) img.src = src
  follow(img)
}

function retry(): void {
  for (const img of document.querySelectorAll<HTMLImageElement>('img[data-ll-status="error"]')) {
    const src = img.getAttribute('src')
    if (!src) continue
    setStatus(img, 'loading')
    img.removeAttribute('src')
    img.src = src
  }
}

export function mount(img: HTMLElement): void {
  if (!(img instanceof HTMLImageElement) || seen.has(img)) return
  seen.add(img)
  img.addEventListener('load', () => img.hasAttribute('data-ll-status') && setStatus(img, 'loaded'))
  img.addEventListener('error', () => img.hasAttribute('data-ll-status') && setStatus(img, 'error'))
  if (!listening) {
    listening = true
    window.addEventListener('online', retry)
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        observer!.unobserve(entry.target)
        enter(entry.target as HTMLImageElement)
      }
    },
    { rootMargin: `${THRESHOLD_PX}px` },
  )
  observer.observe(img)
}
