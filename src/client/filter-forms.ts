/**
 * Filter forms after back and forward: a GET form that updates a region in place
 * (`form[method=get][data-pu-target]`, e.g. a category's sort and filter) stands outside that
 * region, so when back or forward restores the region for another address the form would still
 * show the choice made later. On `popstate` each such form whose action is the page's path sets
 * its selects to what the address names (absent: the empty option, else the first), and
 * announces each change with `input` (not `change`, which would ask the server again); the
 * select widget follows `input` (ADR 037).
 */
export function sync(search: string = location.search, path: string = location.pathname): void {
  const query = new URLSearchParams(search)
  for (const form of document.querySelectorAll<HTMLFormElement>('form[method="get" i][data-pu-target]')) {
    if (new URL(form.action, location.href).pathname !== path) continue
    for (const select of form.querySelectorAll<HTMLSelectElement>('select[name]:not([multiple])')) {
      const wanted = query.get(select.name) ?? ''
      const option = [...select.options].find((o) => o.value === wanted) ?? [...select.options].find((o) => o.value === '') ?? select.options[0]
      if (!option || option.selected) continue
      option.selected = true
      select.dispatchEvent(new Event('input', { bubbles: true }))
    }
  }
}

export function init(): void {
  addEventListener('popstate', () => sync())
}
