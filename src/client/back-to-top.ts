/** Back-to-top control (spec 000 §2.9): shown once the page is scrolled more than 120 px. */
export const THRESHOLD_PX = 120

export function init(): void {
  const control = document.getElementById('backToTop')
  if (!control) return
  const update = () => control.classList.toggle('is-visible', window.scrollY > THRESHOLD_PX)
  window.addEventListener('scroll', update, { passive: true })
  update()
}
