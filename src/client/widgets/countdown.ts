/**
 * The promotion countdown in the browser (spec 001 §4, §9; ADR 033), without React: the server
 * rendered the parts (src/ui/countdown.tsx); this updates them every 1000 ms from the browser's
 * clock, hides the days, hours and minutes once they lead with zero, and hides the countdown
 * and stops when the target has passed, does not parse, or the element has left the page.
 */
import { isLang } from '../../i18n/index.js'
import { countdownParts, partValue, TICK_MS, unitLabel } from '../../shared/countdown.js'

const bound = new WeakSet<HTMLElement>()

export function mount(el: HTMLElement): void {
  if (bound.has(el)) return
  bound.add(el)
  const end = Date.parse(el.dataset.countdown ?? '')
  const lang = isLang(el.dataset.lang) ? el.dataset.lang : 'cs'
  const tick = (): boolean => {
    const left = end - Date.now()
    if (!el.isConnected || !(left > 0)) {
      el.hidden = true
      return false
    }
    for (const part of countdownParts(left)) {
      const block = el.querySelector<HTMLElement>(`.countdown__part--${part.unit}`)
      if (!block) continue
      block.hidden = part.hidden
      const value = block.querySelector('.countdown__value')
      const unit = block.querySelector('.countdown__unit')
      if (value) value.textContent = partValue(part)
      if (unit) unit.textContent = unitLabel(lang, part.unit, part.value)
    }
    return true
  }
  if (!tick()) return
  const timer = setInterval(() => {
    if (!tick()) clearInterval(timer)
  }, TICK_MS)
}
