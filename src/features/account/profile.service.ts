/**
 * Registration with e-mail confirmation, password reset, password change, the profile and its
 * addresses (ADR 025). Every mail is written to the outbox in the transaction of its
 * change. Registration and reset answer the same whether the e-mail has an account or not, and
 * take about as long (both hash a password or neither does), so they reveal no account.
 */
import { createHash, randomBytes } from 'node:crypto'
import { HashingBusyError, hashPassword } from '../../lib/password.js'
import { accountMails, type MailContext } from './account-mails.js'
import type { AddressValues } from './account.schema.js'
import type { FormThrottle } from './form-throttle.js'
import { passwordStrength, userInputsOf } from './password-policy.js'
import type { ProfileRepository } from './profile.repository.js'
import type { Address } from './account.types.js'

export const TOKEN_TTL_MS = { register: 24 * 3_600_000, reset: 3_600_000 } as const

/** The most addresses one account keeps. */
export const MAX_ADDRESSES = 20

const TOKEN = /^[A-Za-z0-9_-]{43}$/
export const wellFormedToken = (token: unknown): token is string => typeof token === 'string' && TOKEN.test(token)
const digest = (token: string) => createHash('sha256').update(token).digest('base64url')
const newToken = () => randomBytes(32).toString('base64url')

/** Refusals every form of this service may answer with, besides its fields' messages. */
export type Refusal = { outcome: 'throttled'; retryAfterSeconds: number } | { outcome: 'busy' }

export type PasswordProblem = 'passwordWeak'

export interface ServiceOptions {
  now?: () => Date
  /** Told after a transaction wrote mail: the outbox worker delivers it at once. */
  mailWritten?: () => void
}

