/**
 * The server half of the partial-update protocol (docs/protocol.md): which regions a request
 * asks for, and how the answer is framed. The runtime's half is src/client/.
 */
import { randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { codecs, sameOriginPath, limits, MAIN_TARGET, requestHeaders, responseHeaders, serializeMulti, stripInternal, type PushedEvent, type Reload } from '../shared/protocol.js'
import { isContainerId, type ContainerId } from '../ui/containers.js'
import { alternateOf, type PageMeta } from '../ui/page-model.js'
import { BadRequestError } from './errors.js'

/**
 * The container ids a request asks for, or null for a full-page request. Unknown ids and
 * duplicates are dropped, and at most `limits.maxTargets` are kept; an overlong header or one
 * naming no known container is a 400.
 */
export function requestedTargets(request: FastifyRequest): ContainerId[] | null {
  const raw = request.headers[requestHeaders.target]
  if (raw === undefined) return null
  const ids = codecs.target.decode(Array.isArray(raw) ? raw.join(',') : raw)
  if (!ids) throw new BadRequestError('partial-update target header too long')
  const known = ids.filter(isContainerId).slice(0, limits.maxTargets)
  if (known.length === 0) throw new BadRequestError('no known partial-update target')
  return known
}

/**
 * The regions to render for `targets`: those the page has, in the order asked, or the main
 * target when it has none of them (the answer says so in its target header).
 */
export function regionsToRender(targets: readonly ContainerId[], has: (id: ContainerId) => boolean): ContainerId[] {
  const present = targets.filter(has)
  return present.length > 0 ? present : [MAIN_TARGET as ContainerId]
}

const BASE = 'http://site.invalid'
const pageUrls = new WeakMap<FastifyRequest, URL>()

/** The request's URL without the protocol's internal parameters (worked out once a request). */
function pageUrl(request: FastifyRequest): URL {
  let url = pageUrls.get(request)
  if (!url) {
    // An address no URL parser takes (`//:99999/`) names no page: its frame links as from home.
    url = URL.canParse(request.url, BASE) ? stripInternal(new URL(request.url, BASE)) : new URL('/', BASE)
    pageUrls.set(request, url)
  }
  return url
}

/** Path and query of the request without the protocol's internal parameters: the page's address. */
export function pageAddress(request: FastifyRequest): string {
  const url = pageUrl(request)
  return url.pathname + url.search
}

/** Answers a partial request with rendered regions, [id, html] in the order asked. */
export function sendRegions(reply: FastifyReply, meta: PageMeta, rendered: [ContainerId, string][]) {
  const status = meta.status ?? 200
  const url = pageUrl(reply.request)
  const body = rendered.length === 1 ? rendered[0]![1] : serializeMulti(rendered, randomBytes(6).toString('hex'))
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(responseHeaders.url, codecs.url.encode(url))
    .header(responseHeaders.params, codecs.params.encode(url))
    .header(responseHeaders.title, codecs.title.encode(meta.title))
    .header(responseHeaders.alternate, codecs.alternate.encode(alternateOf(meta, reply.request.lang)))
    .header(responseHeaders.target, codecs.target.encode(rendered.map(([id]) => id)))
    .header(responseHeaders.error, codecs.error.encode(status >= 400))
    .send(body)
}

/**
 * Sets what the runtime announces after it swaps this partial answer, instead of the page title
 * (`X-PU-Announce`): what an update of part of a form changed. Nothing on a full page.
 */
export function announce(reply: FastifyReply, text: string) {
  if (reply.request.headers[requestHeaders.target] === undefined || !text) return reply
  return reply.header(responseHeaders.announce, codecs.announce.encode(text.slice(0, 500)))
}

/** The same-origin check (src/shared/same-origin.ts), here for the server code that imports it from this module. */
export { sameOriginPath }

/**
 * Adds events for the runtime to dispatch after it swaps this answer (`X-PU-Events`): UI events
 * refresh the widgets listening for them, process states reach the widgets with their token.
 */
export function pushEvents(reply: FastifyReply, ...events: PushedEvent[]) {
  const previous = reply.getHeader(responseHeaders.events)
  const all = previous === undefined ? events : [...codecs.events.decode(String(previous)), ...events]
  return reply.header(responseHeaders.events, codecs.events.encode(all))
}

/**
 * Sends the browser to another page after a successful POST: a 303 for a plain request; for a
 * partial one `X-PU-Location`, so the runtime loads the whole page (header included), since
 * the frame (user menu, lists) changes too. A partial request that suppresses redirects gets
 * the 303 as well: fetch follows it and the runtime swaps the next page's region.
 */
export function sendNavigate(reply: FastifyReply, location: string) {
  if (!answersInPlace(reply.request)) return reply.redirect(location, 303)
  return reply.code(200).header(responseHeaders.location, codecs.location.encode(location)).send('')
}

/**
 * Whether the runtime asked for this answer and may be told what to do instead of redirected:
 * a partial request that does not suppress redirects. Otherwise a 303 is the answer (a plain
 * form post; or a fetch, which follows it).
 */
export function answersInPlace(request: FastifyRequest): boolean {
  const { headers } = request
  return headers[requestHeaders.target] !== undefined && !codecs.suppressRedirect.decode(String(headers[requestHeaders.suppressRedirect]))
}

/**
 * Answers a partial request by asking the runtime to reload parts of the page (`X-PU-Reload`):
 * frame parts through the include route and the main region from `reload.page`. The body is empty.
 */
export function sendReload(reply: FastifyReply, reload: Reload) {
  return reply
    .code(200)
    .header('cache-control', 'no-store')
    .header(responseHeaders.reload, codecs.reload.encode(reload))
    .send('')
}
