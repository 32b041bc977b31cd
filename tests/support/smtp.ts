/**
 * A real SMTP server in the test process (smtp-server): what the outbox worker sends arrives
 * here over TCP, as it would at a mail relay. `failNext` makes it refuse the next messages.
 */
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedAttachment {
  /** From Content-Disposition (RFC 2231 `filename*` parameters decoded). */
  filename: string
  contentType: string
  disposition: string
  content: Buffer
}

export interface ReceivedMail {
  to: string[]
  subject: string
  /** The text part, transfer encoding undone. */
  text: string
  /** The MIME parts besides the text (a multipart/mixed mail's attachments). */
  attachments: ReceivedAttachment[]
  /** The message as it arrived. */
  raw: string
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

/** Folded header lines unfolded; `header(name)` reads one. */
function headersOf(head: string) {
  const headers = head.replace(/\r?\n[ \t]+/g, ' ')
  return (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1] ?? ''
}

/** A header parameter, RFC 2231 (`name*=utf-8''…`, `name*0*=…; name*1*=…`) or plain (`name="…"`). */
export function headerParameter(value: string, name: string): string {
  const pieces: [number, string, boolean][] = []
  for (const m of value.matchAll(new RegExp(`;\\s*${name}\\*(\\d+)?(\\*)?=("[^"]*"|[^;]*)`, 'gi')))
    pieces.push([Number(m[1] ?? 0), m[3]!.replace(/^"|"$/g, ''), Boolean(m[2]) || m[1] === undefined])
  if (pieces.length) {
    pieces.sort((a, b) => a[0] - b[0])
    const joined = pieces.map(([, text, encoded]) => (encoded ? text.replace(/^[\w-]*'[\w-]*'/, '') : text)).join('')
    return pieces[0]![2] ? decodeURIComponent(joined) : joined
  }
  const plain = new RegExp(`;\\s*${name}=("[^"]*"|[^;]*)`, 'i').exec(value)?.[1] ?? ''
  return decodeHeader(plain.replace(/^"|"$/g, ''))
}

function decodeBody(body: string, encoding: string): Buffer {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64')
  if (encoding === 'quoted-printable') return Buffer.from(decodeQuotedPrintable(body), 'utf8')
  return Buffer.from(body, 'utf8')
}

function parse(raw: string, to: string[]): ReceivedMail {
  const split = /\r?\n\r?\n/.exec(raw)
  const head = split ? raw.slice(0, split.index) : raw
  const body = split ? raw.slice(split.index + split[0].length) : ''
  const header = headersOf(head)
  const type = header('Content-Type')
  const attachments: ReceivedAttachment[] = []
  let text = ''
  const boundary = /^multipart\//i.test(type) ? headerParameter(type, 'boundary') : ''
  if (boundary) {
    const parts = body.split(`--${boundary}`).slice(1)
    for (const part of parts) {
      if (part.startsWith('--')) break
      const cut = /\r?\n\r?\n/.exec(part)!
      const partHeader = headersOf(part.slice(0, cut.index).replace(/^\r?\n/, ''))
      const content = decodeBody(part.slice(cut.index + cut[0].length).replace(/\r?\n$/, ''), partHeader('Content-Transfer-Encoding').toLowerCase())
      const partType = partHeader('Content-Type')
      const disposition = partHeader('Content-Disposition')
      if (!text && /^text\/plain/i.test(partType) && !/^attachment/i.test(disposition)) text = content.toString('utf8')
      else
        attachments.push({
          filename: headerParameter(disposition, 'filename') || headerParameter(partType, 'name'),
          contentType: partType.split(';')[0]!.trim().toLowerCase(),
          disposition: disposition.split(';')[0]!.trim().toLowerCase(),
          content,
        })
    }
  } else text = decodeBody(body, header('Content-Transfer-Encoding').toLowerCase()).toString('utf8')
  return { to, subject: decodeHeader(header('Subject')), text: text.replace(/\r\n/g, '\n'), attachments, raw }
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
  // A client that goes away inside a transaction (a node killed while it sent: the cluster test)
  // is an 'error' of the server's; as a real mail server does, it outlives it: the message was not
  // accepted, and the sender's outbox sends it again.
  server.on('error', () => {})
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: bound } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${bound}`,
    mails,
    failNext: (n) => void (failures = n),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
