/**
 * The main menu's state classes. Its disclosures are native (disclosure.ts); this keeps what
 * spec 000 names: while the folded menu is open, nav, page header, header actions and the
 * page's faculty areas (`.faculty-area`: a faculty's own navigation) carry `is-opened` (§2.6);
 * while a mega menu is open, the body carries `mega-menu-open` (§2.4).
 */
import * as disclosure from './disclosure.js'

const OPENED = 'is-opened'
const MEGA_MENU_OPEN = 'mega-menu-open'
const OPENED_PARTS = '#mainNav, #pageHeader, #pageHeaderActions, .faculty-area'

export function init(): void {
  disclosure.onToggle('menu', (details) => {
    for (const part of document.querySelectorAll(OPENED_PARTS)) part.classList.toggle(OPENED, details.open)
  })
  disclosure.onToggle('megaMenu', () => {
    document.body.classList.toggle(MEGA_MENU_OPEN, disclosure.ofKind('megaMenu').some((details) => details.open))
  })
}
