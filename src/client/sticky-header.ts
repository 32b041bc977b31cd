/**
 * Sticky header (spec 000 §2.10, §9): once the page is scrolled more than 100 px the page
 * header stays at the window's top; the header search panel being open keeps it from becoming
 * sticky (its dropdown would then follow the page), though a header already sticky stays so
 * when the panel opens in it (else the panel would leave the window as it opens). The body carries `has-sticky-header` and 40 px of top padding; the
 * header's own height less those 40 px is kept as the main region's top margin, so nothing
 * below the header moves when it leaves the flow (no layout shift).
 */
import { config } from './config.js'
import * as disclosure from './disclosure.js'

export const STICKY = 'has-sticky-header'

function update(): void {
  const header = document.getElementById('pageHeader')
  if (!header) return
  const body = document.body
  const searching = disclosure.ofKind('search').some((details) => details.open)
  const was = body.classList.contains(STICKY)
  const sticky = scrollY > config.stickyHeaderAfter && (was || !searching)
  if (sticky === was) return
  if (sticky) {
    // Measured while the header is still in the flow: the space it leaves.
    body.style.setProperty('--sticky-header-space', `${header.getBoundingClientRect().height - config.stickyHeaderPadding}px`)
    body.style.paddingTop = `${config.stickyHeaderPadding}px`
  } else {
    body.style.removeProperty('--sticky-header-space')
    body.style.paddingTop = ''
  }
  body.classList.toggle(STICKY, sticky)
}

export function init(): void {
  addEventListener('scroll', update, { passive: true })
  disclosure.onToggle('search', update)
  update()
}
