/**
 * The alert banner's close button (spec 001 §4; ADR 033): stores the alert's id in the
 * seen-alerts cookie and removes the banner without a round trip; the server then never renders
 * it again. Without this module the same button posts its form and the server does both.
 * Focus moves to the page's heading, where the skip link also leads, so it is not lost.
 */
import { parseSeenAlerts, SEEN_ALERTS_COOKIE, seenAlertsCookieLine, withSeenAlert } from '../../shared/seen-alerts.js'
import * as cookie from '../cookie.js'
import { stableIds } from '../../ui/containers.js'

const bound = new WeakSet<HTMLElement>()

export function mount(el: HTMLElement): void {
  const id = el.dataset.alertId
  const form = el.querySelector('form')
  if (!id || !form || bound.has(el)) return
  bound.add(el)
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    document.cookie = seenAlertsCookieLine(withSeenAlert(parseSeenAlerts(cookie.read(SEEN_ALERTS_COOKIE) ?? undefined), id), location.protocol === 'https:')
    el.remove()
    document.getElementById(stableIds.mainContent)?.focus({ preventScroll: true })
  })
}
