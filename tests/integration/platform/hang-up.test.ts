/**
 * A client that hangs up is no server error: the answer's stream closing early, or a body that
 * stops coming, is logged at info (it pages nobody), never as a failed request (error) nor as
 * the database being away (warn). Real sockets and the real login route, whose wrong-password
 * page is compressed into a stream: the case a burst of logins met.
 */
import { connect, type Socket } from 'node:net'
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../../src/server/app.js'
import { loadAssets } from '../../../src/server/assets.js'
import { loadConfig } from '../../../src/server/config.js'
import { loggerOptions } from '../../../src/server/logging.js'
import { engine, testDatabase } from '../../support/app.js'

const lines: { level: number; msg: string }[] = []
const stream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
    done()
  },
})

let app: FastifyInstance
let port: number
/** Requests that reached the route, each held until the test lets it go on. */
const held: { socket: Socket; release: () => void }[] = []
let arrived: () => void = () => {}

beforeAll(async () => {
  const database = await testDatabase()
  const config = loadConfig({ NODE_ENV: 'test', ...process.env, LOG_LEVEL: 'info' })
  app = await buildApp({ config, database, assets: loadAssets(), logger: { ...loggerOptions('info'), stream } })
  app.addHook('onClose', async () => database.close())
  // Holds a login until its client is gone, so the answer always meets a closed socket.
  app.addHook('preHandler', async (request) => {
    if (!request.url.endsWith('/performLogin')) return
    await new Promise<void>((release) => {
      held.push({ socket: request.raw.socket, release })
      arrived()
    })
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  port = (app.server.address() as { port: number }).port
})
afterAll(async () => app?.close())

const body = 'email=student%40example.cz&password=wrong-guess'
const head = (length: number) =>
  `POST /qf/cs/ramjet/performLogin HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: gzip\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${length}\r\n\r\n`

function send(bytes: string): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket))
    socket.on('connect', () => socket.write(bytes))
    socket.on('error', () => {})
  })
}
const closedOnServer = (socket: Socket) => new Promise<void>((r) => (socket.destroyed ? r() : socket.once('close', () => r())))
const until = async (done: () => boolean) => {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 25))
}
const serious = () => lines.filter((l) => l.level >= 40 && !/SMTP_URL/.test(l.msg))
const hangUps = () => lines.filter((l) => l.msg === 'client closed the connection before the answer')

describe(`a client hanging up (${engine})`, () => {
  it('before the answer of a login (a compressed page): logged at info, nothing at warn or error', async () => {
    const clients: Socket[] = []
    for (let i = 0; i < 3; i++) {
      const reached = new Promise<void>((r) => (arrived = r))
      clients.push(await send(head(body.length) + body))
      await reached
    }
    for (const client of clients) client.destroy()
    for (const { socket, release } of held.splice(0)) {
      await closedOnServer(socket)
      release()
    }
    await until(() => hangUps().length >= 3)
    expect(hangUps().map((l) => l.level)).toEqual([30, 30, 30])
    expect(serious()).toEqual([])
  })

  it('in the middle of its body: logged at info, not as the database being away', async () => {
    const before = hangUps().length
    const client = await send(head(body.length) + body.slice(0, 10))
    await new Promise((r) => setTimeout(r, 100))
    client.destroy()
    await until(() => hangUps().length > before)
    expect(hangUps().slice(before).map((l) => l.level)).toEqual([30])
    expect(serious()).toEqual([])
  })
})
