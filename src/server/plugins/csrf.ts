/**
 * Cross-site request forgery defence for every state-changing request: browsers label where a
 * request comes from (Fetch Metadata `Sec-Fetch-Site`, and `Origin`), and we refuse what did
 * not come from this site. Session cookies are also SameSite=Lax. Requests without either
 * header (non-browser clients) cannot carry a victim's cookies cross-site, so they pass.
 */
import fp from 'fastify-plugin'
import { CrossSiteRequestError } from '../errors.js'

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Whether an unsafe request came from another site. `publicOrigin` is the site's public origin
 * behind a proxy (`PUBLIC_ORIGIN`): a proxy may rewrite `Host`, so `Origin` is compared with it,
 * scheme included; without it, with the `Host` the request arrived with.
 */
export function isCrossSite(headers: Record<string, string | string[] | undefined>, publicOrigin?: string): boolean {
  const site = headers['sec-fetch-site']
  // Fetch Metadata is the browser's own word and decides when present: Chromium sends
  // `Origin: null` with same-origin form posts from pages whose referrer policy hides it.
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none'
  const origin = headers.origin
  if (typeof origin !== 'string') return false
  if (origin === 'null') return true
  try {
    const from = new URL(origin)
    if (publicOrigin) return from.origin !== new URL(publicOrigin).origin
    // Compare as URLs so that `localhost:80` and `http://localhost` are the same host.
    return from.host !== new URL(`${from.protocol}//${String(headers.host)}`).host
  } catch {
    return true
  }
}

export const csrfPlugin = fp<{ publicOrigin?: string }>(
  async (app, { publicOrigin }) => {
    app.addHook('onRequest', async (request) => {
      if (!SAFE.has(request.method) && isCrossSite(request.headers, publicOrigin)) throw new CrossSiteRequestError(request.method)
    })
  },
  { name: 'csrf' },
)
