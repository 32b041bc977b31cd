/**
 * The GA4 e-commerce events (spec 001 §7, ADR 030), the entry's part: on a page (or a swapped
 * region) that holds the shop's tracking data, the chunk that pushes the events is loaded
 * (analytics/ga4-events.ts); other pages load nothing. Events are pushed whatever the consent: the
 * tag-manager containers, loaded only with consent, decide what is sent.
 */
import { eventNames } from '../shared/protocol.js'
import * as chunk from './chunk.js'

const SHOP_DATA = '[data-product-tracking],[data-cart-tracking],[data-order-tracking]'

type Chunk = typeof import('./analytics/ga4-events.js')
let loading: Promise<Chunk> | null = null

function scan(root: ParentNode): void {
  if (!root.querySelector(SHOP_DATA) && !(root instanceof Element && root.matches(SHOP_DATA))) return
  loading ??= chunk.load(() => import('./analytics/ga4-events.js')).then((c) => {
    c.start()
    return c
  })
  loading.then(
    (c) => c.scan(root),
    (error: unknown) => {
      loading = null
      console.error(error)
    },
  )
}

export function init(): void {
  scan(document)
  document.addEventListener(eventNames.replaced, (event) => {
    if (event.target instanceof Element) scan(event.target)
  })
}
