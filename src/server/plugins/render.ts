/**
 * Decorates the reply with `page(model)`: renders a PageModel as a complete document with the
 * page frame, or, when the request names targets (docs/protocol.md), only those regions and
 * frame parts; with `cachedPage(load)`, the same for pages whose regions are alike for every
 * visitor, served from the region cache when it holds them (ADR 007), and from what it stored
 * before a gap of the change feed when the database does not answer; and with `frameParts`,
 * the answer of the include route. Routes declare cached pages with `cached()` (../cached.ts),
 * which gives their loader no request to read the visitor from (ADR 010).
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { isDatabaseUnavailable } from '../../db/unavailable.js'
import type { Lang } from '../../i18n/index.js'
import { requestHeaders } from '../../shared/protocol.js'
import type { Assets, ChromeData } from '../../ui/chrome.js'
import type { ContainerId } from '../../ui/containers.js'
import { spriteAddress } from '../../ui/icon.js'
import type { FrameContext, Visitor } from '../../ui/page-context.js'
import type { PageMeta, PageModel } from '../../ui/page-model.js'
import { FrameRegistry } from '../frame.js'
import { originOf } from '../origin.js'
import { pageAddress, regionsToRender, requestedTargets, sendRegions } from '../partial.js'
import type { CachedPage, RegionCache } from '../region-cache.js'
import { DocumentTemplates } from '../render/document-templates.js'
import { documentTemplate, fillDocument, renderRegion, renderRegions } from '../render/page.js'
import type { Spans } from '../spans.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The page frame's parts; features register theirs at start-up (src/server/frame.ts). */
    frame: FrameRegistry
  }
  interface FastifyReply {
    /**
     * `frame: false` answers a partial request with the page's own regions only, never frame
     * parts: error pages, which the runtime does not swap and whose frame may need what failed.
     */
    page(model: PageModel, options?: { frame?: boolean }): Promise<FastifyReply>
    /**
     * For pages whose own regions are the same for every visitor: `load` runs only when the
     * region cache lacks what the request asks for. Use it through `cached()`, never directly.
     * `load` may answer itself instead (a redirect, say): nothing is stored then.
     */
    cachedPage(load: () => Promise<PageModel | FastifyReply>, key?: string): Promise<FastifyReply>
    /** Answers the frame parts `ids` alone, as shown on page `url` with `flags` (the include route). */
    frameParts(ids: ContainerId[], page: { url: string; flags: ReadonlySet<string> }): Promise<FastifyReply>
  }
}

export interface RenderOptions {
  assets: Assets
  preview: boolean
  /** The frame data (menus), for full pages: loaded (or cached), or only what is kept. */
  chrome: { get(lang: Lang): Promise<ChromeData>; kept(lang: Lang): ChromeData | undefined }
  cache: RegionCache
  /** Name the region cache's outcome in Server-Timing for every client (else loopback only). */
  debugTiming: boolean
  /** PUBLIC_ORIGIN: the origin of absolute addresses in the head; else the request's. */
  publicOrigin?: string
  /** POPUP_IFRAME_HOSTS, rendered on `<html data-popup-hosts>` for the iframe popup (ADR 021). */
  iframeHosts?: readonly string[]
  /** Spans of loading and rendering a page (ADR 076), or none. */
  spans: Spans
}

/** The Server-Timing metric saying whether the region cache answered (app.ts puts it after the total). */
const CACHE_TIMING = 'region-cache'

const NO_FLAGS: ReadonlySet<string> = new Set()

