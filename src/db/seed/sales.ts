/**
 * A running sale in the demo shop (ADR 051): the first product of every category is on sale, its
 * price before the sale a quarter higher, rounded up to whole tens of crowns. Chosen by rule, not
 * by name, so rewriting the catalogue's texts keeps a sale running.
 */
import { sql } from 'drizzle-orm'
import { rowsOf, type Db } from '../client.js'

export async function seedSales(db: Db): Promise<number> {
  const result = await db.execute(sql`
    update products set compare_at_price_minor = ceil(price_minor * 1.25 / 1000.0)::int * 1000
     where price_minor > 0 and id in (select distinct on (category_id) id from products order by category_id, sort, id)
    returning id`)
  return rowsOf(result).length
}
