/** The two-factor feature's rows (ADR 064); the only code of the feature that touches the ORM. */
import { and, eq, gt, isNull, lt, lte } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { twoFactor, twoFactorPending, twoFactorRecovery } from './two-factor.tables.js'

export interface Enrolment {
  secret: string
  lastStep: number
  enrolledAt: Date
}

export function twoFactorRepository(db: Db) {
  return {
    /** The account's enrolment; `lock` holds its row to the end of the transaction `tx`. */
    async enrolment(userId: number, tx: Db = db, lock = false): Promise<Enrolment | undefined> {
      const query = tx.select({ secret: twoFactor.secret, lastStep: twoFactor.lastStep, enrolledAt: twoFactor.enrolledAt }).from(twoFactor).where(eq(twoFactor.userId, userId))
      const [row] = lock ? await query.for('update') : await query
      return row
    },

    async enrolled(userId: number): Promise<boolean> {
      const [row] = await db.select({ userId: twoFactor.userId }).from(twoFactor).where(eq(twoFactor.userId, userId))
      return row !== undefined
    },

    /** Enrols the account with a fresh set of recovery codes; false when it is enrolled already. */
    async enrol(tx: Db, userId: number, secret: string, step: number, codeHashes: string[]): Promise<boolean> {
      const inserted = await tx.insert(twoFactor).values({ userId, secret, lastStep: step }).onConflictDoNothing().returning({ userId: twoFactor.userId })
      if (inserted.length === 0) return false
      await tx.delete(twoFactorRecovery).where(eq(twoFactorRecovery.userId, userId))
      await tx.insert(twoFactorRecovery).values(codeHashes.map((codeHash) => ({ userId, codeHash })))
      return true
    },

    /**
     * Takes `step` as the last code used, when it is later than the last one: one statement, so
     * two requests with the same code on two nodes cannot both succeed.
     */
    async useStep(tx: Db, userId: number, step: number): Promise<boolean> {
      const rows = await tx.update(twoFactor).set({ lastStep: step }).where(and(eq(twoFactor.userId, userId), lt(twoFactor.lastStep, step))).returning({ userId: twoFactor.userId })
      return rows.length > 0
    },

    /** Marks an unused recovery code of the account used; false when there is none with that hash. */
    async useRecovery(tx: Db, userId: number, codeHash: string, at: Date): Promise<boolean> {
      const rows = await tx
        .update(twoFactorRecovery)
        .set({ usedAt: at })
        .where(and(eq(twoFactorRecovery.userId, userId), eq(twoFactorRecovery.codeHash, codeHash), isNull(twoFactorRecovery.usedAt)))
        .returning({ id: twoFactorRecovery.id })
      return rows.length > 0
    },

    async recoveryLeft(userId: number, tx: Db = db): Promise<number> {
      const rows = await tx.select({ id: twoFactorRecovery.id }).from(twoFactorRecovery).where(and(eq(twoFactorRecovery.userId, userId), isNull(twoFactorRecovery.usedAt)))
      return rows.length
    },

    async replaceRecovery(tx: Db, userId: number, codeHashes: string[]) {
      await tx.delete(twoFactorRecovery).where(eq(twoFactorRecovery.userId, userId))
      await tx.insert(twoFactorRecovery).values(codeHashes.map((codeHash) => ({ userId, codeHash })))
    },

    async disable(tx: Db, userId: number) {
      await tx.delete(twoFactorRecovery).where(eq(twoFactorRecovery.userId, userId))
      await tx.delete(twoFactor).where(eq(twoFactor.userId, userId))
    },

    async createPending(id: string, userId: number, returnTo: string, expiresAt: Date, now: Date) {
      await db.delete(twoFactorPending).where(lte(twoFactorPending.expiresAt, now))
      await db.insert(twoFactorPending).values({ id, userId, returnTo, expiresAt })
    },

    async pending(id: string, now: Date): Promise<{ userId: number; returnTo: string } | undefined> {
      const [row] = await db
        .select({ userId: twoFactorPending.userId, returnTo: twoFactorPending.returnTo })
        .from(twoFactorPending)
        .where(and(eq(twoFactorPending.id, id), gt(twoFactorPending.expiresAt, now)))
      return row
    },

    /** Ends a pending sign-in; true for the one request that ended it (single use). */
    async takePending(tx: Db, id: string): Promise<boolean> {
      const rows = await tx.delete(twoFactorPending).where(eq(twoFactorPending.id, id)).returning({ id: twoFactorPending.id })
      return rows.length > 0
    },
  }
}

export type TwoFactorRepository = ReturnType<typeof twoFactorRepository>
