/**
 * A shop's recent history for the demo (issue 26): orders of the past 90 days, so the reports,
 * the order list and the customers' documents show a shop that sells, not zeros. Placed by guests
 * (none by the demo accounts, whose order lists the specs read), every line priced by the
 * checkout's own `quote` from the catalogue's prices, numbered in the year's series (the
 * counter is moved past them, so the next real order follows), with the statuses' history and a
 * parcel's tracking number. All are finished — delivered, or cancelled before payment — so no
 * queue of the back office (to ship, withdrawals, refunds owed) gains work it did not make. The
 * stock is today's: these orders are history, not taken from it.
 */
import { sql } from 'drizzle-orm'
import { rowsOf, type Db } from '../client.js'
import { orderLines, orderNumbers, orderShipments, orders, orderStatusChanges } from '../schema.js'
import { quote } from '../../features/checkout/checkout.service.js'
import { PAYMENTS_BY_SHIPPING, SHIPPING_CODES, type PaymentCode, type ShippingCode } from '../../features/checkout/methods.js'
import type { CartItem } from '../../features/cart/cart.service.js'
import { variantRepository } from '../../features/shop/variants.repository.js'
import { hashString, mulberry32, seedDay } from './random.js'

export const DEMO_ORDER_COUNT = 72
const DAY_MS = 86_400_000

const CUSTOMERS = [
  ['Petra Králová', 'Jiráskova 14', 'Hradec Králové', '50002'],
  ['Martin Dvořáček', 'Palackého 221', 'Pardubice', '53002'],
  ['Lenka Horáčková', 'Na Výsluní 8', 'Dubová Hora', '50003'],
  ['Jakub Šimek', 'Husova 5', 'Jičín', '50601'],
  ['Tereza Malá', 'Sokolská 31', 'Brno', '60200'],
  ['Ondřej Kučera', 'Vinohradská 112', 'Praha', '12000'],
  ['Kateřina Pokorná', 'Zahradní 3', 'Náchod', '54701'],
  ['Lukáš Marek', 'Nádražní 47', 'Trutnov', '54101'],
  ['Anna Benešová', 'Komenského 9', 'Dubová Hora', '50003'],
  ['David Fiala', 'Masarykova 60', 'Olomouc', '77900'],
] as const

