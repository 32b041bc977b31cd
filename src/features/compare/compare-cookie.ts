/**
 * The comparison's cookies (ADR 029). `qf_compare` holds the compared product ids in the order
 * they were added, `12|7|31` (HttpOnly, 30 days): a guest compares without an account or a
 * session, and any node reads it. `compareFilter` is the "show different only" state (spec 000
 * §4, §9: 7 days, path `/`), a state cookie in the collapsible blocks' format
 * (`differentOnly:1`, src/shared/state-cookie.ts) that the browser writes too. A value that does
 * not parse whole (tampered, more than MAX_COMPARED ids, repeated ids) reads as empty.
 */
import type { FastifyReply } from 'fastify'
import { COMPARE_FILTER, parseFlags, withFlag } from '../../shared/state-cookie.js'
import { MAX_COMPARED } from './compare.service.js'

const NAME = 'qf_compare'
const LIST = /^[1-9]\d{0,8}(\|[1-9]\d{0,8})*$/
const TTL_S = 30 * 86_400

const FILTER_TTL_S = 7 * 86_400

export function parseCompared(value: string | undefined): number[] {
  if (value === undefined || value.length > 60 || !LIST.test(value)) return []
  const ids = value.split('|').map(Number)
  if (ids.length > MAX_COMPARED || new Set(ids).size !== ids.length) return []
  return ids
}

/** The compared ids of a request's cookies (the header's count). */
export const comparedIds = (cookies: Record<string, string | undefined>) => parseCompared(cookies[NAME])

export const differentOnly = (cookies: Record<string, string | undefined>) => parseFlags(cookies[COMPARE_FILTER.cookie]).get(COMPARE_FILTER.flag) === true

export function compareCookie(publicOrigin: string | undefined) {
  const secure = publicOrigin !== undefined && new URL(publicOrigin).protocol === 'https:'
  return {
    read: (cookies: Record<string, string | undefined>) => parseCompared(cookies[NAME]),
    write(reply: FastifyReply, ids: number[]) {
      if (ids.length === 0) reply.clearCookie(NAME, { path: '/', httpOnly: true, sameSite: 'lax', secure })
      else reply.setCookie(NAME, ids.join('|'), { encode: String, path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: TTL_S })
    },
    /** The filter, keeping any other flag the cookie holds (it is not HttpOnly: the browser writes it too). */
    writeFilter(reply: FastifyReply, cookies: Record<string, string | undefined>, on: boolean) {
      const value = withFlag(parseFlags(cookies[COMPARE_FILTER.cookie]), COMPARE_FILTER.flag, on)
      // Written as it is (no percent-encoding), the format the browser reads and writes.
      reply.setCookie(COMPARE_FILTER.cookie, value, { encode: String, path: '/', sameSite: 'lax', secure, maxAge: FILTER_TTL_S })
    },
  }
}
