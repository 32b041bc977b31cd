/**
 * PasswordToggle (spec 001 §9 names it; ADR 039): shows and hides the password of the field it
 * wraps. The server renders the button `hidden` (it would do nothing without script) inside a
 * box that already reserves its place, so revealing it shifts nothing. The button's name stays
 * ("Show password") and `aria-pressed` says whether it is shown, as the APG's toggle button does.
 */
export function mount(el: HTMLElement): void {
  const input = el.querySelector<HTMLInputElement>('input[type="password"]')
  const button = el.querySelector<HTMLButtonElement>('button[data-password-toggle]')
  if (!input || !button) return
  button.hidden = false
  button.addEventListener('click', () => {
    const show = input.type === 'password'
    input.type = show ? 'text' : 'password'
    button.setAttribute('aria-pressed', String(show))
  })
  // A shown password is hidden again before the form leaves, so no browser stores it as text.
  input.form?.addEventListener('submit', () => {
    input.type = 'password'
    button.setAttribute('aria-pressed', 'false')
  })
}
