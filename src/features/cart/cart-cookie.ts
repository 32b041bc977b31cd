/**
 * The guest cart's cookie (ADR 026): a random token naming a visitor's cart until they sign in,
 * when the cart joins the account's and the cookie is cleared. `__Host-` and `Secure` under https,
 * like the session cookie; a malformed value reads as no cart.
 */
import { randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { GUEST_CART_TTL_MS } from './cart.store.js'
import { guestOwner, userOwner } from './cart.service.js'

const NAME = 'qf_cart'
const TOKEN = /^[A-Za-z0-9_-]{43}$/

export interface CartCookie {
  read(cookies: Record<string, string | undefined>): string | undefined
  /** The visitor's token, or a new one set on the reply. */
  ensure(cookies: Record<string, string | undefined>, reply: FastifyReply): string
  clear(reply: FastifyReply): void
}

export function cartCookie(publicOrigin: string | undefined): CartCookie {
  const secure = publicOrigin !== undefined && new URL(publicOrigin).protocol === 'https:'
  const name = secure ? `__Host-${NAME}` : NAME
  const attributes = { path: '/', httpOnly: true, sameSite: 'lax', secure } as const
  const read = (cookies: Record<string, string | undefined>) => {
    const value = cookies[name]
    return value !== undefined && TOKEN.test(value) ? value : undefined
  }
  return {
    read,
    ensure(cookies, reply) {
      const known = read(cookies)
      if (known) return known
      const token = randomBytes(32).toString('base64url')
      reply.setCookie(name, token, { ...attributes, maxAge: GUEST_CART_TTL_MS / 1000 })
      return token
    },
    clear: (reply) => void reply.clearCookie(name, attributes),
  }
}

/** Whose cart a request is about: the account's when signed in, else the guest cookie's. */
export function cartOwners(cookie: CartCookie) {
  return {
    /** The visitor's cart owner; null: a guest without a cart yet. */
    ownerOf: (req: FastifyRequest): string | null => {
      if (req.user) return userOwner(req.user.id)
      const token = cookie.read(req.cookies)
      return token ? guestOwner(token) : null
    },
    /** The same, creating a guest cart (and its cookie) for a first add. */
    ensureOwner: (req: FastifyRequest, reply: FastifyReply): string => (req.user ? userOwner(req.user.id) : guestOwner(cookie.ensure(req.cookies, reply))),
  }
}
