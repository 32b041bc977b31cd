/**
 * The staff's order administration (ADR 041): the list's filter read from the address,
 * one page of orders, an order with its lines and history, and a change of its status through
 * the same service as `npm run order` (order-status.ts), so the customer's mail and the history
 * are written exactly as there. Who is staff is the routes' check (the session's user).
 */
import type { OrderStatus } from '../../../db/schema.js'
import type { CheckoutService } from '../checkout.service.js'
import type { OrderStatusRepository } from '../order-status.repository.js'
import { isOrderStatus, orderStatusService } from '../order-status.js'
import type { CreditNotesRepository } from '../credit-notes/credit-notes.repository.js'
import type { RefundsRepository } from '../refunds/refunds.repository.js'
import type { WithdrawalsRepository } from '../withdrawals/withdrawals.repository.js'
import type { Carrier } from '../shipment.js'
import { MAX_QUERY } from './staff.schema.js'
import type { OrderFilter, StaffRepository } from './staff.repository.js'

export const PAGE_SIZE = 20
/** Pages past this are not offered (a deep offset is slow and nobody reads that far: search instead). */
export const MAX_PAGE = 500

export interface ListQuery extends OrderFilter {
  page: number
}

const one = (value: unknown): string => (typeof value === 'string' ? value : '')

/** The list's filter from the query string; anything odd counts as not given. */
export function listQuery(query: Record<string, unknown>): ListQuery {
  const status = one(query.status)
  const page = /^\d{1,4}$/.test(one(query.page)) ? Math.min(Math.max(Number(query.page), 1), MAX_PAGE) : 1
  return { status: isOrderStatus(status) ? status : null, query: one(query.q).trim().slice(0, MAX_QUERY), page }
}

export interface StaffDeps {
  repo: StaffRepository
  checkout: CheckoutService
  statusRepo: OrderStatusRepository
  /** The order's refunds, read for its page (a refund itself goes through refunds.service.ts). */
  refundsRepo: Pick<RefundsRepository, 'refundsOf' | 'refundable' | 'owed' | 'owedCount'>
  /** The credit notes of its refunds (ADR 084). */
  creditNotesRepo: Pick<CreditNotesRepository, 'ofOrder'>
  /** The order's withdrawals, read for its page (ADR 083). */
  withdrawalsRepo: Pick<WithdrawalsRepository, 'withdrawalsOf'>
  mailWritten?: () => void
}

export function staffService({ repo, checkout, statusRepo, refundsRepo, creditNotesRepo, withdrawalsRepo, mailWritten }: StaffDeps) {
  return {
    async orders(query: ListQuery) {
      const { rows, total } = await repo.orders(query, (query.page - 1) * PAGE_SIZE, PAGE_SIZE)
      return { rows, total, pages: Math.min(Math.ceil(total / PAGE_SIZE), MAX_PAGE) }
    },

    /** The order, its lines, its history, its parcel, its refunds and withdrawals; undefined for no such order. */
    async order(number: string) {
      const found = await checkout.anyOrder(number)
      if (!found) return undefined
      const [history, shipment, refunds, refundable, refundCreditNotes, withdrawals] = await Promise.all([
        statusRepo.historyOf(found.order.id),
        statusRepo.shipmentOf(found.order.id),
        refundsRepo.refundsOf(found.order.id),
        refundsRepo.refundable(number),
        creditNotesRepo.ofOrder(found.order.id),
        withdrawalsRepo.withdrawalsOf(found.order.id),
      ])
      return { ...found, history, shipment, refunds, refundable: refundable!, refundCreditNotes, withdrawals }
    },

    /** A page of the refunds owed (ADR 091): cancelled paid orders not fully refunded, longest waiting first. */
    refundsOwed: (page: number, pageSize: number) => refundsRepo.owed((page - 1) * pageSize, pageSize),
    /** How many refunds are owed, for the dashboard. */
    refundsOwedCount: () => refundsRepo.owedCount(),

    /** Moves the order on from `from` (what the page showed); `origin` is for the link in the customer's mail. */
    change: (origin: string, number: string, to: OrderStatus, from: OrderStatus) => orderStatusService({ repo: statusRepo, origin, mailWritten }).change(number, to, { expected: from }),

    /** Sets or corrects the order's parcel (ADR 071); `origin` is for the link in the customer's mail. */
    setShipment: (origin: string, number: string, carrier: Carrier, trackingNumber: string, actor: { userId: number; ip: string | null }) =>
      orderStatusService({ repo: statusRepo, origin, mailWritten }).setShipment(number, carrier, trackingNumber, actor),
  }
}

export type StaffService = ReturnType<typeof staffService>
