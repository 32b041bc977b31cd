/**
 * The answer to an update, decoded once (docs/protocol.md "Response"): the status, every
 * protocol header through its codec (src/shared/protocol.ts), the rendered targets and the
 * HTML of each. Later stages read this object, never the response.
 */
import { codecs, responseHeaders, type Params, type PushedEvent, type Reload } from '../shared/protocol.js'
import * as fragment from './fragment.js'
import type { Sent } from './network.js'

export interface Answer {
  status: number
  /** `X-PU-Error: 1`: the body is an error region. */
  error: boolean
  /** `X-PU-Url`, when it is a same-origin path: the content's address. */
  url: string | null
  /** `X-PU-Params`; null when missing or malformed. */
  params: Params | null
  /** `X-PU-Title`, '' when there is none. */
  title: string
  /** `X-PU-Announce`, '' when there is none: announced instead of the title. */
  announce: string
  /** `X-PU-Alternate`, when it is a same-origin path. */
  alternate: string | null
  /** `X-PU-Target`: the containers the server rendered; empty when it did not say. */
  target: string[]
  /** `X-PU-Location`, resolved and same-origin: navigate there instead. */
  location: URL | null
  /** `X-PU-Events`, dispatched after a successful update. */
  events: PushedEvent[]
  /** `X-PU-Reload`: refresh parts of the page instead of swapping this answer. */
  reload: Reload | null
  body: string
  /** Target id → HTML; null when several targets came without a valid envelope. */
  parts: Map<string, string> | null
}

/** Decodes `sent`, the answer for `requestTarget`, against this page's origin. */
export function decode({ response, body }: Sent, requestTarget: string[], origin = location.origin): Answer {
  const header = (name: string) => response.headers.get(name)
  const target = codecs.target.decode(header(responseHeaders.target)) ?? []
  let parts: Map<string, string> | null = null
  try {
    parts = fragment.split(body, target.length ? target : requestTarget)
  } catch {
    // Several targets without the envelope: the swap reports it, should it come to one.
  }
  return {
    status: response.status,
    error: codecs.error.decode(header(responseHeaders.error)),
    url: codecs.url.decode(header(responseHeaders.url), origin),
    params: codecs.params.decode(header(responseHeaders.params)),
    title: codecs.title.decode(header(responseHeaders.title)),
    announce: codecs.announce.decode(header(responseHeaders.announce)),
    alternate: codecs.alternate.decode(header(responseHeaders.alternate), origin),
    target,
    location: codecs.location.decode(header(responseHeaders.location), origin),
    events: codecs.events.decode(header(responseHeaders.events)),
    reload: codecs.reload.decode(header(responseHeaders.reload)),
    body,
    parts,
  }
}
