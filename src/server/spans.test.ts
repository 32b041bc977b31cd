import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.js'
import { tracesEndpoint } from './spans.js'

describe('tracing is off unless an OTLP endpoint is named (ADR 076)', () => {
  it('takes the traces endpoint as given, or the collector’s with /v1/traces', () => {
    expect(tracesEndpoint(loadConfig({}))).toBeUndefined()
    expect(loadConfig({})).toMatchObject({ OTEL_SERVICE_NAME: 'qf-university', OTEL_TRACES_SAMPLER: 'parentbased_always_on', OTEL_TRACES_SAMPLER_ARG: 1 })
    expect(tracesEndpoint(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }))).toBe('http://collector:4318/v1/traces')
    expect(tracesEndpoint(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otel.example/base/' }))).toBe('https://otel.example/base/v1/traces')
    expect(tracesEndpoint(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://tempo:4318/otlp/v1/traces' }))).toBe(
      'http://tempo:4318/otlp/v1/traces',
    )
  })

  it('OTEL_SDK_DISABLED=true turns it off whatever is named', () => {
    expect(tracesEndpoint(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' }))).toBeUndefined()
  })
})
