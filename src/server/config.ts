/**
 * Configuration from the environment, validated once at start. A bad value stops the
 * process with one line naming the variable (see main.ts), never a stack trace.
 */
import { z } from 'zod'
import { consentConfig, consentOptionsError } from '../features/consent/consent-config.js'
import { weakSecretProblem } from './secret-strength.js'

/** The application system's address when the environment names none (the programmes' "apply" button). */
export const DEFAULT_APPLICATION_URL = 'https://prihlaska.qfu.example.cz/'

/** The simulated gateway's key when none is set: published in this repository, for development only. */
export const DEVELOPMENT_PAYMENT_SECRET = 'qf-simulated-gateway-development-key'

const LogLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])

const databaseUrl = z
  .string()
  .trim()
  .refine((v) => {
    try {
      const u = new URL(v)
      return (u.protocol === 'postgres:' || u.protocol === 'postgresql:') && u.hostname !== ''
    } catch {
      return false
    }
  }, 'must be a postgres:// or postgresql:// URL with a host')

const otlpUrl = z
  .string()
  .trim()
  .refine((v) => /^https?:\/\/[^/?#]+/.test(v) && URL.canParse(v), 'must be an http:// or https:// URL of an OTLP/HTTP receiver')

const redisUrl = z
  .string()
  .trim()
  .refine((v) => /^rediss?:\/\/.+/.test(v), 'must be a redis:// or rediss:// URL')

export const ConfigSchema = z.object({
  /** Which builds run (React's production build with `production`): not whether this is a real site. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * Whether this is a real site (ADR 046): `production` makes the checks of `productionProblem`
   * stop a start that lacks a secret or would take payments nobody pays; `local` (a developer's
   * machine, `npm start`, the tests) runs with no configuration at all.
   */
  DEPLOYMENT: z.enum(['local', 'production']).default('local'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: LogLevel.default('info'),
  /**
   * The port of the Prometheus metrics (`/metrics`, ADR 072), a listener apart from the site's so
   * that only the monitoring network reaches it. Unset: no metrics are served or measured.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The interface of the metrics listener: this machine only unless the operator opens it. */
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATABASE_URL: databaseUrl.optional(),
  /**
   * OpenTelemetry traces (ADR 076), off unless an OTLP/HTTP endpoint is named: the collector's
   * base (`http://collector:4318`, `/v1/traces` is appended) or the traces' own address, used as
   * given. Unset: no tracer exists and no request pays for one.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: otlpUrl.optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: otlpUrl.optional(),
  /** `true` turns tracing off whatever endpoint is set (the specification's switch). */
  OTEL_SDK_DISABLED: z.enum(['true', 'false']).default('false'),
  /** The `service.name` of every span. */
  OTEL_SERVICE_NAME: z.string().trim().regex(/^[\w.:/-]{1,100}$/, 'must be 1 to 100 letters, digits or . : / - _').default('qf-university'),
  /** Which requests are traced: the specification's sampler names; a ratio's ARG is 0 to 1. */
  OTEL_TRACES_SAMPLER: z
    .enum(['always_on', 'always_off', 'traceidratio', 'parentbased_always_on', 'parentbased_always_off', 'parentbased_traceidratio'])
    .default('parentbased_always_on'),
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0, 'must be a ratio from 0 to 1').max(1, 'must be a ratio from 0 to 1').default(1),
  DATA_DIR: z.string().min(1).default('./data'),
  REDIS_URL: redisUrl.optional(),
  /** Prefix of every Redis key of this site (carts), so sites and test runs can share a server. */
  REDIS_PREFIX: z.string().regex(/^[\w:.-]{1,64}$/, 'must be 1 to 64 letters, digits or : . - _').default('qf:'),
  SEED_SCALE: z.coerce.number().min(0.01).max(1000).default(1),
  PUBLIC_ORIGIN: z.url().optional(),
  /**
   * Which proxies' X-Forwarded-For to believe for the client's address (login throttling per
   * address): a hop count (`1`), or addresses and CIDR ranges separated by commas. Unset: none.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, 'must be a hop count or addresses/CIDR ranges separated by commas')
    .optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** After SIGTERM, how long the node keeps serving while /readyz says 503 (ms). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(5000),
  /** A request must arrive whole, and a connection may stay silent, this long (ms). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Longest a database statement may take while serving, on PostgreSQL (ms). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  /** A session not used for this long ends (minutes; ADR 012). */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(2).max(24 * 60).default(30),
  /** A session ends this long after its login however busy, and so does its cookie (hours; ADR 012). */
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(30 * 24).default(12),
  PREVIEW: z.enum(['0', '1']).default('0'),
  /** Rendered regions kept per node, in MB (ADR 007); 0 turns the region cache off (benchmarks). */
  REGION_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  /**
   * How long into a gap of the content change feed stored pages (and menus) may still be served
   * when the database does not answer, in ms (ADR 007); 0 serves none.
   */
  REGION_CACHE_STALE_MS: z.coerce.number().int().min(0).default(300_000),
  /**
   * The longest a scheduled publication or unpublication waits to be noticed, in ms (ADR 058):
   * each node also wakes at the next schedule it knows of and on every content change.
   */
  PUBLISH_SCHEDULE_INTERVAL_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  /**
   * Hosts besides this site that iframe popups may show (ADR 021): host names (with a port if
   * any) separated by commas or spaces. Rendered into every page and into the CSP's frame-src.
   */
  POPUP_IFRAME_HOSTS: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]+(:\d{1,5})?([\s,]+[a-z0-9.-]+(:\d{1,5})?)*$/, 'must be host names separated by commas')
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .default([]),
  /**
   * Where e-mails go (ADR 025): `smtp://user:password@host:587` (STARTTLS when offered) or
   * `smtps://…:465`. Unset: mails stay in the outbox table, each logged without its text.
   */
  SMTP_URL: z
    .string()
    .trim()
    .refine((v) => /^smtps?:\/\/[^/?#]+/.test(v), 'must be an smtp:// or smtps:// URL with a host')
    .optional(),
  /** The sender of every e-mail. */
  /**
   * The key of the simulated card gateway's signatures (ADR 028): its page's address and its
   * return calls carry an HMAC-SHA-256 of the order and the outcome. Set it to a long random value
   * on every node alike; the default is only for development and tests.
   */
  PAYMENT_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEVELOPMENT_PAYMENT_SECRET),
  /**
   * Who takes card payments (ADR 028, 040): the built-in simulated gateway (its pages on this
   * server; the default) or Comgate (`comgate`: COMGATE_MERCHANT and COMGATE_SECRET required).
   */
  PAYMENT_PROVIDER: z.enum(['simulated', 'comgate']).default('simulated'),
  /** The provider's API base: Comgate's host, `/v1.0/create` and `/v1.0/status` below it. Tests point it at a local fake. */
  PAYMENT_GATEWAY_URL: z
    .url()
    .refine((v) => /^https?:\/\/[^/?#]+\/?$/.test(v), 'must be an http(s) origin without a path')
    .transform((v) => v.replace(/\/$/, ''))
    .default('https://payments.comgate.cz'),
  /** How long one call to the provider's API may take before the shopper is told to try again. */
  PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** The shop's identifier at Comgate (the client portal's "Integration › Shop connection"). */
  COMGATE_MERCHANT: z.string().trim().regex(/^[\w.-]{1,64}$/, 'must be 1 to 64 letters, digits or . - _').optional(),
  /** The shop connection's password: sent with every API call and checked in every notification. */
  COMGATE_SECRET: z.string().min(8, 'must be at least 8 characters').max(256).optional(),
  /** `1` creates test payments (Comgate's `test=true`); a notification or status of the other kind is refused. */
  COMGATE_TEST: z.enum(['0', '1']).default('0'),
  /**
   * `1` lets a deployment run the simulated gateway (a test shop): every order it "pays" is marked
   * a test payment, and the start says so in the log. Without it a deployment refuses to start with it.
   */
  ALLOW_SIMULATED_PAYMENTS: z.enum(['0', '1']).default('0'),
  MAIL_FROM: z.string().trim().min(3).max(200).default('Univerzita QF <no-reply@qf.example.cz>'),
  /** How long a live-validation context lives after its last use (ADR 031). */
  LIVE_VALIDATION_TTL_SECONDS: z.coerce.number().int().min(1).max(24 * 3600).default(1800),
  /** Where the contact form's messages go (ADR 043). */
  CONTACT_MAIL_TO: z.string().trim().min(3).max(254).default('info@qf.example.cz'),
  /**
   * The key that signs the contact form's render time (ADR 043) and from which the two-factor
   * secrets' key is derived (ADR 064: changing it makes every enrolment unreadable, so everyone
   * enrols again). Unset, each node makes its own for the form, and the two-factor key is a
   * development one; a deployment must set it.
   */
  FORM_SECRET: z.string().min(16).optional(),
  /** The contact form's shortest plausible fill time in seconds: a faster submission is a robot's (ADR 043). */
  CONTACT_MIN_FILL_SECONDS: z.coerce.number().int().min(0).max(600).default(3),
  /** The largest file an editor may upload to the documents and the media library, or the shop manager as a product photo (issue 25, 26, ADR 062, 086, 089); 20 MB. */
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).max(200 * 1024 * 1024).default(20 * 1024 * 1024),
  /** The most pixels an image uploaded to the media library (or as a product photo, ADR 089) may have, read from its header before it is decoded (ADR 086); 50 megapixels. */
  IMAGE_MAX_PIXELS: z.coerce.number().int().min(1).max(500_000_000).default(50_000_000),
  /** The most rows (below the header) a catalogue CSV import reads (issue 26, ADR 077); a longer file is refused at once. */
  CATALOGUE_IMPORT_MAX_ROWS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  /** `1` names the region cache's hit or miss in Server-Timing for every client, not only loopback. */
  DEBUG_TIMING: z.enum(['0', '1']).default('0'),
  /**
   * Embed address of the sign-language video host (spec 000 §2.13): a code is appended to it.
   * An https address ending with `/`; its origin is the only other one frames may come from.
   */
  SIGN_LANGUAGE_VIDEO_HOST: z
    .url()
    .refine((v) => /^https:\/\/[^/?#]+\/([^?#]*\/)?$/.test(v), 'must be an https:// address ending with /')
    .default('https://www.youtube-nocookie.com/embed/'),
  /**
   * The social feed's profile endpoint (spec 001 §7; ADR 034): JSON with the latest posts, read
   * by this server only. Unset: the demo fixture this server answers itself
   * (`http://127.0.0.1:PORT/qf/ramjet/social-fixture/profile.json`).
   */
  SOCIAL_FEED_URL: z.url().refine((v) => /^https?:\/\//.test(v), 'must be an http(s) URL').optional(),
  /** How long one upstream request (the feed or a thumbnail) may take. */
  SOCIAL_FEED_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /** How long the feed is served from the cache before it is refreshed in the background. */
  SOCIAL_FEED_TTL_MS: z.coerce.number().int().min(1000).default(600_000),
  /** The profile the feed's section links to, and the address a post's shortcode is appended to. */
  SOCIAL_PROFILE_URL: z.url().default('https://www.instagram.com/univerzita.qf/'),
  SOCIAL_POST_BASE: z.url().default('https://www.instagram.com/p/'),
  /**
   * The Packeta pick-up points' JSON endpoint (ADR 052): `{ "points": [{ id, name, street, city, zip }] }`,
   * read by this server only. Unset: the demo fixture this server answers itself
   * (`http://127.0.0.1:PORT/qf/ramjet/pickup-points/fixture.json`).
   */
  PICKUP_POINTS_URL: z.url().refine((v) => /^https?:\/\//.test(v), 'must be an http(s) URL').optional(),
  /** How long one request for the pick-up point list may take. */
  PICKUP_POINTS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /** How long the list is used before it is refreshed in the background. */
  PICKUP_POINTS_TTL_MS: z.coerce.number().int().min(1000).default(3_600_000),
  /** The e-application system the programme pages' "Apply" leads to (ADR 055); `?programme=CODE` is added. */
  APPLICATION_URL: z.url().refine((v) => /^https?:\/\//.test(v), 'must be an http(s) URL').default(DEFAULT_APPLICATION_URL),
  ...consentConfig,
})

export type Config = z.infer<typeof ConfigSchema>

export class ConfigError extends Error {
  constructor(readonly variable: string, detail: string) {
    super(`Invalid configuration: ${variable} ${detail}`)
  }
}

/** Empty strings count as unset, as most shells and .env loaders mean them. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = ConfigSchema.safeParse(input)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new ConfigError(String(issue.path[0] ?? 'environment'), issue.message)
  }
  const consent = consentOptionsError(parsed.data)
  if (consent) throw new ConfigError('CONSENT_MODE', consent)
  // Port 0 is any free port, which cannot collide.
  if (parsed.data.METRICS_PORT && parsed.data.METRICS_PORT === parsed.data.PORT) throw new ConfigError('METRICS_PORT', 'must differ from PORT: the metrics have a listener of their own')
  if (parsed.data.PAYMENT_PROVIDER === 'comgate') {
    for (const name of ['COMGATE_MERCHANT', 'COMGATE_SECRET'] as const) if (!parsed.data[name]) throw new ConfigError(name, 'is required when PAYMENT_PROVIDER=comgate')
  }
  if (parsed.data.DEPLOYMENT === 'production') {
    const problem = productionProblem(parsed.data, input)
    if (problem) throw new ConfigError(problem[0], problem[1])
  }
  return parsed.data
}

const DEPLOYED = 'in a deployment (DEPLOYMENT=production)'

/**
 * What a real site may not run without (ADR 046; README "What production requires"): the first
 * missing or unsafe setting as [variable, why]. `set` is the environment as given, so a default
 * does not count as a choice.
 */
function productionProblem(config: Config, set: Record<string, string | undefined>): [string, string] | null {
  if (config.NODE_ENV !== 'production') return ['NODE_ENV', `must be production ${DEPLOYED}: React's development build is slow and source maps are served`]
  if (!set.PAYMENT_PROVIDER) return ['PAYMENT_PROVIDER', `is required ${DEPLOYED}: comgate, or simulated with ALLOW_SIMULATED_PAYMENTS=1 for a test shop`]
  if (config.PAYMENT_PROVIDER === 'simulated') {
    if (config.ALLOW_SIMULATED_PAYMENTS !== '1') return ['ALLOW_SIMULATED_PAYMENTS', `must be 1 for PAYMENT_PROVIDER=simulated ${DEPLOYED}: any shopper can mark an order paid on its page`]
    if (!set.PAYMENT_SECRET) return ['PAYMENT_SECRET', `is required ${DEPLOYED} with the simulated gateway: 32 or more random characters`]
    if (config.PAYMENT_SECRET === DEVELOPMENT_PAYMENT_SECRET) return ['PAYMENT_SECRET', 'is the published development key: anyone can sign a payment with it']
    const weak = weakSecretProblem(config.PAYMENT_SECRET, 32)
    if (weak) return ['PAYMENT_SECRET', weak]
  }
  if (!config.FORM_SECRET) return ['FORM_SECRET', `is required ${DEPLOYED}: 16 or more random characters, the same on every node`]
  const weakForm = weakSecretProblem(config.FORM_SECRET, 16)
  if (weakForm) return ['FORM_SECRET', weakForm]
  if (!config.PUBLIC_ORIGIN?.startsWith('https://')) return ['PUBLIC_ORIGIN', `must be the site's https:// origin ${DEPLOYED}: it makes the session cookie Secure and names the site in every absolute address`]
  return null
}

/** What a start should tell its operator loudly though it may go on (logged at warn by the app). */
export function deploymentWarnings(config: Config): string[] {
  const warnings: string[] = []
  if (config.DEPLOYMENT === 'production' && config.PAYMENT_PROVIDER === 'simulated')
    warnings.push('ALLOW_SIMULATED_PAYMENTS=1: the simulated card gateway takes NO money; every order it pays is marked as a test payment')
  if (config.DEPLOYMENT === 'production' && config.PAYMENT_PROVIDER === 'comgate' && config.COMGATE_TEST === '1')
    warnings.push('COMGATE_TEST=1: card payments are Comgate test payments and take no money')
  if (config.DEPLOYMENT === 'production' && !config.SOCIAL_FEED_URL) warnings.push('SOCIAL_FEED_URL is unset: the social feed shows the demo posts of this server')
  return warnings
}
