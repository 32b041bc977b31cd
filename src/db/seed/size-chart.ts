/**
 * The size chart the shop starts with (ADR 021; a table since ADR 090, where migration 0051 writes
 * the same rows): per fit, sizes S to XXL in centimetres; kids' sizes with the body height.
 */
import type { Db } from '../client.js'
import { sizeChartRows, type Fit } from '../schema.js'

type Row = [size: string, height: [number, number] | null, chest: number, length: number]

export const SEED_SIZE_CHART: Record<Fit, Row[]> = {
  unisex: [
    ['S', null, 50, 70],
    ['M', null, 53, 72],
    ['L', null, 56, 74],
    ['XL', null, 59, 76],
    ['XXL', null, 62, 78],
  ],
  women: [
    ['S', null, 44, 62],
    ['M', null, 47, 64],
    ['L', null, 50, 66],
    ['XL', null, 53, 68],
    ['XXL', null, 56, 70],
  ],
  kids: [
    ['S', [110, 116], 34, 46],
    ['M', [122, 128], 37, 50],
    ['L', [134, 140], 40, 54],
    ['XL', [146, 152], 43, 58],
    ['XXL', [158, 164], 46, 62],
  ],
}

/** Writes the chart; rows the migration already wrote stay as they are. */
export async function seedSizeChart(db: Db): Promise<void> {
  const rows = (Object.entries(SEED_SIZE_CHART) as [Fit, Row[]][]).flatMap(([fit, rows]) =>
    rows.map(([size, height, chest, length], i) => ({ fit, sort: i + 1, size, heightFrom: height?.[0] ?? null, heightTo: height?.[1] ?? null, chest, length })),
  )
  await db.insert(sizeChartRows).values(rows).onConflictDoNothing()
}
