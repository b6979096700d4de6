/**
 * `npm run bench`: builds the production app, serves it on a fresh PostgreSQL database and
 * measures it against baselines taken in the same run. Prints a table and writes
 * bench/results.json. Targets are in docs/operations.md; nothing here asserts them.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'

import pg from 'pg'

import { localePath } from '@/lib/site/locale-path'
import { locales } from '@/lib/site/locales'

import { buildProductionApp } from '../../scripts/build'
import { publicPages } from '../helpers/public-pages'
import { createTestDatabase } from '../setup/test-database'
import { firstLoadJavaScriptKb } from './bundle'
import { measureFrontCost } from './front-cost'
import { measureViewCounting } from './page-views'
import { measureViewFlood } from './view-flood'
import { startEmptyNextApp } from './empty-next-app'
import { compareApplicationRates, recruitingIntakeSteps } from './applications'
import { measureDesk } from './desk'
import { measureSearch } from './search'
import { measureGrowth } from './growth'
import { startHttpsFront } from './https-front'
import { runLighthouse } from './lighthouse'
import { compareWithFloor, type FloorComparison } from './lighthouse-floor'
import { measureThroughput } from './load'
import { startStaticBaseline } from './nginx'
import {
  printFrontCost,
  printViewCounting,
  printViewFlood,
  printGrowth,
  printDesk,
  printApplications,
  printSearch,
  printJavascript,
  printLighthouse,
  printLighthouseAgainstFloor,
  printPages,
  printRouting,
  printLiveEndpoint,
  printWebhooks,
  printSubmissions,
  type AreaFigures,
  type BenchResults,
} from './report'
import { residentMemoryMb, startProductionServer } from './server'
import {
  addBenchOwner,
  adminToken,
  benchAdmin,
  addTenRoutingRules,
  assignedSince,
  removeRoutingRules,
} from './routing-rules'
import { compareOnOff, linkedSince, loadQuoteSubmissions } from './submissions'
import { addTwoWebhookEndpoints } from './webhooks'

const distDir = '.next-bench'
const appPort = 3400
const baselinePort = 3401
const emptyNextAppPort = 3402
const httpsFrontPort = 3403
const nextStartPort = 3404
const notCountingViewsPort = 3405
const withoutRecruitingDeskPort = 3406
const measuredPages = ['/', '/products/vas', '/regions/west-africa', '/careers']

function positiveWholeNumber(name: string, fallback: number): number {
  const value = process.env[name]
  if (!value) return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1) {
    throw new Error(`${name} must be a whole number above 0, not "${value}"`)
  }
  return number
}

// Mobile scores vary most from run to run (4x CPU slowdown on a shared machine).
const lighthouseRuns = { mobile: positiveWholeNumber('BENCH_LIGHTHOUSE_RUNS', 5), desktop: 1 }
/** The simulated phone's CPU slowdown against the floor: Lighthouse's 4, or 8 to check the margin. */
const cpuSlowdown = positiveWholeNumber('BENCH_CPU_SLOWDOWN', 4)

/** One page of each page template. */
const templatePages = [
  '/',
  '/about',
  '/products-services',
  '/products/vas',
  '/regions/west-africa',
  '/careers',
  '/get-quote',
  '/partnership',
  '/apply',
  '/ussd-ghana',
]
/** What Lighthouse measures against the floor: each template page in each language, unless given. */
const floorRoutes = process.env.BENCH_LIGHTHOUSE_ROUTES
  ? process.env.BENCH_LIGHTHOUSE_ROUTES.split(',')
      .map((route) => route.trim())
      .filter(Boolean)
  : templatePages.flatMap((page) => locales.map((locale) => localePath(locale, page)))

/** The bench's areas, in the order they run. */
const benchAreas = [
  'pages',
  'front',
  'views',
  'javascript',
  'lighthouse',
  'submissions',
  'desk',
  'recruiting',
  'search',
  'growth',
] as const
type BenchArea = (typeof benchAreas)[number]