/** The frame without menus: the site's header and footer when the menus cannot be loaded. */
const NO_CHROME: ChromeData = { menu: [], footer: [], faculties: [] }

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/** A client on this machine that came straight to us, not through a proxy. */
const isLoopback = (request: FastifyRequest) =>
  LOOPBACK.has(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined

/** The user menu's link to the administration: the first part of it the user may open. */
function adminLinkOf(request: FastifyRequest): Visitor['admin'] {
  const entry = request.server.admin.entryFor(request.user)
  return entry ? { href: entry.href(request.lang), label: entry.label[request.lang] } : null
}

/** What the frame knows of this request; `canonical` defaults to the address without its query. */
function frameContextOf(reply: FastifyReply, publicOrigin: string | undefined, page?: { url: string; flags: ReadonlySet<string> }, canonical?: string): FrameContext {
  const { request } = reply
  const url = page?.url ?? pageAddress(request)
  return {
    lang: request.lang,
    nonce: reply.scriptNonce,
    url,
    origin: originOf(request, publicOrigin),
    canonical: canonical ?? url.replace(/[?#].*$/, ''),
    visitor: request.user ? { displayName: request.user.displayName, admin: adminLinkOf(request) } : null,
    flags: page?.flags ?? NO_FLAGS,
    admin: request.adminPage === true,
  }
}

/** Adds `names` to the answer's Vary header, each once. */
function varyOn(reply: FastifyReply, names: string[]) {
  const vary = String(reply.getHeader('vary') ?? '')
  const present = vary.toLowerCase().split(/\s*,\s*/)
  const missing = names.filter((name) => !present.includes(name))
  if (missing.length) reply.header('vary', [vary, ...missing].filter(Boolean).join(', '))
}

/** A page's own regions as they are had: rendered now, or stored. */
interface Source {
  meta: PageMeta
  own: readonly ContainerId[]
  html: (id: ContainerId) => string
  /** The page's address with only the query parameters it reads (a cached page's key). */
  canonical?: string
  /** The region cache's entry it came from: its document template is kept with it. */
  stored?: CachedPage
}

export const renderPlugin = fp<RenderOptions>(
  async (app, { assets, preview, chrome: chromeCache, cache, debugTiming, publicOrigin, iframeHosts, spans }) => {
    const frame = new FrameRegistry()
    app.decorate('frame', frame)
    const sprite = spriteAddress(preview ? null : assets.spriteVersion)
    let layout: ReturnType<FrameRegistry['layout']> = {}
    app.addHook('onReady', async () => {
      frame.seal()
      layout = frame.layout()
    })
    // A stored page's document around its frame parts, kept beside the region cache and bounded
    // by a quarter of its memory (ADR 010).
    const templates = new DocumentTemplates(cache.maxSize / 4)

    // Any address may answer a page or some of its regions, chosen by the target header: every
    // answer says so, once, here (docs/protocol.md), so no cache serves a fragment as a page. A
    // page's frame also depends on the session cookie; a signed-in visitor's page is theirs alone
    // (ASVS V8.2.1).
    app.addHook('onSend', async (request, reply) => {
      const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html')
      varyOn(reply, html ? [requestHeaders.target, 'cookie'] : [requestHeaders.target])
      if (html && request.user) reply.header('cache-control', 'private, no-store')
    })

    /**
     * The menus, or none when the database does not answer: an outage still gets the site's
     * frame. The 503 page, which says the database does not answer, does not wait for it again.
     */
    async function chromeOf(lang: Lang, status: number | undefined): Promise<ChromeData> {
      if (status === 503) return chromeCache.kept(lang) ?? NO_CHROME
      try {
        return await chromeCache.get(lang)
      } catch (err) {
        if (isDatabaseUnavailable(err)) return NO_CHROME
        throw err
      }
    }

    /**
     * The whole document: only the frame parts are rendered for this request; the rest is the
     * stored page's template when the page is stored, else rendered for this answer alone.
     */
    async function sendDocument(reply: FastifyReply, meta: PageMeta, pageContent: string, canonical?: string, storedPage?: CachedPage) {
      const ctx = frameContextOf(reply, publicOrigin, undefined, canonical)
      const [chrome, parts] = await Promise.all([chromeOf(ctx.lang, meta.status), renderParts(reply, undefined, ctx)])
      const make = () => documentTemplate({ ctx, meta, chrome, layout, assets, preview, iframeHosts })
      const template = storedPage && canonical ? templates.of(ctx.origin, canonical, storedPage, chrome, make) : make()
      return reply
        .code(meta.status ?? 200)
        .type('text/html; charset=utf-8')
        .header('content-language', ctx.lang)
        .send(fillDocument(template, { pageContent, parts, nonce: ctx.nonce }))
    }

    /** Renders frame parts alone (all when `ids` is undefined), for this request. */
    async function renderParts(reply: FastifyReply, ids: ContainerId[] | undefined, ctx = frameContextOf(reply, publicOrigin)) {
      const elements = await frame.render(reply.request, ctx, ids)
      return new Map([...elements].map(([id, element]) => [id, renderRegion(ctx, element, sprite)]))
    }

    /**
     * What the request asks of a page: the whole document, or the asked regions the page has
     * and the asked frame parts (the main region when it has none of them).
     */
    async function answer(reply: FastifyReply, { meta, own, html, canonical, stored: storedPage }: Source, targets = requestedTargets(reply.request), withParts = true) {
      if (!targets) return sendDocument(reply, meta, html('pageContent'), canonical, storedPage)
      const ids = regionsToRender(targets, (id) => own.includes(id) || (withParts && frame.has(id)))
      const partIds = ids.filter((id) => !own.includes(id))
      const parts = partIds.length ? await renderParts(reply, partIds) : undefined
      return sendRegions(reply, meta, ids.map((id) => [id, parts?.get(id) ?? html(id)]))
    }

    /** The page model's regions, each rendered once when first asked for. */
    function rendered(reply: FastifyReply, model: PageModel): Source & { done: Map<ContainerId, string> } {
      const { regions, ...meta } = model
      const done = new Map<ContainerId, string>()
      const html = (id: ContainerId) => {
        if (!done.has(id)) done.set(id, renderRegions({ lang: reply.request.lang }, model, [id], sprite).html.get(id) ?? '')
        return done.get(id)!
      }
      return { meta, own: Object.keys(regions) as ContainerId[], html, done }
    }

    /**
     * A stored page that holds every region the request (asking for `targets`) gets, as a source;
     * else null. `standIn`: also what was stored before a gap of the change feed, within its bound.
     */
    function stored(key: string, targets: ContainerId[] | null, standIn = false): Source | null {
      const hit = standIn ? cache.standIn(key) : cache.get(key)
      if (!hit) return null
      const needed = targets ? regionsToRender(targets, (id) => hit.own.includes(id) || frame.has(id)).filter((id) => hit.own.includes(id)) : ['pageContent' as const]
      if (!needed.every((id) => hit.regions[id] !== undefined)) return null
      return { meta: hit.meta, own: hit.own, html: (id) => hit.regions[id]!, stored: hit }
    }

    /** `answer` as the span `render`, named by how the region cache served it (ADR 076). */
    const render = (regionCache: 'hit' | 'miss' | 'stale' | 'none', ...args: Parameters<typeof answer>) =>
      spans.span('render', () => answer(...args), { 'qf.region_cache': regionCache })

    app.decorateReply('page', async function (this: FastifyReply, model: PageModel, { frame: withParts = true } = {}) {
      return render('none', this, rendered(this, model), undefined, withParts)
    })

    app.decorateReply('cachedPage', async function (this: FastifyReply, load: () => Promise<PageModel | FastifyReply>, given?: string) {
      const key = this.request.method === 'GET' ? (given ?? pageAddress(this.request)) : null
      const targets = requestedTargets(this.request)
      const hit = key === null ? null : stored(key, targets)
      // Whether an address was asked for lately is nobody else's business: loopback (our own
      // benchmarks and probes) or a debug setting only.
      const timing = (outcome: 'hit' | 'miss' | 'stale') => {
        if (debugTiming || isLoopback(this.request)) this.header('server-timing', `${CACHE_TIMING};desc=${outcome}`)
      }
      timing(hit ? 'hit' : 'miss')
      // Only addresses that could be stored are lookups: a form's answer (not a GET) is not.
      if (key !== null) cache.counts[hit ? 'hits' : 'misses']++
      if (hit) return render('hit', this, { ...hit, canonical: key ?? undefined }, targets)
      const generation = cache.generation
      let model: PageModel | FastifyReply
      try {
        model = await spans.span('load page', load)
      } catch (err) {
        // The database does not answer: what was stored before the change feed's gap stands
        // in for it, within its bound (ADR 007); otherwise the error page.
        const standIn = key !== null && isDatabaseUnavailable(err) ? stored(key, targets, true) : null
        if (!standIn) throw err
        timing('stale')
        cache.counts.stale++
        return render('stale', this, { ...standIn, canonical: key ?? undefined }, targets)
      }
      if (this.sent || !('regions' in model)) return this
      const source = rendered(this, model)
      const reply = await render('miss', this, { ...source, canonical: key ?? undefined }, targets)
      if (key !== null && (model.status ?? 200) === 200) {
        cache.store(key, generation, { meta: source.meta, own: source.own, regions: Object.fromEntries(source.done) })
      }
      return reply
    })

    app.decorateReply('frameParts', async function (this: FastifyReply, ids: ContainerId[], page: { url: string; flags: ReadonlySet<string> }) {
      const ctx = frameContextOf(this, publicOrigin, page)
      const parts = await renderParts(this, ids, ctx)
      return sendRegions(this, { title: '', alternate: null }, ids.map((id) => [id, parts.get(id)!]))
    })
  },
  { name: 'render', dependencies: ['request-context'] },
)
