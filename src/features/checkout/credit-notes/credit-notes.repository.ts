/**
 * Credit notes (ADR 084): issued in the transaction that records a refund as made, read for the
 * order's pages and downloads. The number comes from the year's counter row (`credit_note_numbers`),
 * upserted in that same transaction: its row lock makes a second issuer wait for the first to
 * commit, so numbers follow one another without a gap (a rolled-back refund gives its number back)
 * and never twice (the unique indexes would refuse it anyway).
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import { rowsOf, type Db } from '../../../db/client.js'
import { creditNoteNumbers, creditNotes, orderRefunds } from '../../../db/schema.js'

/** A credit note as its order's pages list it. */
export interface CreditNoteRow {
  id: number
  refundId: number
  number: string
  issuedAt: Date
}

/** A credit note's number: `OD`, the Prague year and a six-digit sequence, e.g. `OD2026000001`. */
export const CREDIT_NOTE_NUMBER = /^OD\d{10}$/

const pragueYear = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Prague' })

const columns = { id: creditNotes.id, refundId: creditNotes.refundId, number: creditNotes.number, issuedAt: creditNotes.issuedAt }

/**
 * Issues the credit note of the refund `refundId`, dated `at`, in the caller's transaction (the
 * refund's, under its order's row lock, so one refund is never issued twice at once). Does nothing
 * when the refund already has one.
 */
export async function issueCreditNote(q: Db, refundId: number, at: Date): Promise<void> {
  const [seen] = await q.select({ id: creditNotes.id }).from(creditNotes).where(eq(creditNotes.refundId, refundId))
  if (seen) return
  const year = Number(pragueYear.format(at))
  const issued = await q.execute(sql`
    with counter as (
      insert into ${creditNoteNumbers} (year, last) values (${year}, 1)
      on conflict (year) do update set last = ${creditNoteNumbers}.last + 1
      returning last
    )
    insert into ${creditNotes} (refund_id, order_id, number, year, sequence, issued_at)
    select r.id, r.order_id, 'OD' || ${String(year)} || lpad(counter.last::text, 6, '0'), ${year}, counter.last, ${at.toISOString()}::timestamptz
    from ${orderRefunds} r, counter where r.id = ${refundId}
    returning id`)
  if (rowsOf<{ id: number }>(issued).length !== 1) throw new Error(`no refund ${refundId} to issue a credit note for`)
}

export function creditNotesRepository(db: Db) {
  return {
    /** The order's credit notes, oldest first. */
    ofOrder: (orderId: number): Promise<CreditNoteRow[]> => db.select(columns).from(creditNotes).where(eq(creditNotes.orderId, orderId)).orderBy(asc(creditNotes.id)),

    /** The order's credit note numbered `number`, or undefined (another order's is not found either). */
    async one(orderId: number, number: string): Promise<CreditNoteRow | undefined> {
      const [row] = await db
        .select(columns)
        .from(creditNotes)
        .where(and(eq(creditNotes.orderId, orderId), eq(creditNotes.number, number)))
      return row
    },
  }
}

export type CreditNotesRepository = ReturnType<typeof creditNotesRepository>
