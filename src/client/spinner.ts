/**
 * The cursor spinner (spec 000 §4, §9): shown while at least one request that counts toward
 * progress runs, from 210 ms after the first one starts; it follows the pointer 18 px off and
 * hides within 10 px of the top and left and 50 px of the bottom and right window edges.
 * Placed through CSSOM (`style.left`/`top`; `transform` would turn with the spin), which the
 * CSP allows; z-index in partial.css.
 */
import { config } from './config.js'

let element: HTMLElement | null = null
let active = 0
let timer: ReturnType<typeof setTimeout> | undefined
let shown = false
let pointer: { x: number; y: number } | null = null

/** Where the spinner goes for a pointer at x, y in a w × h window; null: hidden. */
export function placement(x: number, y: number, w: number, h: number): { x: number; y: number } | null {
  const near = x < config.edgeNear || y < config.edgeNear || x > w - config.edgeFar || y > h - config.edgeFar
  return near ? null : { x: x + config.spinnerOffset, y: y + config.spinnerOffset }
}

function render(): void {
  if (!shown) {
    if (element) element.hidden = true
    return
  }
  element ??= document.body.appendChild(Object.assign(document.createElement('div'), { className: 'pu-spinner' }))
  element.setAttribute('aria-hidden', 'true')
  const at = pointer && placement(pointer.x, pointer.y, innerWidth, innerHeight)
  element.hidden = !at
  if (at) {
    element.style.left = `${at.x}px`
    element.style.top = `${at.y}px`
  }
}

/** A request that counts toward progress started. */
export function start(): void {
  if (active++ === 0)
    timer = setTimeout(() => {
      shown = true
      render()
    }, config.spinnerDelay)
}

/** It ended (done, failed or aborted). */
export function stop(): void {
  if (--active > 0) return
  active = 0
  clearTimeout(timer)
  shown = false
  render()
}

export function init(): void {
  const track = (event: MouseEvent) => {
    pointer = { x: event.clientX, y: event.clientY }
    if (shown) render()
  }
  addEventListener('mousemove', track, { passive: true })
  addEventListener('mousedown', track, { passive: true })
}
