/**
 * The floating popup (spec 000 §2.8, §4 "Popups", §9; ADR 021): server-rendered content with
 * `popover="auto"` beside its trigger, a button with `popovertarget` (so it toggles on click
 * without JavaScript too) and `data-popup="float"`. With JavaScript it opens on hover, on focus
 * and on click; it closes `config.popupHoverClose` (200) ms after the pointer leaves a hover-opened
 * trigger and the popup, on any click outside (the browser's light dismiss), when focus leaves both,
 * and on Escape, which returns focus to the trigger. A click pins a hover- or focus-opened popup.
 * It is placed under its trigger by CSS anchor positioning where the browser has it, else here.
 */
import { config } from '../config.js'

type Mode = 'hover' | 'focus' | 'click'

interface State {
  trigger: HTMLElement
  popover: HTMLElement
  mode: Mode | null
  timer: ReturnType<typeof setTimeout> | undefined
}

const states = new WeakMap<HTMLElement, State>()
const anchored = typeof CSS !== 'undefined' && CSS.supports('position-area', 'bottom')

const isOpen = (s: State) => s.popover.matches(':popover-open')

/** Without CSS anchor positioning: under the trigger, kept inside the viewport. */
function place(s: State): void {
  if (anchored) return
  const r = s.trigger.getBoundingClientRect()
  const width = s.popover.offsetWidth
  s.popover.style.position = 'fixed'
  s.popover.style.margin = '0'
  s.popover.style.top = `${r.bottom + 4}px`
  s.popover.style.left = `${Math.max(4, Math.min(r.left, window.innerWidth - width - 4))}px`
}

function show(s: State, mode: Mode): void {
  clearTimeout(s.timer)
  if (isOpen(s)) return
  s.mode = mode
  // `source` ties the popup to its trigger (Chromium 133+): its clicks are no outside clicks.
  ;(s.popover as HTMLElement & { showPopover(options?: { source?: HTMLElement }): void }).showPopover({ source: s.trigger })
  place(s)
}

function hide(s: State): void {
  clearTimeout(s.timer)
  if (isOpen(s)) s.popover.hidePopover()
}

/** The pointer left the trigger or the popup: a hover-opened popup closes after the delay unless it comes back. */
function leave(s: State, event: PointerEvent): void {
  if (s.mode !== 'hover' || event.pointerType !== 'mouse') return
  const to = event.relatedTarget
  if (to instanceof Node && (s.trigger.contains(to) || s.popover.contains(to))) return
  clearTimeout(s.timer)
  s.timer = setTimeout(() => hide(s), config.popupHoverClose)
}

/** A click pins a popup opened by hover or focus, closes a pinned one, opens a closed one. */
function click(s: State): void {
  if (isOpen(s) && s.mode !== 'click') s.mode = 'click'
  else if (isOpen(s)) hide(s)
  else show(s, 'click')
}

/** Wires `trigger` and its popover once; null when the trigger names no popover. */
function arm(trigger: HTMLElement): State | null {
  const known = states.get(trigger)
  if (known) return known
  const id = trigger.getAttribute('popovertarget') ?? trigger.getAttribute('aria-controls')
  const popover = id ? document.getElementById(id) : null
  if (!popover?.hasAttribute('popover')) return null
  const s: State = { trigger, popover, mode: null, timer: undefined }
  states.set(trigger, s)
  trigger.dataset.popupArmed = ''
  trigger.addEventListener('pointerenter', (e) => e.pointerType === 'mouse' && show(s, 'hover'))
  popover.addEventListener('pointerenter', () => clearTimeout(s.timer))
  trigger.addEventListener('pointerleave', (e) => leave(s, e))
  popover.addEventListener('pointerleave', (e) => leave(s, e))
  trigger.addEventListener('focus', () => show(s, 'focus'))
  trigger.addEventListener('click', (e) => {
    // The native popovertarget toggle would fight the hover and focus states.
    e.preventDefault()
    click(s)
  })
  for (const el of [trigger, popover]) {
    el.addEventListener('focusout', (e) => {
      const to = e.relatedTarget
      if (s.mode !== 'click' && !(to instanceof Node && (trigger.contains(to) || popover.contains(to)))) hide(s)
    })
  }
  popover.addEventListener('toggle', (e) => {
    if ((e as ToggleEvent).newState === 'closed') s.mode = null
  })
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || !isOpen(s)) return
    hide(s)
    trigger.focus({ preventScroll: true })
  })
  return s
}

/** The first event the entry saw on an unarmed trigger: arm it and act on that event. */
export function first(trigger: HTMLElement, type: 'hover' | 'focus' | 'click'): void {
  const s = arm(trigger)
  if (!s) return
  if (type === 'click') click(s)
  else show(s, type)
}
