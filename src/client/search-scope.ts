/**
 * Header search scope (spec 000 §2.4): the checked radio (web, documents, e-shop) sets the
 * form's action, and blocks marked `data-scope` show only for their scope (the faculty
 * select belongs to web search). Without JavaScript the form searches the web.
 */
export function apply(form: HTMLFormElement): void {
  const checked = form.querySelector<HTMLInputElement>('input[name="searchScope"]:checked')
  if (!checked) return
  if (checked.dataset.action) form.action = checked.dataset.action
  for (const block of form.querySelectorAll<HTMLElement>('[data-scope]')) block.hidden = block.dataset.scope !== checked.value
}

export function init(): void {
  const form = document.querySelector<HTMLFormElement>('#headerSearchForm')
  if (!form) return
  form.addEventListener('change', (event) => {
    if (event.target instanceof HTMLInputElement && event.target.name === 'searchScope') apply(form)
  })
  apply(form)
}
