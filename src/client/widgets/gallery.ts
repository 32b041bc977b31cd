/**
 * Galleries (spec 001 §2, §4, §5, §8, §9; ADR 032) on `[data-gallery]` (src/ui/gallery.tsx):
 * a click on a thumbnail opens the PhotoSwipe 5 lightbox (loaded on first use) on that photo;
 * a hash `#pid=N&gid=N` opens it on arrival and is kept up to date while the user moves; the
 * "show more photos" button moves the hidden items into the grid and removes itself.
 * The spec's numbers: 333 ms show/hide, swipes 250–400 ms (gallery/swipe.ts), preload 1 each
 * side, loop only from 3 photos, double-tap 300 ms / 25 px (PhotoSwipe's own), idle, share
 * and fit (gallery/chrome.ts).
 */
import type PhotoSwipe from 'photoswipe'
import type { SlideData } from 'photoswipe'
import { addChrome, fitPadding, type GalleryTexts } from './gallery/chrome.js'
import { formatHash, parseHash, resolveHash } from './gallery/hash.js'
import { clampMainScroll } from './gallery/swipe.js'

export const ANIMATION_MS = 333
export const PRELOAD: [number, number] = [1, 1]
/**
 * The lightbox's backdrop hides the page whole, as PhotoSwipe 4's did: 5's default of 0.8 let the
 * alert banner and the header show through behind the counter and the buttons.
 */
export const BACKDROP_OPACITY = 1
/** Spec 001 §5: loop is off under 3 photos. */
export const MIN_LOOP_PHOTOS = 3
export const LAYOUT_MISSING = 'The photoSwipe element is missing from the HTML.'

const bound = new WeakSet<HTMLElement>()
let hashChecked = false
let current: PhotoSwipe | null = null

const galleries = () => [...document.querySelectorAll<HTMLElement>('[data-gallery]')]

/** The block of a gallery: its grid, the "show more" items and the lightbox's layout element. */
const blockOf = (gallery: HTMLElement) => gallery.closest('.gallery-block') ?? gallery.parentElement!

const linksOf = (gallery: HTMLElement) => [...blockOf(gallery).querySelectorAll<HTMLAnchorElement>('.gallery__item a[data-size]')]

function slideOf(link: HTMLAnchorElement): SlideData {
  const [width, height] = (link.dataset.size ?? '').split('x').map(Number)
  const img = link.querySelector('img')
  // Spec 001 §3: a lightbox item has a title, shown as its caption and used as the share text.
  const title = link.closest('figure')?.querySelector('figcaption')?.textContent ?? img?.alt ?? ''
  return {
    src: link.href,
    width: width || undefined,
    height: height || undefined,
    msrc: img?.currentSrc || img?.src,
    alt: img?.alt ?? title,
    title,
    element: link,
  }
}

function textsOf(gallery: HTMLElement): GalleryTexts {
  try {
    return JSON.parse(gallery.dataset.galleryTexts ?? '{}') as GalleryTexts
  } catch {
    return {} as GalleryTexts
  }
}

function writeHash(hash: string): void {
  history.replaceState(history.state, '', `${location.pathname}${location.search}${hash}`)
}

async function open(gallery: HTMLElement, index: number): Promise<void> {
  const layout = blockOf(gallery).querySelector<HTMLElement>('[data-pswp-layout]')
  if (!layout) throw new Error(LAYOUT_MISSING)
  const slides = linksOf(gallery).map(slideOf)
  const texts = textsOf(gallery)
  const gid = galleries().indexOf(gallery) + 1
  const { default: PhotoSwipeCore } = await import('photoswipe')
  await import('photoswipe/style.css')
  if (current && current.options.appendToEl === layout) {
    current.goTo(index)
    return
  }
  current?.destroy()
  const pswp = new PhotoSwipeCore({
    dataSource: slides,
    index,
    appendToEl: layout,
    showAnimationDuration: ANIMATION_MS,
    hideAnimationDuration: ANIMATION_MS,
    zoomAnimationDuration: ANIMATION_MS,
    preload: PRELOAD,
    bgOpacity: BACKDROP_OPACITY,
    loop: slides.length >= MIN_LOOP_PHOTOS,
    paddingFn: fitPadding,
    closeTitle: texts.close,
    zoomTitle: texts.zoom,
    arrowPrevTitle: texts.prev,
    arrowNextTitle: texts.next,
    errorMsg: `${texts.errorLink} ${texts.errorRest}`,
  })
  addChrome(pswp, texts)
  pswp.on('change', () => writeHash(formatHash(gid, pswp.currIndex + 1)))
  // PhotoSwipe takes keys and gestures once its opening animation has ended; so can a reader.
  pswp.on('openingAnimationEnd', () => pswp.element?.setAttribute('data-opened', ''))
  pswp.on('close', () => pswp.element?.removeAttribute('data-opened'))
  pswp.on('destroy', () => {
    // A lightbox replaced by another (a hash change) leaves the newer one's hash alone.
    if (current !== pswp) return
    current = null
    writeHash('')
  })
  clampMainScroll(pswp)
  current = pswp
  pswp.init()
  writeHash(formatHash(gid, index + 1))
}

function showMore(gallery: HTMLElement): void {
  const more = blockOf(gallery).querySelector<HTMLDetailsElement>('details.gallery__more')
  const summary = more?.querySelector('summary')
  if (!more || !summary) return
  summary.addEventListener('click', (event) => {
    event.preventDefault()
    const items = [...more.querySelectorAll<HTMLElement>('.gallery__item')]
    gallery.append(...items)
    more.remove()
    items[0]?.querySelector('a')?.focus()
  })
}

function openFromHash(): void {
  const hash = parseHash(location.hash)
  if (!hash) return
  const all = galleries()
  const target = resolveHash(hash, all.length, (gid) => linksOf(all[gid - 1]!).length)
  if (target) void open(all[target.gid - 1]!, target.index).catch((error: Error) => console.error(error.message))
}

export function mount(gallery: HTMLElement): void {
  if (bound.has(gallery)) return
  bound.add(gallery)
  showMore(gallery)
  blockOf(gallery).addEventListener('click', (event) => {
    const mouse = event as MouseEvent
    if (mouse.button !== 0 || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey) return
    const link = (event.target as Element).closest<HTMLAnchorElement>('.gallery__item a[data-size]')
    if (!link) return
    if (!blockOf(gallery).querySelector('[data-pswp-layout]')) {
      // The link still opens the photo itself.
      console.error(LAYOUT_MISSING)
      return
    }
    event.preventDefault()
    void open(gallery, linksOf(gallery).indexOf(link)).catch((error: Error) => console.error(error.message))
  })
  if (!hashChecked) {
    hashChecked = true
    // Every gallery of the first paint is mounted in this task; the hash counts them all.
    queueMicrotask(openFromHash)
    // A link to a photo of this page (the address with another hash) opens it too.
    window.addEventListener('hashchange', openFromHash)
  }
  // Clicks are ours from here on (before, a thumbnail opens its photo as a link does without
  // script); a reader or a test can wait for it.
  gallery.setAttribute('data-gallery-ready', '')
}
