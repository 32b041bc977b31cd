/**
 * The header's disclosures: native `<details data-disclosure>` (search panel, mobile menu, mega
 * menus) that the server renders closed and that open and close without script (ADR 013). The
 * runtime adds what the platform lacks (spec 000 §2.4):
 * - opening one closes every other open one that does not hold it;
 * - Escape closes the innermost open one around focus (else the last one opened) and returns
 *   focus to its button;
 * - focus moving out of an open one, or a click outside it, closes it; not into a modal popup
 *   (`<dialog>`) such as the confirmation a button of the user menu asks, so focus can come back.
 * Modules that keep a state class for a disclosure listen to its `toggle` event.
 */
const SELECTOR = 'details[data-disclosure]'

const opened = () => [...document.querySelectorAll<HTMLDetailsElement>(`${SELECTOR}[open]`)]

/** Inside a modal popup: opened above the page, from a disclosure or not, it leaves them as they are. */
const inPopup = (node: Node | null) => (node instanceof Element ? node : node?.parentElement)?.closest('dialog') != null

const summaryOf = (details: HTMLDetailsElement) => details.querySelector<HTMLElement>(':scope > summary')

/** Disclosures of one kind (`search`, `menu`, `megaMenu`). */
export const ofKind = (kind: string) => [...document.querySelectorAll<HTMLDetailsElement>(`details[data-disclosure="${kind}"]`)]

/** Calls `listener` whenever a disclosure of `kind` opens or closes. */
export function onToggle(kind: string, listener: (details: HTMLDetailsElement) => void): void {
  document.addEventListener(
    'toggle',
    (event) => {
      if (event.target instanceof HTMLDetailsElement && event.target.dataset.disclosure === kind) listener(event.target)
    },
    // `toggle` does not bubble.
    true,
  )
}

/** Closes `details`; with `returnFocus`, focus goes back to its button when that is shown. */
export function close(details: HTMLDetailsElement, returnFocus = false): void {
  if (!details.open) return
  details.open = false
  const summary = summaryOf(details)
  if (returnFocus && summary?.checkVisibility()) summary.focus()
}

export function init(): void {
  document.addEventListener(
    'toggle',
    (event) => {
      const details = event.target
      if (!(details instanceof HTMLDetailsElement) || !details.matches(SELECTOR) || !details.open) return
      for (const other of opened()) if (other !== details && !other.contains(details)) close(other)
    },
    true,
  )
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || inPopup(document.activeElement)) return
    const open = opened()
    const focused = document.activeElement
    // Document order puts an outer disclosure before the ones inside it: the last one holding focus is the innermost.
    const target = open.filter((details) => details.contains(focused)).pop() ?? open.pop()
    if (target) close(target, true)
  })
  document.addEventListener('focusout', (event) => {
    const to = event.relatedTarget
    // Focus leaving the window (no related target) is not focus leaving the disclosure.
    if (!(to instanceof Node) || !(event.target instanceof Node) || inPopup(to)) return
    for (const details of opened()) if (details.contains(event.target) && !details.contains(to)) close(details)
  })
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Node ? event.target : null
    if (inPopup(target)) return
    for (const details of opened()) if (!details.contains(target)) close(details)
  })
}
