/**
 * Partial updates inside a popup (spec 000 §4 "Popups"): the popup's region is an update
 * container, so its links and forms update it in place; this watches their lifecycle events as
 * they bubble to the `<dialog>`. After a successful POST (status 200, no error) the success
 * action runs, unless the submitted form carries `data-popup-success-ignore`; after a form came
 * back with its messages (422) focus goes to the first message. None of them touches history.
 */
import { eventNames, stripInternal } from '../../shared/protocol.js'
import * as focus from '../focus.js'
import type { Popup } from './modal.js'
import type { Success } from './success.js'

interface Start {
  settings?: { type?: string }
}
interface Complete {
  hasError: boolean
  status?: number
}

/**
 * Updates inside a popup leave the page's history and scroll position alone: the region carries
 * the settings (its own attributes are what the layer reads), set again after every swap.
 */
export function contain(region: Element | null): void {
  if (!(region instanceof HTMLElement)) return
  region.dataset.puAlterHistory = 'false'
  region.dataset.puScroll = 'false'
}

/** The page's own address, without the update layer's parameters (`pu`). */
function here(): string {
  const url = stripInternal(new URL(location.href))
  return url.pathname + url.search + url.hash
}

/**
 * `answered`: the address of the content the POST answered with (`pu:contents:replaced`'s, which
 * is the answer's `X-PU-Url` after a redirect), null when it swapped nothing (a login's reload):
 * a `redirect` without a path goes there, else reloads the page. Never the address the POST asked,
 * which may answer nothing to a GET.
 */
function run(popup: Popup, action: Success, answered: string | null): void {
  if (action.kind === 'redirect') return location.assign(action.url ?? answered ?? here())
  popup.close({ quiet: true })
  if (action.kind === 'refresh') for (const id of action.targets) void window.pu.refresh(id).catch(() => {})
}

export function events(popup: Popup, action: Success | null): void {
  let form: HTMLFormElement | null = null
  let answered: string | null = null
  popup.dialog.addEventListener(eventNames.replaced, (e) => {
    contain(e.target as Element)
    answered = (e as CustomEvent<{ url?: string }>).detail.url ?? null
  })
  let posting = false
  popup.dialog.addEventListener('submit', (e) => {
    form = e.target instanceof HTMLFormElement ? e.target : null
  })
  popup.dialog.addEventListener(eventNames.start, (e) => {
    posting = ((e as CustomEvent<Start>).detail.settings?.type ?? 'GET').toUpperCase() === 'POST'
    answered = null
  })
  popup.dialog.addEventListener(eventNames.complete, (e) => {
    const { hasError, status } = (e as CustomEvent<Complete>).detail
    const message = status === 422 ? popup.body.querySelector<HTMLElement>('[role="alert"]') : null
    if (message) focus.on(message)
    const ignored = !!form?.hasAttribute('data-popup-success-ignore')
    if (!posting || hasError || status !== 200 || ignored) return
    posting = false
    if (action) run(popup, action, answered)
  })
}
