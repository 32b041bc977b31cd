import { defineFeature } from '../feature.js'
import { discountsRepository } from './discounts.repository.js'
import { discountsService } from './discounts.service.js'

declare module '../../server/services.js' {
  interface Services {
    /** Discount codes (ADR 069): the cart applies them, the checkout redeems them in the order's transaction. */
    discounts: ReturnType<typeof discountsService>
  }
}

/**
 * Discount codes (issue 26 "Promotions", ADR 069): `discount_codes`, their redemptions and the code
 * a cart holds. The cart's page shows the code's form (cart routes), the checkout prices and
 * redeems it; the order keeps it as negative lines per VAT rate.
 */
export const discountsFeature = defineFeature({
  name: 'discounts',
  services: ({ db }) => ({ discounts: discountsService(discountsRepository(db)) }),
})
