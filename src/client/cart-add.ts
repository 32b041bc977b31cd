/**
 * Add to cart (spec 000 §7), the entry's part: a delegated listener for `form[data-cart-add]`.
 * The work (the POST, the popup, the user lists' refresh) is a chunk loaded on first use
 * (cart/add.ts); if it cannot load, the form is posted as a page (the cart page answers).
 */
import * as chunk from './chunk.js'

type Chunk = typeof import('./cart/add.js')
let loading: Promise<Chunk> | null = null

function onSubmit(event: SubmitEvent): void {
  const form = event.target
  if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.hasAttribute('data-cart-add')) return
  // The form's "add to list" button posts elsewhere, as a page (ADR 029).
  if (event.submitter?.hasAttribute('data-list-add')) return
  event.preventDefault()
  event.stopImmediatePropagation()
  const submitter = event.submitter instanceof HTMLElement ? event.submitter : null
  loading ??= chunk.load(() => import('./cart/add.js')).catch((error: unknown) => {
    loading = null
    throw error
  })
  void loading.then(
    (c) => c.add(form, submitter),
    () => form.submit(),
  )
}

export function init(): void {
  document.addEventListener('submit', onSubmit, true)
}
