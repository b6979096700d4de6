import type { FrontCost } from './front-cost'
import type { ApplicationRates } from './applications'
import type { DeskFigures } from './desk'
import type { SearchFigures } from './search'
import type { measureGrowth } from './growth'
import type { LighthouseResult } from './lighthouse'
import { floorMargins, type FloorComparison } from './lighthouse-floor'
import type { LoadResult } from './load'
import type { ViewCountCost } from './page-views'
import type { ViewFlood } from './view-flood'
import type { OnOffComparison, SubmissionLoadResult } from './submissions'

/** What one run measured: the machine, and the figures of the areas it ran (all, by default). */
export type BenchResults = {
  date: string
  machine: { cpus: number; cpuModel?: string; memoryGb: number; node: string; platform: string }
  areas: string[]
  durationSeconds: number
} & Partial<AreaFigures>

export type AreaFigures = {
  baselineKind: string
  pages: { page: string; app: LoadResult; baseline: LoadResult; ratio: number }[]
  frontCost: FrontCost[]
  /** Counting page views on and off, and the views stored against the requests answered. */
  viewCounting: ViewCountCost
  /** An anonymous flood of new addresses, and the campaign report of a day at the cap. */
  viewFlood: ViewFlood
  javascriptKb: Record<string, number>
  /** The same measure on a one-page Next.js app with nothing of ours: the framework's floor. */
  emptyNextAppJavaScriptKb: number
  /** Lighthouse mobile on one page of each template in each language, against the empty page. */
  lighthouseAgainstFloor: { runs: number; cpuSlowdown: number; routes: FloorComparison[] }
  lighthouse: ({ page: string; formFactor: string; servedBy: string } & LighthouseResult)[]
  /** What served the mobile runs through an HTTPS front, or why there were none. */
  httpsFront: string
  /** With ten routing rules, the benched quotes matching the tenth. */
  submissions: SubmissionLoadResult
  /** Of the quotes sent with the rules, how many were assigned; and routing off against on. */
  routing: { assigned: number; total: number } & OnOffComparison
  /**
   * Of the quotes sent in the main load, how many were linked to their organization and how many
   * the live CRM endpoint received; and no endpoint against a dead one.
   */
  /** A live CRM endpoint off against on, the dead one on throughout, and its deliveries per second while on. */
  liveEndpoint: OnOffComparison & { deliveredPerSecond: number }
  webhooks: {
    linkedToAnOrganization: number
    sentFromOne: number
    deliveredToTheLiveEndpoint: number
  } & OnOffComparison
  memoryMb: number
  growth: Awaited<ReturnType<typeof measureGrowth>>
  desk: DeskFigures
  applications: ApplicationRates
  search: SearchFigures
}

/** One printer per area, each headed by its target, called as soon as the area is measured. */
export function printPages(baselineKind: string, pages: AreaFigures['pages']): void {
  console.log(`\nPages (baseline: ${baselineKind}; target ratio ≥ 0.15, p99 ≤ 20 ms)`)
  console.table(
    pages.map(({ page, app, baseline, ratio }) => ({
      page,
      'app req/s': app.requestsPerSecond,
      'p50 ms': app.p50Ms,
      'p99 ms': app.p99Ms,
      'baseline req/s': baseline.requestsPerSecond,
      ratio,
      'app non-2xx': app.non2xx,
      'baseline non-2xx': baseline.non2xx,
    })),
  )
}

export function printViewCounting(cost: ViewCountCost): void {
  console.log(
    '\nCounting page views (target: costs < 5% of the page’s requests per second; counts within 1% of the requests)',
  )
  console.table([
    {
      page: cost.page,
      'counting req/s': cost.counting,
      'not counting req/s': cost.notCounting,
      'cost %': cost.costPercent,
      'requests answered': cost.sent,
      'views stored': cost.counted,
      'difference %': Math.round((Math.abs(cost.counted - cost.sent) / cost.sent) * 10000) / 100,
    },
  ])
}

export function printViewFlood(flood: ViewFlood): void {
  console.log(
    `\nA flood of new addresses (target: the day's distinct paths stay at most ${flood.cap}; the report of a day at the cap in < 1 s and < 50 MB)`,
  )
  console.table([
    {
      'requests sent': flood.sent,
      'answered 200': flood.answered,
      'req/s': flood.perSecond,
      'paths before': flood.pathsBefore,
      'paths after': flood.pathsAfter,
      cap: flood.cap,
    },
  ])
  console.table([
    {
      what: 'report page',
      ms: flood.reportAtCap.ms,
      kB: flood.reportAtCap.htmlKb,
      'extra MB': flood.reportAtCap.extraMb,
    },
    { what: 'CSV', ms: flood.csvAtCap.ms, kB: flood.csvAtCap.kb, lines: flood.csvAtCap.lines },
  ])
}

