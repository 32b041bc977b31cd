/**
 * The running demo sale (ADR 051, 087): "Vánoční výprodej" · "Christmas sale", until 24 December,
 * over the first product of every category, its price before the sale a quarter higher, rounded
 * up to whole tens of crowns. Chosen by rule, not by name, so rewriting the catalogue's texts keeps
 * a sale running. Written as the sale scheduler leaves a started sale: the sale `running`, each
 * product's regular price captured in `sale_products` and shown as its compare-at price, so the
 * sale's end (or a cancel) puts the regular prices back.
 */
import { sql } from 'drizzle-orm'
import { rowsOf, type Db } from '../client.js'
import { saleProducts, sales } from '../schema.js'

/** The Christmas sale ends on 24 December at midnight, Prague time, of this year, or of the next once that has passed. */
export function christmasSaleEnd(now: Date): Date {
  const end = (y: number) => new Date(`${y}-12-24T00:00:00+01:00`)
  const year = now.getUTCFullYear()
  return end(year) > now ? end(year) : end(year + 1)
}

/** The percent off the demo sale names; its prices are the catalogue's, a quarter below the former ones. */
const DEMO_PERCENT = 20

export async function seedSales(db: Db, now: Date): Promise<number> {
  const chosen = rowsOf<{ id: number; price: number }>(
    await db.execute(sql`select distinct on (category_id) id, price_minor as price from products where price_minor > 0 order by category_id, sort, id`),
  )
  const [sale] = await db
    .insert(sales)
    .values({ nameCs: 'Vánoční výprodej', nameEn: 'Christmas sale', startsAt: now, endsAt: christmasSaleEnd(now), percentOff: DEMO_PERCENT, productIds: chosen.map((p) => p.id), state: 'running' })
    .returning({ id: sales.id })
  for (const p of chosen) {
    const regular = Math.ceil((p.price * 1.25) / 1000) * 1000
    await db.insert(saleProducts).values({ saleId: sale!.id, productId: p.id, regularPriceMinor: regular, previousCompareAtMinor: null, salePriceMinor: p.price })
    await db.execute(sql`update products set compare_at_price_minor = ${regular} where id = ${p.id}`)
  }
  return chosen.length
}
