/**
 * Two-factor sign-in in tests (ADR 064): enrols an account with a known secret through the real
 * service, and gives the codes a sign-in needs. A code's step is taken once, so each sign-in of
 * an account gets the next step still within the window (now − 1, now, now + 1), and a recovery
 * code when those are used up. The seed's demo admin is enrolled with its published secret.
 */
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { users } from '../../src/db/schema.js'
import { DEMO_ADMIN_TOTP_SECRET } from '../../src/db/seed/two-factor.js'
import { base32Decode, stepAt, totpAt } from '../../src/features/two-factor/totp.js'

interface Enrolled {
  secret: Buffer
  /** The last step this helper used (or the enrolment took). */
  lastStep: number
  recovery: string[]
}

/** Per app (each test file has its own database): the accounts enrolled, by lower-case e-mail. */
const known = new WeakMap<FastifyInstance, Map<string, Enrolled>>()

const accountsOf = (app: FastifyInstance) => {
  let map = known.get(app)
  if (!map) {
    map = new Map([['spravce@example.cz', { secret: base32Decode(DEMO_ADMIN_TOTP_SECRET)!, lastStep: 0, recovery: [] }]])
    known.set(app, map)
  }
  return map
}

export const userIdOf = async (app: FastifyInstance, email: string) => (await app.db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())))[0]?.id

/** Enrols the account (through the service, as the enrolment page does); its secret and recovery codes. */
export async function enrolTwoFactor(app: FastifyInstance, email: string): Promise<{ secret: Buffer; codes: string[] }> {
  const userId = await userIdOf(app, email)
  if (userId === undefined) throw new Error(`no account ${email}`)
  const offer = app.services.twoFactor.offer(userId)
  const step = stepAt(Date.now()) - 1
  const result = await app.services.twoFactor.confirm(userId, offer, totpAt(offer.secret, step), '127.0.0.1')
  if (result.outcome !== 'enrolled') throw new Error(`enrolling ${email}: ${result.outcome}`)
  accountsOf(app).set(email.toLowerCase(), { secret: offer.secret, lastStep: step, recovery: [...result.codes] })
  return { secret: offer.secret, codes: result.codes }
}

/** The enrolment this helper knows for the account, if any. */
export const knownEnrolment = (app: FastifyInstance, email: string) => accountsOf(app).get(email.toLowerCase())

/** A code that signs the account in now: the next unused step in the window, else a recovery code. */
export function nextCode(app: FastifyInstance, email: string): string {
  const entry = knownEnrolment(app, email)
  if (!entry) throw new Error(`${email} has two-factor sign-in this helper does not know: enrol it with enrolTwoFactor`)
  const now = stepAt(Date.now())
  const step = Math.max(now - 1, entry.lastStep + 1)
  if (step <= now + 1) {
    entry.lastStep = step
    return totpAt(entry.secret, step)
  }
  const code = entry.recovery.shift()
  if (!code) throw new Error(`${email}: no code left for this half minute`)
  return code
}
