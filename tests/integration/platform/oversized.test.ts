/**
 * Requests Node's HTTP parser rejects before any route: over real sockets, since app.inject
 * bypasses the parser. The answer is a page in both languages, never Fastify's JSON or a 500.
 */
import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engine, testApp } from '../../support/app.js'

let app: FastifyInstance
let port: number
beforeAll(async () => {
  app = await testApp()
  await app.listen({ port: 0, host: '127.0.0.1' })
  port = (app.server.address() as AddressInfo).port
})
afterAll(async () => {
  await app?.close()
})

/** Sends raw bytes and returns everything the server wrote back until it closed. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request))
    let out = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk) => (out += chunk))
    socket.on('close', () => resolve(out))
    socket.on('error', reject)
  })
}

describe(`requests the HTTP parser rejects (${engine})`, () => {
  it('answers 50 KB of pu in the address with a page in both languages', async () => {
    const res = await raw(`GET /qf/cs/aktuality?pu=${'x'.repeat(50_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`)
    expect(res).toMatch(/^HTTP\/1\.1 431 /)
    expect(res).toContain('Content-Type: text/html; charset=utf-8')
    expect(res).toContain('Požadavek je příliš velký')
    expect(res).toContain('The request is too large')
    expect(res).toContain('href="/qf/en/home"')
    const [head, body] = res.split('\r\n\r\n')
    expect(Number(/Content-Length: (\d+)/.exec(head!)![1])).toBe(Buffer.byteLength(body!))
  })

  it('answers a malformed request line with 400 in both languages', async () => {
    const res = await raw('GARBAGE\r\n\r\n')
    expect(res).toMatch(/^HTTP\/1\.1 400 /)
    expect(res).toContain('Neplatný požadavek')
    expect(res).toContain('Bad request')
  })

  it('gives those answers the security headers of every other answer, the policy with a nonce of its own', async () => {
    const normal = await fetch(`http://127.0.0.1:${port}/healthz`)
    const noNonce = (policy: string) => policy.replace(/'nonce-[A-Za-z0-9_-]+'/, "'nonce-…'")
    const expected = new Map<string, string>()
    for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'strict-transport-security', 'referrer-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'origin-agent-cluster', 'x-xss-protection'])
      expected.set(name, name === 'content-security-policy' ? noNonce(normal.headers.get(name)!) : normal.headers.get(name)!)
    expect([...expected.values()].every(Boolean)).toBe(true)
    const headersOf = (res: string) => {
      const lines = res.split('\r\n\r\n')[0]!.split('\r\n').slice(1)
      return new Map(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]))
    }
    const answers = [await raw('GARBAGE\r\n\r\n'), await raw(`GET /qf/cs/uvod HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'y'.repeat(20_000)}\r\n\r\n`)]
    expect(answers.map((a) => a.slice(0, 12))).toEqual(['HTTP/1.1 400', 'HTTP/1.1 431'])
    const nonces = new Set<string>()
    for (const answer of answers) {
      const headers = headersOf(answer)
      for (const [name, value] of expected) expect(name === 'content-security-policy' ? noNonce(headers.get(name)!) : headers.get(name), name).toBe(value)
      nonces.add(/'nonce-([^']+)'/.exec(headers.get('content-security-policy')!)![1]!)
    }
    expect(nonces.size).toBe(2)
  })

  it('keeps serving afterwards', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`)
    expect(res.status).toBe(200)
  })
})
