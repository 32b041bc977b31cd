import { reportsMessages } from '../../i18n/reports.js'
import { paths } from '../../ui/paths.js'
import { defineFeature } from '../feature.js'
import { reportsAdminRoutes } from './admin/reports-admin.routes.js'
import { READ_REPORTS } from './permissions.js'
import { reportsService } from './reports.service.js'

declare module '../../server/services.js' {
  interface Services {
    /** The shop manager's reports for a period (ADR 078). */
    reports: ReturnType<typeof reportsService>
  }
}

/**
 * The shop's reports (issue 26, ADR 078): revenue per day, orders, top products, VAT by rate,
 * refunds and the stock's worth for a period, each as CSV. It owns no table: it reads the
 * checkout's `sales` and the shop's `stock`, so it is listed after both.
 */
export const reportsFeature = defineFeature({
  name: 'reports',
  services: ({ services }) => ({ reports: reportsService({ sales: services.sales, stockValue: () => services.stock.value() }) }),
  admin: {
    routes: [reportsAdminRoutes],
    nav: [{ label: reportsMessages.title, href: (lang) => paths.adminReports(lang), permission: READ_REPORTS }],
  },
  grants: { shop_manager: [READ_REPORTS] },
})
