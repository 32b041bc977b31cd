/**
 * The popup chunk (ADR 021), loaded by the entry's popups.ts on first use: modal popups with
 * ajax or iframe content opened from triggers, floating popups, confirmations. Other modules
 * (the sign-language video popup) use `modal.open` and `confirm.ask` through `popups.load()`.
 *
 * A modal trigger is a link (its `href` works without JavaScript) with `data-popup`:
 * `ajax` | `ajax-dynamic` (with `data-popup-region`, the region its address renders) or `iframe`;
 * `data-popup-title` names the popup (else the trigger's text); `data-popup-success` the action
 * after a successful POST inside it (success.ts).
 */
import { events as protocolEvents } from './events.js'
import * as ajax from './ajax.js'
import * as iframe from './iframe.js'
import * as modal from './modal.js'
import * as success from './success.js'

export * as confirm from './confirm.js'
export * as floating from './floating.js'
export { modal }

const title = (trigger: HTMLElement) => (trigger.dataset.popupTitle ?? trigger.textContent ?? '').trim()

/**
 * Opens the popup `trigger` asks for; false when it cannot be a popup here (an unknown kind, or
 * its region is already on the page: the login link on the login page), so the caller follows it.
 */
export function openFrom(trigger: HTMLElement): boolean {
  const kind = trigger.dataset.popup
  const region = trigger.dataset.popupRegion ?? ''
  const isAjax = kind === 'ajax' || kind === 'ajax-dynamic'
  if (!(isAjax || kind === 'iframe')) return false
  if (isAjax && (!/^[A-Za-z][\w-]*$/.test(region) || document.getElementById(region))) return false
  const popup = modal.open({ title: title(trigger), trigger, className: `popup--${kind}` })
  if (isAjax) {
    protocolEvents(popup, success.parse(trigger.dataset.popupSuccess, location.origin))
    void ajax.load(popup, trigger, region, kind === 'ajax-dynamic')
  } else iframe.show(popup, trigger.getAttribute('href') ?? '', title(trigger))
  return true
}
