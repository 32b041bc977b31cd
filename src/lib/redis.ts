/**
 * A minimal Redis client: commands over one connection, pipelined, replies in order (RESP2).
 * The cart store needs a handful of commands and EVAL; this is clearer than a dependency
 * (ADR 026). Errors from Redis reject that command; a lost connection rejects every pending one.
 */
import { connect, type Socket } from 'node:net'
import { connect as tlsConnect } from 'node:tls'

export type Reply = string | number | null | Reply[]

export class RedisError extends Error {
  override name = 'RedisError'
}

const CRLF = '\r\n'

function encode(args: (string | number)[]): Buffer {
  const parts = args.map((a) => Buffer.from(String(a)))
  return Buffer.concat([Buffer.from(`*${parts.length}${CRLF}`), ...parts.flatMap((p) => [Buffer.from(`$${p.length}${CRLF}`), p, Buffer.from(CRLF)])])
}

/** Parses one reply from `buf` at `at`: the reply and where the next begins, or null when incomplete. */
export function parseReply(buf: Buffer, at = 0): { value: Reply | RedisError; next: number } | null {
  const end = buf.indexOf(CRLF, at)
  if (end < 0) return null
  const type = String.fromCharCode(buf[at]!)
  const line = buf.toString('utf8', at + 1, end)
  const next = end + 2
  if (type === '+') return { value: line, next }
  if (type === '-') return { value: new RedisError(line), next }
  if (type === ':') return { value: Number(line), next }
  if (type === '$') {
    const length = Number(line)
    if (length < 0) return { value: null, next }
    if (buf.length < next + length + 2) return null
    return { value: buf.toString('utf8', next, next + length), next: next + length + 2 }
  }
  if (type === '*') {
    const count = Number(line)
    if (count < 0) return { value: null, next }
    const items: Reply[] = []
    let pos = next
    for (let i = 0; i < count; i++) {
      const item = parseReply(buf, pos)
      if (!item) return null
      if (item.value instanceof RedisError) return { value: item.value, next: item.next }
      items.push(item.value)
      pos = item.next
    }
    return { value: items, next: pos }
  }
  throw new RedisError(`Unexpected reply type ${JSON.stringify(type)}`)
}

export interface Redis {
  command(...args: (string | number)[]): Promise<Reply>
  close(): Promise<void>
}

export function redisClient(url: string): Redis {
  const u = new URL(url)
  const port = Number(u.port || 6379)
  const pending: { resolve: (r: Reply) => void; reject: (e: Error) => void }[] = []
  let socket: Socket | null = null
  let buffer: Buffer = Buffer.alloc(0)

  const fail = (error: Error) => {
    socket = null
    buffer = Buffer.alloc(0)
    for (const p of pending.splice(0)) p.reject(error)
  }

  function open(): Socket {
    const s = u.protocol === 'rediss:' ? tlsConnect({ host: u.hostname, port, servername: u.hostname }) : connect({ host: u.hostname, port })
    s.setNoDelay(true)
    s.on('data', (chunk: Buffer) => {
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk
      for (;;) {
        const parsed = parseReply(buffer)
        if (!parsed) break
        buffer = buffer.subarray(parsed.next)
        const waiting = pending.shift()
        if (!waiting) continue
        if (parsed.value instanceof RedisError) waiting.reject(parsed.value)
        else waiting.resolve(parsed.value)
      }
    })
    s.on('error', (err) => fail(err))
    s.on('close', () => fail(new RedisError('Redis connection closed')))
    const auth = [u.username ? decodeURIComponent(u.username) : null, u.password ? decodeURIComponent(u.password) : null]
    const db = u.pathname.slice(1)
    // Sent first on the new connection, before any command queued after them.
    if (auth[1]) send(s, auth[0] ? ['AUTH', auth[0], auth[1]] : ['AUTH', auth[1]])
    if (db) send(s, ['SELECT', db])
    return s
  }

  function send(s: Socket, args: (string | number)[]): Promise<Reply> {
    return new Promise((resolve, reject) => {
      pending.push({ resolve, reject })
      s.write(encode(args))
    })
  }

  return {
    command: (...args) => send((socket ??= open()), args),
    async close() {
      const s = socket
      socket = null
      if (!s) return
      await new Promise<void>((resolve) => {
        s.once('close', () => resolve())
        s.end()
      })
    },
  }
}
