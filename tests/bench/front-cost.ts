import { measureThroughput, median, type LoadResult } from './load'

export type FrontCost = {
  page: string
  /** Median of the interleaved rounds, through the front (`npm start`) and `next start` alone. */
  front: LoadResult
  nextStart: LoadResult
  /** Requests per second through the front ÷ without it. */
  ratio: number
}

function medianResult(results: LoadResult[]): LoadResult {
  return {
    requestsPerSecond: median(results.map((result) => result.requestsPerSecond)),
    p50Ms: median(results.map((result) => result.p50Ms)),
    p99Ms: median(results.map((result) => result.p99Ms)),
    non2xx: results.reduce((total, result) => total + result.non2xx, 0),
  }
}

/**
 * What the production front (src/server/front.ts: body limits, client address) costs a page:
 * the same build and database served with it and by `next start` alone, measured in
 * alternating rounds so that both meet the same machine.
 */
export async function measureFrontCost(
  frontUrl: string,
  nextStartUrl: string,
  pages: string[],
  rounds = 3,
): Promise<FrontCost[]> {
  const costs: FrontCost[] = []
  for (const page of pages) {
    const front: LoadResult[] = []
    const nextStart: LoadResult[] = []
    for (let round = 0; round < rounds; round++) {
      front.push(await measureThroughput(frontUrl + page, { seconds: 10 }))
      nextStart.push(await measureThroughput(nextStartUrl + page, { seconds: 10 }))
    }
    const withFront = medianResult(front)
    const without = medianResult(nextStart)
    costs.push({
      page,
      front: withFront,
      nextStart: without,
      ratio: Math.round((withFront.requestsPerSecond / without.requestsPerSecond) * 1000) / 1000,
    })
  }
  return costs
}
