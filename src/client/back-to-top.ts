/**
 * Back-to-top control (spec 000 §2.9): shown once the page is scrolled more than 120 px. It
 * is a link to the page header (it works without script); with the runtime it runs the
 * built-in web action `backToTop` (actions.ts).
 */
import { config } from './config.js'

export function init(): void {
  const control = document.getElementById('backToTop')
  if (!control) return
  const update = () => control.classList.toggle('is-visible', scrollY > config.backToTopAfter)
  addEventListener('scroll', update, { passive: true })
  update()
}
