/**
 * The GA4 e-commerce events pushed to `window.dataLayer` (spec 001 §7, ADR 030), from the
 * tracking data the server puts on the page (docs/analytics.md). Payloads are built by
 * src/shared/ga4.ts; before each the ecommerce object is cleared.
 *
 * - `view_item_list`: tiles of a list (`[data-item-list-id]`), each tile once (also the ones
 *   "show more" appends); `select_item`: a click on a tile's link.
 * - `view_item`: a product page (`article.product`).
 * - `add_to_cart`: the add-to-cart popup's success (`cart:added`), or a line that grew on the
 *   cart page; `remove_from_cart`: a line that shrank or left the cart page (swaps of `#cart`).
 * - `view_cart`: the cart page (`#cart`); `begin_checkout`: the checkout (`#checkout`), once per
 *   page load; `add_shipping_info` / `add_payment_info`: a checked shipping / payment radio, with
 *   the tier / type from its label's `.checkout-option__name`, and on placing the order the
 *   checked options not reported yet (the preselected ones).
 * - `purchase`: the confirmation (`#order-confirmation`), once per transaction id (remembered
 *   in localStorage, so a reload or a return does not count it twice).
 */
import { ANALYTICS_EVENTS, cartChanges, ga4, itemOf, itemsOf, pushEcommerce, type Ga4Item, type Ga4Push, type ItemList } from '../../shared/ga4.js'

const PURCHASES_KEY = 'qfGa4Purchases'
const MAX_REMEMBERED = 50

const seen = new WeakSet<Element>()
let cartItems: Ga4Item[] | null = null
let checkoutBegun = false

function push(event: Ga4Push | null): void {
  if (!event) return
  window.dataLayer ??= []
  pushEcommerce(window.dataLayer, event)
}

function json(element: Element, attribute: string): unknown {
  try {
    return JSON.parse(element.getAttribute(attribute) ?? 'null')
  } catch {
    return null
  }
}

/** Where the list's tiles start counting (a category opened on a later page). */
const startOf = (list: Element) => Math.max(0, Number(list.getAttribute('data-item-list-start')) || 0)

const listOf = (element: Element): ItemList | null => {
  const list = element.closest('[data-item-list-id]')
  const id = list?.getAttribute('data-item-list-id')
  return list && id ? { id, name: list.getAttribute('data-item-list-name') ?? id } : null
}

const tilesOf = (list: Element) => Array.from(list.querySelectorAll('[data-product-tracking]')).filter((t) => t.closest('[data-item-list-id]') === list)

function scanLists(root: ParentNode): void {
  const lists = [...(root instanceof Element && root.matches('[data-item-list-id]') ? [root] : []), ...root.querySelectorAll('[data-item-list-id]')]
  for (const list of lists) {
    const meta = listOf(list)
    if (!meta) continue
    const tiles = tilesOf(list)
    const fresh = tiles.filter((t) => !seen.has(t))
    if (fresh.length === 0) continue
    fresh.forEach((t) => seen.add(t))
    const items = fresh.flatMap((t) => itemOf(json(t, 'data-product-tracking')) ?? [])
    push(ga4.viewItemList(items, meta, startOf(list) + tiles.indexOf(fresh[0]!)))
  }
}

function scanOnce(root: ParentNode, selector: string, run: (element: Element) => void): void {
  const found = root instanceof Element && root.matches(selector) ? root : root.querySelector(selector)
  if (found && !seen.has(found)) {
    seen.add(found)
    run(found)
  }
}

const cartItemsOf = (element: Element) => itemsOf((json(element, 'data-cart-tracking') as { ga4?: { items?: unknown } } | null)?.ga4?.items)

/** Reports what the page (or a swapped region) shows. */
export function scan(root: ParentNode): void {
  scanLists(root)
  scanOnce(root, 'article.product[data-product-tracking]', (product) => {
    const item = itemOf(json(product, 'data-product-tracking'))
    if (item) push(ga4.viewItem(item))
  })
  scanOnce(root, '#cart[data-cart-tracking]', (cart) => {
    const items = cartItemsOf(cart)
    if (cartItems === null) {
      if (items.length) push(ga4.viewCart(items))
    } else for (const change of cartChanges(cartItems, items)) push(change)
    cartItems = items
  })
  scanOnce(root, '#checkout[data-cart-tracking]', (checkout) => {
    if (checkoutBegun) return
    checkoutBegun = true
    const ga = (json(checkout, 'data-cart-tracking') as { ga4?: { coupon?: unknown; value?: unknown } } | null)?.ga4
    push(ga4.beginCheckout(cartItemsOf(checkout), typeof ga?.coupon === 'string' && typeof ga.value === 'number' ? { coupon: ga.coupon, value: ga.value } : undefined))
  })
  scanOnce(root, '#order-confirmation[data-order-tracking]', (confirmation) => {
    const event = ga4.purchase(json(confirmation, 'data-order-tracking'))
    if (!event) return
    const id = String(event.ecommerce.transaction_id)
    const sent = remembered()
    if (sent.includes(id)) return
    push(event)
    remember([...sent, id].slice(-MAX_REMEMBERED))
  })
}