export function profileService(repo: ProfileRepository, throttle: FormThrottle, { now = () => new Date(), mailWritten = () => {} }: ServiceOptions = {}) {
  /** Hashes unless scrypt is saturated (then the caller answers 503). */
  const hash = async (password: string) => {
    try {
      return await hashPassword(password)
    } catch (err) {
      if (err instanceof HashingBusyError) return null
      throw err
    }
  }

  const weak = async (password: string, email: string, name: string): Promise<PasswordProblem | null> =>
    (await passwordStrength(password, userInputsOf(email, name))).strongEnough ? null : 'passwordWeak'

  return {
    /**
     * A registration: a confirmation link to a new address, or to an address with an account a
     * note that someone tried (and no link). The visitor sees the same either way.
     */
    async register(
      input: { email: string; displayName: string; password: string },
      address: string,
      ctx: MailContext,
    ): Promise<{ outcome: 'sent' } | { outcome: 'invalid'; problem: PasswordProblem } | Refusal> {
      const problem = await weak(input.password, input.email, input.displayName)
      if (problem) return { outcome: 'invalid', problem }
      const wait = await throttle.attempt('register', address, input.email)
      if (wait) return { outcome: 'throttled', retryAfterSeconds: wait }
      const passwordHash = await hash(input.password)
      if (!passwordHash) return { outcome: 'busy' }
      const at = now()
      await repo.inTransaction(async (tx) => {
        await tx.deleteExpiredTokens(at)
        if (await tx.userByEmail(input.email)) return tx.enqueue(accountMails.alreadyRegistered(ctx, input.email))
        const token = newToken()
        await tx.insertToken(digest(token), 'register', input.email, null, { displayName: input.displayName, passwordHash }, new Date(at.getTime() + TOKEN_TTL_MS.register))
        await tx.enqueue(accountMails.confirmRegistration(ctx, input.email, input.displayName, token))
      })
      mailWritten()
      return { outcome: 'sent' }
    },

    /** Whether a confirmation or reset link is still good (the pages it opens show a form, or say it is not). */
    async tokenValid(purpose: 'register' | 'reset', token: unknown): Promise<boolean> {
      return wellFormedToken(token) && (await repo.findToken(digest(token), purpose, now())) !== undefined
    },

    /** Confirms a registration: the account exists from now on. Null for a bad, used or expired link. */
    async confirm(token: unknown): Promise<{ id: number; displayName: string } | null> {
      if (!wellFormedToken(token)) return null
      return repo.inTransaction(async (tx) => {
        const row = await tx.useToken(digest(token), 'register', now())
        if (!row?.payload.passwordHash || !row.payload.displayName) return null
        // Someone confirmed another registration of this address first: this link is spent.
        return (await tx.createUser(row.email, row.payload.displayName, row.payload.passwordHash)) ?? null
      })
    },

    /** Sends a reset link when the e-mail has an account; answers the same when it has not. */
    async requestReset(email: string, address: string, ctx: MailContext): Promise<{ outcome: 'sent' } | Refusal> {
      const wait = await throttle.attempt('reset', address, email)
      if (wait) return { outcome: 'throttled', retryAfterSeconds: wait }
      const at = now()
      await repo.inTransaction(async (tx) => {
        await tx.deleteExpiredTokens(at)
        const user = await tx.userByEmail(email)
        if (!user) return
        const token = newToken()
        await tx.insertToken(digest(token), 'reset', user.email, user.id, {}, new Date(at.getTime() + TOKEN_TTL_MS.reset))
        await tx.enqueue(accountMails.resetPassword(ctx, user.email, token))
      })
      mailWritten()
      return { outcome: 'sent' }
    },

    /**
     * Sets a new password through a reset link (used up by it, with every other reset link of
     * the account). The caller ends the account's sessions and signs this browser in.
     */
    async resetPassword(
      token: unknown,
      password: string,
      ctx: MailContext,
    ): Promise<{ outcome: 'reset'; user: { id: number; displayName: string } } | { outcome: 'invalidToken' } | { outcome: 'invalid'; problem: PasswordProblem } | Refusal> {
      if (!wellFormedToken(token)) return { outcome: 'invalidToken' }
      const pending = await repo.findToken(digest(token), 'reset', now())
      const owner = pending?.userId ? await repo.userById(pending.userId) : undefined
      if (!owner) return { outcome: 'invalidToken' }
      const problem = await weak(password, owner.email, owner.displayName)
      if (problem) return { outcome: 'invalid', problem }
      const passwordHash = await hash(password)
      if (!passwordHash) return { outcome: 'busy' }
      const done = await repo.inTransaction(async (tx) => {
        const row = await tx.useToken(digest(token), 'reset', now())
        if (!row?.userId) return false
        await tx.setPassword(row.userId, passwordHash)
        await tx.deleteResetTokens(row.userId)
        await tx.enqueue(accountMails.passwordChanged(ctx, owner.email))
        return true
      })
      if (!done) return { outcome: 'invalidToken' }
      mailWritten()
      return { outcome: 'reset', user: { id: owner.id, displayName: owner.displayName } }
    },

    /**
     * Changes the password of a signed-in user who knows the current one; wrong current
     * passwords count as failed logins of the account (ADR 011). The caller ends the other sessions.
     */
    async changePassword(
      userId: number,
      current: string,
      password: string,
      ctx: MailContext,
      verify: (email: string, password: string) => Promise<'ok' | 'wrong' | Refusal>,
    ): Promise<{ outcome: 'changed' } | { outcome: 'invalid'; field: 'currentPassword' | 'password'; problem: 'currentPasswordWrong' | PasswordProblem } | Refusal> {
      const user = await repo.userById(userId)
      if (!user) return { outcome: 'invalid', field: 'currentPassword', problem: 'currentPasswordWrong' }
      const checked = await verify(user.email, current)
      if (checked === 'wrong') return { outcome: 'invalid', field: 'currentPassword', problem: 'currentPasswordWrong' }
      if (checked !== 'ok') return checked
      const problem = await weak(password, user.email, user.displayName)
      if (problem) return { outcome: 'invalid', field: 'password', problem }
      const passwordHash = await hash(password)
      if (!passwordHash) return { outcome: 'busy' }
      await repo.inTransaction(async (tx) => {
        await tx.setPassword(userId, passwordHash)
        await tx.deleteResetTokens(userId)
        await tx.enqueue(accountMails.passwordChanged(ctx, user.email))
      })
      mailWritten()
      return { outcome: 'changed' }
    },

    async profile(userId: number) {
      const user = await repo.userById(userId)
      return user && { email: user.email, displayName: user.displayName, addresses: await repo.addresses(userId) }
    },

    async rename(userId: number, displayName: string) {
      await repo.setDisplayName(userId, displayName)
    },

    address: (userId: number, id: number): Promise<Address | undefined> => repo.address(userId, id),

    /** Adds an address; false when the account has MAX_ADDRESSES already. */
    async addAddress(userId: number, values: AddressValues): Promise<boolean> {
      if ((await repo.countAddresses(userId)) >= MAX_ADDRESSES) return false
      await repo.insertAddress(userId, values)
      return true
    },

    /** The user's addresses, oldest first. */
    addresses: (userId: number) => repo.addresses(userId),

    /** False when the user has no such address (another user's included). */
    updateAddress: (userId: number, id: number, values: AddressValues) => repo.updateAddress(userId, id, values),
    /** The user's addresses edited together (one form, indexed fields): all saved or none; false when one is not theirs. */
    async updateAddresses(userId: number, changes: { id: number; values: AddressValues }[]): Promise<boolean> {
      const forged = Symbol('forged')
      try {
        return await repo.inTransaction(async (tx) => {
          for (const { id, values } of changes) if (!(await tx.updateAddress(userId, id, values))) throw forged
          return true
        })
      } catch (error) {
        if (error === forged) return false
        throw error
      }
    },
    deleteAddress: (userId: number, id: number) => repo.deleteAddress(userId, id),
  }
}

export type ProfileService = ReturnType<typeof profileService>
