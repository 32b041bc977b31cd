/**
 * A modal popup on the native `<dialog>`: focus moves to its close button, stays inside while it
 * is open (the browser makes the rest inert) and returns to where it was; Escape, the close
 * button and a click on the backdrop close it. Only the sign-language player uses it; it is the
 * interface (`open(content, options)`, `close()`) the site's popup layer will take over (ADR 023).
 */
export interface OpenOptions {
  /** The popup's accessible name. */
  label: string
  closeLabel: string
  /** Runs when the popup closes, however it was closed. */
  onClose?: () => void
}

let current: { dialog: HTMLDialogElement; returnTo: Element | null; onClose?: () => void } | null = null

export function open(content: Node, { label, closeLabel, onClose }: OpenOptions): HTMLDialogElement {
  close()
  const dialog = document.createElement('dialog')
  dialog.className = 'popup'
  dialog.setAttribute('aria-label', label)
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'popup__close'
  button.setAttribute('aria-label', closeLabel)
  button.textContent = '×'
  button.addEventListener('click', close)
  dialog.append(button, content)
  // A click whose target is the dialog itself landed on its backdrop (the content covers the box).
  dialog.addEventListener('click', (event) => event.target === dialog && close())
  dialog.addEventListener('close', finish)
  current = { dialog, returnTo: document.activeElement, ...(onClose ? { onClose } : {}) }
  document.body.append(dialog)
  dialog.showModal()
  button.focus()
  return dialog
}

export function close(): void {
  current?.dialog.close()
}

function finish(): void {
  const closed = current
  if (!closed) return
  current = null
  closed.onClose?.()
  closed.dialog.remove()
  if (closed.returnTo instanceof HTMLElement && closed.returnTo.isConnected) closed.returnTo.focus()
}
