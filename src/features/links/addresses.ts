/**
 * Whether a site path typed into content leads somewhere (ADR 100), without a copy of the app's
 * addresses: the public pages are the sitemap's (every feature's live pages, ADR 015), the app's
 * own pages are the GET routes it registered (`app.getRoutes`: search, the cart, the account, …).
 *
 * A path is known when the sitemap lists it, or it is a route without parameters, or it matches a
 * route with parameters that the sitemap does not cover. A route the sitemap covers (some listed
 * page matches it: a news item's `/qf/cs/aktuality/:slug`, the page tree's catch-all) answers only
 * for what the sitemap lists, so a news address whose item is gone leads nowhere even though the
 * route exists; a route it does not cover (an order of the account, a file) is the app's own.
 */

/** The path a link leads to: without its query and fragment, and without a trailing slash (the site 301s it away). */
export function pathOf(href: string): string {
  const bare = href.replace(/[?#].*$/s, '')
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare
}

const escape = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')

/** A route's pattern as find-my-way reads it (`:name`, `:name(regex)`, `*`) as one regular expression. */
export function routeExpression(pattern: string): RegExp {
  let out = ''
  for (let i = 0; i < pattern.length; ) {
    const rest = pattern.slice(i)
    const param = /^:[A-Za-z0-9_]+(\((?:[^()\\]|\\.)*\))?/.exec(rest)
    if (param) {
      // A parameter's own expression is anchored by find-my-way's habit (`:id(^\d+$)`): inside the path it is not.
      out += param[1] ? `(${param[1].slice(1, -1).replace(/^\^/, '').replace(/\$$/, '')})` : '([^/]+)'
      i += param[0].length
    } else if (rest[0] === '*') {
      out += '(.*)'
      i += 1
    } else {
      out += escape(rest[0]!)
      i += 1
    }
  }
  return new RegExp(`^${out}$`)
}

export interface AddressBook {
  /** Whether the app answers `path` without the sitemap's help, or the sitemap lists it. */
  leadsSomewhere(path: string): boolean
}

export function addressBook(routes: readonly string[], sitemap: ReadonlySet<string>): AddressBook {
  const fixed = new Set(routes.filter((r) => !/[:*]/.test(r)).map(pathOf))
  const parametric = [...new Set(routes.filter((r) => /[:*]/.test(r)))].map((pattern) => ({ pattern, re: routeExpression(pattern), covered: undefined as boolean | undefined }))
  const listed = [...sitemap]
  // Whether the sitemap lists some page of the route: asked only of routes a checked path matches, once each.
  const covered = (route: (typeof parametric)[number]) => (route.covered ??= listed.some((p) => route.re.test(p)))
  return {
    leadsSomewhere(path) {
      if (sitemap.has(path) || fixed.has(path)) return true
      return parametric.some((route) => route.re.test(path) && !covered(route))
    },
  }
}
