/**
 * The main menu. Mobile toggle (spec 000 §2.6): flips `aria-expanded` and the opened state of
 * the nav, the page header and the header actions; Escape closes it and returns focus.
 * Mega menus open by CSS (hover, focus-within); while one is open the body carries
 * `mega-menu-open` (spec 000 §2.4).
 */
const OPENED = 'is-opened'
const MEGA_MENU_OPEN = 'mega-menu-open'
const OPENED_PARTS = ['mainNav', 'pageHeader', 'pageHeaderActions']

let toggle: HTMLElement | null = null

export const isOpen = () => toggle?.getAttribute('aria-expanded') === 'true'

export function setOpen(open: boolean): void {
  if (!toggle) return
  toggle.setAttribute('aria-expanded', String(open))
  for (const id of OPENED_PARTS) document.getElementById(id)?.classList.toggle(OPENED, open)
}

export function init(): void {
  toggle = document.querySelector<HTMLElement>('.menu-toggle')
  toggle?.addEventListener('click', () => setOpen(!isOpen()))
  document.addEventListener('keydown', (event) => {
    const focused = document.activeElement
    const inMenu = focused === toggle || document.getElementById('mainNav')?.contains(focused)
    if (event.key !== 'Escape' || !isOpen() || !inMenu) return
    setOpen(false)
    toggle?.focus()
  })
  for (const item of document.querySelectorAll<HTMLElement>('.main-nav__item')) {
    if (!item.querySelector('.mega-menu')) continue
    const update = (focused: EventTarget | null) =>
      document.body.classList.toggle(MEGA_MENU_OPEN, item.matches(':hover') || (focused instanceof Node && item.contains(focused)))
    item.addEventListener('mouseenter', () => update(document.activeElement))
    item.addEventListener('mouseleave', () => update(document.activeElement))
    item.addEventListener('focusin', (event) => update(event.target))
    item.addEventListener('focusout', (event) => update(event.relatedTarget))
  }
}
