/**
 * The partial-update wire protocol, named once for the server and the browser runtime: header
 * names and one codec per header (`codecs`), event names, the internal parameters, limits; the
 * multi-target envelope (envelope.ts) and the same-origin check (same-origin.ts) are re-exported.
 * docs/protocol.md explains it; change both together.
 */
import { sameOriginPath, sameOriginUrl } from './same-origin.js'

export { sameOriginPath, sameOriginUrl }
export { delimiterFor, MULTI_PREFIX, MULTI_SUFFIX, parseMulti, serializeMulti } from './envelope.js'

/** Request headers the runtime sends. */
export const requestHeaders = {
  /** Container ids to render, separated by `,` (the request target). Marks a partial request. */
  target: 'x-pu-target',
  /** Present when a server-pushed UI event triggered the refresh (spec 000 §7). */
  uiEvent: 'x-pu-ui-event',
  /** The layout context of the page (forwarded to the server as is). */
  layoutContext: 'x-pu-layout-context',
  /** `1` asks the server not to answer with a full-page redirect. */
  suppressRedirect: 'x-pu-suppress-redirect',
} as const

/** Response headers the runtime reads. */
export const responseHeaders = {
  /** `1` when the response is an error (its HTML is an error region, not the asked content). */
  error: 'x-pu-error',
  /** The URL whose content this is, after any redirect: what history records. */
  url: 'x-pu-url',
  /** The query parameters of that URL, as a JSON object of string arrays. */
  params: 'x-pu-params',
  /** Navigate the whole window here instead of swapping (same-origin path). */
  location: 'x-pu-location',
  /** The page title, URI-encoded, for document.title and the live-region announcement. */
  title: 'x-pu-title',
  /**
   * What the live region announces after the swap instead of the title, URI-encoded: what a
   * partial update of part of a form changed (the checkout's payment unchecked, its new total).
   */
  announce: 'x-pu-announce',
  /**
   * The same page in the other language, a URI-encoded same-origin path: the frame's language
   * switch and `<link rel="alternate">` follow it when a swap changed the page.
   */
  alternate: 'x-pu-alternate',
  /** Events the server pushes with this answer: URI-encoded JSON `PushedEvent[]`, dispatched after the swap. */
  events: 'x-pu-events',
  /**
   * Instead of swapping this answer (its body is empty), reload parts of the page: frame parts
   * through the include route and the main region from an address (`Reload`, URI-encoded JSON).
   * A successful partial login answers with it (spec 000 §4 Login, §7 Login).
   */
  reload: 'x-pu-reload',
  /**
   * The container ids actually rendered, `,`-separated. Differs from the request when the page
   * has none of the asked regions and the server answered with `pageContent` instead.
   */
  target: 'x-pu-target',
} as const

/** The region every page has; the fallback target. */
export const MAIN_TARGET = 'pageContent'

/**
 * Events of the runtime: on the target element, bubbling; present tense before (cancelable),
 * past tense after. The last two arrive on `document` when the server pushes them.
 */
export const eventNames = {
  start: 'pu:update:start',
  request: 'pu:update:request',
  replace: 'pu:contents:replace',
  replaced: 'pu:contents:replaced',
  complete: 'pu:update:complete',
  /** Detail `{ name }`: elements whose refreshEvent lists `name` refresh. */
  uiEvent: 'pu:ui:event',
  /** Detail `{ token, message, progress }`; re-dispatched on the elements with that token. */
  processState: 'pu:process:state',
} as const

/** The query parameter holding {requestTarget, target, url} as JSON in the address bar. */
export const PU_PARAM = 'pu'

/** Internal query parameters removed from the address after an update. */
export const INTERNAL_PARAMS = ['_', 'puHistoryScope', 'puSuppressRedirect', 'puLayoutContext', 'puEventName'] as const

/** A copy of `url` without `pu` and the internal parameters: the page's own address. */
export function stripInternal(url: URL): URL {
  const out = new URL(url)
  for (const name of [PU_PARAM, ...INTERNAL_PARAMS]) out.searchParams.delete(name)
  return out
}

/** Limits the server enforces on what a request may ask. */
export const limits = {
  /** More targets than this in one request: the rest are ignored. */
  maxTargets: 20,
  /** A target header longer than this is a 400. */
  maxTargetHeader: 2000,
  /** A `pu` value longer than this is ignored. */
  maxPuParam: 4000,
} as const

