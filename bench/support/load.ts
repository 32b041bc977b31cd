import autocannon from 'autocannon'

export interface LoadResult {
  requestsPerSecond: number
  /** Requests answered in all. */
  requests: number
  p99Ms: number
  bytes: number
  errors: number
}

export interface LoadOptions {
  seconds?: number
  connections?: number
  headers?: Record<string, string>
  unique?: boolean
  /** Paths (with their own headers) asked in this order, shared by every connection, cycling. */
  sequence?: readonly { path: string; headers: Record<string, string> }[]
}

/**
 * A bounded loopback load: fixed connections, fixed duration, no pipelining. `[<id>]` in the url
 * becomes a fresh id per request (`unique`); `headers` go with every request.
 */
export async function load(url: string, { seconds = 5, connections = 10, headers = {}, unique = false, sequence }: LoadOptions = {}): Promise<LoadResult> {
  let next = 0
  const requests = sequence?.length
    ? [
        {
          setupRequest: (request: autocannon.Request) => {
            const step = sequence[next++ % sequence.length]!
            return { ...request, path: step.path, headers: { ...request.headers, ...step.headers } }
          },
        },
      ]
    : undefined
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1, headers, idReplacement: unique, requests })
  return {
    // Over the whole run: a per-second average of a short run on a busy machine may be 0.
    requestsPerSecond: result.requests.total / result.duration,
    requests: result.requests.total,
    p99Ms: result.latency.p99,
    bytes: result.throughput.average,
    errors: result.errors + result.non2xx,
  }
}

export const fmt = (n: number, digits = 0) => n.toFixed(digits).padStart(9)

/** The middle value (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** The nearest-rank percentile (`p` of 100): the smallest value with at least p % of the values at or below it. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((sorted.length * p) / 100) - 1))]!
}