export function printFrontCost(costs: FrontCost[]): void {
  console.log('\nThe production front (npm start) vs next start alone, same build and database')
  console.table(
    costs.map(({ page, front, nextStart, ratio }) => ({
      page,
      'front req/s': front.requestsPerSecond,
      'front p99 ms': front.p99Ms,
      'next start req/s': nextStart.requestsPerSecond,
      'next start p99 ms': nextStart.p99Ms,
      ratio,
    })),
  )
}

export function printJavascript(
  javascriptKb: AreaFigures['javascriptKb'],
  emptyNextAppKb: number,
): void {
  console.log(
    `First-load JavaScript, kB gzip (target < 130; an empty Next.js page: ${emptyNextAppKb})`,
  )
  console.table(
    Object.fromEntries(
      Object.entries(javascriptKb).map(([route, kb]) => [
        route,
        { kB: kb, 'above an empty Next.js page': Math.round((kb - emptyNextAppKb) * 10) / 10 },
      ]),
    ),
  )
}

const yesOrNo = (value: boolean) => (value ? 'yes' : 'no')

export function printLighthouseAgainstFloor({
  runs,
  cpuSlowdown,
  routes,
}: AreaFigures['lighthouseAgainstFloor']): void {
  const { scorePoints, tbtMs } = floorMargins
  console.log(
    `Lighthouse mobile against an empty Next.js page (target: score within ${scorePoints} points of it, TBT within ${tbtMs} ms)`,
  )
  console.log(
    `  Medians of ${runs} runs (spread: lowest–highest) at ${cpuSlowdown}× CPU slowdown; each route's floor is the empty page measured in turn with that route's runs`,
  )
  console.table(
    Object.fromEntries(
      routes.map(({ route, site, floor, ...difference }) => [
        route,
        {
          score: site.score,
          'score spread': site.scoreSpread,
          'floor score': floor.score,
          'floor spread': floor.scoreSpread,
          'score − floor': difference.scoreDifference,
          [`within ${scorePoints} points`]: yesOrNo(difference.scoreWithinMargin),
          'TBT ms': site.tbtMs,
          'TBT spread': site.tbtSpreadMs,
          'floor TBT ms': floor.tbtMs,
          'floor TBT spread': floor.tbtSpreadMs,
          'TBT − floor ms': difference.tbtDifferenceMs,
          [`within ${tbtMs} ms`]: yesOrNo(difference.tbtWithinMargin),
        },
      ]),
    ),
  )
}

export function printLighthouse(lighthouse: AreaFigures['lighthouse']): void {
  console.log('Lighthouse (mobile target: ≥ 95, LCP < 2000 ms, TBT < 100 ms, CLS < 0.05)')
  console.log(
    "  'next start': the app itself over plain HTTP/1.1; 'HTTPS + HTTP/2 front': through nginx, as deployed",
  )
  console.table(lighthouse)
}

/** The CPU time the webhook receivers' own process took over the load (warm-up included). */
export type ReceiverCpu = { cpuMs: number; overMs: number }

export function printSubmissions(
  submissions: SubmissionLoadResult & { receiverCpu: ReceiverCpu },
  memoryMb: number,
): void {
  console.log('Submissions (target ≥ 150/s, p99 < 250 ms, none lost or doubled)')
  console.table([
    {
      'per second': submissions.perSecond,
      'p50 ms': submissions.p50Ms,
      'p99 ms': submissions.p99Ms,
      acknowledged: submissions.acknowledged,
      refused: submissions.refused,
      'checked in the database': submissions.checked,
      missing: submissions.missing,
      duplicated: submissions.duplicated,
    },
  ])
  const { cpuMs, overMs } = submissions.receiverCpu
  console.log(
    `The webhook receivers' own process took ${(cpuMs / 1000).toFixed(1)} s of CPU over the ${(overMs / 1000).toFixed(0)} s of load (${Math.round((cpuMs / overMs) * 100)}% of one of the machine's cores), beside the server's`,
  )
  console.log(`Server memory after the load: ${memoryMb} MB (target < 300)`)
}

export function printRouting(routing: AreaFigures['routing']): void {
  console.log(
    `Routing assigned ${routing.assigned} of ${routing.total} quotes sent with the rules. Off and on (target: on adds < 5 ms to the median):`,
  )
  console.table({
    'routing off': routing.off,
    'routing on': routing.on,
  })
  console.log(
    `Routing adds ${routing.addedP50Ms} ms to the median; every submission stored exactly once: ${routing.storedExactlyOnce}`,
  )
}

export function printLiveEndpoint(live: AreaFigures['liveEndpoint']): void {
  console.log('A live endpoint off, then on (the dead one on throughout):')
  console.table({ 'live endpoint off': live.off, 'live endpoint on': live.on })
  const ratio = Math.round((live.on.perSecond / live.off.perSecond) * 1000) / 1000
  console.log(
    `With the live endpoint: ${ratio} × the submissions per second, ${live.addedP50Ms} ms added to the median, ${live.deliveredPerSecond} deliveries/s received while on; every submission stored exactly once: ${live.storedExactlyOnce}`,
  )
}

