/**
 * The ajax popup (spec 000 §4 "Popups", §7 "Popup ajax content"): a GET of the trigger's address
 * with caching off, through the partial-update layer (ADR 021): the popup's body holds an empty
 * element with the id of the region the trigger names (`data-popup-region`), and the update
 * executor asks the address for that region (`X-PU-Target`) and swaps it in. The region is an
 * update container, so its links and forms run as partial updates inside the popup.
 *
 * The loaded content is cached on the trigger: a second open shows it without a request. The
 * dynamic variant (`data-popup="ajax-dynamic"`) adds `_ts=<timestamp>` and is never cached. A
 * failing address or an error status leaves a localized message in the popup.
 */
import { stripInternal } from '../../shared/protocol.js'
import { text } from '../messages.js'
import { update } from '../update.js'
import { contain } from './events.js'
import type { Popup } from './modal.js'

const cache = new WeakMap<HTMLElement, { url: string; html: string }>()

/** The address to ask: the trigger's, with `data-popup-return-to` naming a parameter that gets the current page. */
export function addressOf(trigger: HTMLElement, current: string = location.href): string {
  const url = new URL(trigger.getAttribute('href') ?? trigger.dataset.popupUrl ?? '', current)
  const param = trigger.dataset.popupReturnTo
  if (param) {
    const here = stripInternal(new URL(current))
    url.searchParams.set(param, here.pathname + here.search)
  }
  return url.pathname + url.search
}

function failed(popup: Popup): void {
  const message = document.createElement('p')
  message.className = 'popup__message'
  message.setAttribute('role', 'alert')
  message.textContent = text('popup.loadFailed')
  popup.body.replaceChildren(message)
}

/** The first field of the content, when focus is still on the popup's own title. */
function enter(popup: Popup): void {
  if (document.activeElement !== popup.title) return
  popup.body.querySelector<HTMLElement>('[autofocus],input:not([type="hidden"]),select,textarea')?.focus()
}

/** Fills `popup` from `trigger`'s address; resolves when the content (or the error) is shown. */
export async function load(popup: Popup, trigger: HTMLElement, region: string, dynamic: boolean): Promise<void> {
  const url = addressOf(trigger)
  const stored = cache.get(trigger)
  if (!dynamic && stored?.url === url) {
    popup.body.innerHTML = stored.html
    return enter(popup)
  }
  const holder = document.createElement('div')
  holder.id = region
  holder.className = 'popup__loading'
  holder.textContent = text('popup.loading')
  popup.body.append(holder)
  try {
    const data = dynamic ? { _ts: String(Date.now()) } : undefined
    const done = await update(url, { target: [region], alterHistory: false, scroll: false, persistFocus: false, cache: false, data })
    const loaded = popup.body.querySelector(`#${CSS.escape(region)}`)
    if (!done || !loaded) return failed(popup)
    contain(loaded)
    if (!dynamic) cache.set(trigger, { url, html: popup.body.innerHTML })
    enter(popup)
  } catch {
    // The layer has reported the error (console, onError); the visitor reads it here.
    if (popup.open) failed(popup)
  }
}
