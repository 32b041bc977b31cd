/**
 * The header search panel (spec 000 §2.4), a native disclosure (disclosure.ts). Opening it
 * focuses the query box and marks the panel `is-open`. The checked scope (web, documents,
 * e-shop) points the form at that scope's results page and suggestions, and blocks marked `data-scope` show
 * only for their scope (the faculty select belongs to web search). Without JavaScript the form
 * goes to the search route, which redirects to the same page.
 */
import * as disclosure from './disclosure.js'

const OPEN = 'is-open'

export function apply(form: HTMLFormElement): void {
  const checked = form.querySelector<HTMLInputElement>('input[name="searchScope"]:checked')
  if (!checked) return
  if (checked.dataset.action) form.action = checked.dataset.action
  // Suggestions come from the chosen scope's endpoint (suggest.ts).
  form.dataset.autocomplete = checked.value
  if (checked.dataset.suggest) form.dataset.suggest = checked.dataset.suggest
  for (const block of form.querySelectorAll<HTMLElement>('[data-scope]')) block.hidden = block.dataset.scope !== checked.value
}

export function init(): void {
  const form = document.querySelector<HTMLFormElement>('#headerSearchForm')
  if (!form) return
  form.addEventListener('change', (event) => {
    if (event.target instanceof HTMLInputElement && event.target.name === 'searchScope') apply(form)
  })
  apply(form)
  disclosure.onToggle('search', (details) => {
    document.getElementById('headerSearch')?.classList.toggle(OPEN, details.open)
    if (details.open) form.querySelector<HTMLElement>('input[type="search"]')?.focus()
  })
}
