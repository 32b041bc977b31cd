import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './unavailable.js'

describe('isDatabaseUnavailable', () => {
  it('tells an absent or restarting server from a wrong query, through the causes Drizzle wraps', () => {
    expect(isDatabaseUnavailable({ code: '57P01' })).toBe(true)
    expect(isDatabaseUnavailable({ code: 'ECONNREFUSED' })).toBe(true)
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') }))).toBe(true)
    // node-postgres on a connection that broke inside a transaction (ADR 074).
    expect(isDatabaseUnavailable(new Error('Failed query: rollback', { cause: new Error('Client has encountered a connection error and is not queryable') }))).toBe(true)
    expect(isDatabaseUnavailable({ code: '42P01', message: 'relation "x" does not exist' })).toBe(false)
    expect(isDatabaseUnavailable(new Error('syntax error'))).toBe(false)
    expect(isDatabaseUnavailable(null)).toBe(false)
  })
})
