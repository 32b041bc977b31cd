/** The only code that touches `redirects` (ADR 059). */
import { and, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { users } from '../../db/schema.js'
import { redirects, type RedirectSource } from './redirects.tables.js'
import { containing } from '../../db/like.js'

export interface RedirectRow {
  id: number
  fromPath: string
  toPath: string
  source: RedirectSource
  createdAt: Date
  createdBy: string | null
}

export const REDIRECTS_PAGE_SIZE = 50

export function redirectsRepository(db: Db) {
  return {
    async target(fromPath: string): Promise<string | undefined> {
      const [row] = await db.select({ to: redirects.toPath }).from(redirects).where(eq(redirects.fromPath, fromPath))
      return row?.to
    },

    /** Which of `paths` are the old address of a redirect: one query, however many (ADR 100). */
    async sources(paths: readonly string[]): Promise<Set<string>> {
      if (paths.length === 0) return new Set()
      // One array parameter, however many paths (an `in` list would send one parameter per path).
      const literal = `{${[...new Set(paths)].map((p) => `"${p.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`
      const rows = await db.select({ from: redirects.fromPath }).from(redirects).where(sql`${redirects.fromPath} = any(${literal}::text[])`)
      return new Set(rows.map((r) => r.from))
    },

    /**
     * `from` now leads to `to`, in the caller's transaction: redirects that led to `from` lead
     * to `to` (no chains), one that led from `to` goes (the address came back), and one from
     * `from` is replaced.
     */
    async put(tx: Db, fromPath: string, toPath: string, source: RedirectSource, userId: number | null): Promise<void> {
      await tx.delete(redirects).where(or(eq(redirects.fromPath, toPath), eq(redirects.fromPath, fromPath)))
      await tx.update(redirects).set({ toPath }).where(and(eq(redirects.toPath, fromPath), ne(redirects.fromPath, toPath)))
      await tx.insert(redirects).values({ fromPath, toPath, source, createdBy: userId })
    },

    /** Deletes, in `tx`, the redirects that lead to any of `toPaths`; what they were. */
    async removeLeadingTo(tx: Db, toPaths: readonly string[]): Promise<Array<{ id: number; fromPath: string; toPath: string }>> {
      if (toPaths.length === 0) return []
      return tx.delete(redirects).where(inArray(redirects.toPath, [...new Set(toPaths)])).returning({ id: redirects.id, fromPath: redirects.fromPath, toPath: redirects.toPath })
    },

    /** Deletes redirect `id` in `tx`; what it was, or undefined when it is gone. */
    async remove(tx: Db, id: number): Promise<{ fromPath: string; toPath: string } | undefined> {
      const [gone] = await tx.delete(redirects).where(eq(redirects.id, id)).returning({ fromPath: redirects.fromPath, toPath: redirects.toPath })
      return gone
    },

    async list(filter: { q: string; page: number }): Promise<{ rows: RedirectRow[]; total: number }> {
      const where = filter.q ? or(ilike(redirects.fromPath, containing(filter.q)), ilike(redirects.toPath, containing(filter.q))) : undefined
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: redirects.id, fromPath: redirects.fromPath, toPath: redirects.toPath, source: sql<RedirectSource>`${redirects.source}`, createdAt: redirects.createdAt, createdBy: users.email })
          .from(redirects)
          .leftJoin(users, eq(users.id, redirects.createdBy))
          .where(where)
          .orderBy(desc(redirects.id))
          .limit(REDIRECTS_PAGE_SIZE)
          .offset((filter.page - 1) * REDIRECTS_PAGE_SIZE),
        db.select({ n: count() }).from(redirects).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },
  }
}

export type RedirectsRepository = ReturnType<typeof redirectsRepository>
