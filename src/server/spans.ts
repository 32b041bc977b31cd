/**
 * What code outside src/server sees of the traces (ADR 076): a span around some work, or just
 * the work. Features and plugins import this, never the OpenTelemetry SDK, which `app.ts` loads
 * only when tracing is on (tracing.ts).
 */
import type { Config } from './config.js'

export type SpanAttributes = Record<string, string | number | boolean>

export interface Spans {
  /** Runs `work` as a child span of the current request's span; only `work` when none is traced. */
  span<T>(name: string, work: () => Promise<T>, attributes?: SpanAttributes): Promise<T>
}

/** Traces nothing: tracing off, or code run outside an app (command-line tools, unit tests). */
export const NO_SPANS: Spans = { span: (_name, work) => work() }

/**
 * The OTLP/HTTP traces address, or undefined when tracing is off (no endpoint, or
 * OTEL_SDK_DISABLED=true): OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as given, else the collector's
 * OTEL_EXPORTER_OTLP_ENDPOINT with `/v1/traces`, as the specification says.
 */
export function tracesEndpoint(config: Config): string | undefined {
  if (config.OTEL_SDK_DISABLED === 'true') return undefined
  const base = config.OTEL_EXPORTER_OTLP_ENDPOINT
  return config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? (base && `${base.replace(/\/+$/, '')}/v1/traces`)
}
