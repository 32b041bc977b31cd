import { Writable } from 'node:stream'
import { DrizzleQueryError } from 'drizzle-orm'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { loggerOptions } from './logging.js'

function capture() {
  const lines: string[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString())
      done()
    },
  })
  return { log: pino(loggerOptions('info'), sink), text: () => lines.join('') }
}

describe('logging', () => {
  it("keeps the parameters out of Drizzle's own message and stack of a failed query", () => {
    const { log, text } = capture()
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    const query = 'select max("blocked_until") from "login_failures" where "key" in ($1, $2)'
    const err = new DrizzleQueryError(query, ['account:student@example.cz', 'address:203.0.113.9\nat x'], refused)
    expect(err.message).toContain('student@example.cz')
    log.warn({ err }, 'database unavailable')
    const line = text()
    expect(line).toContain(query.replaceAll('"', '\\"'))
    expect(line).toContain('ECONNREFUSED')
    expect(line).toContain('params: [redacted]')
    expect(line).not.toContain('student@example.cz')
    expect(line).not.toContain('203.0.113.9')
  })

  it('keeps the parameters of a failed query out of the log, and the query text in', () => {
    const lines: string[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString())
        done()
      },
    })
    const log = pino(loggerOptions('info'), sink)
    const cause = Object.assign(new Error('duplicate key'), { parameters: ['student@example.cz'] })
    const err = Object.assign(new Error('Failed query: select id from users where email = $1'), {
      query: 'select id from users where email = $1',
      params: ['student@example.cz'],
      cause,
    })
    log.error({ err }, 'request failed')
    const line = lines.join('')
    expect(line).toContain('select id from users where email = $1')
    expect(line).toContain('[redacted]')
    expect(line).not.toContain('student@example.cz')
  })
})
