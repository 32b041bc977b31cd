/**
 * OpenTelemetry traces (ADR 076), off unless an OTLP/HTTP endpoint is configured. Explicit spans,
 * no auto-instrumentation: a server span per request from the app's own hooks (continuing an
 * incoming W3C `traceparent`), and child spans where the app has a seam of its own: database
 * statements (`Database.observeStatements`), rendering a page and loading a region-cache miss
 * (plugins/render.ts), search calls (the features' `Spans`).
 *
 * Nothing is registered globally (no global tracer provider, context manager or propagator):
 * each app has its provider, and the request's span is found through an AsyncLocalStorage of its
 * own. A library that traces through the global API (Drizzle's spans carry statement parameters)
 * stays a no-op, and tests that build several apps in one process keep their traces apart.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { hostname } from 'node:os'
import {
  createTraceState,
  isSpanContextValid,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
  type Tracer,
} from '@opentelemetry/api'
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import { resourceFromAttributes } from '@opentelemetry/resources'
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  NodeTracerProvider,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  type Sampler,
} from '@opentelemetry/sdk-trace-node'
import {
  ATTR_DB_QUERY_TEXT,
  ATTR_DB_SYSTEM_NAME,
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_SERVICE_INSTANCE_ID,
  ATTR_SERVICE_NAME,
  ATTR_URL_PATH,
  ATTR_URL_SCHEME,
  DB_SYSTEM_NAME_VALUE_POSTGRESQL,
} from '@opentelemetry/semantic-conventions'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Database } from '../db/client.js'
import type { Config } from './config.js'
import type { SpanAttributes, Spans } from './spans.js'

/** The request id's attribute: no semantic convention names one. */
export const ATTR_REQUEST_ID = 'qf.request_id'

/** A statement's text is kept up to this length: a search's text is long, a span's attributes should not be. */
const MAX_STATEMENT = 2000

/** The longest the app's close waits for the last spans to reach the collector. */
const SHUTDOWN_FLUSH_MS = 3000

/** Path parameters whose values are capabilities (a shared preview's token): never sent to the collector. */
const SECRET_PARAMS = ['token']

function samplerOf({ OTEL_TRACES_SAMPLER: name, OTEL_TRACES_SAMPLER_ARG: ratio }: Config): Sampler {
  const root = name.endsWith('always_off') ? new AlwaysOffSampler() : name.endsWith('traceidratio') ? new TraceIdRatioBasedSampler(ratio) : new AlwaysOnSampler()
  return name.startsWith('parentbased_') ? new ParentBasedSampler({ root }) : root
}

/** W3C Trace Context's `traceparent`: version 00 exactly, later versions by their first four fields. */
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/

/** The caller's span from `traceparent` (and `tracestate`), as the parent of ours; the root when absent or malformed. */
export function remoteParent(traceparent: unknown, tracestate: unknown): Context {
  if (typeof traceparent !== 'string') return ROOT_CONTEXT
  const match = TRACEPARENT.exec(traceparent.trim())
  if (!match || match[1] === 'ff' || (match[1] === '00' && match[5] !== undefined)) return ROOT_CONTEXT
  const spanContext = {
    traceId: match[2]!,
    spanId: match[3]!,
    traceFlags: parseInt(match[4]!, 16) & 1,
    isRemote: true,
    ...(typeof tracestate === 'string' && tracestate ? { traceState: createTraceState(tracestate) } : {}),
  }
  return isSpanContextValid(spanContext) ? trace.setSpanContext(ROOT_CONTEXT, spanContext) : ROOT_CONTEXT
}

/** The request's path without its query, a secret parameter's value replaced by its name. */
function pathOf(request: FastifyRequest): string {
  let path = request.url.split('?', 1)[0]!
  const params = (request.params ?? {}) as Record<string, unknown>
  for (const name of SECRET_PARAMS) {
    const value = params[name]
    if (typeof value === 'string' && value) path = path.replace(encodeURIComponent(value), `:${name}`).replace(value, `:${name}`)
  }
  return path
}

export class Tracing implements Spans {
  private readonly provider: NodeTracerProvider
  private readonly tracer: Tracer
  /** The span of the request whose code runs now. */
  private readonly current = new AsyncLocalStorage<Span>()
  private readonly requests = new WeakMap<FastifyRequest, Span>()

