/**
 * Header dropdowns (spec 000 §2.4): a `[data-dropdown-toggle="ID"]` button opens and closes the
 * element ID (class `is-open`, `aria-expanded`). Opening one closes the others and the mobile
 * menu and focuses the first search or text field; Escape closes and returns focus to the
 * toggle; a click outside closes.
 */
import * as menu from './menu.js'

const OPEN = 'is-open'

const panelOf = (toggle: HTMLElement) => document.getElementById(toggle.dataset.dropdownToggle ?? '')
const isOpen = (toggle: HTMLElement) => toggle.getAttribute('aria-expanded') === 'true'
const toggles = () => [...document.querySelectorAll<HTMLElement>('[data-dropdown-toggle]')]

function setOpen(toggle: HTMLElement, open: boolean): void {
  toggle.setAttribute('aria-expanded', String(open))
  panelOf(toggle)?.classList.toggle(OPEN, open)
}

export function open(toggle: HTMLElement): void {
  for (const other of toggles()) if (other !== toggle && isOpen(other)) setOpen(other, false)
  menu.setOpen(false)
  setOpen(toggle, true)
  panelOf(toggle)?.querySelector<HTMLElement>('input[type="search"], input[type="text"]')?.focus()
}

export function close(toggle: HTMLElement): void {
  setOpen(toggle, false)
}

export function init(): void {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null
    const clicked = target?.closest<HTMLElement>('[data-dropdown-toggle]')
    if (clicked) {
      if (isOpen(clicked)) close(clicked)
      else open(clicked)
      return
    }
    for (const toggle of toggles().filter(isOpen)) if (!panelOf(toggle)?.contains(target)) close(toggle)
  })
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    const opened = toggles().find(isOpen)
    if (!opened) return
    close(opened)
    opened.focus()
  })
}
