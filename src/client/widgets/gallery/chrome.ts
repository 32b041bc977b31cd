/**
 * What PhotoSwipe 5 lacks of the spec's lightbox (spec 001 §8, §9; PhotoSwipe 4's default UI):
 * the idle state (controls fade after 4000 ms without pointer movement, 1000 ms once the pointer
 * has left the window), the share menu (facebook-like, twitter-like, pinterest-like, download;
 * a 550×420 window), controls that keep clear of the photo above a width of 1200, and the error
 * message with a link to the photo.
 */
import type PhotoSwipe from 'photoswipe'

export const IDLE_MS = 4000
export const IDLE_OUTSIDE_MS = 1000
export const SHARE_WINDOW = { width: 550, height: 420 } as const
export const FIT_CONTROLS_WIDTH = 1200
/** The bars' height kept free above and below the photo when the controls fit. */
export const BAR_PX = 56

export type GalleryTexts = Record<'close' | 'zoom' | 'prev' | 'next' | 'share' | 'facebook' | 'twitter' | 'pinterest' | 'download' | 'errorLink' | 'errorRest', string>

interface ShareTarget {
  id: 'facebook' | 'twitter' | 'pinterest' | 'download'
  url: (page: string, image: string, text: string) => string
}

const e = encodeURIComponent

export const SHARE_TARGETS: ShareTarget[] = [
  { id: 'facebook', url: (page) => `https://www.facebook.com/sharer/sharer.php?u=${e(page)}` },
  { id: 'twitter', url: (page, _image, text) => `https://twitter.com/intent/tweet?text=${e(text)}&url=${e(page)}` },
  { id: 'pinterest', url: (page, image, text) => `https://www.pinterest.com/pin/create/button/?url=${e(page)}&media=${e(image)}&description=${e(text)}` },
  { id: 'download', url: (_page, image) => image },
]

/** The features of the share window: 550×420, centred on the browser window. */
export function shareWindowFeatures(): string {
  const { width, height } = SHARE_WINDOW
  const left = Math.round(window.screenX + (window.outerWidth - width) / 2)
  const top = Math.round(window.screenY + (window.outerHeight - height) / 2)
  return `scrollbars=yes,resizable=yes,toolbar=no,location=yes,width=${width},height=${height},top=${top},left=${left}`
}

/** Padding around the photo: the bars' height above and below it when the viewport is wider than 1200. */
export const fitPadding = (viewport: { x: number }) =>
  viewport.x > FIT_CONTROLS_WIDTH ? { top: BAR_PX, bottom: BAR_PX, left: 0, right: 0 } : { top: 0, bottom: 0, left: 0, right: 0 }

function idleState(pswp: PhotoSwipe): void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const idleAfter = (ms: number) => {
    clearTimeout(timer)
    pswp.element?.classList.remove('pswp--idle')
    timer = setTimeout(() => pswp.element?.classList.add('pswp--idle'), ms)
  }
  const moved = () => idleAfter(IDLE_MS)
  const left = (event: MouseEvent) => {
    if (!event.relatedTarget) idleAfter(IDLE_OUTSIDE_MS)
  }
  pswp.on('bindEvents', () => {
    document.addEventListener('pointermove', moved)
    document.addEventListener('keydown', moved)
    document.addEventListener('mouseout', left)
    moved()
  })
  pswp.on('destroy', () => {
    clearTimeout(timer)
    document.removeEventListener('pointermove', moved)
    document.removeEventListener('keydown', moved)
    document.removeEventListener('mouseout', left)
  })
}

