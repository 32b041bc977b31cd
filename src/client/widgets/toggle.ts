/**
 * Toggler (spec 001 §4): a button that flips a class on itself and on its target and flips
 * `aria-expanded`. The server renders the state (`aria-expanded` and the class), so the first
 * paint is final; the target is named by `aria-controls`, the class by `data-toggle-class`
 * (default `is-open`). Without script the target shows in its rendered state: views render it
 * open, so nothing is out of reach (ADR 038).
 */
export function mount(el: HTMLElement): void {
  const target = document.getElementById(el.getAttribute('aria-controls') ?? '')
  if (!target) return
  const cls = el.dataset.toggleClass || 'is-open'
  el.addEventListener('click', (event) => {
    event.preventDefault()
    const open = el.getAttribute('aria-expanded') !== 'true'
    el.setAttribute('aria-expanded', String(open))
    el.classList.toggle(cls, open)
    target.classList.toggle(cls, open)
  })
}
