import { salesAdminMessages } from '../../i18n/sales-admin.js'
import { paths } from '../../ui/paths.js'
import { defineFeature } from '../feature.js'
import { salesAdminRoutes } from './admin/sales-admin.routes.js'
import { promotionsRepository } from './promotions.repository.js'
import { CREATE_SALES, READ_SALES, UPDATE_SALES } from './permissions.js'

declare module '../../server/services.js' {
  interface Services {
    /** Sales (ADR 087): the running one for the shop home's countdown; the scheduler's starts and ends. */
    promotions: Pick<ReturnType<typeof promotionsRepository>, 'running' | 'runDue' | 'nextDue'>
    /** The shop manager's sales: list, add, change, cancel (ADR 087). */
    promotionsAdmin: ReturnType<typeof promotionsRepository>
  }
}

/**
 * Sales (issue 26 "Promotions", ADR 087): a period and a percentage off chosen products. The sales'
 * timer (`timed`, run by the app on every node) puts the prices on sale at the start and back at
 * the end; the sale's banner is an alert of the alerts feature; the shop home counts down to the
 * running sale's end. A change of `sales` wakes every node's timer through the change feed.
 */
export const promotionsFeature = defineFeature({
  name: 'promotions',
  services: ({ db, services }) => {
    const repo = promotionsRepository(db, services.alertsAdmin)
    return { promotions: repo, promotionsAdmin: repo }
  },
  admin: {
    routes: [salesAdminRoutes],
    nav: [{ label: salesAdminMessages.title, href: (lang) => paths.adminSales(lang), permission: READ_SALES }],
  },
  grants: { shop_manager: [READ_SALES, CREATE_SALES, UPDATE_SALES] },
  contentTables: ['sales'],
  // Every node starts and ends the sales that are due; a sale is claimed once (ADR 087).
  timed: ({ promotions }) => [{ name: 'sales', runDue: (now) => promotions.runDue(now), nextDue: () => promotions.nextDue() }],
})