function shareMenu(pswp: PhotoSwipe, texts: GalleryTexts): void {
  pswp.on('uiRegister', () => {
    pswp.ui?.registerElement({
      name: 'share',
      order: 9,
      isButton: true,
      title: texts.share,
      ariaLabel: texts.share,
      html: '<svg aria-hidden="true" class="pswp__icn" viewBox="0 0 32 32" width="32" height="32"><path d="M22 8a3 3 0 1 1 0 .1zM10 16a3 3 0 1 1 0 .1zM22 24a3 3 0 1 1 0 .1zM12.6 14.6l6.8-4M12.6 17.4l6.8 4" stroke="currentColor" stroke-width="2" fill="none"/></svg>',
      onInit: (button) => {
        button.setAttribute('aria-expanded', 'false')
        button.setAttribute('aria-controls', 'pswpShareMenu')
      },
      onClick: (_event: MouseEvent, button: HTMLElement) => {
        const menu = pswp.element?.querySelector<HTMLElement>('.pswp__share-menu')
        if (!menu) return
        const open = menu.hidden
        menu.hidden = !open
        button.setAttribute('aria-expanded', String(open))
        if (open) menu.querySelector('a')?.focus()
      },
    })
    pswp.ui?.registerElement({
      name: 'share-menu',
      appendTo: 'root',
      tagName: 'ul',
      className: 'pswp__share-menu',
      onInit: (menu) => {
        menu.id = 'pswpShareMenu'
        menu.hidden = true
        for (const target of SHARE_TARGETS) {
          const item = document.createElement('li')
          const link = document.createElement('a')
          link.className = `pswp__share--${target.id}`
          link.textContent = texts[target.id]
          link.dataset.share = target.id
          if (target.id === 'download') link.download = ''
          item.append(link)
          menu.append(item)
        }
        const update = () => {
          const slide = pswp.currSlide?.data
          const image = new URL(slide?.src ?? '', location.href).href
          for (const link of menu.querySelectorAll<HTMLAnchorElement>('a[data-share]')) {
            const target = SHARE_TARGETS.find((t) => t.id === link.dataset.share)!
            link.href = target.url(location.href, image, titleOf(pswp))
          }
        }
        pswp.on('change', update)
        update()
        // PhotoSwipe focuses its root when the opening animation ends (after our click handlers when
        // the menu was opened during it): focus goes back into the open menu.
        pswp.on('bindEvents', () => {
          if (!menu.hidden) menu.querySelector('a')?.focus()
        })
        menu.addEventListener('click', (event) => {
          const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-share]')
          if (!link || link.dataset.share === 'download') return
          event.preventDefault()
          window.open(link.href, 'pswp_share', shareWindowFeatures())
        })
      },
    })
  })
}

/** The current photo's title (spec 001 §3: the caption and the share text). */
const titleOf = (pswp: PhotoSwipe) => String(pswp.currSlide?.data.title ?? '')

/** The current photo's title under it, read out when the photo changes. */
function caption(pswp: PhotoSwipe): void {
  pswp.on('uiRegister', () => {
    pswp.ui?.registerElement({
      name: 'caption',
      appendTo: 'root',
      tagName: 'p',
      className: 'pswp__caption',
      onInit: (element) => {
        element.setAttribute('aria-live', 'polite')
        const update = () => {
          const title = titleOf(pswp)
          element.textContent = title
          element.hidden = title === ''
        }
        pswp.on('change', update)
        update()
      },
    })
  })
}

/** `The image could not be loaded.` with the words "The image" linking to the photo (spec 001 §8). */
function errorMessage(pswp: PhotoSwipe, texts: GalleryTexts): void {
  pswp.addFilter('contentErrorElement', (element, content) => {
    const link = document.createElement('a')
    link.href = content.data.src ?? '#'
    link.target = '_blank'
    link.rel = 'noopener'
    link.textContent = texts.errorLink
    element.replaceChildren(link, ` ${texts.errorRest}`)
    return element
  })
}

function fitControls(pswp: PhotoSwipe): void {
  const update = () => pswp.element?.classList.toggle('pswp--fit-controls', pswp.viewportSize.x > FIT_CONTROLS_WIDTH)
  pswp.on('firstUpdate', update)
  pswp.on('resize', update)
}

export function addChrome(pswp: PhotoSwipe, texts: GalleryTexts): void {
  idleState(pswp)
  shareMenu(pswp, texts)
  caption(pswp)
  errorMessage(pswp, texts)
  fitControls(pswp)
}