/** Query parameters as `{ name: [values] }` (`X-PU-Params`); no prototype, so any name is safe. */
export type Params = Record<string, string[]>

/** Most parameters, and longest header value, a decoder reads; beyond, the rest is dropped or the value ignored. */
const MAX_PARAMS = 100
const MAX_HEADER = 16_000

/** `value` URI-decoded, when it is present, at most `max` characters and well encoded; never throws. */
function uriDecoded(value: string | null | undefined, max: number): string | null {
  if (!value || value.length > max * 3) return null
  try {
    const decoded = decodeURIComponent(value)
    return decoded.length <= max ? decoded : null
  } catch {
    return null
  }
}

/** JSON in a URI-encoded header value; undefined when missing or malformed. */
function uriJson(value: string | null | undefined): unknown {
  const text = uriDecoded(value, MAX_HEADER)
  if (text === null) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** The query of `url` as `Params`. */
export function paramsOf(url: URL): Params {
  const out = Object.create(null) as Params
  for (const [k, v] of url.searchParams) (out[k] ??= []).push(v)
  return out
}

/**
 * An event the server pushes with an answer (`X-PU-Events`): a UI event refreshes the widgets
 * whose refreshEvent names it; a process state reaches the widgets with its token.
 */
export type PushedEvent = { uiEvent: string } | { processState: { token: string; message: string; progress: number } }

/** At most this many pushed events are read from one answer; the rest are ignored. */
export const MAX_PUSHED_EVENTS = 20

/** The pushed events in a header value; anything malformed is dropped, never thrown. */
export function parsePushedEvents(value: string | null | undefined): PushedEvent[] {
  const parsed = uriJson(value)
  if (!Array.isArray(parsed)) return []
  return parsed.slice(0, MAX_PUSHED_EVENTS).filter((e): e is PushedEvent => {
    if (typeof e !== 'object' || e === null) return false
    if ('uiEvent' in e) return typeof e.uiEvent === 'string' && e.uiEvent.length > 0 && e.uiEvent.length <= 100
    if (!('processState' in e) || typeof e.processState !== 'object' || e.processState === null) return false
    const p = e.processState as Record<string, unknown>
    return (
      typeof p.token === 'string' &&
      p.token.length <= 100 &&
      typeof p.message === 'string' &&
      p.message.length <= 1000 &&
      typeof p.progress === 'number' &&
      Number.isFinite(p.progress)
    )
  })
}

/** The header value for pushed events. */
export const serializePushedEvents = (events: PushedEvent[]) => encodeURIComponent(JSON.stringify(events))

/** The route that renders frame parts alone (spec 000 §2, §7): `X-PU-Target` names them. */
export const includePath = (lang: string) => `/qf/${lang}/ramjet/include`

/** Query parameter of the include route: the page the frame parts are shown on (its login link returns there). */
export const INCLUDE_PAGE_PARAM = 'returnTo'

/**
 * What `X-PU-Reload` asks of the runtime: refresh `frame` (frame part ids) through the include
 * route, each of `flags` sent as `name=1` (e.g. `updatedCart`); replace the main region with
 * the one of `page` (a same-origin path; history is replaced when it is the current address,
 * else pushed); then focus the element with id `focus` and announce `announce`.
 */
export interface Reload {
  frame: string[]
  flags?: string[]
  page?: string
  focus?: string
  announce?: string
}

export const encodeReload = (reload: Reload) => encodeURIComponent(JSON.stringify(reload))

const ID = /^[A-Za-z][\w-]{0,99}$/
/** The origin a bare path is checked against when only its shape matters. */
const ANY_ORIGIN = 'http://origin.invalid'

/** The reload a header asks for; null when it is missing or malformed (never throws). */
export function decodeReload(value: string | null | undefined): Reload | null {
  const parsed = value && value.length <= 8000 ? uriJson(value) : undefined
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null
  const r = parsed as Record<string, unknown>
  const ids = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && ID.test(x)).slice(0, limits.maxTargets) : [])
  const text = (v: unknown, max: number) => (typeof v === 'string' && v.length <= max ? v : undefined)
  const out: Reload = { frame: ids(r.frame) }
  const flags = ids(r.flags)
  if (flags.length) out.flags = flags
  const page = typeof r.page === 'string' ? sameOriginPath(r.page, ANY_ORIGIN) : null
  if (page) out.page = page
  const focus = text(r.focus, 100)
  if (focus !== undefined && ID.test(focus)) out.focus = focus
  const announce = text(r.announce, 500)
  if (announce) out.announce = announce
  return out.frame.length || out.page ? out : null
}

