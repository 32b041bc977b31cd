/**
 * TOTP (RFC 6238) over HOTP (RFC 4226) with node:crypto, as every authenticator app reads it:
 * HMAC-SHA-1, 30-second steps from the Unix epoch, 6 digits (ADR 064). Thirty lines do not need
 * a dependency; the RFC's own test vectors hold them (totp.test.ts). Secrets travel as base32
 * (RFC 4648, no padding), the form the `otpauth://` URI and a typed-in key take.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export const STEP_SECONDS = 30
export const DIGITS = 6
/** Steps either side of now a code may come from: a phone's clock a little off still signs in. */
export const WINDOW = 1
/** 160 bits, as RFC 4226 recommends for SHA-1. */
const SECRET_BYTES = 20

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31]
  return out
}

/** Bytes of a base32 text (spaces, hyphens, padding and case ignored); null when it is not base32. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase()
  const out: number[] = []
  let bits = 0
  let value = 0
  for (const ch of clean) {
    const index = ALPHABET.indexOf(ch)
    if (index < 0) return null
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Buffer.from(out)
}

export const newSecret = (): Buffer => randomBytes(SECRET_BYTES)

/** The step a moment falls in. */
export const stepAt = (at: Date | number): number => Math.floor(Number(at) / 1000 / STEP_SECONDS)

/** HOTP (RFC 4226 §5.3): the dynamic truncation of HMAC(key, counter), `digits` long. */
export function hotp(key: Uint8Array, counter: number, digits = DIGITS, algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1'): string {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac(algorithm, key).update(message).digest()
  const offset = mac[mac.length - 1]! & 0x0f
  const binary = mac.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 10 ** digits).padStart(digits, '0')
}

/** The code of `step` (TOTP is HOTP of the step number). */
export const totpAt = (key: Uint8Array, step: number): string => hotp(key, step)

/**
 * The step within `WINDOW` of `now` whose code `code` is, the latest first; null when none.
 * Every candidate is compared in constant time, so the answer's timing tells nothing.
 */
export function matchingStep(key: Uint8Array, code: string, now: number): number | null {
  const given = Buffer.from(code.padEnd(DIGITS, ' ').slice(0, DIGITS))
  let found: number | null = null
  for (let step = now + WINDOW; step >= now - WINDOW; step--) {
    if (timingSafeEqual(given, Buffer.from(totpAt(key, step))) && found === null) found = step
  }
  return code.length === DIGITS ? found : null
}

/** The `otpauth://` URI an authenticator app reads from the QR code (Key Uri Format). */
export function otpauthUri(secret: Uint8Array, issuer: string, account: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`
  const query = new URLSearchParams({ secret: base32Encode(secret), issuer, algorithm: 'SHA1', digits: String(DIGITS), period: String(STEP_SECONDS) })
  return `otpauth://totp/${label}?${query.toString()}`
}

/** The secret as people type it: groups of four. */
export const groupedSecret = (secret: Uint8Array): string => base32Encode(secret).replace(/(.{4})(?=.)/g, '$1 ')
