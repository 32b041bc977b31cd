import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { helmetHeaders, policy, policyFor, policyParts, securityHeaders, securityHeadersPlugin } from './security-headers.js'

describe('security headers', () => {
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
    await app.register(securityHeadersPlugin, { apply: securityHeaders() })
    app.get('/', async (_req, reply) => reply.send(reply.scriptNonce))
    const [a, b] = await Promise.all([app.inject('/'), app.inject('/')])
    expect(a.body).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(a.body).not.toBe(b.body)
    expect(a.headers['content-security-policy']).toContain(`script-src 'self' 'nonce-${a.body}';`)
    await app.close()
  })

  it('lets frames come from this origin and the given ones only (the sign-language video host)', async () => {
    const app = Fastify()
    await app.register(securityHeadersPlugin, { apply: securityHeaders(['https://video.example']) })
    app.get('/', async () => 'ok')
    const res = await app.inject('/')
    expect(res.headers['content-security-policy']).toMatch(/;frame-src 'self' https:\/\/video\.example(;|$)/)
    expect(res.headers['content-security-policy']).toContain(";form-action 'self';")
    await app.close()
  })

  it("sets helmet's headers on every response, taken once from helmet itself", async () => {
    const fixed = helmetHeaders()
    expect(fixed).toMatchObject({
      'x-content-type-options': 'nosniff',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
    })
    expect(fixed).not.toHaveProperty('content-security-policy')
    expect(fixed).not.toHaveProperty('cross-origin-embedder-policy')
    const app = Fastify()
    await app.register(securityHeadersPlugin, { apply: securityHeaders() })
    app.get('/', async () => 'ok')
    const res = await app.inject('/')
    for (const [name, value] of Object.entries(fixed)) expect(res.headers[name], name).toBe(value)
    await app.close()
  })

  it('lets forms end up at the card provider’s payment page when one is configured (ADR 040)', () => {
    expect(policyFor([], ['https://payments.comgate.cz', 'https://*.comgate.cz'])['form-action']).toEqual(["'self'", 'https://payments.comgate.cz', 'https://*.comgate.cz'])
    expect(policyFor()['form-action']).toEqual(["'self'"])
  })
})