const pick = <T>(rnd: () => number, items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!
const ascii = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
const pragueYear = (at: Date) => Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Prague', year: 'numeric' }).format(at))

/** Writes the demo orders; how many. */
export async function seedDemoOrders(db: Db, now: Date): Promise<number> {
  const rnd = mulberry32(hashString('demo-orders'))
  const ids = rowsOf<{ id: number }>(
    await db.execute(sql`select v.id from product_variants v join products p on p.id = v.product_id where p.status = 'published' and p.price_minor > 0 order by v.id`),
  ).map((r) => r.id)
  if (ids.length === 0) return 0
  const variants = await variantRepository(db).byIdsInBoth(ids)
  const en = new Map(variants.en.map((v) => [v.variantId, v]))
  const day = seedDay(now).getTime()
  const counters = new Map<number, number>()

  for (let i = 0; i < DEMO_ORDER_COUNT; i++) {
    // Spread over the 90 days before the seed's day, more of them lately, at shop hours.
    const daysAgo = 1 + Math.floor(89 * (1 - Math.sqrt(1 - i / DEMO_ORDER_COUNT)))
    const createdAt = new Date(day - daysAgo * DAY_MS + (7 + Math.floor(rnd() * 14)) * 3_600_000 + Math.floor(rnd() * 60) * 60_000)
    const chosen = new Map<number, number>()
    const lineCount = 1 + Math.floor(rnd() * rnd() * 3)
    for (let l = 0; l < lineCount; l++) chosen.set(pick(rnd, variants.cs).variantId, rnd() < 0.8 ? 1 : 2)
    const item = (v: (typeof variants.cs)[number], quantity: number): CartItem => ({ ...v, quantity, lineTotalMinor: v.priceMinor * quantity })
    const items = {
      cs: [...chosen].map(([id, q]) => item(variants.cs.find((v) => v.variantId === id)!, q)),
      en: [...chosen].map(([id, q]) => item(en.get(id)!, q)),
    }
    const shipping: ShippingCode = pick(rnd, SHIPPING_CODES)
    const payment: PaymentCode = pick(rnd, PAYMENTS_BY_SHIPPING[shipping])
    const q = quote(items, shipping, payment)
    const cancelled = rnd() < 0.06 && payment !== 'cod'
    const [name, street, city, postalCode] = pick(rnd, CUSTOMERS)
    const year = pragueYear(createdAt)
    const n = (counters.get(year) ?? 0) + 1
    counters.set(year, n)
    const shippedAt = new Date(createdAt.getTime() + 26 * 3_600_000)
    const deliveredAt = new Date(createdAt.getTime() + 50 * 3_600_000)
    // A card pays at once, a transfer arrives the next day, cash on delivery at the door.
    const paidAt = cancelled ? null : payment === 'cod' ? deliveredAt : new Date(createdAt.getTime() + (payment === 'card' ? 0.05 : 20) * 3_600_000)
    const [order] = await db
      .insert(orders)
      .values({
        number: `${year}${String(n).padStart(6, '0')}`,
        checkoutId: `demo-order-${i + 1}`,
        owner: `guest:demo-order-${i + 1}`,
        lang: rnd() < 0.85 ? 'cs' : 'en',
        status: cancelled ? 'cancelled' : 'delivered',
        email: `${ascii(name).replace(' ', '.')}@example.cz`,
        name,
        phone: `+420 7${10 + Math.floor(rnd() * 90)} ${100 + Math.floor(rnd() * 900)} ${100 + Math.floor(rnd() * 900)}`,
        street,
        city,
        postalCode,
        shippingCode: shipping,
        paymentCode: payment,
        paymentStatus: payment === 'card' ? (cancelled ? 'abandoned' : 'approved') : 'none',
        totalMinor: q.totalMinor,
        vatMinor: q.vatMinor,
        shippingMinor: q.shippingMinor,
        paymentMinor: q.paymentMinor,
        createdAt,
        paidAt,
      })
      .returning({ id: orders.id })
    await db.insert(orderLines).values(q.lines.map(({ productId: _p, ...l }, k) => ({ ...l, orderId: order!.id, line: k + 1 })))
    const steps: Array<[from: 'new' | 'paid' | 'shipped', to: 'paid' | 'shipped' | 'delivered' | 'cancelled', at: Date]> = cancelled
      ? [['new', 'cancelled', new Date(createdAt.getTime() + 72 * 3_600_000)]]
      : payment === 'cod'
        ? [['new', 'shipped', shippedAt], ['shipped', 'delivered', deliveredAt]]
        : [['new', 'paid', paidAt!], ['paid', 'shipped', shippedAt], ['shipped', 'delivered', deliveredAt]]
    await db.insert(orderStatusChanges).values(steps.map(([fromStatus, toStatus, changedAt]) => ({ orderId: order!.id, fromStatus, toStatus, changedAt })))
    if (!cancelled && shipping !== 'pickup') {
      const tracking = { packeta: `Z${1_000_000_000 + i * 7919}`, ceskaposta: `DR${String(100_000_000 + i * 7919)}CZ`, ppl: `4${String(10_000_000_000 + i * 7919)}` }[shipping]
      await db.insert(orderShipments).values({ orderId: order!.id, carrier: shipping, trackingNumber: tracking, setAt: shippedAt })
    }
  }
  // The next real order of each year follows the demo ones.
  for (const [year, last] of counters) {
    await db.insert(orderNumbers).values({ year, last }).onConflictDoUpdate({ target: orderNumbers.year, set: { last: sql`greatest(${orderNumbers.last}, ${last})` } })
  }
  return DEMO_ORDER_COUNT
}
