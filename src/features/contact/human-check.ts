/**
 * The contact form's anti-spam check without a third party (ADR 043; the spec's
 * `GoogleRecaptcha` component's place): a honeypot field people never see, and the time the form
 * was rendered, signed by the server. A submission with the honeypot filled, without a valid
 * stamp, sooner than `minMs` after it or later than `maxMs` is refused with a message, and is
 * not stored. Nothing is sent to anyone, no cookie is set, nothing about the visitor is kept.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export const HONEYPOT_FIELD = 'website'
export const STAMP_FIELD = 'startedAt'

export interface HumanCheck {
  stamp(now?: number): string
  verify(fields: { honeypot: string | undefined; stamp: string | undefined }, now?: number): boolean
}

export function humanCheck({ secret, minMs, maxMs = 6 * 3600_000 }: { secret?: string; minMs: number; maxMs?: number }): HumanCheck {
  // Without FORM_SECRET every node signs with its own key: set it when several nodes serve.
  const key = secret ?? randomBytes(32).toString('base64url')
  const sign = (ms: string) => createHmac('sha256', key).update(`contact:${ms}`).digest('base64url')
  return {
    stamp: (now = Date.now()) => `${now}.${sign(String(now))}`,
    verify({ honeypot, stamp }, now = Date.now()) {
      if (honeypot) return false
      const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(stamp ?? '')
      if (!match) return false
      const expected = Buffer.from(sign(match[1]!))
      const given = Buffer.from(match[2]!)
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false
      const age = now - Number(match[1])
      return age >= minMs && age <= maxMs
    },
  }
}
