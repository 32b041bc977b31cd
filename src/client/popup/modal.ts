/**
 * The modal (fixed) popup (spec 000 §2.8, §4 "Popups"; ADR 021) on native `<dialog>.showModal()`:
 * the browser draws the dark backdrop, makes the page behind inert and closes on Escape. This
 * module adds what it does not: a click on the backdrop closes, the page's scroll is locked and
 * its position restored on close, Tab wraps inside the popup, focus returns to the trigger (or to
 * where an update inside asked for it, see focus.ts `deferred`), and opening and closing are
 * announced in `#liveRegion`.
 *
 * API (also used by the sign-language video popup):
 *
 *   const popup = modal.open({ title: 'Mapa areálu', trigger: button, className: 'popup--wide' })
 *   popup.body.append(content)          // the popup's content area (an HTMLElement)
 *   popup.onClose(() => video.src = '') // runs once when the popup closes, however it closes
 *   popup.close()                       // closes; `close({ quiet: true })` does not announce it
 *
 * `open` returns at once; the dialog is in the page and focused (its title, unless `focus` names
 * another element). One popup's lock and trap work under another's (a confirmation over a popup).
 */
import * as focus from '../focus.js'
import { text } from '../messages.js'

export interface Options {
  /** The popup's heading, its accessible name. */
  title: string
  /** What opened it: focus returns there on close. */
  trigger?: HTMLElement | null
  /** Extra classes of the `<dialog>` (`popup--wide`, `popup--confirm`). */
  className?: string
  /** `alertdialog` for a confirmation. */
  role?: 'dialog' | 'alertdialog'
}

export interface CloseOptions {
  /** No "closed" announcement (an update inside already announced its result). */
  quiet?: boolean
}

export interface Popup {
  dialog: HTMLDialogElement
  title: HTMLElement
  body: HTMLElement
  close: (options?: CloseOptions) => void
  onClose: (callback: () => void) => void
  readonly open: boolean
}

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),iframe,[tabindex]:not([tabindex="-1"])'

let count = 0
let locks = 0
let savedY = 0

/** Page scrolling stops while any modal popup is open; the position comes back when the last closes. */
function lock(): void {
  if (locks++ === 0) {
    savedY = window.scrollY
    document.documentElement.classList.add('popup-lock')
  }
}

function unlock(): void {
  if (--locks > 0) return
  document.documentElement.classList.remove('popup-lock')
  window.scrollTo({ top: savedY, behavior: 'instant' })
}

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0)
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function trap(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return
  const all = focusables(dialog)
  const first = all[0]
  const last = all[all.length - 1]
  if (!first || !last) return event.preventDefault()
  const active = document.activeElement
  const outside = !dialog.contains(active)
  if (event.shiftKey && (active === first || active === dialog.querySelector('.popup__title') || outside)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault()
    first.focus()
  }
}

function build(options: Options): { dialog: HTMLDialogElement; title: HTMLElement; body: HTMLElement; closeButton: HTMLButtonElement } {
  const id = `popup-${++count}`
  const dialog = document.createElement('dialog')
  dialog.className = `popup popup--modal ${options.className ?? ''}`.trim()
  dialog.setAttribute('aria-labelledby', `${id}-title`)
  if (options.role === 'alertdialog') dialog.setAttribute('role', 'alertdialog')
  const frame = document.createElement('div')
  frame.className = 'popup__frame'
  const head = document.createElement('div')
  head.className = 'popup__head'
  const title = document.createElement('h2')
  title.className = 'popup__title'
  title.id = `${id}-title`
  title.tabIndex = -1
  title.textContent = options.title
  const closeButton = document.createElement('button')
  closeButton.type = 'button'
  closeButton.className = 'popup__close'
  closeButton.setAttribute('aria-label', text('popup.close'))
  closeButton.textContent = '×'
  head.append(title, closeButton)
  const body = document.createElement('div')
  body.className = 'popup__body'
  body.id = `${id}-body`
  frame.append(head, body)
  dialog.append(frame)
  return { dialog, title, body, closeButton }
}

/** Opens a modal popup; see the API at the top. */
export function open(options: Options): Popup {
  const { dialog, title, body, closeButton } = build(options)
  const callbacks: (() => void)[] = []
  let quiet = false
  const trigger = options.trigger ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null)

  const close = (o: CloseOptions = {}) => {
    quiet = !!o.quiet
    if (dialog.open) dialog.close()
  }
  closeButton.addEventListener('click', () => close())
  // A click on the dialog element itself is a click on the backdrop: the frame covers the rest.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) close()
  })
  dialog.addEventListener('keydown', (event) => trap(dialog, event))
  dialog.addEventListener('close', () => {
    dialog.remove()
    unlock()
    for (const callback of callbacks.splice(0)) callback()
    // Focus an update inside asked for (blocked while the page was inert) wins over the trigger.
    const next = focus.takeDeferred() ?? (trigger?.isConnected ? trigger : null)
    if (next) focus.on(next)
    if (!quiet) focus.announce(text('popup.closed', { title: options.title }))
  })

  document.body.append(dialog)
  lock()
  focus.takeDeferred()
  dialog.showModal()
  focus.on(title)
  focus.announce(text('popup.opened', { title: options.title }))
  return {
    dialog,
    title,
    body,
    close,
    onClose: (callback) => void callbacks.push(callback),
    get open() {
      return dialog.open
    },
  }
}
