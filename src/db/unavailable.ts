/**
 * Whether an error says the database is not answering (stopped, restarting, refusing, too slow)
 * rather than that a query or the code is wrong: the first is a 503 and stored renders may stand
 * in for it (ADR 007), the second a 500.
 */

/**
 * PostgreSQL's codes for a cancelled statement (our time-out), a server going away or refusing; Node's for a lost socket;
 * and the Redis store's (`RedisUnavailableError`, src/lib/redis.ts), which holds carts when `REDIS_URL` is set.
 */
const UNAVAILABLE_CODES = new Set(['57014', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'REDIS_UNAVAILABLE'])
/**
 * node-postgres and PGlite say it in words only. "Not queryable" is node-postgres's answer on a
 * connection that broke under a transaction (a server restart between its statements): a
 * rollback on it was a 500 in the chaos bench (ADR 074) though the server was only away.
 */
const UNAVAILABLE_MESSAGE = /timeout exceeded when trying to connect|Query read timeout|Connection terminated|PGlite is closed|Cannot use a pool after calling end|Client has encountered a connection error and is not queryable/i

/** Looks at the error and what caused it (Drizzle wraps the driver's error in its own). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown }
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true
  return isDatabaseUnavailable(cause, depth + 1)
}
