/**
 * Decorates the reply with `page(model)`: renders a PageModel as a complete document with
 * the page frame, or, when the request names targets (docs/protocol.md), only those regions;
 * and with `cachedPage(load)`, the same for pages whose regions are alike for every visitor,
 * served from the region cache when it holds them (docs/decisions/007-region-cache.md).
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ReactElement } from 'react'
import fp from 'fastify-plugin'
import type { Lang } from '../../i18n/index.js'
import { INTERNAL_PARAMS, PU_PARAM, requestHeaders } from '../../shared/protocol.js'
import type { Assets, ChromeData } from '../../ui/chrome.js'
import type { ContainerId } from '../../ui/containers.js'
import { chromeRegions } from '../../ui/layout/user-tools.js'
import type { PageMeta, PageModel } from '../../ui/page-model.js'
import { regionsToRender, requestedTargets, sendRegions } from '../partial.js'
import type { RegionCache } from '../region-cache.js'
import { pageContextOf } from '../render/context.js'
import { availableRegions, renderDocument, renderRegion, renderRegions } from '../render/page.js'

declare module 'fastify' {
  interface FastifyReply {
    page(model: PageModel): Promise<FastifyReply>
    /**
     * For pages whose own regions are the same for every visitor: `load` runs only when the
     * region cache lacks what the request asks for. Anything user-specific belongs in the frame.
     * `load` may answer itself instead (a redirect, say): nothing is stored then.
     */
    cachedPage(load: () => Promise<PageModel | FastifyReply>): Promise<FastifyReply>
  }
}

export interface RenderOptions {
  assets: Assets
  preview: boolean
  /** Loads the frame data (menus); called only for full pages. */
  loadChrome: (lang: Lang) => Promise<ChromeData>
  cache: RegionCache
}

/** The Server-Timing metric saying whether the region cache answered (app.ts puts it after the total). */
const CACHE_TIMING = 'region-cache'

type Regions = Partial<Record<ContainerId, string>>

/** The address a page is stored under: path and query without the protocol's internal parameters. */
function cacheKey(request: FastifyRequest): string | null {
  if (request.method !== 'GET') return null
  const url = new URL(request.url, 'http://site.invalid')
  for (const name of [PU_PARAM, ...INTERNAL_PARAMS]) url.searchParams.delete(name)
  return url.pathname + url.search
}

export const renderPlugin = fp<RenderOptions>(
  async (app, { assets, preview, loadChrome, cache }) => {
    async function sendDocument(reply: FastifyReply, meta: PageMeta, pageContent: string) {
      const ctx = pageContextOf(reply)
      const chrome = await loadChrome(ctx.lang)
      return reply
        .code(meta.status ?? 200)
        .type('text/html; charset=utf-8')
        .header('content-language', ctx.lang)
        .header('vary', requestHeaders.target)
        .send(renderDocument({ ctx, meta, pageContent, chrome, assets, preview }))
    }

    /** Renders what the request asks of `model`; `keep` receives the page's own regions rendered. */
    function respond(reply: FastifyReply, model: PageModel, keep?: (regions: Regions) => void) {
      const ctx = pageContextOf(reply)
      const targets = requestedTargets(reply.request)
      const available = availableRegions(ctx, model)
      const ids = targets ? regionsToRender(targets, (id) => !!available[id]) : (['pageContent'] as const)
      const { html } = renderRegions(ctx, model, ids)
      keep?.(Object.fromEntries([...html].filter(([id]) => id in model.regions)))
      if (targets) return sendRegions(reply, model, [...html])
      return sendDocument(reply, model, html.get('pageContent')!)
    }

    /**
     * How a stored page answers the request, or null: it must hold every region the request
     * gets (the asked ones the page has, or its main one; frame regions are rendered for each
     * request) or, for a full page, `pageContent`.
     */
    function fromCache(reply: FastifyReply, key: string): (() => Promise<FastifyReply> | FastifyReply) | null {
      const hit = cache.get(key)
      if (!hit) return null
      const targets = requestedTargets(reply.request)
      if (!targets) {
        const main = hit.regions.pageContent
        return main === undefined ? null : () => sendDocument(reply, hit.meta, main)
      }
      const ctx = pageContextOf(reply)
      const frame: Partial<Record<ContainerId, () => ReactElement>> = chromeRegions(ctx)
      const ids = regionsToRender(targets, (id) => hit.own.includes(id) || !!frame[id])
      if (!ids.every((id) => hit.regions[id] !== undefined || frame[id])) return null
      return () => sendRegions(reply, hit.meta, ids.map((id) => [id, hit.regions[id] ?? renderRegion(ctx, frame[id]!)]))
    }

    app.decorateReply('page', async function (this: FastifyReply, model: PageModel) {
      return respond(this, model)
    })

    app.decorateReply('cachedPage', async function (this: FastifyReply, load: () => Promise<PageModel | FastifyReply>) {
      const key = cacheKey(this.request)
      const answer = key === null ? null : fromCache(this, key)
      this.header('server-timing', `${CACHE_TIMING};desc=${answer ? 'hit' : 'miss'}`)
      if (answer) return answer()
      const generation = cache.generation
      const model = await load()
      if (this.sent || !('regions' in model)) return this
      const { regions: own, ...meta } = model
      const ids = Object.keys(own) as ContainerId[]
      const storable = key !== null && (model.status ?? 200) === 200
      return respond(this, model, storable ? (regions) => cache.store(key, generation, { meta, own: ids, regions }) : undefined)
    })
  },
  { name: 'render', dependencies: ['request-context'] },
)