function remembered(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(PURCHASES_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

function remember(ids: string[]): void {
  try {
    localStorage.setItem(PURCHASES_KEY, JSON.stringify(ids))
  } catch {
    // Storage full or refused: the purchase may be reported again on a reload, nothing worse.
  }
}

function onClick(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  const tile = link?.closest('[data-product-tracking]')
  const list = tile && listOf(tile)
  if (!tile || !list) return
  const item = itemOf(json(tile, 'data-product-tracking'))
  const listElement = tile.closest('[data-item-list-id]')!
  if (item) push(ga4.selectItem(item, list, startOf(listElement) + tilesOf(listElement).indexOf(tile)))
}

type Choice = 'shipping' | 'payment'
const CHOICES: Record<Choice, string> = { shipping: 'shippingCode', payment: 'paymentCode' }
/** The option last reported per choice, so proceeding reports only what was not reported yet. */
const reported: Partial<Record<Choice, string>> = {}

/** The tier / type: the option's label, whether it wraps the input or names it with `for` (the checkout's does). */
function optionLabel(input: HTMLInputElement): string {
  const labels = [...(input.labels ?? [])]
  const name = labels.map((l) => l.querySelector('.checkout-option__name')).find(Boolean) ?? labels[0]
  return (name?.textContent ?? '').trim()
}

function report(kind: Choice, input: HTMLInputElement, checkout: Element): void {
  const label = optionLabel(input)
  reported[kind] = `${input.value}\n${label}`
  const items = cartItemsOf(checkout)
  push(kind === 'shipping' ? ga4.addShippingInfo(items, label) : ga4.addPaymentInfo(items, label))
}

function onChange(event: Event): void {
  const input = event.target
  if (!(input instanceof HTMLInputElement) || input.type !== 'radio' || !input.checked) return
  const kind = (Object.keys(CHOICES) as Choice[]).find((k) => CHOICES[k] === input.name)
  const checkout = input.closest('#checkout')
  if (kind && checkout) report(kind, input, checkout)
}

/**
 * Placing the order with the options the checkout preselected (spec 001 §7): no radio changed,
 * so the shipping and the payment are reported now, each unless that very option was reported.
 * The form's other buttons (an address filled in, the summary recalculated) do not proceed.
 */
function onSubmit(event: SubmitEvent): void {
  const form = event.target
  const checkout = form instanceof HTMLFormElement ? form.closest('#checkout') ?? form.querySelector('#checkout') : null
  if (!checkout || !(form instanceof HTMLFormElement)) return
  const intent = event.submitter instanceof HTMLButtonElement && event.submitter.name === 'intent' ? event.submitter.value : 'place'
  if (intent !== 'place') return
  for (const kind of Object.keys(CHOICES) as Choice[]) {
    const input = form.querySelector<HTMLInputElement>(`input[type="radio"][name="${CHOICES[kind]}"]:checked`)
    if (input && reported[kind] !== `${input.value}\n${optionLabel(input)}`) report(kind, input, checkout)
  }
}

function onCartAdded(event: Event): void {
  const detail = (event as CustomEvent<{ tracking: unknown; quantity: number }>).detail
  const item = itemOf(detail?.tracking)
  if (item && Number.isInteger(detail.quantity) && detail.quantity > 0) push(ga4.addToCart({ ...item, quantity: detail.quantity }))
}

let started = false

/** Listens for the shop's interactions (once). */
export function start(): void {
  if (started) return
  started = true
  document.addEventListener('click', onClick, true)
  document.addEventListener('change', onChange)
  // Capture: the partial-update runtime may take the submit over before it bubbles.
  document.addEventListener('submit', onSubmit, true)
  document.addEventListener(ANALYTICS_EVENTS.cartAdded, onCartAdded)
}
