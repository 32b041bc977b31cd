/**
 * The staff's reading of orders (ADR 041): one page of every customer's orders, newest first,
 * filtered by status and searched by number or e-mail (changes go through order-status.ts).
 */
import { and, count, desc, eq, ilike, like, type SQL } from 'drizzle-orm'
import type { Db } from '../../../db/client.js'
import { orders, type OrderStatus } from '../../../db/schema.js'
import { orderColumns } from '../checkout.repository.js'
import { type OrderRow } from '../checkout.types.js'
import { containing } from '../../../db/like.js'

export interface OrderFilter {
  status: OrderStatus | null
  /** Digits: the start of an order number; anything else: part of the e-mail. */
  query: string
}

function conditions({ status, query }: OrderFilter): SQL | undefined {
  const parts: SQL[] = []
  if (status) parts.push(eq(orders.status, status))
  if (/^\d{1,10}$/.test(query)) parts.push(like(orders.number, `${query}%`))
  else if (query) parts.push(ilike(orders.email, containing(query)))
  return parts.length ? and(...parts) : undefined
}

export function staffRepository(db: Db) {
  return {
    /** Orders matching `filter`, newest first, `limit` of them after `offset`, and how many match. */
    async orders(filter: OrderFilter, offset: number, limit: number): Promise<{ rows: OrderRow[]; total: number }> {
      const where = conditions(filter)
      const [rows, [counted]] = await Promise.all([
        db.select(orderColumns).from(orders).where(where).orderBy(desc(orders.id)).limit(limit).offset(offset),
        db.select({ total: count() }).from(orders).where(where),
      ])
      return { rows, total: Number(counted?.total ?? 0) }
    },
  }
}

export type StaffRepository = ReturnType<typeof staffRepository>
