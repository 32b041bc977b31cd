import { Writable } from 'node:stream'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { loggerOptions } from './logging.js'

describe('logging', () => {
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
