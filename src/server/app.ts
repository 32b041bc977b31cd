/**
 * Builds the application: shared plugins, then one encapsulated plugin per feature.
 * Never listens (main.ts does); tests drive it with `app.inject`.
 */
import { randomUUID } from 'node:crypto'
import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import formbody from '@fastify/formbody'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { STOCK_CHANGE, type ChangeFeed, type Database, type Db } from '../db/client.js'
import { SessionCache } from '../features/account/session-cache.js'
import type { KeptSummaries } from '../features/cart/header-summary.js'
import { KeptLookups } from './kept-lookups.js'
import { sessionCookie, type SessionCookie } from '../features/account/session-cookie.js'
import { loadChrome } from '../features/content/chrome-data.js'
import { consentSettings } from '../features/consent/consent-config.js'
import { consentPolicyVariants } from '../features/consent/consent-csp.js'
import { FeedCache } from '../features/seo/feed-cache.js'
import type { Assets } from '../ui/chrome.js'
import { buildDir, BUILD_URL } from './assets.js'
import { ChromeCache } from './chrome-cache.js'
import { clientErrorHandler } from './client-error.js'
import { deploymentWarnings, type Config } from './config.js'
import { Freshness } from './freshness.js'
import { securityHeaders, securityHeadersPlugin } from './plugins/security-headers.js'
import { csrfPlugin } from './plugins/csrf.js'
import { errorsPlugin, sendErrorPage } from './plugins/errors.js'
import { renderPlugin } from './plugins/render.js'
import { includeRoutes } from './include.js'
import { loggerOptions } from './logging.js'
import { langOfUrl, requestContextPlugin } from './plugins/request-context.js'
import { RegionCache } from './region-cache.js'
import { Metrics } from './metrics.js'
import { NO_SPANS, tracesEndpoint } from './spans.js'
import type { Tracing } from './tracing.js'
import { redirectTrailingSlash } from './trailing-slash.js'
import { buildServices } from './services.js'
import { FEATURES } from '../features/index.js'
import { searchSourcesOf } from '../features/feature.js'
import { AccessControl } from '../features/access/permissions.js'
import { registerAdmin } from './admin.js'
import { redisClient } from '../lib/redis.js'
import { pickupPointSource } from '../features/checkout/pickup-points.js'
import { paymentPageOrigins } from '../features/checkout/card-provider.js'
import { SearchIndexer } from '../features/search/search-indexer.js'
import { outboxBacklog, outboxWorker } from '../features/mail/outbox.js'
import type { OutboxWorker } from '../features/mail/outbox-worker.js'
import { PublishScheduler } from '../features/editorial/publish-scheduler.js'
import { liveValidationPlugin } from '../features/validation/validation.routes.js'
import { paths } from '../ui/paths.js'

declare module 'fastify' {
  interface FastifyInstance {
    database: Database
    db: Db
    config: Config
    /** Rendered content regions (ADR 007); exposed for tests and operations. */
    regionCache: RegionCache
    /** Drains the search index's queue on content changes (ADR 019); exposed for tests. */
    searchIndexer: SearchIndexer
    /** `draining` once shutdown began: `/readyz` answers 503 while requests are still served. */
    lifecycle: { draining: boolean }
    /** Every GET route's pattern as registered, the administration's too: which site paths the app answers (ADR 100). */
    getRoutes: string[]
    /** The session cookie's name and attributes (ADR 012). */
    sessionCookie: SessionCookie
    /** Session lookups kept on this node (ADR 012); exposed for tests. */
    sessionCache: SessionCache
    /** Delivers the outbox (ADR 025); undefined when mail is kept in the table (no SMTP_URL). */
    outbox: OutboxWorker | undefined
    publishScheduler: PublishScheduler
    /** The features' work due at a time by its name (`sales`, `products`): the same timer as scheduled publishing. */
    timers: ReadonlyMap<string, PublishScheduler>
    /** This app's Prometheus metrics (ADR 072): served on METRICS_PORT when set. */
    metrics: Metrics
    /** This app's traces (ADR 076): undefined unless an OTLP endpoint is configured. */
    tracing: Tracing | undefined
  }
}

export interface AppOptions {
  config: Config
  database: Database
  assets: Assets
  logger?: FastifyServerOptions['logger']
  /** Addresses per sitemap file before it becomes an index (the protocol's 50,000 unless a test forces a split). */
  sitemapLimit?: number
}

/** Menus change rarely; a short cache keeps them off the hot path of every page. */
const CHROME_TTL_MS = 60_000

/**
 * A session lookup is reused on this node for at most this long: the bound on how long a session
 * that ended without its notification reaching us (a listener that died unnoticed) is honoured.
 */
