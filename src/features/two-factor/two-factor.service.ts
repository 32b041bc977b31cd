/**
 * Two-factor sign-in (ADR 064): enrolment with a TOTP secret confirmed by a code, ten one-time
 * recovery codes (kept as SHA-256), turning it off and new codes with a current code, the admin's
 * duty to enrol, and the second step of a login, which a pending token binds to the browser that
 * gave the password. Every code is checked under the login throttle (ADR 011) on the account's
 * second-step key; a TOTP step is accepted once (`last_step`), a recovery code once (`used_at`).
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../../db/client.js'
import type { Grant } from '../access/permissions.js'
import type { Reservation } from '../account/throttle.service.js'
import { recordAudit } from '../audit/audit.record.js'
import type { Sealer } from './sealed.js'
import { base32Decode, base32Encode, matchingStep, newSecret, stepAt } from './totp.js'
import type { TwoFactorRepository } from './two-factor.repository.js'

/** How long a sign-in waits for its second step. */
export const PENDING_MS = 5 * 60_000
/** How long an enrolment's offered secret may be confirmed. */
export const OFFER_MS = 15 * 60_000
export const RECOVERY_CODES = 10

/** A recovery code: ten characters in two groups, without look-alikes (0/o, 1/l). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
const RECOVERY = /^[a-z0-9]{5}-?[a-z0-9]{5}$/
const TOTP_CODE = /^\d{6}$/
const TOKEN = /^[A-Za-z0-9_-]{43}$/

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url')

/** What a person typed, as it is compared: spaces gone, lower case. */
export const normalizedCode = (input: string) => input.replace(/\s+/g, '').toLowerCase()
/** Whether the input has the form of a TOTP code or a recovery code (the form's check). */
export const codeShaped = (input: string, recovery: boolean) => TOTP_CODE.test(normalizedCode(input)) || (recovery && RECOVERY.test(normalizedCode(input)))

function newRecoveryCode(): string {
  const bytes = randomBytes(10)
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('')
  return `${chars.slice(0, 5)}-${chars.slice(5)}`
}
const recoveryHash = (code: string) => sha256(normalizedCode(code).replace('-', ''))

export interface SecondStepThrottle {
  reserve(userId: number, address: string): Promise<Reservation>
  failed(userId: number, attempt: number): Promise<void>
  succeeded(userId: number, address: string): Promise<void>
}

export interface TwoFactorOptions {
  sealer: Sealer
  throttle: SecondStepThrottle
  now?: () => Date
}

/** Why a code was not taken: wrong (or used already), or too many wrong ones lately. */
export type Refusal = { outcome: 'wrongCode' } | { outcome: 'throttled'; retryAfterSeconds: number }

export type SecondStepResult = { outcome: 'signedIn'; userId: number; returnTo: string; recoveryUsed: boolean } | { outcome: 'expired' } | Refusal

/** An offered secret, as the enrolment page shows it and its form carries it (sealed). */
export interface Offer {
  secret: Buffer
  sealed: string
}

export type Status = { enrolled: false } | { enrolled: true; enrolledAt: Date; recoveryLeft: number }

/** Thrown inside a transaction to roll it back. */
class Refused extends Error {}

/** The context a secret at rest is sealed for: its account's, so it opens for no other. */
const secretContext = (userId: number) => `totp-secret:${userId}`

/** A base32 secret as `two_factor.secret` keeps it (the seed's demo admin's too). */
export const sealedSecret = (sealer: Sealer, userId: number, base32: string) => sealer.seal(base32, secretContext(userId))

