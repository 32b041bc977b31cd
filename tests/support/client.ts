/**
 * A browser's side of `app.inject` for integration tests: a cookie jar, form posts that keep
 * the cookies the answer sets, as a browser would, and signing in (as an account, or as a new
 * account holding given roles).
 */
import type { FastifyInstance } from 'fastify'
import { users } from '../../src/db/schema.js'
import { accessRepository } from '../../src/features/access/access.repository.js'
import { hashPassword } from '../../src/lib/password.js'
import { enrolTwoFactor, nextCode } from './two-factor.js'

export type Jar = Record<string, string>

/**
 * A form's fields, each with one value or several (sent once per value, in order, as checkboxes
 * of one name are), or a body already encoded, sent as it is (to send what no form would).
 */
export type FormBody = Record<string, string | readonly string[]> | string

/** `body` encoded as `application/x-www-form-urlencoded`. */
function encodeForm(body: FormBody): string {
  if (typeof body === 'string') return body
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(body)) for (const one of typeof value === 'string' ? [value] : value) params.append(name, one)
  return params.toString()
}

/**
 * Posts `body` as a form with the jar's cookies; the cookies set by the answer go into the jar
 * (a cookie the answer clears stays in it). `headers` are sent besides, and may replace the
 * content type. Without a jar the post carries no Cookie header at all and keeps nothing, as a
 * visitor's first request (an empty jar still sends an empty Cookie header).
 */
export async function postForm(app: FastifyInstance, url: string, body: FormBody, jar?: Jar, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, ...(jar && { cookies: jar }), payload: encodeForm(body) })
  if (jar) for (const c of res.cookies) if (c.value) jar[c.name] = c.value
  return res
}

/** A file of a multipart form: its name as the browser sends it, its bytes, its declared type. */
export interface Upload {
  name: string
  bytes: Uint8Array
  type?: string
}

let boundaries = 0
/** Posts a multipart form as a browser does: the fields, then the file under `fileField`. */
export async function postMultipart(app: FastifyInstance, url: string, fields: Record<string, string>, file: Upload | null, jar: Jar, fileField = 'file') {
  const boundary = `----qfTest${process.pid}x${++boundaries}`
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`))
    parts.push(Buffer.from(file.bytes), Buffer.from('\r\n'))
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return app.inject({ method: 'POST', url, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, cookies: jar, payload: Buffer.concat(parts) })
}

/**
 * Signs in through the login form; the jar holds the session. An account with two-factor sign-in
 * (ADR 064) takes the second step with the next code of tests/support/two-factor.ts.
 */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<Jar> {
  const jar: Jar = {}
  const res = await postForm(app, '/qf/cs/ramjet/performLogin', { email, password }, jar)
  if (res.headers.location === '/qf/cs/prihlaseni/overeni') await postForm(app, '/qf/cs/prihlaseni/overeni', { code: nextCode(app, email) }, jar)
  if (!jar.qf_session) throw new Error(`signing in as ${email} failed`)
  return jar
}

let accounts = 0
/**
 * Signs in as a new account holding `grants` (ADR 057): the account is made for the test, so
 * no test depends on which roles the seed's accounts hold. An admin is enrolled in two-factor
 * sign-in first (ADR 064).
 */
export async function signInWith(app: FastifyInstance, grants: readonly { role: string; scope?: string }[]): Promise<Jar> {
  const email = `role-${process.pid}-${Date.now()}-${++accounts}@example.cz`
  const password = 'Zkusebni-Heslo-2026'
  await app.db.insert(users).values({ email, passwordHash: await hashPassword(password), displayName: `Test ${grants.map((g) => g.role).join(' ') || 'customer'}` })
  for (const g of grants) await accessRepository(app.db).grant(email, g.role, g.scope ?? '')
  // An admin must enrol in two-factor sign-in before anything else (ADR 064).
  if (grants.some((g) => g.role === 'admin')) await enrolTwoFactor(app, email)
  return signIn(app, email, password)
}
