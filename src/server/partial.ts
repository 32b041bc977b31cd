/**
 * The server half of the partial-update protocol (docs/protocol.md): which regions a request
 * asks for, and how the answer is framed. The runtime's half is src/client/.
 */
import { randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { INTERNAL_PARAMS, limits, MAIN_TARGET, PU_PARAM, parseTargets, requestHeaders, responseHeaders, serializeMulti } from '../shared/protocol.js'
import { isContainerId, type ContainerId } from '../ui/containers.js'
import type { PageModel } from '../ui/page-model.js'
import { BadRequestError } from './errors.js'
import { pageContextOf } from './render/context.js'
import { availableRegions, renderRegions } from './render/page.js'

/**
 * The container ids a request asks for, or null for a full-page request. Unknown ids and
 * duplicates are dropped, and at most `limits.maxTargets` are kept; an overlong header or one
 * naming no known container is a 400.
 */
export function requestedTargets(request: FastifyRequest): ContainerId[] | null {
  const raw = request.headers[requestHeaders.target]
  if (raw === undefined) return null
  const value = Array.isArray(raw) ? raw.join(',') : raw
  if (value.length > limits.maxTargetHeader) throw new BadRequestError('partial-update target header too long')
  const known = [...new Set(parseTargets(value))].filter(isContainerId).slice(0, limits.maxTargets)
  if (known.length === 0) throw new BadRequestError('no known partial-update target')
  return known
}

/** Query parameters of a URL as { name: [values] }, for the params header. */
function paramsOf(url: URL): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const [k, v] of url.searchParams) (out[k] ??= []).push(v)
  return out
}

/** Answers a partial request with the asked regions of the page (only those are rendered). */
export function sendPartial(reply: FastifyReply, model: PageModel, targets: ContainerId[]) {
  const ctx = pageContextOf(reply)
  const regions = availableRegions(ctx, model)
  const present = targets.filter((t) => regions[t])
  const rendered = present.length > 0 ? present : [MAIN_TARGET as ContainerId]
  const { html } = renderRegions(ctx, model, rendered)
  const status = model.status ?? 200
  const url = new URL(reply.request.url, 'http://site.invalid')
  for (const name of [PU_PARAM, ...INTERNAL_PARAMS]) url.searchParams.delete(name)
  const body =
    rendered.length === 1
      ? html.get(rendered[0]!)!
      : serializeMulti(
          rendered.map((t) => [t, html.get(t)!]),
          randomBytes(6).toString('hex'),
        )
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('vary', requestHeaders.target)
    .header('cache-control', 'no-store')
    .header(responseHeaders.url, url.pathname + url.search)
    .header(responseHeaders.params, encodeURIComponent(JSON.stringify(paramsOf(url))))
    .header(responseHeaders.title, encodeURIComponent(model.title))
    .header(responseHeaders.target, rendered.join(','))
    .header(responseHeaders.error, status >= 400 ? '1' : '0')
    .send(body)
}

/**
 * A same-origin path we may send the browser to, or null. Accepts `/path` and absolute URLs
 * whose origin is `origin`; rejects `//host`, `/\\host`, other schemes and other origins.
 */
export function sameOriginPath(candidate: string, origin: string): string | null {
  if (candidate.length > 2000) return null
  try {
    const base = new URL(origin)
    const url = new URL(candidate, base)
    if (url.origin !== base.origin) return null
    if (!/^\/(?![/\\])/.test(candidate) && !candidate.startsWith(base.origin + '/')) return null
    return url.pathname + url.search + url.hash
  } catch {
    return null
  }
}

/**
 * Sends the browser to another page after a successful POST: a 303 for a plain request; for a
 * partial one `X-PU-Location`, so the runtime loads the whole page (header included), since
 * the frame (user menu, lists) changes too.
 */
export function sendNavigate(reply: FastifyReply, location: string) {
  if (reply.request.headers[requestHeaders.target] !== undefined) {
    return reply.code(200).header('vary', requestHeaders.target).header(responseHeaders.location, location).send('')
  }
  return reply.redirect(location, 303)
}
