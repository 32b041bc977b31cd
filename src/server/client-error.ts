/**
 * Requests Node rejects before Fastify sees them (a request line or headers over 16 KB, a
 * malformed request, a time-out) get a short page in both languages, since the address that
 * would tell the language may be what was too long, with the security headers of every other
 * answer (plugins/security-headers.ts). Replaces Fastify's JSON answer.
 */
import type { Socket } from 'node:net'
import { common } from '../i18n/common.js'
import { translate, type Lang } from '../i18n/index.js'
import { paths } from '../ui/paths.js'

const reasons = {
  400: { text: 'Bad Request', title: 'badRequestTitle', body: 'badRequestText' },
  408: { text: 'Request Timeout', title: 'errorTitle', body: 'errorText' },
  431: { text: 'Request Header Fields Too Large', title: 'tooLargeTitle', body: 'tooLargeText' },
} as const

type Status = keyof typeof reasons

export function clientErrorStatus(code: string | undefined): Status {
  if (code === 'HPE_HEADER_OVERFLOW') return 431
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408
  return 400
}

/** The whole HTTP response, ready for the socket; `headers` are the site's security headers. */
export function clientErrorResponse(status: Status, headers: Record<string, string>): string {
  const { text, title, body } = reasons[status]
  const part = (lang: Lang) =>
    `<section lang="${lang}"><h2>${translate(common, lang, title)}</h2><p>${translate(common, lang, body)}</p>` +
    `<p><a href="${paths.home(lang)}">${translate(common, lang, 'goHome')}</a></p></section>`
  const html =
    `<!DOCTYPE html><html lang="cs"><head><meta charset="utf-8"><title>${translate(common, 'cs', title)}</title></head>` +
    `<body><main><h1 id="mainContent">${status}</h1>${part('cs')}${part('en')}</main></body></html>`
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`)
  return (
    `HTTP/1.1 ${status} ${text}\r\nContent-Type: text/html; charset=utf-8\r\n${lines.join('')}` +
    `Content-Length: ${Buffer.byteLength(html)}\r\nConnection: close\r\n\r\n${html}`
  )
}

/** Fastify's `clientErrorHandler`, answering with `headers()`: the security headers of one answer. */
export function clientErrorHandler(headers: () => Record<string, string>) {
  return (err: Error & { code?: string }, socket: Socket): void => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return
    if (socket.writable) socket.end(clientErrorResponse(clientErrorStatus(err.code), headers()))
    else socket.destroy(err)
  }
}
