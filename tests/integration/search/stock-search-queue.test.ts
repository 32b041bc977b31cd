/**
 * Selling a piece changes a product's stock, not what search finds (migration 0016): the product
 * is not queued for re-indexing, while its stock total still follows its variants and a change
 * of its text still queues it.
 */
import { and, eq, gt, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../src/db/client.js'
import { products, productVariants, searchQueue } from '../../../src/db/schema.js'
import { engine, testDatabase } from '../../support/app.js'

let database: Database
beforeAll(async () => {
  database = await testDatabase()
})
afterAll(async () => {
  await database.close()
})

const queued = async (productId: number) =>
  (await database.db.select({ id: searchQueue.sourceId }).from(searchQueue).where(and(eq(searchQueue.source, 'product'), eq(searchQueue.sourceId, productId)))).length

describe(`search queue on ${engine}: stock is not searched`, () => {
  it('a sold piece leaves the product out of the queue; its stock total follows; a new name queues it', async () => {
    const [variant] = await database.db.select({ id: productVariants.id, productId: productVariants.productId }).from(productVariants).where(gt(productVariants.stock, 1)).limit(1)
    const productId = variant!.productId
    const stockOf = async () => (await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]!.stock
    await database.db.delete(searchQueue).where(and(eq(searchQueue.source, 'product'), eq(searchQueue.sourceId, productId)))
    const before = await stockOf()

    await database.db.transaction(async (tx) => {
      await tx.update(productVariants).set({ stock: sql`${productVariants.stock} - 1` }).where(eq(productVariants.id, variant!.id))
    })
    expect(await stockOf()).toBe(before - 1)
    expect(await queued(productId)).toBe(0)

    await database.db.update(products).set({ nameCs: sql`${products.nameCs} || ' '` }).where(eq(products.id, productId))
    expect(await queued(productId)).toBe(1)
  })
})
