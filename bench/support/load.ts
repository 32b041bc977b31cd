import autocannon from 'autocannon'

export interface LoadResult {
  requestsPerSecond: number
  p99Ms: number
  bytes: number
  errors: number
}

/** A bounded loopback load: fixed connections, fixed duration, no pipelining. */
export async function load(url: string, { seconds = 5, connections = 10 } = {}): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 })
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    bytes: result.throughput.average,
    errors: result.errors + result.non2xx,
  }
}

export const fmt = (n: number, digits = 0) => n.toFixed(digits).padStart(9)
