import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { cspPlugin, policy, policyParts } from './csp.js'

describe('content security policy', () => {
  it('puts the nonce after the script sources and keeps every other directive', () => {
    const [before, after] = policyParts(policy)
    expect(`${before}N${after}`).toBe(
      "default-src 'self';script-src 'self' 'nonce-N';script-src-attr 'none';style-src 'self';img-src 'self' data:;" +
        "font-src 'self';connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'self'",
    )
    expect(policyParts({ 'script-src': ["'self'"] })).toEqual(["script-src 'self' 'nonce-", "'"])
    expect(() => policyParts({ 'default-src': ["'self'"] })).toThrow(/script-src/)
  })

  it('gives every response a nonce of its own, the one its scripts carry', async () => {
    const app = Fastify()
    await app.register(cspPlugin)
    app.get('/', async (_req, reply) => reply.send(reply.scriptNonce))
    const [a, b] = await Promise.all([app.inject('/'), app.inject('/')])
    expect(a.body).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(a.body).not.toBe(b.body)
    expect(a.headers['content-security-policy']).toContain(`script-src 'self' 'nonce-${a.body}';`)
    await app.close()
  })
})
