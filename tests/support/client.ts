/**
 * A browser's side of `app.inject` for integration tests: a cookie jar, and form posts that keep
 * the cookies the answer sets, as a browser would.
 */
import type { FastifyInstance } from 'fastify'

export type Jar = Record<string, string>

/** Posts `body` as a form with the jar's cookies; the cookies set by the answer go into the jar. */
export async function postForm(app: FastifyInstance, url: string, body: Record<string, string>, jar: Jar) {
  const res = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, cookies: jar, payload: new URLSearchParams(body).toString() })
  for (const c of res.cookies) if (c.value) jar[c.name] = c.value
  return res
}
