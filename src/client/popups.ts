/**
 * Popups and confirmations, the entry's part (ADR 021): delegated listeners only. The popup code
 * (popup/) is a chunk loaded on first use through `load()` (chunk.ts, 120000 ms time-out).
 *
 * - `[data-popup]` links open a modal popup (ajax or iframe content) instead of being followed;
 *   if the chunk cannot load, or the popup cannot open here, the link is followed after all.
 * - `[data-popup="float"]` buttons arm their floating popup on the first hover, focus or click.
 * - `[data-confirm]` links and submit buttons (or forms) ask first: the link is followed, the
 *   form submitted, only after the visitor confirms (with `window.confirm` if the chunk fails).
 *   Without JavaScript they act at once, unless the form holds a hidden `[data-confirmed]` field:
 *   confirming sets it to its `data-confirmed` value, so without it the server can answer with a
 *   confirmation page instead of acting (the trash's permanent deletion, ADR 103).
 */
import * as chunk from './chunk.js'
import { text } from './messages.js'

type Chunk = typeof import('./popup/index.js')

let loading: Promise<Chunk> | null = null

/** The popup chunk; asked again after a failure. */
export function load(): Promise<Chunk> {
  loading ??= chunk.load(() => import('./popup/index.js')).catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}

/** Clicks and submits a confirmation let through, once each. */
const confirmed = new WeakSet<Element>()

const closest = (event: Event, selector: string) => (event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null)

/** The browser's own confirm, when the popup code could not load: never act unasked. */
const ask = (trigger: HTMLElement) => window.confirm(trigger.dataset.confirm?.trim() || text('confirm.text'))

const FLOAT = '[data-popup="float"]:not([data-popup-armed])'

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
  const float = closest(event, FLOAT)
  if (float) {
    event.preventDefault()
    void load().then((p) => p.floating.first(float, 'click'))
    return
  }
  const link = closest(event, 'a[href][data-confirm],a[href][data-popup]')
  if (!link) return
  if (confirmed.delete(link)) return
  event.preventDefault()
  const follow = () => {
    confirmed.add(link)
    link.click()
  }
  void load().then(
    (p) => {
      if (link.hasAttribute('data-confirm')) void p.confirm.ask({ ...p.confirm.messagesOf(link.dataset), trigger: link }, (yes) => yes && follow())
      else if (!p.openFrom(link)) follow()
    },
    // No popup code: a popup link goes where it points; a confirmation asks the browser's way.
    () => (!link.hasAttribute('data-confirm') || ask(link)) && follow(),
  )
}

function onSubmit(event: SubmitEvent): void {
  const form = event.target
  if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return
  const submitter = event.submitter instanceof HTMLElement ? event.submitter : null
  const asker = submitter?.closest<HTMLElement>('[data-confirm]') ?? (form.hasAttribute('data-confirm') ? form : null)
  if (!asker || confirmed.delete(form)) return
  event.preventDefault()
  event.stopImmediatePropagation()
  const submit = (yes: boolean) => {
    if (!yes) return
    confirmed.add(form)
    // The server tells a confirmed submit from one made without script (then it asks with a page).
    for (const field of form.querySelectorAll<HTMLInputElement>('input[type="hidden"][data-confirmed]')) field.value = field.dataset.confirmed ?? '1'
    form.requestSubmit(submitter)
  }
  void load().then(
    (p) => p.confirm.ask({ ...p.confirm.messagesOf(asker.dataset), trigger: submitter ?? asker }, submit),
    () => submit(ask(asker)),
  )
}

function arm(event: Event, type: 'hover' | 'focus'): void {
  const trigger = closest(event, FLOAT)
  if (trigger) void load().then((p) => p.floating.first(trigger, type))
}

export function init(): void {
  // Capture: before the partial-update layer's own listeners decide about the same click or submit.
  document.addEventListener('click', onClick, true)
  document.addEventListener('submit', onSubmit, true)
  document.addEventListener('pointerover', (e) => e.pointerType === 'mouse' && arm(e, 'hover'), { passive: true })
  document.addEventListener('focusin', (e) => arm(e, 'focus'))
}
