/** The size chart's table (ADR 090): the only code that touches `size_chart_rows`. */
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { sizeChartRows } from '../../db/schema.js'
import { recordAudit } from '../audit/audit.record.js'
import type { Fit, SizeRow } from './size-chart.js'

const columns = { size: sizeChartRows.size, heightFrom: sizeChartRows.heightFrom, heightTo: sizeChartRows.heightTo, chest: sizeChartRows.chest, length: sizeChartRows.length }

export function sizeChartRepository(db: Db) {
  return {
    /** One fit's rows in their order. */
    rows: (fit: Fit): Promise<SizeRow[]> => db.select(columns).from(sizeChartRows).where(eq(sizeChartRows.fit, fit)).orderBy(asc(sizeChartRows.sort), asc(sizeChartRows.id)),

    /** Replaces a fit's rows with these, in this order, with its audit entry (one transaction: a reader sees the old chart or the new one). */
    replace: (actor: { userId: number; ip?: string | null }, fit: Fit, rows: SizeRow[]) =>
      db.transaction(async (tx) => {
        await tx.delete(sizeChartRows).where(eq(sizeChartRows.fit, fit))
        await tx.insert(sizeChartRows).values(rows.map((r, i) => ({ ...r, fit, sort: i + 1 })))
        const summary = rows.map((r) => `${r.size} ${r.heightFrom === null ? '' : `${r.heightFrom}–${r.heightTo} `}${r.chest}/${r.length}`).join(', ')
        await recordAudit(tx, { userId: actor.userId, action: 'change', entity: 'size_chart', summary: `size chart ${fit}: ${summary}`, ip: actor.ip })
      }),
  }
}

export type SizeChartRepository = ReturnType<typeof sizeChartRepository>
