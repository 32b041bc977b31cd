/**
 * Focus and announcements around a swap (DESIGN.md, WCAG 2.1 AA): focus that was in a
 * replaced region (or lost to the body) goes to the same element in the new content (same id,
 * else same name) when persistFocus is on, else to the new content's first heading, else to
 * the region itself; an element the new content marks `autofocus` (a refused form's first
 * error, which takes focus on a full page too) goes before all of these. The polite live region
 * `#liveRegion` announces the new title or region, or what the answer asked to announce.
 */
export interface Focused {
  id: string
  name: string
}

const HEADING = 'h1,h2,h3,h4,h5,h6'

/** What had focus, if it was inside one of `regions` (or on the body, when that counts); null otherwise. */
export function capture(regions: Element[], bodyCounts = true): Focused | null {
  const active = document.activeElement
  const onBody = !active || active === document.body
  if (onBody ? !bodyCounts : !regions.some((r) => r.contains(active))) return null
  if (!active) return { id: '', name: '' }
  return { id: active.id, name: active.getAttribute('name') ?? '' }
}

/** An element that could not take focus because a modal popup made the page inert. */
let deferred: HTMLElement | null = null

/** Focuses `element`, made focusable (tabindex -1) only when it is not. */
export function on(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
  element.focus({ preventScroll: true })
  // Behind an open modal popup (a login's reload, say) focus is refused: the popup gives it on close.
  if (document.activeElement !== element && element.isConnected) deferred = element
}

/** The element focus was refused to (and still in the page), once; null when none. */
export function takeDeferred(): HTMLElement | null {
  const element = deferred?.isConnected ? deferred : null
  deferred = null
  return element
}

/** Focus on the first link or control inside `element` (a list item just added), else on the element. */
export function enter(element: Element): void {
  on(element.querySelector<HTMLElement>('a[href],button,input,select,textarea') ?? (element as HTMLElement))
}

export function restore(focused: Focused | null, regions: Element[], persist = true): void {
  if (!focused || !regions[0]) return
  for (const region of regions) {
    const marked = region.querySelector<HTMLElement>('[autofocus]')
    if (!marked) continue
    on(marked)
    const box = marked.getBoundingClientRect()
    if (box.top < 0 || box.bottom > window.innerHeight) marked.scrollIntoView({ block: 'center' })
    return
  }
  if (persist) {
    for (const region of regions) {
      const same =
        (focused.id && (region.id === focused.id ? region : region.querySelector(`#${CSS.escape(focused.id)}`))) ||
        (focused.name && region.querySelector(`[name="${CSS.escape(focused.name)}"]`))
      if (same instanceof HTMLElement) return same.focus({ preventScroll: true })
    }
  }
  const region = regions[0] as HTMLElement
  on(region.querySelector<HTMLElement>(HEADING) ?? region)
}

/** The region's name for the announcement: its first heading, else its label. */
export function nameOf(region: Element): string {
  return (region.querySelector(HEADING)?.textContent ?? region.getAttribute('aria-label') ?? '').trim()
}

export function announce(message: string): void {
  const live = document.getElementById('liveRegion')
  if (!live || !message) return
  // The same text again would not be read: a trailing no-break space makes it new.
  live.textContent = live.textContent === message ? `${message}\u00a0` : message
}
