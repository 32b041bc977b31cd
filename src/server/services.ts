/**
 * Every feature's service, built once per app on its database from the features' manifests
 * (ADR 057): each manifest's `services` adds its own to `Services` (declaration merging in its
 * `x.feature.ts`) and may use those of the features listed before it. Features use each other
 * only through these services (the home page asks the news service, never the news
 * repository); repositories stay private to their feature.
 */
import type { Db } from '../db/client.js'
import { FEATURES } from '../features/index.js'
import type { Feature } from '../features/feature.js'
import { forgetSummary, type ForgetSummary, type KeptSummaries } from '../features/cart/header-summary.js'
import type { PickupPointSource } from '../features/checkout/pickup-points.js'
import type { SessionCache } from '../features/account/session-cache.js'
import type { SessionPolicy } from '../features/account/session.service.js'
import type { Redis } from '../lib/redis.js'
import { KeptLookups } from './kept-lookups.js'
import { NO_METRICS, type FeatureMetrics } from './feature-metrics.js'
import { NO_SPANS, type Spans } from './spans.js'

/** The services of every feature: each feature's manifest declares its own here. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Services {}

/** Keeps nothing: every summary is read. */
const NO_SUMMARIES: KeptSummaries = new KeptLookups({ maxAgeMs: 0, maxEntries: 0, fresh: () => false })

export interface ServiceOptions {
  sessionPolicy: SessionPolicy
  /** This node's cache of session lookups (ADR 012). */
  sessionCache?: SessionCache
  /** This node's kept header summaries (ADR 049); none kept without it. */
  summaries?: KeptSummaries
  /** Tells the other nodes that an owner's header summary changed (`Database.announceSummaryChange`). */
  announceSummary?: (owner: string) => Promise<void>
  /** The sign-language video host's embed address (SIGN_LANGUAGE_VIDEO_HOST). */
  videoHost?: string
  /** REDIS_URL's client: carts live there instead of the database (ADR 026). */
  redis?: Redis
  /** Prefix of this app's Redis keys. */
  redisPrefix?: string
  /** Where a service tells of a fault it rode out (Redis away: carts served from the database, ADR 080). */
  log?: { warn(details: object, message: string): void }
  /** Where the contact form's messages go (CONTACT_MAIL_TO; ADR 043). */
  contactMailTo: string
  /** Called after a change wrote mail to the outbox: wakes the outbox worker (ADR 025). */
  mailWritten?: () => void
  /** The Packeta pick-up points an order may go to (ADR 052). */
  pickupPoints: PickupPointSource
  /** FORM_SECRET: the two-factor secrets are sealed under a key derived from it (ADR 064). */
  formSecret?: string
  /** What the features count for the app's metrics (ADR 072); nothing is counted without it. */
  metrics?: FeatureMetrics
  /** The catalogue CSV import's limits (CATALOGUE_IMPORT_MAX_ROWS, UPLOAD_MAX_BYTES; ADR 077); 10,000 rows and 20 MB without it. */
  catalogueImport?: { maxRows: number; maxBytes: number }
  /** Spans of the costly calls under the request's (ADR 076); none without it. */
  spans?: Spans
}

/** The options as the features' factories get them. */
export interface ServiceSettings extends ServiceOptions {
  summaries: KeptSummaries
  /** Drops an owner's kept header summary here and announces it to the other nodes (ADR 049). */
  forgetSummary: ForgetSummary
  metrics: FeatureMetrics
  spans: Spans
}

/**
 * `services`, refusing to hand out one not built yet: a feature that uses another listed after
 * it fails at start-up with both names, not later with an undefined.
 */
function builtSoFar(services: Services, current: () => string): Services {
  return new Proxy(services, {
    get(target, name) {
      const value: unknown = Reflect.get(target, name)
      if (value === undefined && typeof name === 'string') throw new Error(`Feature ${current()} uses the service ${name}, which no feature listed before it builds (src/features/index.ts)`)
      return value
    },
  })
}

export function buildServices(db: Db, options: ServiceOptions, features: readonly Feature[] = FEATURES): Services {
  const summaries = options.summaries ?? NO_SUMMARIES
  const settings: ServiceSettings = { ...options, summaries, forgetSummary: forgetSummary(summaries, options.announceSummary ?? null), metrics: options.metrics ?? NO_METRICS, spans: options.spans ?? NO_SPANS }
  const services = {} as Services
  let current = ''
  const earlier = builtSoFar(services, () => current)
  for (const feature of features) {
    current = feature.name
    const built = feature.services?.({ db, options: settings, services: earlier, features })
    for (const [name, service] of Object.entries(built ?? {})) {
      if (name in services) throw new Error(`The service ${name} is built by two features (the second: ${feature.name})`)
      Reflect.set(services, name, service)
    }
  }
  return services
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services
  }
}