export function twoFactorService(db: Db, repo: TwoFactorRepository, { sealer, throttle, now = () => new Date() }: TwoFactorOptions) {
  const offerContext = (userId: number) => `totp-offer:${userId}`
  const secretOf = (userId: number, sealed: string) => {
    const base32 = sealer.open(sealed, secretContext(userId))
    return base32 === null ? null : base32Decode(base32)
  }

  const freshCodes = () => {
    const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode)
    return { codes, hashes: codes.map(recoveryHash) }
  }

  /** Whether `input` is a code of the account now, taking it: see `guarded`. */
  async function takeCode(tx: Db, userId: number, input: string, recovery: boolean): Promise<{ recoveryUsed: boolean } | null> {
    const code = normalizedCode(input)
    const enrolment = await repo.enrolment(userId, tx)
    if (!enrolment) return null
    const secret = secretOf(userId, enrolment.secret)
    if (secret && TOTP_CODE.test(code)) {
      const step = matchingStep(secret, code, stepAt(now()))
      return step !== null && (await repo.useStep(tx, userId, step)) ? { recoveryUsed: false } : null
    }
    if (recovery && RECOVERY.test(code) && (await repo.useRecovery(tx, userId, recoveryHash(code), now()))) return { recoveryUsed: true }
    return null
  }

  /**
   * Runs `act` in one transaction with a code of an enrolled account, under the throttle (counted
   * outside the transaction, so a refusal stays counted): a TOTP code of a step later than the
   * last one taken (and takes it), or, where `recovery`, an unused recovery code (and uses it).
   * A wrong code, or an `act` that answers null, rolls everything back; a wrong code counts as a
   * failed login of the account's second step.
   */
  async function guarded<T>(userId: number, input: string, address: string, recovery: boolean, act: (tx: Db, recoveryUsed: boolean) => Promise<T | null>): Promise<T | Refusal | { outcome: 'gone' }> {
    const reservation = await throttle.reserve(userId, address)
    if ('retryAfterSeconds' in reservation) return { outcome: 'throttled', retryAfterSeconds: reservation.retryAfterSeconds }
    let gone = false
    try {
      const result = await db.transaction(async (tx) => {
        const taken = await takeCode(tx, userId, input, recovery)
        if (!taken) throw new Refused()
        const done = await act(tx, taken.recoveryUsed)
        if (done === null) {
          gone = true
          throw new Refused()
        }
        return done
      })
      await throttle.succeeded(userId, address)
      return result
    } catch (err) {
      if (!(err instanceof Refused)) throw err
      if (gone) return { outcome: 'gone' }
      await throttle.failed(userId, reservation.attempt)
      return { outcome: 'wrongCode' }
    }
  }

  /** The pending sign-in of a cookie's token, if it has not expired. */
  async function pending(token: string | undefined): Promise<{ userId: number; returnTo: string } | null> {
    if (!token || !TOKEN.test(token)) return null
    return (await repo.pending(sha256(token), now())) ?? null
  }

  return {
    async status(userId: number): Promise<Status> {
      const enrolment = await repo.enrolment(userId)
      if (!enrolment) return { enrolled: false }
      return { enrolled: true, enrolledAt: enrolment.enrolledAt, recoveryLeft: await repo.recoveryLeft(userId) }
    },

    enrolled: (userId: number): Promise<boolean> => repo.enrolled(userId),

    /** An account holding the role `admin` (on any scope) must enrol before using the administration. */
    async mustEnrol(user: { id: number; grants: readonly Grant[] } | null | undefined): Promise<boolean> {
      return !!user && user.grants.some((g) => g.role === 'admin') && !(await repo.enrolled(user.id))
    },

    /**
     * An administrator's reset for someone who lost their authenticator and their recovery codes:
     * the enrolment and the codes go, with an audit entry naming who reset whose (in one
     * transaction, the account's enrolment row locked so two resets at once record one; its action is
     * `two_factor_disable`, its summary `reset → e-mail`). The
     * account's sessions are ended by the caller; an `admin` is asked to enrol again at sign-in.
     */
    async reset(actor: { userId: number; ip: string | null }, userId: number, email: string): Promise<'reset' | 'notEnrolled'> {
      return db.transaction(async (tx) => {
        if (!(await repo.enrolment(userId, tx, true))) return 'notEnrolled' as const
        await repo.disable(tx, userId)
        // The act is the disabling; the summary says it was another account's, reset by its author.
        await recordAudit(tx, { userId: actor.userId, action: 'two_factor_disable', entity: 'account', objectId: userId, summary: `reset → ${email}`, ip: actor.ip })
        return 'reset' as const
      })
    },

    /** A new secret to enrol with, sealed for this account's form until `OFFER_MS` from now. */
    offer(userId: number): Offer {
      const secret = newSecret()
      return { secret, sealed: sealer.seal(JSON.stringify({ s: base32Encode(secret), e: now().getTime() + OFFER_MS }), offerContext(userId)) }
    },

    /** The secret of an offer made to this account and still valid; null for a forged, foreign or expired one. */
    reopen(userId: number, sealed: string): Offer | null {
      const plain = sealer.open(sealed, offerContext(userId))
      if (plain === null) return null
      try {
        const { s, e } = JSON.parse(plain) as { s: string; e: number }
        const secret = base32Decode(s)
        return secret && secret.length === 20 && e > now().getTime() ? { secret, sealed } : null
      } catch {
        return null
      }
    },

    /**
     * Enrols the account with an offered secret when `code` is its current code: the step is taken
     * (the code cannot sign in afterwards), ten recovery codes are made and returned (only their
     * hashes stay), and the act goes into the audit log.
     */
    async confirm(userId: number, offer: Offer, input: string, address: string): Promise<{ outcome: 'enrolled'; codes: string[] } | { outcome: 'already' } | Refusal> {
      const reservation = await throttle.reserve(userId, address)
      if ('retryAfterSeconds' in reservation) return { outcome: 'throttled', retryAfterSeconds: reservation.retryAfterSeconds }
      const code = normalizedCode(input)
      const step = TOTP_CODE.test(code) ? matchingStep(offer.secret, code, stepAt(now())) : null
      if (step === null) {
        await throttle.failed(userId, reservation.attempt)
        return { outcome: 'wrongCode' }
      }
      await throttle.succeeded(userId, address)
      const { codes, hashes } = freshCodes()
      const done = await db.transaction(async (tx) => {
        if (!(await repo.enrol(tx, userId, sealedSecret(sealer, userId, base32Encode(offer.secret)), step, hashes))) return false
        await recordAudit(tx, { userId, action: 'two_factor_enrol', entity: 'account', objectId: userId, ip: address })
        return true
      })
      return done ? { outcome: 'enrolled', codes } : { outcome: 'already' }
    },

    /** New recovery codes for a current TOTP code; the old ones stop working. */
    async regenerate(userId: number, input: string, address: string): Promise<{ outcome: 'regenerated'; codes: string[] } | { outcome: 'notEnrolled' } | Refusal> {
      if (!(await repo.enrolled(userId))) return { outcome: 'notEnrolled' }
      const { codes, hashes } = freshCodes()
      const result = await guarded(userId, input, address, false, async (tx) => {
        await repo.replaceRecovery(tx, userId, hashes)
        await recordAudit(tx, { userId, action: 'two_factor_codes', entity: 'account', objectId: userId, ip: address })
        return { outcome: 'regenerated' as const, codes }
      })
      return result.outcome === 'gone' ? { outcome: 'notEnrolled' } : result
    },

    /** Turns two-factor sign-in off for a current TOTP code. */
    async disable(userId: number, input: string, address: string): Promise<{ outcome: 'disabled' } | { outcome: 'notEnrolled' } | Refusal> {
      if (!(await repo.enrolled(userId))) return { outcome: 'notEnrolled' }
      const result = await guarded(userId, input, address, false, async (tx) => {
        await repo.disable(tx, userId)
        await recordAudit(tx, { userId, action: 'two_factor_disable', entity: 'account', objectId: userId, ip: address })
        return { outcome: 'disabled' as const }
      })
      return result.outcome === 'gone' ? { outcome: 'notEnrolled' } : result
    },

    /** After a right password: a pending sign-in for this browser; the token goes into its cookie only. */
    async startPending(userId: number, returnTo: string): Promise<string> {
      const token = randomBytes(32).toString('base64url')
      const t = now()
      await repo.createPending(sha256(token), userId, returnTo.slice(0, 2048), new Date(t.getTime() + PENDING_MS), t)
      return token
    },

    pending,

    /**
     * The second step: the pending sign-in of `token` with a TOTP or recovery code. Success ends
     * the pending sign-in (used once: of two requests with it only one succeeds) and leaves the
     * session to the caller; a wrong code keeps it for another try and is recorded in the audit log.
     */
    async secondStep(token: string | undefined, input: string, address: string): Promise<SecondStepResult> {
      const waiting = await pending(token)
      if (!waiting) return { outcome: 'expired' }
      const { userId, returnTo } = waiting
      const result = await guarded(userId, input, address, true, async (tx, recoveryUsed) => {
        if (!(await repo.takePending(tx, sha256(token!)))) return null
        if (recoveryUsed) await recordAudit(tx, { userId, action: 'two_factor_recovery', entity: 'account', objectId: userId, summary: `left: ${await repo.recoveryLeft(userId, tx)}`, ip: address })
        return { outcome: 'signedIn' as const, userId, returnTo, recoveryUsed }
      })
      if (result.outcome === 'gone') return { outcome: 'expired' }
      if (result.outcome === 'wrongCode') await recordAudit(db, { userId, action: 'two_factor_failed', entity: 'account', objectId: userId, ip: address })
      return result
    },
  }
}

export type TwoFactorService = ReturnType<typeof twoFactorService>
