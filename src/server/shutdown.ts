import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/client.js'

/**
 * Graceful shutdown: stop accepting connections, let in-flight requests finish (Fastify's
 * close waits for them and answers 503 to new requests on kept-alive sockets), close the
 * database, then exit. A hard deadline guards against a request that never ends.
 */
export function gracefulShutdown(
  app: FastifyInstance,
  database: Database,
  { timeoutMs, exit = process.exit }: { timeoutMs: number; exit?: (code: number) => void },
): (signal: string) => Promise<void> {
  let closing: Promise<void> | null = null
  return (signal) => {
    closing ??= (async () => {
      app.log.info({ signal }, 'shutting down: finishing in-flight requests')
      const deadline = setTimeout(() => {
        app.log.error('shutdown timed out, exiting')
        exit(1)
      }, timeoutMs)
      deadline.unref()
      // Keep-alive sockets that finish their last request become idle after close() began;
      // close those as they go idle instead of waiting for the keep-alive timeout.
      const sweeper = setInterval(() => app.server.closeIdleConnections(), 100)
      sweeper.unref()
      await app.close()
      clearInterval(sweeper)
      await database.close()
      clearTimeout(deadline)
      exit(0)
    })()
    return closing
  }
}
