/**
 * The cookie that binds a sign-in waiting for its second step to the browser that gave the
 * password (ADR 064): a random token whose SHA-256 names the pending row. As the session cookie
 * (ADR 012): httpOnly, SameSite=Lax, `__Host-` and Secure over https; it lives as long as the
 * pending sign-in and is cleared when the step succeeds or has expired.
 */
import type { FastifyReply } from 'fastify'
import { PENDING_MS } from './two-factor.service.js'

const NAME = 'qf_signin'

export interface PendingCookie {
  read(cookies: Record<string, string | undefined>): string | undefined
  set(reply: FastifyReply, token: string): void
  clear(reply: FastifyReply): void
}

export function pendingCookie(publicOrigin: string | undefined): PendingCookie {
  const secure = publicOrigin !== undefined && new URL(publicOrigin).protocol === 'https:'
  const name = secure ? `__Host-${NAME}` : NAME
  const attributes = { path: '/', httpOnly: true, sameSite: 'lax', secure } as const
  return {
    read: (cookies) => cookies[name],
    set: (reply, token) => void reply.setCookie(name, token, { ...attributes, maxAge: Math.floor(PENDING_MS / 1000) }),
    clear: (reply) => void reply.clearCookie(name, attributes),
  }
}
