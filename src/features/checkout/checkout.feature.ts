import type { FastifyPluginAsync } from 'fastify'
import { staffMessages } from '../../i18n/staff.js'
import { paths, routes } from '../../ui/paths.js'
import { onPages } from '../validation/registry.js'
import { defineFeature, type RouteContext } from '../feature.js'
import { staffRepository } from './admin/staff.repository.js'
import { staffRoutes } from './admin/staff.routes.js'
import { staffService } from './admin/staff.service.js'
import { cardProvider } from './card-provider.js'
import { CHECKOUT_FORM } from './checkout-page.js'
import { checkoutRepository } from './checkout.repository.js'
import { checkoutRoutes } from './checkout.routes.js'
import { PlaceOrderForm } from './checkout.schema.js'
import { checkoutService } from './checkout.service.js'
import { legalRoutes } from './legal.routes.js'
import { confirmationMail } from './order-documents.js'
import { orderStatusRepository, type OrderStatusRepository } from './order-status.repository.js'
import { orderRoutes } from './order.routes.js'
import { paymentRoutes } from './payment.routes.js'
import { CREATE_REFUNDS, READ_ORDERS, READ_WITHDRAWALS, UPDATE_ORDERS, UPDATE_WITHDRAWALS } from './permissions.js'
import { withdrawalMessages } from '../../i18n/withdrawals.js'
import { refundMessages } from '../../i18n/refunds.js'
import { withdrawalsAdminRoutes } from './withdrawals/withdrawals-admin.routes.js'
import { withdrawalsRepository } from './withdrawals/withdrawals.repository.js'
import { withdrawalRoutes } from './withdrawals/withdrawal.routes.js'
import { withdrawalsService, type WithdrawalsService } from './withdrawals/withdrawals.service.js'
import { refundRoutes } from './admin/refund.routes.js'
import { refundsRepository } from './refunds/refunds.repository.js'
import { salesRepository } from './sales.repository.js'
import { creditNotesRepository } from './credit-notes/credit-notes.repository.js'
import { creditNotesService, type CreditNotesService } from './credit-notes/credit-notes.service.js'
import { customerDocumentRoutes, staffDocumentRoutes } from './credit-notes/document.routes.js'

declare module '../../server/services.js' {
  interface Services {
    checkout: ReturnType<typeof checkoutService>
    /** Orders' status history (ADR 044); staff change statuses on the web (`staff`) or with `npm run order`. */
    orderStatus: { historyOf: OrderStatusRepository['historyOf']; shipmentOf: OrderStatusRepository['shipmentOf']; refundedOf: (orderId: number) => Promise<{ at: Date; totalMinor: number }[]> }
    /** The order administration (ADR 041). */
    staff: ReturnType<typeof staffService>
    /** The sales figures the shop manager's reports read (ADR 078). */
    sales: ReturnType<typeof salesRepository>
    /** The credit notes of orders' refunds (ADR 084). */
    creditNotes: CreditNotesService
    /** Withdrawals from orders within 14 days (ADR 083). */
    withdrawals: WithdrawalsService
  }
}

/** The shop's checkout, an order's own pages, the card gateways and the legal pages, sharing one card provider. */
const shopperRoutes: FastifyPluginAsync<RouteContext> = async (app, { mailWritten }) => {
  const card = cardProvider(app.db, app.config, { mailWritten, metrics: app.metrics })
  await app.register(checkoutRoutes, { card })
  await app.register(orderRoutes, { card })
  await app.register(withdrawalRoutes, { card })
  await app.register(paymentRoutes, { card })
  await app.register(legalRoutes)
  await app.register(customerDocumentRoutes, { card })
}

export const checkoutFeature = defineFeature({
  name: 'checkout',
  services: ({ db, options, services }) => {
    const checkout = checkoutService({ cart: services.cart, repo: checkoutRepository(db), confirmationMail, mailWritten: options.mailWritten, pickupPoints: options.pickupPoints, discounts: services.discounts, metrics: options.metrics })
    const statusRepo = orderStatusRepository(db)
    const refundsRepo = refundsRepository(db)
    const creditNotesRepo = creditNotesRepository(db)
    const withdrawalsRepo = withdrawalsRepository(db)
    return {
      checkout,
      // Read only: a change of status goes through the status service's rules (order-status.ts).
      orderStatus: {
        historyOf: (orderId: number) => statusRepo.historyOf(orderId),
        shipmentOf: (orderId: number) => statusRepo.shipmentOf(orderId),
        // The refunds made, for the customer's history (ADR 082).
        refundedOf: async (orderId: number) => (await refundsRepo.refundsOf(orderId)).filter((r) => r.status === 'succeeded').map((r) => ({ at: r.createdAt, totalMinor: r.totalMinor })),
      },
      staff: staffService({ repo: staffRepository(db), checkout, statusRepo, refundsRepo, creditNotesRepo, withdrawalsRepo, mailWritten: options.mailWritten }),
      sales: salesRepository(db),
      creditNotes: creditNotesService({ repo: creditNotesRepo, refunds: refundsRepo }),
      withdrawals: withdrawalsService({ repo: withdrawalsRepo, mailWritten: options.mailWritten }),
    }
  },
  routes: [shopperRoutes],
  admin: {
    routes: [staffRoutes, refundRoutes, staffDocumentRoutes, withdrawalsAdminRoutes],
    nav: [
      { label: staffMessages.ordersLink, href: (lang) => paths.staffOrders(lang), permission: READ_ORDERS },
      { label: withdrawalMessages.navLink, href: (lang) => paths.adminWithdrawals(lang), permission: READ_WITHDRAWALS },
      // The refund a paid order's cancel promised (ADR 091), for who refunds; the dashboard counts them.
      { label: refundMessages.owedTitle, href: (lang) => paths.adminRefundsOwed(lang), permission: CREATE_REFUNDS, waiting: (services) => services.staff.refundsOwedCount() },
    ],
  },
  // The checkout's one form, on its page and where a refused order shows it again.
  liveForms: () => [{ id: CHECKOUT_FORM, spec: PlaceOrderForm, page: onPages(routes.checkout, routes.checkoutPlace) }],
  // Refunds and withdrawals are the shop manager's (ADR 083): `staff` moves orders only.
  grants: { staff: [READ_ORDERS, UPDATE_ORDERS], shop_manager: [READ_ORDERS, UPDATE_ORDERS, CREATE_REFUNDS, READ_WITHDRAWALS, UPDATE_WITHDRAWALS] },
})
