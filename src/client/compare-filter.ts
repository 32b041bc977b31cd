/**
 * The comparison's "show different only" filter (spec 000 §2.14, §4, §9; ADR 029): its checkbox
 * hides and shows the rows whose values are all the same at once, without a request, and keeps
 * the state in the `compareFilter` state cookie (7 days, path `/`), which the server reads to
 * render the next page in that state. Without JavaScript the form's button posts it.
 */
import { COMPARE_FILTER } from '../shared/state-cookie.js'
import { writeFlag } from './cookie.js'

function onChange(event: Event): void {
  const box = event.target
  if (!(box instanceof HTMLInputElement) || box.type !== 'checkbox' || !box.form?.hasAttribute('data-compare-filter')) return
  const table = box.form.closest('#comparison')?.querySelector('table')
  if (!table) return
  for (const row of table.querySelectorAll<HTMLTableRowElement>('tr[data-same]')) row.hidden = box.checked
  table.classList.toggle('comparison__table--different-only', box.checked)
  writeFlag(COMPARE_FILTER.cookie, COMPARE_FILTER.flag, box.checked)
}

export function init(): void {
  document.addEventListener('change', onChange)
}
