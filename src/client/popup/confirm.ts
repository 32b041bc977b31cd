/**
 * Confirmations (spec 000 §3 "Confirm popup messages", §4 "Confirmation", §9): a modal popup
 * with a title, a text, a confirm and a decline button. The texts default to the client message
 * table (`confirm.title`, `confirm.text`, `confirm.confirmButton`, `confirm.declineButton`:
 * Potvrzení / Ano / Ne on Czech pages) and may be set per trigger (`messagesOf`).
 *
 *   const yes = await confirm.ask({ text: 'Odhlásit se?' }, (accepted) => ...)
 *
 * Confirm resolves true and runs `action(true)`; decline, Escape, the close button and the
 * backdrop resolve false and run `action(false)` (the action "with decline").
 */
import { text } from '../messages.js'
import * as modal from './modal.js'

export interface Messages {
  title?: string
  text?: string
  confirmButton?: string
  declineButton?: string
}

export interface Options extends Messages {
  trigger?: HTMLElement | null
}

/**
 * A trigger's own messages: `data-confirm` (the text; empty for the default), `data-confirm-title`,
 * `data-confirm-button`, `data-decline-button`. Blank values fall back to the defaults.
 */
export function messagesOf(dataset: DOMStringMap): Messages {
  const pick = (value: string | undefined) => (value?.trim() ? value.trim() : undefined)
  return {
    title: pick(dataset.confirmTitle),
    text: pick(dataset.confirm),
    confirmButton: pick(dataset.confirmButton),
    declineButton: pick(dataset.declineButton),
  }
}

function button(label: string, className: string, onClick: () => void): HTMLButtonElement {
  const b = document.createElement('button')
  b.type = 'button'
  b.className = className
  b.textContent = label
  b.addEventListener('click', onClick)
  return b
}

export function ask(options: Options = {}, action?: (accepted: boolean) => void): Promise<boolean> {
  const popup = modal.open({ title: options.title ?? text('confirm.title'), trigger: options.trigger, className: 'popup--confirm', role: 'alertdialog' })
  let accepted = false
  const message = document.createElement('p')
  message.className = 'popup__text'
  message.id = `${popup.dialog.getAttribute('aria-labelledby')}-text`
  message.textContent = options.text ?? text('confirm.text')
  popup.dialog.setAttribute('aria-describedby', message.id)
  const actions = document.createElement('div')
  actions.className = 'popup__actions'
  const yes = button(options.confirmButton ?? text('confirm.confirmButton'), 'button button--primary', () => {
    accepted = true
    popup.close({ quiet: true })
  })
  const no = button(options.declineButton ?? text('confirm.declineButton'), 'button', () => popup.close())
  actions.append(yes, no)
  popup.body.append(message, actions)
  // The least destructive answer has focus: Enter straight away declines.
  no.focus()
  return new Promise((resolve) => {
    popup.onClose(() => {
      resolve(accepted)
      action?.(accepted)
    })
  })
}
