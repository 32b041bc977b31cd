/**
 * Authenticated encryption of small texts (AES-256-GCM) under a key derived from FORM_SECRET
 * with HKDF (ADR 064): the TOTP secrets at rest, and the secret a half-done enrolment carries in
 * its form. A sealed text names its purpose and its owner in the additional data, so one sealed
 * for one account or use opens for no other. Without FORM_SECRET (development and tests only: a
 * deployment refuses to start without it) the key is a published development one.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

const DEVELOPMENT_KEY_MATERIAL = 'qf-two-factor-development-key-not-secret'
const VERSION = 'v1'

export interface Sealer {
  seal(plain: string, context: string): string
  /** The plain text; null when the text was not sealed with this key for `context` or was changed. */
  open(sealed: string, context: string): string | null
}

export function sealer(formSecret: string | undefined): Sealer {
  const key = Buffer.from(hkdfSync('sha256', formSecret ?? DEVELOPMENT_KEY_MATERIAL, 'qf-two-factor', 'aes-256-gcm secrets', 32))
  return {
    seal(plain, context) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context))
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return [VERSION, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.')
    },
    open(sealed, context) {
      const parts = sealed.split('.')
      if (parts.length !== 4 || parts[0] !== VERSION || sealed.length > 2000) return null
      try {
        const [iv, body, tag] = parts.slice(1).map((p) => Buffer.from(p, 'base64url'))
        if (iv!.length !== 12 || tag!.length !== 16) return null
        const decipher = createDecipheriv('aes-256-gcm', key, iv!).setAAD(Buffer.from(context)).setAuthTag(tag!)
        return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8')
      } catch {
        return null
      }
    },
  }
}
