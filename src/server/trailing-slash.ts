/**
 * One address per page: `/qf/cs/aktuality/` (or `…///`) answers 301 to `/qf/cs/aktuality`,
 * query kept, so links, caches and search engines see one URL. A path that would read as
 * another host once stripped (`//evil.example/`, `/\evil.example/`) is never redirected: it
 * stays a local 404.
 */
import type { FastifyInstance } from 'fastify'
import { sameOriginPath } from '../shared/same-origin.js'

/** Any origin does: the check is that the stripped path stays a path of ours. */
const LOCAL = 'http://localhost'

/** The address without the trailing slashes of its path; null when there are none or it is unsafe. */
export function withoutTrailingSlash(url: string): string | null {
  const q = url.indexOf('?')
  const path = q === -1 ? url : url.slice(0, q)
  if (path.length <= 1 || !path.endsWith('/')) return null
  const trimmed = path.replace(/\/+$/, '')
  if (!trimmed || sameOriginPath(trimmed, LOCAL) === null) return null
  return trimmed + (q === -1 ? '' : url.slice(q))
}

export function redirectTrailingSlash(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return
    const target = withoutTrailingSlash(request.url)
    if (target) return reply.redirect(target, 301)
  })
}
