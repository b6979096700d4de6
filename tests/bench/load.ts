import autocannon from 'autocannon'

export type LoadResult = { requestsPerSecond: number; p50Ms: number; p99Ms: number; non2xx: number }

/** Drives `url` with autocannon: a short warm-up, then the measured run. */
export async function measureThroughput(
  url: string,
  { connections = 10, seconds = 15, warmupSeconds = 3 } = {},
): Promise<LoadResult> {
  await autocannon({ url, connections, duration: warmupSeconds })
  const result = await autocannon({ url, connections, duration: seconds })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  }
}

export function percentile(sortedValues: number[], fraction: number): number {
  if (sortedValues.length === 0) return Number.NaN
  const index = Math.min(sortedValues.length - 1, Math.ceil(fraction * sortedValues.length) - 1)
  return sortedValues[Math.max(0, index)]
}

/** The middle value, or the mean of the two middle values of an even count. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * Runs `operation` `iterations` times one after another, after `warmupIterations` unmeasured
 * runs (the JIT and PostgreSQL's plan and buffer caches), and returns its latency percentiles.
 */
export async function measureLatency(
  operation: () => Promise<unknown>,
  iterations: number,
  warmupIterations = 20,
): Promise<{ p50Ms: number; p99Ms: number }> {
  for (let index = 0; index < warmupIterations; index++) await operation()
  const durations: number[] = []
  for (let index = 0; index < iterations; index++) {
    const start = performance.now()
    await operation()
    durations.push(performance.now() - start)
  }
  durations.sort((a, b) => a - b)
  const round = (value: number) => Math.round(value * 100) / 100
  return { p50Ms: round(percentile(durations, 0.5)), p99Ms: round(percentile(durations, 0.99)) }
}
