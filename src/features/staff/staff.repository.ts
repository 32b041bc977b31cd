/**
 * The staff's reading of orders (ADR 041): one page of every customer's orders, newest first,
 * filtered by status and searched by number or e-mail (changes go through order-status.ts); and
 * who is staff (`npm run staff`).
 */
import { and, asc, count, desc, eq, ilike, like, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { orders, users, type OrderStatus, type UserRole } from '../../db/schema.js'
import { orderColumns, type OrderRow } from '../checkout/checkout.repository.js'

export interface OrderFilter {
  status: OrderStatus | null
  /** Digits: the start of an order number; anything else: part of the e-mail. */
  query: string
}

/** `value` for a LIKE pattern, its wildcards taken literally. */
const literal = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)

function conditions({ status, query }: OrderFilter): SQL | undefined {
  const parts: SQL[] = []
  if (status) parts.push(eq(orders.status, status))
  if (/^\d{1,10}$/.test(query)) parts.push(like(orders.number, `${query}%`))
  else if (query) parts.push(ilike(orders.email, `%${literal(query)}%`))
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

    /**
     * Gives the account with this e-mail `role`; false when there is none. A real change ends
     * the account's sessions (the trigger of migration 0021): the user signs in again.
     */
    async setRole(email: string, role: UserRole): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ role })
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .returning({ id: users.id })
      return rows.length > 0
    },

    /** The staff accounts' e-mails. */
    async staffEmails(): Promise<string[]> {
      const rows = await db.select({ email: users.email }).from(users).where(eq(users.role, 'staff')).orderBy(asc(users.email))
      return rows.map((r) => r.email)
    },
  }
}

export type StaffRepository = ReturnType<typeof staffRepository>
