/**
 * The add-to-cart popup (spec 000 §7 "Add to cart", "User lists refresh"; ADR 026): the form is
 * POSTed to its action asking for the page container (`X-PU-Target: pageContent`); the answer's
 * page container is shown in a modal popup (its h1 becomes the popup's title), and after a
 * successful add the user lists are refreshed through the include route with `updatedCart`.
 * "Continue shopping" (`data-popup-close`) closes the popup; focus then returns to the button.
 */
import { ANALYTICS_EVENTS } from '../../shared/ga4.js'
import { MAIN_TARGET, requestHeaders, responseHeaders } from '../../shared/protocol.js'
import * as focus from '../focus.js'
import { text } from '../messages.js'
import * as popups from '../popups.js'
import { run } from '../reload.js'
import { update } from '../update.js'

const USER_LISTS = { frame: ['userLists', 'userListsRwd'], flags: ['updatedCart'] }

/** The answer's page container, or null when it has none. */
function containerOf(html: string): HTMLElement | null {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  return doc.getElementById(MAIN_TARGET)
}

export async function add(form: HTMLFormElement, submitter: HTMLElement | null): Promise<void> {
  const body = new URLSearchParams()
  for (const [name, value] of new FormData(form, submitter)) if (typeof value === 'string') body.append(name, value)
  const { modal } = await popups.load()
  const trigger = submitter ?? form.querySelector<HTMLElement>('button[type="submit"]')
  const popup = modal.open({ title: form.dataset.cartAdd ?? '', trigger, className: 'popup--cart' })
  const status = document.createElement('p')
  status.className = 'popup__loading'
  status.textContent = text('popup.loading')
  popup.body.replaceChildren(status)
  popup.body.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('[data-popup-close]')) {
      event.preventDefault()
      popup.close()
    }
  })
  try {
    const response = await fetch(form.action, { method: 'POST', body, headers: { [requestHeaders.target]: MAIN_TARGET }, credentials: 'same-origin' })
    const added = response.ok && response.headers.get(responseHeaders.error) !== '1'
    const container = response.ok || response.status === 422 ? containerOf(await response.text()) : null
    if (!container) throw new Error(`Server returned HTTP: ${response.status}`)
    const heading = container.querySelector('h1')
    if (heading) {
      popup.title.textContent = heading.textContent
      heading.remove()
    }
    popup.body.replaceChildren(...Array.from(container.childNodes, (n) => document.importNode(n, true)))
    const said = popup.body.querySelector('.cart-added__item,.cart-added__problem')?.textContent
    if (said) focus.announce(said)
    if (added) {
      // The analytics chunk reports add_to_cart with the quantity just added (ADR 030).
      const shown = popup.body.querySelector('[data-product-tracking]')
      const tracking = shown ? (JSON.parse(shown.getAttribute('data-product-tracking') ?? 'null') as unknown) : null
      document.dispatchEvent(new CustomEvent(ANALYTICS_EVENTS.cartAdded, { detail: { tracking, quantity: Number(body.get('quantity')) } }))
      await run(USER_LISTS, update)
    }
  } catch (error) {
    console.error(error)
    const message = document.createElement('p')
    message.className = 'popup__message'
    message.setAttribute('role', 'alert')
    message.textContent = text('popup.loadFailed')
    popup.body.replaceChildren(message)
  }
}
