/**
 * Cross-site request forgery defence for every state-changing request: browsers label where a
 * request comes from (Fetch Metadata `Sec-Fetch-Site`, and `Origin`), and we refuse what did
 * not come from this site. Session cookies are also SameSite=Lax. Requests without either
 * header (non-browser clients) cannot carry a victim's cookies cross-site, so they pass.
 */
import fp from 'fastify-plugin'
import { CrossSiteRequestError } from '../errors.js'
import { originOf } from '../origin.js'

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Whether an unsafe request came from another site. `site` gives this site's origin: the public
 * origin behind a proxy (`PUBLIC_ORIGIN`, a proxy may rewrite `Host`), else the scheme, host and
 * port the request was made to (origin.ts). `Origin` must equal it whole: on a plain-http site a
 * page of `https://` the same host is another origin, whose scripts must not post here.
 */
export function isCrossSite(headers: Record<string, string | string[] | undefined>, site: () => string): boolean {
  const fetchSite = headers['sec-fetch-site']
  // Fetch Metadata is the browser's own word and decides when present: Chromium sends
  // `Origin: null` with same-origin form posts from pages whose referrer policy hides it.
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none'
  const origin = headers.origin
  if (typeof origin !== 'string') return false
  if (origin === 'null') return true
  try {
    // As URLs, so that `http://localhost:80` and `http://localhost` are the same origin.
    return new URL(origin).origin !== site()
  } catch {
    return true
  }
}

export const csrfPlugin = fp<{ publicOrigin?: string }>(
  async (app, { publicOrigin }) => {
    app.addHook('onRequest', async (request) => {
      if (!SAFE.has(request.method) && isCrossSite(request.headers, () => originOf(request, publicOrigin))) throw new CrossSiteRequestError(request.method)
    })
  },
  { name: 'csrf' },
)