export interface PuState {
  requestTarget: string
  target: string
  url: string
}

/** Splits a target list (`a+b`, `a,b`, with spaces) into ids; empty parts are dropped. */
export function parseTargets(value: string): string[] {
  return value
    .split(/[+,]/)
    .map((t) => t.trim())
    .filter(Boolean)
}

const name = (max: number) => ({
  encode: (value: string) => encodeURIComponent(value),
  /** The name, or null when missing, malformed or longer than the limit. */
  decode: (value: string | null | undefined) => uriDecoded(value, max),
})

const flag = {
  encode: (on: boolean) => (on ? '1' : '0'),
  decode: (value: string | null | undefined) => value === '1',
}

/**
 * One encode/decode pair per protocol header (`requestHeaders`, `responseHeaders`), used by the
 * server and the runtime alike. Decoders take the raw header value (null when absent), never
 * throw, and bound what they read; those of addresses also take the origin they must belong to.
 */
export const codecs = {
  /** Container ids (`X-PU-Target`, both ways): unique, well-formed; null when the value is over `limits.maxTargetHeader`. */
  target: {
    encode: (ids: readonly string[]) => ids.join(','),
    decode: (value: string | null | undefined): string[] | null =>
      value && value.length > limits.maxTargetHeader ? null : [...new Set(parseTargets(value ?? ''))].filter((id) => ID.test(id)),
  },
  /** A UI event name, URI-encoded (plain names read as they are). */
  uiEvent: name(100),
  /** The page's layout context, URI-encoded likewise. */
  layoutContext: name(200),
  /** `1`: answer with content, never with `X-PU-Location`. */
  suppressRedirect: flag,
  /** `1` when the answer is an error region. */
  error: flag,
  /** Path and query of the content, internal parameters removed. */
  url: {
    encode: (url: URL) => {
      const clean = stripInternal(url)
      return clean.pathname + clean.search
    },
    decode: (value: string | null | undefined, origin: string) => (value ? sameOriginPath(value, origin) : null),
  },
  /** The content URL's query parameters, URI-encoded JSON; a null-prototype object of string arrays. */
  params: {
    encode: (url: URL) => encodeURIComponent(JSON.stringify(paramsOf(url))),
    decode: (value: string | null | undefined): Params | null => {
      const parsed = uriJson(value)
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null
      const out = Object.create(null) as Params
      for (const [k, v] of Object.entries(parsed).slice(0, MAX_PARAMS))
        if (Array.isArray(v) && v.every((x) => typeof x === 'string')) out[k] = v as string[]
      return out
    },
  },
  /** Where the browser must go instead: the resolved same-origin URL. */
  location: {
    encode: (path: string) => path,
    decode: (value: string | null | undefined, origin: string) => (value ? sameOriginUrl(value, origin) : null),
  },
  /** The page title, URI-encoded; '' when missing or malformed. */
  title: {
    encode: (title: string) => encodeURIComponent(title),
    decode: (value: string | null | undefined) => uriDecoded(value, 1000) ?? '',
  },
  /** The announcement, URI-encoded; '' when missing, malformed or over 500 characters. */
  announce: {
    encode: (text: string) => encodeURIComponent(text),
    decode: (value: string | null | undefined) => uriDecoded(value, 500) ?? '',
  },
  /** The same page in the other language, a URI-encoded same-origin path. */
  alternate: {
    encode: (path: string) => encodeURIComponent(path),
    decode: (value: string | null | undefined, origin: string) => {
      const path = uriDecoded(value, 2000)
      return path ? sameOriginPath(path, origin) : null
    },
  },
  events: { encode: serializePushedEvents, decode: parsePushedEvents },
  reload: { encode: encodeReload, decode: decodeReload },
} as const
