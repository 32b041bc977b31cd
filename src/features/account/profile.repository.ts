/**
 * E-mail tokens, profile changes and addresses (ADR 025); with account.repository.ts the files
 * of the account feature that touch the ORM. Changes that send mail take a transaction
 * (`inTransaction`) and write the mail to the outbox in it.
 */
import { and, asc, count, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { accountTokens, addresses, users } from '../../db/schema.js'
import { enqueueMail } from '../mail/enqueue.js'
import { type Mail } from '../mail/mail.types.js'
import type { AddressValues } from './account.schema.js'
import type { TokenPurpose, TokenRow, AccountUser, Address } from './account.types.js'

const addressColumns = {
  id: addresses.id,
  name: addresses.name,
  street: addresses.street,
  city: addresses.city,
  postalCode: addresses.postalCode,
  phone: addresses.phone,
}

function queries(db: Db) {
  return {
    async enqueue(mail: Mail) {
      await enqueueMail(db, mail)
    },

    async userByEmail(email: string): Promise<AccountUser | undefined> {
      const [row] = await db
        .select({ id: users.id, email: users.email, displayName: users.displayName, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      return row
    },

    async userById(id: number): Promise<AccountUser | undefined> {
      const [row] = await db
        .select({ id: users.id, email: users.email, displayName: users.displayName, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, id))
      return row
    },

    /** Creates the user; undefined when the e-mail was taken meanwhile. */
    async createUser(email: string, displayName: string, passwordHash: string): Promise<{ id: number; displayName: string } | undefined> {
      const [row] = await db
        .insert(users)
        .values({ email, displayName, passwordHash })
        .onConflictDoNothing()
        .returning({ id: users.id, displayName: users.displayName })
      return row
    },

    async setPassword(userId: number, passwordHash: string) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId))
    },

    async setDisplayName(userId: number, displayName: string) {
      await db.update(users).set({ displayName }).where(eq(users.id, userId))
    },

    async insertToken(id: string, purpose: TokenPurpose, email: string, userId: number | null, payload: TokenRow['payload'], expiresAt: Date) {
      await db.insert(accountTokens).values({ id, purpose, email, userId, payload, expiresAt })
    },

    /** The token when it is unused and unexpired; nothing changes. */
    async findToken(id: string, purpose: TokenPurpose, now: Date): Promise<TokenRow | undefined> {
      const [row] = await db
        .select({ email: accountTokens.email, userId: accountTokens.userId, payload: accountTokens.payload })
        .from(accountTokens)
        .where(and(eq(accountTokens.id, id), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
      return row
    },

    /**
     * Uses the token up in one statement: of two requests racing with one token, one gets it.
     * Undefined when it is unknown, used, expired or of another purpose.
     */
    async useToken(id: string, purpose: TokenPurpose, now: Date): Promise<TokenRow | undefined> {
      const [row] = await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(and(eq(accountTokens.id, id), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
        .returning({ email: accountTokens.email, userId: accountTokens.userId, payload: accountTokens.payload })
      return row
    },

    /** A password changed: reset links sent before are worthless. */
    async deleteResetTokens(userId: number) {
      await db.delete(accountTokens).where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, 'reset')))
    },

    async deleteExpiredTokens(now: Date) {
      await db.delete(accountTokens).where(lt(accountTokens.expiresAt, now))
    },

    async addresses(userId: number): Promise<Address[]> {
      return db.select(addressColumns).from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id))
    },

    /** One of the user's addresses; undefined for another user's (or none). */
    async address(userId: number, id: number): Promise<Address | undefined> {
      const [row] = await db.select(addressColumns).from(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      return row
    },

    async countAddresses(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId))
      return row?.n ?? 0
    },

    async insertAddress(userId: number, values: AddressValues): Promise<number> {
      const [row] = await db.insert(addresses).values({ userId, ...values }).returning({ id: addresses.id })
      return row!.id
    },

    /** Whether the user had such an address to change. */
    async updateAddress(userId: number, id: number, values: AddressValues): Promise<boolean> {
      const rows = await db.update(addresses).set(values).where(and(eq(addresses.id, id), eq(addresses.userId, userId))).returning({ id: addresses.id })
      return rows.length > 0
    },

    async deleteAddress(userId: number, id: number): Promise<boolean> {
      const rows = await db.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId))).returning({ id: addresses.id })
      return rows.length > 0
    },
  }
}

export type ProfileQueries = ReturnType<typeof queries>

export function profileRepository(db: Db) {
  return {
    ...queries(db),
    /** Runs `work` in one transaction, with the queries bound to it. */
    async inTransaction<T>(work: (tx: ProfileQueries) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => work(queries(tx)))
    },
  }
}

export type ProfileRepository = ReturnType<typeof profileRepository>
