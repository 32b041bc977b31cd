/**
 * Collapsible blocks (spec 000 §2.15, §4): native `<details data-collapsible>`, so the keyboard
 * and no-script visitors need nothing from here. The runtime mirrors the state in the summary's
 * `aria-expanded`, keeps remembered blocks (`data-collapsible="remember"`, named by their id) in
 * one cookie, and restores them on load and after every partial update.
 */
import { config } from './config.js'
import * as cookie from './cookie.js'
import { names } from './events.js'

const SELECTOR = 'details[data-collapsible]'

const remembered = (details: HTMLDetailsElement) => details.dataset.collapsible === 'remember' && details.id !== ''

function mirror(details: HTMLDetailsElement): void {
  details.querySelector(':scope > summary')?.setAttribute('aria-expanded', String(details.open))
}

/** Puts the blocks under `root` into their remembered state. */
export function restore(root: ParentNode = document): void {
  const flags = cookie.readFlags(config.collapsibleCookie)
  for (const details of root.querySelectorAll<HTMLDetailsElement>(SELECTOR)) {
    const open = remembered(details) ? flags.get(details.id) : undefined
    if (open !== undefined) details.open = open
    mirror(details)
  }
}

export function init(): void {
  // `toggle` does not bubble; it also follows restore(), which then writes what it read.
  document.addEventListener(
    'toggle',
    (event) => {
      const details = event.target
      if (!(details instanceof HTMLDetailsElement) || !details.matches(SELECTOR)) return
      mirror(details)
      if (remembered(details)) cookie.writeFlag(config.collapsibleCookie, details.id, details.open)
    },
    true,
  )
  document.addEventListener(names.replaced, (event) => {
    if (event.target instanceof Element) restore(event.target)
  })
  restore()
}
