/**
 * The security headers of every response (docs/decisions/008-security-headers.md): helmet's
 * defaults, computed once at start-up since they never change, and a Content-Security-Policy
 * written out once around a script nonce that each response draws afresh.
 */
import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import helmet from 'helmet'

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

/** The headers helmet sets with our options: the same for every response, so asked for once. */
export function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {}
  const res = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  }
  helmet({
    contentSecurityPolicy: false,
    // The site links to other hosts and embeds videos later; same-origin isolation would break both.
    crossOriginEmbedderPolicy: false,
    // helmet's no-referrer makes Chromium send `Origin: null` with our own form posts; other
    // sites still learn only our origin, never a path.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err
  })
  return headers
}

/**
 * The policy with frames allowed from this site and `frameHosts` (iframe popups, ADR 021), and
 * forms that may end up at `formHosts` too: a form post the shop answers with a redirect to a
 * card provider's payment page (ADR 040) is checked against `form-action` all the way. `extra`
 * adds sources to directives (the tags a visitor consented to, ADR 047).
 */
export function policyFor(frameHosts: readonly string[] = [], formHosts: readonly string[] = [], extra: Readonly<Record<string, readonly string[]>> = {}): Record<string, string[]> {
  const directives: Record<string, string[]> = { ...policy, 'form-action': ["'self'", ...formHosts], 'frame-src': ["'self'", ...frameHosts] }
  for (const [name, sources] of Object.entries(extra)) directives[name] = [...new Set([...(directives[name] ?? ["'self'"]), ...sources])]
  return directives
}

/**
 * The policy's variants by what the visitor consented to (ADR 047): `sourcesOf` gives each
 * variant's extra sources, `variantOf` picks a request's from its Cookie header.
 */
export interface ConsentVariants<K extends string> {
  variants: Readonly<Record<K, Readonly<Record<string, readonly string[]>>>>
  variantOf: (cookieHeader: string | undefined) => K
}

/** The security headers of one answer: the fixed ones and the policy around a fresh nonce. */
export type SecurityHeaders = ((reply: FastifyReply) => void) & {
  /** The same headers for an answer written straight to the socket (Node's parser's 400, 408, 431): the policy without tags. */
  raw: () => Record<string, string>
}

/**
 * Sets the security headers on a reply and draws its script nonce. Each variant of the policy is
 * written once; a reply gets the one its request's consent picks (answers before routing, and
 * without `consent`, the one without tags).
 */
export function securityHeaders<K extends string>(frameHosts: readonly string[] = [], formHosts: readonly string[] = [], consent?: ConsentVariants<K>): SecurityHeaders {
  const fixed = helmetHeaders()
  const plain = policyParts(policyFor(frameHosts, formHosts))
  const written = new Map<string, [string, string]>()
  for (const [key, extra] of Object.entries(consent?.variants ?? {}) as [K, Record<string, string[]>][]) written.set(key, policyParts(policyFor(frameHosts, formHosts, extra)))
  const nonce = () => randomBytes(16).toString('base64url')
  const apply = (reply: FastifyReply) => {
    reply.scriptNonce = nonce()
    const [before, after] = (consent && written.get(consent.variantOf(reply.request?.headers.cookie))) || plain
    reply.headers(fixed).header('content-security-policy', before + reply.scriptNonce + after)
  }
  return Object.assign(apply, { raw: () => ({ ...fixed, 'content-security-policy': plain[0] + nonce() + plain[1] }) })
}

/**
 * Every answer gets the headers. `apply` is shared with the answers Fastify gives before any hook
 * runs (a malformed address: app.ts `frameworkErrors`).
 */
export const securityHeadersPlugin = fp<{ apply: (reply: FastifyReply) => void }>(
  async (app, { apply }) => {
    app.decorateReply('scriptNonce', '')
    app.addHook('onRequest', (_request, reply, done) => {
      apply(reply)
      done()
    })
  },
  { name: 'security-headers' },
)
