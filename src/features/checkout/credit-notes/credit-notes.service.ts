/**
 * An order's credit notes for its pages and downloads (ADR 084): the list, and one note as the
 * document it states. Who may read them is the routes' check, the same as the invoice's.
 */
import type { OrderLineRow, OrderRow } from '../checkout.types.js'
import type { RefundsRepository } from '../refunds/refunds.repository.js'
import { creditNoteDoc, type CreditNoteDoc } from './credit-note.js'
import { CREDIT_NOTE_NUMBER, type CreditNotesRepository } from './credit-notes.repository.js'

export function creditNotesService({ repo, refunds }: { repo: CreditNotesRepository; refunds: Pick<RefundsRepository, 'refundsOf'> }) {
  return {
    ofOrder: (orderId: number) => repo.ofOrder(orderId),

    /** The order's credit note `number` as a document; undefined when the order has none so numbered. */
    async document(order: OrderRow, lines: OrderLineRow[], number: string): Promise<CreditNoteDoc | undefined> {
      if (!CREDIT_NOTE_NUMBER.test(number)) return undefined
      const note = await repo.one(order.id, number)
      if (!note) return undefined
      const all = await refunds.refundsOf(order.id)
      const refund = all.find((r) => r.id === note.refundId)
      return refund && creditNoteDoc(note, refund, all, order, lines)
    },
  }
}

export type CreditNotesService = ReturnType<typeof creditNotesService>
