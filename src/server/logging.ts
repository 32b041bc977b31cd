/**
 * Logger options. Failed database queries carry their parameters (`err.params`, and the driver's
 * error as `err.cause`): a login's e-mail, an address, a name. They never reach the log (ASVS
 * V7.1.1); the query text, with its placeholders, still does.
 */
import pino, { type LoggerOptions } from 'pino'

export const REDACTED = ['err.params', 'err.cause.params', 'err.cause.parameters', 'err.parameters']

const CENSOR = '[redacted]'

/**
 * Pino's error serializer, without the parameters Drizzle writes into a failed query's message,
 * and so into its stack: `Failed query: select … where key in ($1, $2)\nparams: account:a@b.cz,…`.
 */
function errWithoutParams(err: unknown) {
  const out = pino.stdSerializers.err(err as Error) as { message?: unknown; stack?: unknown }
  for (let e = err as { params?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (!Array.isArray(e.params)) continue
    const leak = `\nparams: ${e.params.join(',')}`
    for (const key of ['message', 'stack'] as const) {
      const text = out[key]
      if (typeof text === 'string') out[key] = text.replaceAll(leak, `\nparams: ${CENSOR}`)
    }
  }
  return out
}

export const loggerOptions = (level: string): LoggerOptions => ({
  level,
  redact: { paths: REDACTED, censor: CENSOR },
  serializers: { err: errWithoutParams },
})