  /** `url`: the OTLP/HTTP traces address (`tracesEndpoint`). */
  constructor(config: Config, url: string) {
    this.provider = new NodeTracerProvider({
      // Which node of several: its host and port.
      resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: config.OTEL_SERVICE_NAME, [ATTR_SERVICE_INSTANCE_ID]: `${hostname()}:${config.PORT}` }),
      sampler: samplerOf(config),
      spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url }))],
    })
    this.tracer = this.provider.getTracer('qf-university')
  }

  span<T>(name: string, work: () => Promise<T>, attributes?: SpanAttributes): Promise<T> {
    const parent = this.current.getStore()
    if (!parent?.isRecording()) return work()
    const span = this.tracer.startSpan(name, { kind: SpanKind.INTERNAL, attributes }, trace.setSpan(ROOT_CONTEXT, parent))
    return this.current.run(span, () => ended(span, work))
  }

  /** A database statement as a client span; its text only, never its parameters (`$1`, `$2`). */
  readonly statement = <T>(text: string, run: () => Promise<T>): Promise<T> => {
    const parent = this.current.getStore()
    if (!parent?.isRecording()) return run()
    const query = text.length > MAX_STATEMENT ? `${text.slice(0, MAX_STATEMENT)}…` : text
    const operation = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'SQL'
    const span = this.tracer.startSpan(
      operation,
      { kind: SpanKind.CLIENT, attributes: { [ATTR_DB_SYSTEM_NAME]: DB_SYSTEM_NAME_VALUE_POSTGRESQL, [ATTR_DB_QUERY_TEXT]: query } },
      trace.setSpan(ROOT_CONTEXT, parent),
    )
    return ended(span, run)
  }

  /**
   * A server span per request, from the first hook to the answer sent, and the database's
   * statements under it. Called only when tracing is on: otherwise no hook exists.
   */
  install(app: FastifyInstance, database: Database): void {
    app.addHook('onRequest', (request, reply, done) => {
      const route = request.routeOptions.url
      const span = this.tracer.startSpan(
        route ? `${request.method} ${route}` : request.method,
        {
          kind: SpanKind.SERVER,
          attributes: {
            [ATTR_HTTP_REQUEST_METHOD]: request.method,
            [ATTR_URL_PATH]: pathOf(request),
            [ATTR_URL_SCHEME]: request.protocol,
            [ATTR_REQUEST_ID]: request.id,
            ...(route ? { [ATTR_HTTP_ROUTE]: route } : {}),
          },
        },
        remoteParent(request.headers.traceparent, request.headers.tracestate),
      )
      this.requests.set(request, span)
      if (span.isRecording()) {
        const { traceId, spanId } = span.spanContext()
        request.log = request.log.child({ trace_id: traceId, span_id: spanId })
        reply.log = request.log
      }
      // Everything after runs in the span's context, the body's parsing too (Fastify carries the
      // context across it: the split body of the test's login holds that to it).
      this.current.run(span, done)
    })
    app.addHook('onError', async (request, _reply, error) => {
      // The error's class or code, never its message: a failed query's message lists its parameters.
      this.requests.get(request)?.setAttribute(ATTR_ERROR_TYPE, (error as { code?: string }).code ?? error.name)
    })
    app.addHook('onResponse', async (request, reply) => {
      const span = this.requests.get(request)
      if (!span) return
      span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, reply.statusCode)
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR })
      span.end()
    })
    const unobserve = database.observeStatements(this.statement)
    app.addHook('onClose', async () => {
      unobserve()
      await this.shutdown()
    })
  }

  /** Sends every ended span now (tests; shutdown goes through `shutdown`). */
  flush(): Promise<void> {
    return this.provider.forceFlush()
  }

  /**
   * Sends what is left and stops: the last act of the app's close, so of the graceful shutdown.
   * A collector that does not answer holds it up for SHUTDOWN_FLUSH_MS at most.
   */
  async shutdown(): Promise<void> {
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, SHUTDOWN_FLUSH_MS)))
    await Promise.race([this.provider.shutdown().catch(() => {}), late])
    clearTimeout(timer)
  }
}

/** Runs `work` and ends `span` with it; an error marks the span by its class or code, never its message. */
async function ended<T>(span: Span, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (err) {
    span.setAttribute(ATTR_ERROR_TYPE, (err as { code?: string }).code ?? (err as Error).name ?? 'Error')
    span.setStatus({ code: SpanStatusCode.ERROR })
    throw err
  } finally {
    span.end()
  }
}
