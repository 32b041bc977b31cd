/**
 * The header's cart and lists summary (ADR 049): kept per node, so a signed-in page costs no cart
 * or lists query; every change made through the stores shows at once on the node that made it and,
 * announced through the database, within moments on every other node sharing the database.
 */
import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userOwner } from '../../../src/features/cart/cart.service.js'
import type { HeaderSummary } from '../../../src/features/cart/header-summary.js'
import { engine, testApp } from '../../support/app.js'

let app: FastifyInstance
let userId: number
let variantId: number
let price: number

const first = <T>(result: unknown): T => ((result as { rows?: T[] }).rows ?? (result as T[]))[0]!

beforeAll(async () => {
  app = await testApp()
  userId = Number(first<{ id: number }>(await app.db.execute(sql`select id from users where email = 'student@example.cz'`)).id)
  const v = first<{ id: number; price: number }>(
    await app.db.execute(sql`select v.id, p.price_minor as price from product_variants v join products p on p.id = v.product_id where v.stock > 10 order by v.id limit 1`),
  )
  ;[variantId, price] = [Number(v.id), Number(v.price)]
  await app.services.cart.clear(userOwner(userId))
})
afterAll(async () => {
  await app?.close()
})

describe('header summary', () => {
  it('shows every change of the cart and the lists made through the services at once', async () => {
    const owner = userOwner(userId)
    const summary = () => app.services.headerSummary.of(owner, userId)
    const before = await summary()
    expect((await app.services.cart.add('cs', owner, variantId, 2)).ok).toBe(true)
    expect(await summary()).toMatchObject({ count: before.count + 2, totalMinor: before.totalMinor + 2 * price })
    expect((await app.services.cart.setQuantity('cs', owner, variantId, 1)).ok).toBe(true)
    expect((await summary()).count).toBe(before.count + 1)
    const made = await app.services.lists.create(userId, `Seznam ${Date.now()}`)
    expect(made.ok).toBe(true)
    expect((await summary()).lists).toBe((before.lists ?? 0) + 1)
    if (made.ok) await app.services.lists.remove(userId, made.list.id)
    expect((await summary()).lists).toBe(before.lists)
    expect((await app.services.cart.remove('cs', owner, variantId)).ok).toBe(true)
    expect(await summary()).toEqual(before)
  })

  it('is kept: a write behind the stores does not show within the age', async () => {
    const owner = userOwner(userId)
    const before = await app.services.headerSummary.of(owner, userId)
    // A hand in the database adds a line, unannounced: the kept summary answers.
    await app.db.execute(sql`insert into cart_lines (owner, variant_id, quantity) values (${owner}, ${variantId}, 3)`)
    const after = await app.services.headerSummary.of(owner, userId)
    expect(after.count).toBe(before.count)
    await app.db.execute(sql`delete from cart_lines where owner = ${owner} and variant_id = ${variantId}`)
    await app.database.announceSummaryChange(owner)
  })
})

describe(`two nodes on one database (${engine}): a cart or a list changed on one shows on the other`, () => {
  let b: FastifyInstance
  beforeAll(async () => {
    b = await testApp({ database: app.database })
  })
  afterAll(async () => {
    await b?.close()
  })

  /** Polls node B's summary until `done` holds, for at most two seconds. */
  async function onB(owner: string, user: number | null, done: (s: HeaderSummary) => boolean): Promise<HeaderSummary> {
    const deadline = Date.now() + 2000
    for (;;) {
      const summary = await b.services.headerSummary.of(owner, user)
      if (done(summary)) return summary
      if (Date.now() > deadline) throw new Error(`node B still shows ${JSON.stringify(summary)} 2 s after node A's change`)
      await new Promise((r) => setTimeout(r, 20))
    }
  }

  it('a signed-in cart and the lists', async () => {
    const owner = userOwner(userId)
    const before = await b.services.headerSummary.of(owner, userId)
    // B keeps it: an unannounced write does not show there.
    await app.db.execute(sql`insert into cart_lines (owner, variant_id, quantity) values (${owner}, ${variantId}, 1)`)
    expect((await b.services.headerSummary.of(owner, userId)).count).toBe(before.count)
    await app.db.execute(sql`delete from cart_lines where owner = ${owner} and variant_id = ${variantId}`)

    expect((await app.services.cart.add('cs', owner, variantId, 2)).ok).toBe(true)
    await onB(owner, userId, (s) => s.count === before.count + 2 && s.totalMinor === before.totalMinor + 2 * price)
    const made = await app.services.lists.create(userId, `Seznam B ${Date.now()}`)
    expect(made.ok).toBe(true)
    await onB(owner, userId, (s) => s.lists === (before.lists ?? 0) + 1)
    if (made.ok) await app.services.lists.remove(userId, made.list.id)
    await onB(owner, userId, (s) => s.lists === before.lists)
    expect((await app.services.cart.remove('cs', owner, variantId)).ok).toBe(true)
    await onB(owner, userId, (s) => s.count === before.count)
  })

  it('a guest cart emptied on the other node', async () => {
    const owner = `guest:header-summary-${Date.now()}`
    expect((await b.services.cart.add('cs', owner, variantId, 1)).ok).toBe(true)
    expect(await b.services.headerSummary.of(owner, null)).toMatchObject({ count: 1, lists: null })
    await app.services.cart.clear(owner)
    await onB(owner, null, (s) => s.count === 0)
  })
})
