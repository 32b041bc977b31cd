/**
 * The Content-Security-Policy of every response, with a fresh script nonce each time
 * (docs/decisions/008-own-csp-header.md). The policy is written out once; a request only draws
 * its nonce and joins two strings. helmet sets the other security headers (app.ts).
 */
import { randomBytes } from 'node:crypto'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyReply {
    /** The nonce this response's `<script>` elements carry (and the policy allows). */
    scriptNonce: string
  }
}

/** Directive → sources; `script-src` gets the nonce of the response after its sources. */
export const policy: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
}

/** The policy around its nonce: [before, after]. */
export function policyParts(directives: Record<string, string[]>): [string, string] {
  const line = (name: string) => `${name} ${directives[name]!.join(' ')}`
  const names = Object.keys(directives)
  const at = names.indexOf('script-src')
  if (at < 0) throw new Error('the policy needs a script-src directive')
  const before = names.slice(0, at + 1).map(line).join(';')
  const after = names.slice(at + 1).map(line).join(';')
  return [`${before} 'nonce-`, `'${after ? `;${after}` : ''}`]
}

export const cspPlugin = fp(
  async (app) => {
    const [before, after] = policyParts(policy)
    app.decorateReply('scriptNonce', '')
    app.addHook('onRequest', (_request, reply, done) => {
      reply.scriptNonce = randomBytes(16).toString('base64url')
      reply.header('content-security-policy', before + reply.scriptNonce + after)
      done()
    })
  },
  { name: 'csp' },
)
