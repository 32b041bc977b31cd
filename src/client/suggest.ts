/**
 * Search suggestions for every search form that names its autocomplete (spec 000 §2 "Section
 * search uses an autocomplete name given on the form"): `form[data-autocomplete]` with
 * `data-suggest` (the endpoint) and `data-suggest-box` (the id of the box the list goes into).
 * At boot its query box becomes an ARIA 1.2 combobox; the combobox itself (combobox.ts) is a
 * chunk loaded when a box first gets focus, so pages pay for it only when someone searches.
 */
import * as chunk from './chunk.js'

const FORMS = 'form[data-autocomplete][data-suggest]'

/** The query box of a search form. */
export const queryBox = (form: HTMLFormElement) => form.querySelector<HTMLInputElement>('input[name="frm.query"]')

function prepare(form: HTMLFormElement): void {
  const input = queryBox(form)
  const box = document.getElementById(form.dataset.suggestBox ?? '')
  if (!input || !box) return
  // A combobox is a text field (ARIA in HTML); a search field keeps that role without script.
  input.type = 'text'
  input.setAttribute('role', 'combobox')
  input.setAttribute('aria-autocomplete', 'list')
  input.setAttribute('aria-expanded', 'false')
  input.addEventListener(
    'focus',
    // A chunk that fails to load leaves an ordinary search form.
    () => void chunk.load(() => import('./combobox.js')).then((m) => m.attach(form, input, box), () => {}),
    { once: true },
  )
}

export function init(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>(FORMS)) prepare(form)
}
