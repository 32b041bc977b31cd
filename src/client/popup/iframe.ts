/**
 * The iframe popup (spec 000 §2.8, §7 "Iframe popup"): the trigger's address in a frame inside a
 * modal popup, when it is this site or a host of the allow-list the server renders from
 * `POPUP_IFRAME_HOSTS` (`<html data-popup-hosts="a.example b.example">`); any other address is
 * refused with a localized message in the popup. The Content-Security-Policy's `frame-src` says
 * the same to the browser, so a tampered page cannot frame another host either.
 */
import { text } from '../messages.js'
import type { Popup } from './modal.js'

/** The hosts allowed besides this site, from the page. */
export const pageHosts = (): string[] => (document.documentElement.dataset.popupHosts ?? '').split(/[\s,]+/).filter(Boolean)

/** `address` resolved, when it is an http(s) address of `origin` or of one of `hosts`; else null. */
export function allowed(address: string, origin: string, hosts: string[]): URL | null {
  try {
    const url = new URL(address, origin)
    if (!/^https?:$/.test(url.protocol) || url.username || url.password) return null
    return url.origin === origin || hosts.includes(url.host.toLowerCase()) ? url : null
  } catch {
    return null
  }
}

/** The host `address` names, for the refusal message (bounded; the address itself when unparseable). */
export function hostOf(address: string, origin: string): string {
  try {
    return new URL(address, origin).host || address.slice(0, 100)
  } catch {
    return address.slice(0, 100)
  }
}

export function show(popup: Popup, address: string, title: string): void {
  const url = allowed(address, location.origin, pageHosts())
  if (!url) {
    const refusal = document.createElement('p')
    refusal.className = 'popup__message'
    refusal.setAttribute('role', 'alert')
    refusal.textContent = text('popup.hostRefused', { host: hostOf(address, location.origin) })
    popup.body.append(refusal)
    return
  }
  const frame = document.createElement('iframe')
  frame.className = 'popup__iframe'
  frame.title = title
  frame.src = url.href
  popup.body.append(frame)
}
