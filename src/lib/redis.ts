/**
 * Redis through node-redis (`@redis/client`, the core of the `redis` package, maintained by Redis Inc.): connection, auth,
 * database selection, TLS (`rediss:`), reconnection with back-off and RESP parsing are theirs
 * (ADR 026, amended). The features see one narrow interface, `command(...args)`, so a store
 * names its commands and Lua scripts plainly and tests can run against any Redis.
 *
 * A command never waits for a Redis that is away: the offline queue is off, so while the
 * connection is down a command rejects at once (the caller answers 503), and node-redis
 * reconnects in the background.
 */
import { createClient, ErrorReply } from '@redis/client'

export type Reply = string | number | null | Reply[]

/**
 * Redis could not be asked (not reachable, or the connection broke under the command). The error
 * handler answers 503 for it, as for a database that does not answer (`src/db/unavailable.ts`).
 */
export class RedisUnavailableError extends Error {
  override name = 'RedisUnavailableError'
  readonly code = 'REDIS_UNAVAILABLE'
}

export interface Redis {
  command(...args: (string | number)[]): Promise<Reply>
  close(): Promise<void>
}

/** How long the first connection (and each reconnection) may take before it counts as failed. */
const CONNECT_TIMEOUT_MS = 2000

export function redisClient(url: string): Redis {
  const client = createClient({
    url,
    // RESP2: every reply is a string, an integer, a null or an array of them (RESP3 would turn
    // HGETALL into an object and so on, per command).
    RESP: 2,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      // 50 ms doubling to 2 s: a restarted Redis is back within a couple of seconds.
      reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 2000),
    },
  })
  // Set by a failed connection and cleared when one is ready: while Redis is known to be away a
  // command fails at once instead of waiting for the next reconnection attempt.
  let away: Error | null = null
  client.on('error', (error: Error) => (away = error))
  client.on('ready', () => (away = null))
  let connecting: Promise<unknown> | null = null

  const ready = async () => {
    if (client.isReady) return
    if (away) throw new RedisUnavailableError(`Redis is not reachable: ${away.message}`)
    // The first connection: node-redis would go on retrying it for ever, so a command waits at
    // most the connect time-out for it (the retries carry on in the background).
    connecting ??= client.connect().catch(() => {})
    let timer: NodeJS.Timeout | undefined
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RedisUnavailableError('Redis is not reachable: connect timed out')), CONNECT_TIMEOUT_MS)
    })
    try {
      await Promise.race([connecting, timedOut])
    } finally {
      clearTimeout(timer)
    }
    if (!client.isReady) throw new RedisUnavailableError(`Redis is not reachable${away ? `: ${(away as Error).message}` : ''}`)
  }

  return {
    async command(...args) {
      await ready()
      try {
        return (await client.sendCommand(args.map(String))) as Reply
      } catch (error) {
        // Redis's own answer (WRONGTYPE, a script error) is the caller's; anything else means
        // the connection went away under the command.
        if (error instanceof ErrorReply) throw error
        throw new RedisUnavailableError(`Redis connection lost: ${(error as Error).message}`, { cause: error })
      }
    },
    async close() {
      if (client.isOpen) await client.destroy()
    },
  }
}
