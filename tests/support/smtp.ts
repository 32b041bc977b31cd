/**
 * A real SMTP server in the test process (smtp-server): what the outbox worker sends arrives
 * here over TCP, as it would at a mail relay. `failNext` makes it refuse the next messages.
 */
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  to: string[]
  subject: string
  /** The text part, transfer encoding undone. */
  text: string
}

/** Undoes quoted-printable (soft line breaks and =XX bytes) of a UTF-8 text. */
export function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}$/i.exec(joined.slice(i + 1, i + 3)) : null
    if (hex) {
      bytes.push(parseInt(hex[0], 16))
      i += 2
    } else bytes.push(...Buffer.from(joined[i]!))
  }
  return Buffer.from(bytes).toString('utf8')
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, enc: string, text: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  )
}

function parse(raw: string, to: string[]): ReceivedMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/)
  const headers = head.replace(/\r?\n[ \t]+/g, ' ')
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1] ?? ''
  const body = rest.join('\n\n')
  const encoding = header('Content-Transfer-Encoding').toLowerCase()
  const text = encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body
  return { to, subject: decodeHeader(header('Subject')), text: text.replace(/\r\n/g, '\n') }
}

export interface TestSmtp {
  url: string
  mails: ReceivedMail[]
  /** Refuses the next `n` messages with a temporary failure (451). */
  failNext(n: number): void
  close(): Promise<void>
}

/** The port of the SMTP server the browser tests start; playwright.config.ts points the e2e server's SMTP_URL at it. */
export const E2E_SMTP_PORT = Number(process.env.E2E_PORT ?? 3100) + 1000

export async function startSmtp(port = 0): Promise<TestSmtp> {
  const mails: ReceivedMail[] = []
  let failures = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        if (failures > 0) {
          failures--
          const err = Object.assign(new Error('try again later'), { responseCode: 451 })
          return callback(err)
        }
        mails.push(parse(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo.map((r) => r.address)))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: bound } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${bound}`,
    mails,
    failNext: (n) => void (failures = n),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