export function printWebhooks(webhooks: AreaFigures['webhooks']): void {
  console.log(
    `In the main load, ${webhooks.linkedToAnOrganization} of ${webhooks.sentFromOne} quotes were linked to their organization and the live CRM endpoint received ${webhooks.deliveredToTheLiveEndpoint} deliveries.`,
  )
  console.log('No endpoint, then one that never answers (target: per second within 5%):')
  console.table({ 'no endpoint': webhooks.off, 'a dead endpoint': webhooks.on })
  const ratio = Math.round((webhooks.on.perSecond / webhooks.off.perSecond) * 1000) / 1000
  console.log(
    `With a dead endpoint: ${ratio} × the submissions per second, ${webhooks.addedP50Ms} ms added to the median; every submission stored exactly once: ${webhooks.storedExactlyOnce}`,
  )
}

export function printGrowth(growth: AreaFigures['growth']): void {
  console.log(
    'Growth (targets at 1M: list and My leads p50 < 20 ms, counters and clock figures < 50 ms, 1M/100k < 2)',
  )
  const measured = [
    ['list', 'list', growth.listRatio],
    ['counters', 'counters', growth.countersRatio],
    ['My leads', 'myLeads', growth.myLeadsRatio],
    ['clock figures', 'clock', growth.clockRatio],
  ] as const
  console.table(
    Object.fromEntries(
      measured.flatMap(([name, key, ratio]) => [
        [
          `${name} p50 ms`,
          { '100k': growth.at100k[key].p50Ms, '1M': growth.at1m[key].p50Ms, ratio },
        ],
        [`${name} p99 ms`, { '100k': growth.at100k[key].p99Ms, '1M': growth.at1m[key].p99Ms }],
      ]),
    ),
  )
  console.log(
    `The job's refresh of the stored response times, once a minute: p50 ${growth.at100k.figuresRefresh.p50Ms} ms at 100k, ${growth.at1m.figuresRefresh.p50Ms} ms at 1M`,
  )
}

export function printDesk(desk: DeskFigures): void {
  console.log(
    `The desk (target: My work, the board and a posting's pipeline < 100 ms on the server): one salesperson's ${desk.openItems.toLocaleString('en-GB')} open leads and ${desk.openTasks.toLocaleString('en-GB')} tasks, a board of ${desk.boardOpenLeads.toLocaleString('en-GB')} open quotes, among ${desk.otherRows.toLocaleString('en-GB')} colleagues' leads; whole admin pages from the production server`,
  )
  const rows = [
    ['admin shell (account page)', desk.adminShell],
    ['My work', desk.myWork],
    ['My work, due today', desk.myWorkDueToday],
    ['My work, overdue', desk.myWorkOverdue],
    ['My work, quotes', desk.myWorkQuotes],
    ['board of quotes', desk.board],
    ['board of quotes, due this week', desk.boardDueWeek],
    [
      `pipeline of a posting (${desk.pipelineCandidates.toLocaleString('en-GB')} candidates)`,
      desk.pipeline,
    ],
  ] as const
  console.table(
    Object.fromEntries(
      rows.map(([name, figures]) => [
        name,
        {
          'p50 ms': figures.p50Ms,
          'p99 ms': figures.p99Ms,
          'p50 beyond the shell ms': Math.round((figures.p50Ms - desk.adminShell.p50Ms) * 10) / 10,
        },
      ]),
    ),
  )
}

export function printSearch(search: SearchFigures): void {
  console.log(
    `Search (target: p95 < 50 ms for each query): ${search.clients} clients at once, ${search.leads.toLocaleString('en-GB')} leads; the common word matches ${(search.commonWordShare * 100).toFixed(2)} % of the rows`,
  )
  const rows = [
    ['baseline: the signed-in person', search.baseline],
    ['a reference', search.byReference],
    ['a phone number in local form', search.byPhone],
    ['a word of 1 % of the leads', search.byCommonWord],
  ] as const
  console.table(
    Object.fromEntries(
      rows.map(([name, figures]) => [
        name,
        {
          'p50 ms': figures.p50Ms,
          'p95 ms': figures.p95Ms,
          'p95 × baseline': Math.round((figures.p95Ms / search.baseline.p95Ms) * 100) / 100,
          requests: figures.requests,
          results: figures.results,
        },
      ]),
    ),
  )
}

export function printApplications(rates: ApplicationRates): void {
  console.log(
    `Job applications with a ${Math.round(rates.resumeBytes / 1024)} KB résumé, ${rates.clients} candidates at a time, ${rates.secondsEach} s a phase (target: with the recruiting desk within 10% of the rate without it, medians of three)`,
  )
  console.table({
    'without the recruiting desk': {
      'per second, each phase': rates.withoutDesk.perSecond.join(' · '),
      median: rates.withoutDesk.median,
    },
    'with it': {
      'per second, each phase': rates.withDesk.perSecond.join(' · '),
      median: rates.withDesk.median,
    },
  })
  console.log(
    `ratio ${rates.ratio} (${rates.ratio >= 0.9 ? 'within' : 'NOT within'} 10%); every acknowledged application stored exactly once: ${rates.storedExactlyOnce}`,
  )
}