const SESSION_CACHE_MAX_AGE_MS = 10_000
/** About 1 KB each: a few MB at most. */
const SESSION_CACHE_ENTRIES = 5000
/** Sitemap files and feeds kept; a few per origin the site answers under. */
const FEED_CACHE_ENTRIES = 64

/** Ids we accept from a proxy's X-Request-Id; anything else gets a fresh UUID. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

/** TRUST_PROXY as Fastify takes it: a hop count trusts that many proxies in front of us. */
function trustProxyOf(value: string | undefined): boolean | string | ((address: string, hop: number) => boolean) {
  if (value === undefined) return false
  if (!/^\d+$/.test(value)) return value
  const hops = Number(value)
  return (_address, hop) => hop < hops
}

export async function buildApp({ config, database, assets, logger, sitemapLimit }: AppOptions): Promise<FastifyInstance> {
  const secure = securityHeaders(
    [...config.POPUP_IFRAME_HOSTS, new URL(config.SIGN_LANGUAGE_VIDEO_HOST).origin],
    paymentPageOrigins(config),
    consentPolicyVariants(consentSettings(config)),
  )
  const app = Fastify({
    logger: logger ?? loggerOptions(config.LOG_LEVEL),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id']
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID()
    },
    // Behind a proxy the client's address comes from X-Forwarded-For, from the proxies named only.
    trustProxy: trustProxyOf(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    // A request that reaches a closing node on a connection it accepted is served, not answered
    // 503: nginx cannot pass a POST it sent on to another node (ADR 074's rolling restart). Such
    // connections end with that answer (Connection: close while draining, below).
    return503OnClosing: false,
    // A client that sends headers and then trickles or stalls its body is cut off: a silent
    // socket after REQUEST_TIMEOUT_MS, a request still incomplete after it at the latest.
    connectionTimeout: config.REQUEST_TIMEOUT_MS,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: 5000,
    clientErrorHandler: clientErrorHandler(secure.raw),
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
    // Malformed URLs (bad percent-encoding) fail before routing and before any hook: answer with
    // our 400 page and the headers of every answer too.
    frameworkErrors: (error, request, reply) => {
      secure(reply)
      request.log.info({ code: error.code }, error.message)
      request.lang = langOfUrl(request.url)
      void sendErrorPage(request, reply, error.statusCode === 404 ? 404 : 400)
    },
  })
  // What the operator chose but should know every start (ADR 046): a test shop taking no money.
  for (const warning of deploymentWarnings(config)) app.log.warn(warning)

  app.decorate('database', database)
  app.decorate('db', database.db)
  app.decorate('config', config)
  app.decorate('lifecycle', { draining: false })
  // The app's own addresses, for the broken links report (ADR 100): asked of what was registered, not a copy.
  const getRoutes: string[] = []
  app.decorate('getRoutes', getRoutes)
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().includes('GET')) getRoutes.push(route.url ?? route.path)
  })
  // While draining, every answer closes its connection: a proxy's kept-alive connections to this
  // node are gone before the listener closes, so a request sent after that is refused (nginx
  // passes even a POST on to another node) instead of getting Fastify's 503 on a kept-alive
  // socket, which nginx may not retry for a POST (ADR 074's rolling restart).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.lifecycle.draining) reply.header('connection', 'close')
    done(null, payload)
  })
  // Counted from the start (the features' services get it); measured per request and served only
  // with a METRICS_PORT (ADR 072).
  const metrics = new Metrics()
  app.decorate('metrics', metrics)
  if (config.METRICS_PORT !== undefined) metrics.expose(app, { host: config.METRICS_HOST, port: config.METRICS_PORT })
  // Traces only with an OTLP endpoint (ADR 076): otherwise no tracer, no hook, no wrapped statement.
  // The SDK is loaded only then: a node without traces neither loads nor keeps it.
  const tracesUrl = tracesEndpoint(config)
  const tracing = tracesUrl ? new (await import('./tracing.js')).Tracing(config, tracesUrl) : undefined
  app.decorate('tracing', tracing)
  if (tracing) tracing.install(app, database)
  const spans = tracing ?? NO_SPANS

  // Server time of every response (Server-Timing), for browsers' dev tools and the benchmarks.
  const started = new WeakMap<object, bigint>()
  app.addHook('onRequest', async (request) => {
    started.set(request, process.hrtime.bigint())
  })
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
    const start = started.get(request)
    if (start === undefined) return
    // Metrics a handler set (the region cache's hit or miss) follow the total.
    const more = reply.getHeader('server-timing')
    const total = `app;dur=${(Number(process.hrtime.bigint() - start) / 1e6).toFixed(3)}`
    reply.header('server-timing', more ? `${total}, ${String(more)}` : total)
  })

  await app.register(securityHeadersPlugin, { apply: secure })
  redirectTrailingSlash(app)
  await app.register(compress, { threshold: 1024 })
  await app.register(cookie)
  await app.register(formbody)
  // Source maps and the Vite manifest carry our source and file names: development only.
  const development = config.NODE_ENV !== 'production'
  await app.register(fastifyStatic, {
    root: buildDir,
    prefix: BUILD_URL,
    index: false,
    cacheControl: false,
    allowedPath: (path) => development || !(path.endsWith('.map') || path.startsWith('/.vite/')),
    setHeaders(res, file) {
      // Hashed names never change content; the unversioned sprite is for preview mode only.
      const hashed = /[.-][A-Za-z0-9_-]{8,}\.(?:js|css|svg|png|woff2)$/.test(file)
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
    },
  })

  // Ended sessions are dropped from every node's session cache; it is not trusted while that feed is down.
  let endedSessions: ChangeFeed | undefined
  const sessionCache = new SessionCache({
    maxAgeMs: SESSION_CACHE_MAX_AGE_MS,
    maxEntries: SESSION_CACHE_ENTRIES,
    fresh: () => endedSessions?.listening === true,
  })
  endedSessions = await database.watchEndedSessions((id) => sessionCache.drop(id))
  app.addHook('onClose', () => endedSessions.close())
  app.decorate('sessionCache', sessionCache)
  const sessionPolicy = { idleMs: config.SESSION_IDLE_MINUTES * 60_000, absoluteMs: config.SESSION_ABSOLUTE_HOURS * 3_600_000 }
  const cookieOfSession = sessionCookie(config.PUBLIC_ORIGIN, sessionPolicy.absoluteMs)
  app.decorate('sessionCookie', cookieOfSession)

  const redis = config.REDIS_URL ? redisClient(config.REDIS_URL) : undefined
  if (redis) app.addHook('onClose', () => redis.close())
  const outbox = outboxWorker(database.db, config, app.log)
  app.decorate('outbox', outbox)
  if (outbox) {
    app.addHook('onReady', async () => outbox.start())
    app.addHook('onClose', () => outbox.stop())
  }
  const mailWritten = () => outbox?.wake()
  // The header's cart summary kept per node, dropped by every node's announced changes and not
  // trusted while that feed is down (ADR 049).
  let summaryChanges: ChangeFeed | undefined
  const summaries: KeptSummaries = new KeptLookups({
    maxAgeMs: SESSION_CACHE_MAX_AGE_MS,
    maxEntries: SESSION_CACHE_ENTRIES,
    fresh: () => summaryChanges?.listening === true,
  })
  summaryChanges = await database.watchSummaryChanges((owner) => summaries.drop(owner))
  app.addHook('onClose', () => summaryChanges.close())
  const services = buildServices(database.db, {
    sessionPolicy,
    sessionCache,
    summaries,
    announceSummary: (owner) => database.announceSummaryChange(owner),
    videoHost: config.SIGN_LANGUAGE_VIDEO_HOST,
    redis,
    redisPrefix: config.REDIS_PREFIX,
    log: app.log,
    contactMailTo: config.CONTACT_MAIL_TO,
    mailWritten,
    pickupPoints: pickupPointSource({
      url: config.PICKUP_POINTS_URL ?? `http://127.0.0.1:${config.PORT}${paths.pickupPointsFixture()}`,
      timeoutMs: config.PICKUP_POINTS_TIMEOUT_MS,
      ttlMs: config.PICKUP_POINTS_TTL_MS,
    }),
    formSecret: config.FORM_SECRET,
    metrics,
    catalogueImport: { maxRows: config.CATALOGUE_IMPORT_MAX_ROWS, maxBytes: config.UPLOAD_MAX_BYTES },
    spans,
  })
  app.decorate('services', services)
  app.decorate('access', new AccessControl(FEATURES))

  // Rendered regions and menus are dropped on every committed content change, on every node;
  // in a gap of the change feed they stand in for a database that does not answer, for a while.
  let feed: ChangeFeed | undefined
  const freshness = new Freshness({ feed: () => feed, staleMs: config.REGION_CACHE_STALE_MS })
  // Rendered content regions kept per node: REGION_CACHE_MB of HTML (src/server/region-cache.ts).
  const regionCache = new RegionCache({ maxSize: config.REGION_CACHE_MB * 1024 * 1024, freshness })
  const chromeCache = new ChromeCache({ load: (lang) => loadChrome(services.content, lang), ttl: CHROME_TTL_MS, freshness })
  // The sitemap, feeds and robots.txt as served, per origin (src/features/seo).
  const feedCache = new FeedCache({ maxEntries: FEED_CACHE_ENTRIES, fresh: () => freshness.current })
  // The search index follows the same feed: whichever node hears a change indexes what was queued (ADR 019).
  const searchIndexer = new SearchIndexer(database.db, searchSourcesOf(FEATURES), { onError: (err) => app.log.error({ err }, 'search indexing failed') })
  app.decorate('searchIndexer', searchIndexer)
  // Scheduled publishing runs on every node; the service claims each due item once (ADR 058).
  const publishScheduler = new PublishScheduler(services.editorial, {
    intervalMs: config.PUBLISH_SCHEDULE_INTERVAL_MS,
    onError: (err, item) => app.log.error({ err, item }, 'scheduled publishing failed'),
  })
  app.decorate('publishScheduler', publishScheduler)
  app.addHook('onReady', async () => publishScheduler.start())
  app.addHook('onClose', () => publishScheduler.stop())
  // The features' work due at a time (sales, scheduled products) runs on every node too; each
  // feature's `runDue` claims a due row once (ADRs 087, 088).
  const timers = new Map<string, PublishScheduler>()
  for (const feature of FEATURES) {
    for (const work of feature.timed?.(services) ?? []) {
      const timer = new PublishScheduler(
        { runDue: async (now = new Date()) => (await work.runDue(now), { published: 0, unpublished: 0, failed: [] }), nextDue: () => work.nextDue() },
        { intervalMs: Math.min(config.PUBLISH_SCHEDULE_INTERVAL_MS, 60_000), onError: (err) => app.log.error({ err, work: work.name }, 'timed work failed') },
      )
      timers.set(work.name, timer)
      app.addHook('onReady', async () => timer.start())
      app.addHook('onClose', () => timer.stop())
    }
  }
  app.decorate('timers', timers)
  feed = await database.watchContentChanges((what) => {
    regionCache.clear()
    summaries.drop(null)
    // A sold piece changes only the availability on product pages and tiles: no menu, feed or
    // search entry shows stock (migrations 0016, 0018).
    if (what === STOCK_CHANGE) return
    for (const feature of FEATURES) feature.contentChanged?.(services)
    searchIndexer.wake()
    publishScheduler.wake()
    for (const timer of timers.values()) timer.wake()
    chromeCache.clear()
    feedCache.clear()
  })
  // Read your own writes: the administration's change is on the page the editor is sent to next,
  // on the node that made it, without waiting for the feed's notification (on PostgreSQL it comes
  // a few milliseconds after the commit, and the redirect's request may come first). Every
  // administration post that succeeded drops this node's renders before its answer is sent; the
  // feed still tells every node, this one again included.
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method === 'POST' && reply.statusCode < 400 && req.routeOptions.config?.permission) {
      for (const feature of FEATURES) feature.contentChanged?.(services)
      regionCache.clear()
      chromeCache.clear()
      feedCache.clear()
    }
    return payload
  })
  app.addHook('onClose', () => feed.close())
  app.addHook('onClose', () => searchIndexer.close())
  searchIndexer.wake()
  app.decorate('regionCache', regionCache)
  metrics.readFrom({ database, regionCache, outboxBacklog: outboxBacklog(database.db) })

  await app.register(requestContextPlugin, {
    resolveUser: (cookies) => services.sessions.userOf(cookieOfSession.read(cookies)),
  })
  await app.register(renderPlugin, {
    assets,
    preview: config.PREVIEW === '1',
    chrome: chromeCache,
    cache: regionCache,
    debugTiming: config.DEBUG_TIMING === '1',
    publicOrigin: config.PUBLIC_ORIGIN,
    iframeHosts: config.POPUP_IFRAME_HOSTS,
    spans,
  })
  // Every feature's parts of the page frame, in the features' order (ADR 010, 057).
  for (const feature of FEATURES) for (const part of feature.frame?.({ services, config }) ?? []) app.frame.register(part)
  await app.register(errorsPlugin)
  await app.register(csrfPlugin, { publicOrigin: config.PUBLIC_ORIGIN })

  // Live validation (ADR 031): the forms of every feature's manifest.
  await app.register(liveValidationPlugin, { redis, redisPrefix: config.REDIS_PREFIX })
  for (const feature of FEATURES) app.liveForms.register(...(feature.liveForms?.(services) ?? []))

  // Every feature's public routes, each its own encapsulated plugin, then the administration
  // (src/server/admin.ts), where every route names the permission it needs (ADR 057).
  await app.register(includeRoutes)
  const routeContext = { mailWritten, feedCache, sitemapLimit, sitemapSources: FEATURES.flatMap((f) => f.sitemap ?? []) }
  for (const feature of FEATURES) for (const routes of feature.routes ?? []) await app.register(routes, routeContext)
  await registerAdmin(app, FEATURES)

  return app
}
