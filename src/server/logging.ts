/**
 * Logger options. Failed database queries carry their parameters (`err.params`, and the driver's
 * error as `err.cause`): a login's e-mail, an address, a name. They never reach the log (ASVS
 * V7.1.1); the query text, with its placeholders, still does.
 */
import type { LoggerOptions } from 'pino'

export const REDACTED = ['err.params', 'err.cause.params', 'err.cause.parameters', 'err.parameters']

export const loggerOptions = (level: string): LoggerOptions => ({
  level,
  redact: { paths: REDACTED, censor: '[redacted]' },
})
