/**
 * Requests Node's HTTP parser rejects before any route: over real sockets, since app.inject
 * bypasses the parser. The answer is a page in both languages, never Fastify's JSON or a 500.
 */
import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engine, testApp } from '../support/app.js'

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

  it('keeps serving afterwards', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`)
    expect(res.status).toBe(200)
  })
})
