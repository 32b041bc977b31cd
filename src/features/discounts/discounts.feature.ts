import { discountsAdminMessages } from '../../i18n/discounts-admin.js'
import { paths } from '../../ui/paths.js'
import { defineFeature } from '../feature.js'
import { discountsAdminRoutes } from './admin/discounts-admin.routes.js'
import { summaryDroppingDiscounts } from '../cart/header-summary.js'
import { discountsRepository } from './discounts.repository.js'
import { discountsService } from './discounts.service.js'
import { CREATE_DISCOUNTS, READ_DISCOUNTS, UPDATE_DISCOUNTS } from './permissions.js'

declare module '../../server/services.js' {
  interface Services {
    /** Discount codes (ADR 069): the cart applies them, the checkout redeems them in the order's transaction. */
    discounts: ReturnType<typeof discountsService>
    /** The shop manager's codes: list, add, change (ADR 069). */
    discountsAdmin: ReturnType<typeof discountsRepository>
  }
}

/**
 * Discount codes (issue 26 "Promotions", ADR 069): `discount_codes`, their redemptions and the code
 * a cart holds. The cart's page shows the code's form (cart routes), the checkout prices and
 * redeems it; the order keeps it as negative lines per VAT rate.
 */
export const discountsFeature = defineFeature({
  name: 'discounts',
  services: ({ db, options }) => {
    const repo = discountsRepository(db)
    // A code applied to a cart or taken off changes the header's total (ADR 091): its kept summary goes.
    return { discounts: discountsService(summaryDroppingDiscounts(repo, options.forgetSummary)), discountsAdmin: repo }
  },
  admin: {
    routes: [discountsAdminRoutes],
    nav: [{ label: discountsAdminMessages.title, href: (lang) => paths.adminDiscounts(lang), permission: READ_DISCOUNTS }],
  },
  grants: { shop_manager: [READ_DISCOUNTS, CREATE_DISCOUNTS, UPDATE_DISCOUNTS] },
})
