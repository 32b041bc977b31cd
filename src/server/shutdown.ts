import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/client.js'

/**
 * Graceful shutdown: first go unready (`/readyz` answers 503) and keep serving for `drainMs`, so
 * a load balancer stops sending before the listener goes; then stop accepting connections, let
 * in-flight requests finish (Fastify's close waits for them; a request that arrives on a
 * connection accepted before is served too, not refused with a 503: see app.ts), close the database, and exit. A hard deadline, counted after the drain,
 * guards against a request that never ends.
 */
export function gracefulShutdown(
  app: FastifyInstance,
  database: Database,
  { timeoutMs, drainMs = 0, exit = process.exit }: { timeoutMs: number; drainMs?: number; exit?: (code: number) => void },
): (signal: string) => Promise<void> {
  let closing: Promise<void> | null = null
  return (signal) => {
    closing ??= (async () => {
      app.log.info({ signal, drainMs }, 'shutting down: unready, draining')
      // Answers close their connections from now on (app.ts): a proxy's kept-alive connections
      // to this node end with their next answer instead of waiting for the listener to close.
      app.lifecycle.draining = true
      if (drainMs > 0) await new Promise((r) => setTimeout(r, drainMs))
      app.log.info('shutting down: finishing in-flight requests')
      let timedOut = false
      const deadline = setTimeout(() => {
        timedOut = true
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
      // A close that ends after the deadline must not turn its exit code into success (an
      // `exit` that returns, as a test's or a supervisor's wrapper may, would otherwise be called twice).
      if (!timedOut) exit(0)
    })()
    return closing
  }
}
