/**
 * The session cookie's name and attributes, decided in this one place for login, logout and the
 * lookup of every page (ADR 012). Served over https (PUBLIC_ORIGIN https://…) it is `Secure` and
 * named `__Host-…`: browsers then refuse it from plain http, from another path and with a Domain,
 * so a neighbour or a network attacker cannot plant one. It never outlives the session's
 * absolute lifetime.
 */
import type { FastifyReply } from 'fastify'

const NAME = 'qf_session'

export interface SessionCookie {
  name: string
  read(cookies: Record<string, string | undefined>): string | undefined
  set(reply: FastifyReply, token: string): void
  clear(reply: FastifyReply): void
}

export function sessionCookie(publicOrigin: string | undefined, absoluteMs: number): SessionCookie {
  const secure = publicOrigin !== undefined && new URL(publicOrigin).protocol === 'https:'
  const name = secure ? `__Host-${NAME}` : NAME
  const attributes = { path: '/', httpOnly: true, sameSite: 'lax', secure } as const
  return {
    name,
    read: (cookies) => cookies[name],
    set: (reply, token) => void reply.setCookie(name, token, { ...attributes, maxAge: Math.floor(absoluteMs / 1000) }),
    clear: (reply) => void reply.clearCookie(name, attributes),
  }
}
