import { filterToValidRuns } from 'lighthouse/core/lib/median-run.js'
import type Result from 'lighthouse/types/lhr/lhr'

import { leftOut, performanceScore, runLighthouseOnce } from './lighthouse'
import { median } from './load'

/** How far a route may be from the floor: the targets, not a tolerance of the measure. */
export const floorMargins = { scorePoints: 3, tbtMs: 75 }

/** The medians of one side's valid runs. */
export type MobileMedians = {
  score: number
  tbtMs: number
  /** The lowest and highest of the valid runs, e.g. "88–93" and "310–402". */
  scoreSpread: string
  tbtSpreadMs: string
  /** Each valid run's score/TBT in ms, and why any other run was left out. */
  runs: string
}

export type FloorComparison = {
  route: string
  site: MobileMedians
  /** The empty Next.js page, measured in turn with this route's runs. */
  floor: MobileMedians
  /** The route's median score minus the floor's: below zero when the route scores lower. */
  scoreDifference: number
  /** The route's median TBT minus the floor's. */
  tbtDifferenceMs: number
  scoreWithinMargin: boolean
  tbtWithinMargin: boolean
}

const totalBlockingTimeMs = (lhr: Result) => lhr.audits['total-blocking-time'].numericValue ?? NaN

function medians(url: string, results: (Result | undefined)[]): MobileMedians {
  const valid = filterToValidRuns(results.filter((lhr) => lhr !== undefined))
  if (valid.length === 0) {
    throw new Error(`Lighthouse measured nothing on ${url} in ${results.length} runs`)
  }
  const runs = valid.map(
    (lhr) => `${performanceScore(lhr)}/${Math.round(totalBlockingTimeMs(lhr))}`,
  )
  const scores = valid.map(performanceScore)
  const tbts = valid.map((lhr) => Math.round(totalBlockingTimeMs(lhr)))
  const spread = (values: number[]) => `${Math.min(...values)}–${Math.max(...values)}`
  return {
    score: median(scores),
    tbtMs: Math.round(median(tbts)),
    scoreSpread: spread(scores),
    tbtSpreadMs: spread(tbts),
    runs: [runs.join(' '), leftOut(results, valid)].filter(Boolean).join(' '),
  }
}

/**
 * Lighthouse mobile on a route of the site and on the empty Next.js page, `runs` times each in
 * pairs (one run of each, the order alternating from pair to pair), so that whatever else loads
 * the machine during a pair weighs on both sides.
 */
export async function compareWithFloor(
  siteUrl: string,
  floorPage: string,
  route: string,
  runs: number,
  cpuSlowdown?: number,
): Promise<FloorComparison> {
  const page = siteUrl + route
  // One unmeasured request each, so that neither side's first run pays for a first render.
  for (const url of [page, floorPage]) await (await fetch(url)).text()
  const site: (Result | undefined)[] = []
  const floor: (Result | undefined)[] = []
  const measureSite = async () =>
    site.push(await runLighthouseOnce(page, 'mobile', { cpuSlowdown }))
  const measureFloor = async () =>
    floor.push(await runLighthouseOnce(floorPage, 'mobile', { cpuSlowdown }))
  for (let pair = 0; pair < runs; pair++) {
    const order = pair % 2 === 0 ? [measureSite, measureFloor] : [measureFloor, measureSite]
    for (const measure of order) await measure()
  }
  const siteMedians = medians(page, site)
  const floorMedians = medians(floorPage, floor)
  const scoreDifference = siteMedians.score - floorMedians.score
  const tbtDifferenceMs = siteMedians.tbtMs - floorMedians.tbtMs
  return {
    route,
    site: siteMedians,
    floor: floorMedians,
    scoreDifference,
    tbtDifferenceMs,
    scoreWithinMargin: scoreDifference >= -floorMargins.scorePoints,
    tbtWithinMargin: tbtDifferenceMs <= floorMargins.tbtMs,
  }
}
