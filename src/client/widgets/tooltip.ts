/**
 * Tooltip (spec 001 §9, Tippy's defaults; ADR 038): the trigger names its tip with
 * `aria-describedby`; the tip (`role="tooltip"`, rendered `hidden`) shows on hover and on focus
 * with delay 0, fades in over 300 ms and out over 250 ms, at most 350 px wide, z-index 9999,
 * 10 px from the trigger (offset [0, 10]), placed by Floating UI. WCAG 1.4.13: Escape dismisses
 * it without moving focus, the pointer may move onto it (hoverable), and it stays until the
 * pointer and focus leave. Without script the trigger's `title` says the same; the widget removes
 * the title so two tips never show.
 */
import { autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/dom'

export const TOOLTIP = { delay: 0, duration: [300, 250], maxWidth: 350, zIndex: 9999, offset: [0, 10] } as const

type Placement = 'top' | 'bottom' | 'left' | 'right'
const PLACEMENTS = new Set<string>(['top', 'bottom', 'left', 'right'])

let open: (() => void) | null = null

export function mount(trigger: HTMLElement): void {
  const found = document.getElementById(trigger.getAttribute('aria-describedby')?.split(/\s+/)[0] ?? '')
  if (!found || found.getAttribute('role') !== 'tooltip') return
  const tip: HTMLElement = found
  trigger.removeAttribute('title')
  // Fixed: the tip never takes room in the page's flow nor is clipped by an overflowing parent.
  Object.assign(tip.style, { position: 'fixed', left: '0', top: '0', maxWidth: `${TOOLTIP.maxWidth}px`, zIndex: String(TOOLTIP.zIndex) })
  let stopUpdates: (() => void) | null = null
  let hideTimer: ReturnType<typeof setTimeout> | undefined
  let hovered = false
  let focused = false

  const place = () =>
    void computePosition(trigger, tip, {
      strategy: 'fixed',
      // Top as Tippy's default; a trigger may ask for another side (`data-placement`) so its tip
      // does not cover what it explains, as a price's VAT hint below the price.
      placement: PLACEMENTS.has(trigger.dataset.placement ?? '') ? (trigger.dataset.placement as Placement) : 'top',
      // Tippy's [skidding, distance] is Floating UI's { crossAxis, mainAxis }.
      middleware: [offset({ crossAxis: TOOLTIP.offset[0], mainAxis: TOOLTIP.offset[1] }), flip(), shift({ padding: 5 })],
    }).then(({ x, y, placement }) => {
      Object.assign(tip.style, { left: `${x}px`, top: `${y}px` })
      tip.dataset.placement = placement
    })

  function hide(): void {
    if (tip.hidden || !tip.classList.contains('is-visible')) return
    tip.classList.remove('is-visible')
    stopUpdates?.()
    stopUpdates = null
    if (open === hide) open = null
    clearTimeout(hideTimer)
    hideTimer = setTimeout(() => {
      if (!tip.classList.contains('is-visible')) tip.hidden = true
    }, TOOLTIP.duration[1])
  }

  function show(): void {
    clearTimeout(hideTimer)
    if (open && open !== hide) open()
    open = hide
    tip.hidden = false
    stopUpdates ??= autoUpdate(trigger, tip, place)
    // The next frame: the fade starts from the hidden state.
    requestAnimationFrame(() => tip.classList.add('is-visible'))
  }

  const settle = () => (hovered || focused ? show() : hide())
  const leaving = (event: PointerEvent) => {
    const to = event.relatedTarget
    hovered = to instanceof Node && (trigger.contains(to) || tip.contains(to))
    settle()
  }
  trigger.addEventListener('pointerenter', () => ((hovered = true), settle()))
  trigger.addEventListener('pointerleave', leaving)
  tip.addEventListener('pointerenter', () => ((hovered = true), settle()))
  tip.addEventListener('pointerleave', leaving)
  trigger.addEventListener('focus', () => ((focused = true), settle()))
  trigger.addEventListener('blur', () => ((focused = false), settle()))
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || open !== hide) return
    hovered = focused = false
    hide()
  })
}