/** The areas `BENCH_AREAS` names (comma-separated), else all of them. */
function selectedAreas(): Set<BenchArea> {
  const named = process.env.BENCH_AREAS?.split(',')
    .map((area) => area.trim())
    .filter(Boolean)
  if (!named?.length) return new Set(benchAreas)
  const unknown = named.filter((area) => !(benchAreas as readonly string[]).includes(area))
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_AREAS names no area "${unknown.join('", "')}"; the areas are ${benchAreas.join(', ')}`,
    )
  }
  return new Set(named as BenchArea[])
}

function section(title: string) {
  console.log(`\n▶ ${title}`)
}

async function main() {
  const startedAt = Date.now()
  const areas = selectedAreas()
  if (!process.env.BENCH_SKIP_BUILD) {
    section('Building the production app')
    await buildProductionApp(distDir)
  }

  const database = await createTestDatabase()
  const pool = new pg.Pool({ connectionString: database.url, max: 4 })
  // Dropping the database at the end closes idle connections; that is expected, not a failure.
  pool.on('error', () => undefined)
  const server = await startProductionServer({
    distDir,
    port: appPort,
    databaseUrl: database.url,
    env: {
      RATE_LIMIT_FORMS_POINTS: '1000000',
      // The bench's CRM endpoints are local receivers.
      WEBHOOKS_ALLOW_PRIVATE: 'true',
      SEED_ADMIN_EMAIL: benchAdmin.email,
      SEED_ADMIN_PASSWORD: benchAdmin.password,
    },
  })
  const stopAll = async () => {
    await server.stop()
    await pool.end()
    await database.drop()
  }

  const results: Partial<BenchResults> = {}
  try {
    if (areas.has('pages')) {
      section('Page serving: app vs static baseline (10 connections, 15 s each)')
      const html = new Map<string, Buffer>()
      for (const page of measuredPages) {
        html.set(page, Buffer.from(await (await fetch(server.url + page)).arrayBuffer()))
      }
      const baseline = await startStaticBaseline(html, baselinePort)
      const pages = []
      try {
        for (const page of measuredPages) {
          const app = await measureThroughput(server.url + page)
          const reference = await measureThroughput(baseline.url + page)
          pages.push({
            page,
            app,
            baseline: reference,
            ratio: Math.round((app.requestsPerSecond / reference.requestsPerSecond) * 1000) / 1000,
          })
          console.log(`  ${page}: ${app.requestsPerSecond} req/s vs ${reference.requestsPerSecond}`)
        }
      } finally {
        await baseline.stop()
      }
      printPages(baseline.kind, pages)
      Object.assign(results, { baselineKind: baseline.kind, pages })
    }

    if (areas.has('front')) {
      section(
        'The production front vs next start alone (10 connections, 3 × 10 s each, alternating)',
      )
      const nextStart = await startProductionServer({
        distDir,
        port: nextStartPort,
        databaseUrl: database.url,
        withoutFront: true,
      })
      try {
        results.frontCost = await measureFrontCost(server.url, nextStart.url, [
          '/',
          '/products/vas',
        ])
      } finally {
        await nextStart.stop()
      }
      printFrontCost(results.frontCost)
    }

    if (areas.has('views')) {
      section('Counting page views on and off (10 connections, 3 × 10 s each, alternating)')
      const notCounting = await startProductionServer({
        distDir,
        port: notCountingViewsPort,
        databaseUrl: database.url,
        env: { PAGE_VIEWS: 'off' },
      })
      try {
        results.viewCounting = await measureViewCounting(server.url, notCounting.url, pool)
      } finally {
        await notCounting.stop()
      }
      printViewCounting(results.viewCounting)
      section('An anonymous flood of new addresses, then the campaign report of a day at the cap')
      results.viewFlood = await measureViewFlood(
        server.url,
        server.process.pid!,
        pool,
        await adminToken(server.url),
      )
      printViewFlood(results.viewFlood)
    }

    if (areas.has('javascript')) {
      section('First-load JavaScript per public route (gzip)')
      const javascript: Record<string, number> = {}
      for (const route of publicPages)
        javascript[route] = await firstLoadJavaScriptKb(server.url, route)
      const emptyNextApp = await startEmptyNextApp(emptyNextAppPort)
      const againstFloor: FloorComparison[] = []
      try {
        const emptyNextAppKb = await firstLoadJavaScriptKb(emptyNextApp.url, '/')
        printJavascript(javascript, emptyNextAppKb)
        Object.assign(results, {
          javascriptKb: javascript,
          emptyNextAppJavaScriptKb: emptyNextAppKb,
        })

        section(
          `Lighthouse mobile against the floor (an empty Next.js page): ${floorRoutes.length} routes, ${lighthouseRuns.mobile} runs of each side in alternating pairs, ${cpuSlowdown}× CPU slowdown`,
        )
        for (const route of floorRoutes) {
          const comparison = await compareWithFloor(
            server.url,
            `${emptyNextApp.url}/`,
            route,
            lighthouseRuns.mobile,
            cpuSlowdown,
          )
          againstFloor.push(comparison)
          const { site, floor } = comparison
          console.log(
            `  ${route}: score ${site.score} (floor ${floor.score}), TBT ${site.tbtMs} ms (floor ${floor.tbtMs} ms)`,
          )
        }
      } finally {
        await emptyNextApp.stop()
      }
      results.lighthouseAgainstFloor = {
        runs: lighthouseRuns.mobile,
        cpuSlowdown,
        routes: againstFloor,
      }
      printLighthouseAgainstFloor(results.lighthouseAgainstFloor)
    }

    if (areas.has('lighthouse')) {
      section('Lighthouse (home and a product page, mobile and desktop)')
      const lighthousePages = ['/', '/products/vas']
      const lighthouse: AreaFigures['lighthouse'] = []
      for (const page of lighthousePages) {
        for (const formFactor of ['mobile', 'desktop'] as const) {
          lighthouse.push({
            page,
            formFactor,
            servedBy: 'next start',
            ...(await runLighthouse(server.url + page, formFactor, lighthouseRuns[formFactor])),
          })
        }
      }
      const front = await startHttpsFront(server.url, httpsFrontPort)
      results.httpsFront = 'unavailable' in front ? front.unavailable : 'nginx, TLS and HTTP/2'
      if ('unavailable' in front) {
        console.log(`  Mobile through an HTTPS front left out: ${front.unavailable}`)
      } else {
        try {
          for (const page of lighthousePages) {
            lighthouse.push({
              page,
              formFactor: 'mobile',
              servedBy: 'HTTPS + HTTP/2 front',
              ...(await runLighthouse(front.url + page, 'mobile', lighthouseRuns.mobile, {
                ignoreCertificateErrors: true,
              })),
            })
          }
        } finally {
          await front.stop()
        }
      }
      printLighthouse(lighthouse)
      results.lighthouse = lighthouse
    }

    if (areas.has('submissions')) {
      section(
        'Submissions: 20 clients sending quote requests from MTN Nigeria for 30 s after a 20 s warm-up, with ten routing rules, the quotes matching the tenth, and two CRM webhook endpoints, one of them dead',
      )
      const token = await adminToken(server.url)
      const owner = await addBenchOwner(server.url, token)
      await addTenRoutingRules(server.url, token, owner)
      const webhooks = await addTwoWebhookEndpoints(server.url, token)
      try {
        const routedSince = new Date()
        const receiversBefore = await webhooks.report()
        const loadStartedAt = performance.now()
        const load = await loadQuoteSubmissions(server.url, pool)
        const receiversAfter = await webhooks.report()
        const submissions = {
          ...load,
          receiverCpu: {
            cpuMs: receiversAfter.cpuMs - receiversBefore.cpuMs,
            overMs: Math.round(performance.now() - loadStartedAt),
          },
        }
        const memoryMb = residentMemoryMb(server.process.pid!)
        printSubmissions(submissions, memoryMb)
        const assigned = await assignedSince(pool, routedSince)
        const accounts = await linkedSince(pool, routedSince)
        const delivered = receiversAfter.received

        section(
          'Routing off and on: no rules and the ten, 4 rounds of 8 s each, alternating which goes first',
        )
        const routing = {
          ...assigned,
          ...(await compareOnOff(server.url, pool, {
            turnOff: () => removeRoutingRules(server.url, token),
            turnOn: () => addTenRoutingRules(server.url, token, owner),
          })),
        }
        printRouting(routing)

        section(
          'A live CRM endpoint off and on, the dead one on throughout, 4 rounds of 8 s each, alternating which goes first',
        )
        const receivedBefore = (await webhooks.report()).received
        const live = await compareOnOff(server.url, pool, {
          turnOff: () => webhooks.setActive(webhooks.ids.live, false).then(() => undefined),
          turnOn: () => webhooks.setActive(webhooks.ids.live, true).then(() => undefined),
        })
        const liveEndpoint = {
          ...live,
          deliveredPerSecond: Math.round(
            ((await webhooks.report()).received - receivedBefore) /
              (live.rounds * live.secondsEach),
          ),
        }
        printLiveEndpoint(liveEndpoint)

        section(
          'Webhooks off and on: no endpoint and one that never answers, 4 rounds of 8 s each, alternating which goes first',
        )
        await webhooks.setActive(webhooks.ids.live, false)
        const deadEndpoint = {
          ...accounts,
          deliveredToTheLiveEndpoint: delivered,
          ...(await compareOnOff(server.url, pool, {
            turnOff: () => webhooks.setActive(webhooks.ids.dead, false).then(() => undefined),
            turnOn: () => webhooks.setActive(webhooks.ids.dead, true).then(() => undefined),
          })),
        }
        printWebhooks(deadEndpoint)
        Object.assign(results, {
          submissions,
          routing,
          liveEndpoint,
          webhooks: deadEndpoint,
          memoryMb,
        })
      } finally {
        await webhooks.stop()
      }
    }

    if (areas.has('desk')) {
      section('The desk: My work and the board of a busy salesperson')
      results.desk = await measureDesk(server.url, pool, await adminToken(server.url))
      printDesk(results.desk)
    }

    if (areas.has('recruiting')) {
      section(
        'Recruiting: job applications with a 1 MB résumé, with the recruiting desk and without it (a second server of the same build), three phases each way',
      )
      const withoutDesk = await startProductionServer({
        distDir,
        port: withoutRecruitingDeskPort,
        databaseUrl: database.url,
        env: {
          RATE_LIMIT_FORMS_POINTS: '1000000',
          INTAKE_STEPS_OFF: recruitingIntakeSteps.join(','),
        },
      })
      try {
        results.applications = await compareApplicationRates(
          server.url,
          withoutDesk.url,
          pool,
          await adminToken(server.url),
        )
        printApplications(results.applications)
      } finally {
        await withoutDesk.stop()
      }
    }

    if (areas.has('search')) {
      section('Search: ten salespeople at once, at a million leads')
      results.search = await measureSearch(server.url, pool, await adminToken(server.url))
      printSearch(results.search)
    }

    if (areas.has('growth')) {
      section('Growth: admin list query and Overview counters at 100k and 1M rows')
      results.growth = await measureGrowth(database.url, pool)
      printGrowth(results.growth)
    }

    const written: BenchResults = {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model,
        memoryGb: Math.round(os.totalmem() / 1024 ** 3),
        node: process.version,
        platform: `${os.type()} ${os.release()}`,
      },
      areas: [...areas],
      ...results,
      durationSeconds: Math.round((Date.now() - startedAt) / 1000),
    }
    mkdirSync('bench', { recursive: true })
    writeFileSync('bench/results.json', JSON.stringify(written, null, 2))
    console.log(`\nWrote bench/results.json; the bench took ${written.durationSeconds} s`)
  } catch (error) {
    console.error('\nThe bench failed:', error)
    process.exitCode = 1
  } finally {
    await stopAll()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
