import { trace } from '@opentelemetry/api'
import { describe, expect, it } from 'vitest'
import { remoteParent } from './tracing.js'

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736'
const SPAN = '00f067aa0ba902b7'

describe('an incoming traceparent (W3C Trace Context, ADR 076)', () => {
  it('continues a well-formed one, with its sampled flag and trace state', () => {
    const parent = trace.getSpanContext(remoteParent(`00-${TRACE}-${SPAN}-01`, 'vendor=abc'))
    expect(parent).toMatchObject({ traceId: TRACE, spanId: SPAN, traceFlags: 1, isRemote: true })
    expect(parent?.traceState?.get('vendor')).toBe('abc')
    expect(trace.getSpanContext(remoteParent(`00-${TRACE}-${SPAN}-00`, undefined))?.traceFlags).toBe(0)
    // A later version is read by its first four fields.
    expect(trace.getSpanContext(remoteParent(`01-${TRACE}-${SPAN}-01-more`, undefined))?.traceId).toBe(TRACE)
  })

  it('starts a new trace for anything else', () => {
    for (const bad of [undefined, '', 'garbage', `00-${TRACE}-${SPAN}`, `00-${'0'.repeat(32)}-${SPAN}-01`, `00-${TRACE}-${'0'.repeat(16)}-01`, `ff-${TRACE}-${SPAN}-01`, `00-${TRACE}-${SPAN}-01-extra`, `00-${TRACE.toUpperCase()}-${SPAN}-01`])
      expect(trace.getSpanContext(remoteParent(bad, undefined)), String(bad)).toBeUndefined()
  })
})
