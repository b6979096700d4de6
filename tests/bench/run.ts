/**
 * `npm run bench`: builds the production app, serves it on a fresh PostgreSQL database and
 * measures it against baselines taken in the same run. Prints a table and writes
 * bench/results.json. Targets are in the README; nothing here asserts them.
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
import { startEmptyNextApp } from './empty-next-app'
import { measureGrowth } from './growth'
import { startHttpsFront } from './https-front'
import { runLighthouse } from './lighthouse'
import { compareWithFloor, type FloorComparison } from './lighthouse-floor'
import { measureThroughput } from './load'
import { startStaticBaseline } from './nginx'
import {
  printFrontCost,
  printGrowth,
  printJavascript,
  printLighthouse,
  printLighthouseAgainstFloor,
  printPages,
  printSubmissions,
  type BenchResults,
} from './report'
import { residentMemoryMb, startProductionServer } from './server'
import { addTenRoutingRules, assignedSince } from './routing-rules'
import { loadQuoteSubmissions } from './submissions'

const distDir = '.next-bench'
const appPort = 3400
const baselinePort = 3401
const emptyNextAppPort = 3402
const httpsFrontPort = 3403
const nextStartPort = 3404
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
]
/** What Lighthouse measures against the floor: each template page in each language, unless given. */
const floorRoutes = process.env.BENCH_LIGHTHOUSE_ROUTES
  ? process.env.BENCH_LIGHTHOUSE_ROUTES.split(',')
      .map((route) => route.trim())
      .filter(Boolean)
  : templatePages.flatMap((page) => locales.map((locale) => localePath(locale, page)))

function section(title: string) {
  console.log(`\n▶ ${title}`)
}

async function main() {
  const startedAt = Date.now()
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
    env: { RATE_LIMIT_FORMS_POINTS: '1000000' },
  })
  const stopAll = async () => {
    await server.stop()
    await pool.end()
    await database.drop()
  }

  try {
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

    section('The production front vs next start alone (10 connections, 3 × 10 s each, alternating)')
    const nextStart = await startProductionServer({
      distDir,
      port: nextStartPort,
      databaseUrl: database.url,
      withoutFront: true,
    })
    let frontCost
    try {
      frontCost = await measureFrontCost(server.url, nextStart.url, ['/', '/products/vas'])
    } finally {
      await nextStart.stop()
    }
    printFrontCost(frontCost)

    section('First-load JavaScript per public route (gzip)')
    const javascript: Record<string, number> = {}
    for (const route of publicPages)
      javascript[route] = await firstLoadJavaScriptKb(server.url, route)
    const emptyNextApp = await startEmptyNextApp(emptyNextAppPort)
    let emptyNextAppKb
    const againstFloor: FloorComparison[] = []
    try {
      emptyNextAppKb = await firstLoadJavaScriptKb(emptyNextApp.url, '/')
      printJavascript(javascript, emptyNextAppKb)

      section(
        `Lighthouse mobile against the floor (an empty Next.js page): ${floorRoutes.length} routes, ${lighthouseRuns.mobile} runs of each side in alternating pairs`,
      )
      for (const route of floorRoutes) {
        const comparison = await compareWithFloor(
          server.url,
          `${emptyNextApp.url}/`,
          route,
          lighthouseRuns.mobile,
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
    printLighthouseAgainstFloor({ runs: lighthouseRuns.mobile, routes: againstFloor })

    section('Lighthouse (home and a product page, mobile and desktop)')
    const lighthousePages = ['/', '/products/vas']
    const lighthouse: BenchResults['lighthouse'] = []
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
    const httpsFront = 'unavailable' in front ? front.unavailable : 'nginx, TLS and HTTP/2'
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

    section('Submissions: 20 clients sending quote requests for 30 s after a 5 s warm-up')
    const submissions = await loadQuoteSubmissions(server.url, pool)
    printSubmissions(submissions, residentMemoryMb(server.process.pid!))

    section('The same with ten routing rules, the quotes matching the tenth (routing on)')
    await addTenRoutingRules(pool)
    const routedSince = new Date()
    const routed = await loadQuoteSubmissions(server.url, pool)
    const memoryMb = residentMemoryMb(server.process.pid!)
    printSubmissions(routed, memoryMb)
    const routing = {
      ...(await assignedSince(pool, routedSince)),
      addedP50Ms: routed.p50Ms - submissions.p50Ms,
    }
    console.log(
      `Routing assigned ${routing.assigned} of ${routing.total} quotes; it adds ${routing.addedP50Ms.toFixed(1)} ms to the median (target < 5)`,
    )

    section('Growth: admin list query and Overview counters at 100k and 1M rows')
    const growth = await measureGrowth(database.url, pool)
    printGrowth(growth)

    const results: BenchResults = {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model,
        memoryGb: Math.round(os.totalmem() / 1024 ** 3),
        node: process.version,
        platform: `${os.type()} ${os.release()}`,
      },
      baselineKind: baseline.kind,
      pages,
      frontCost,
      javascriptKb: javascript,
      emptyNextAppJavaScriptKb: emptyNextAppKb,
      lighthouseAgainstFloor: { runs: lighthouseRuns.mobile, routes: againstFloor },
      lighthouse,
      httpsFront,
      submissions,
      routedSubmissions: routed,
      routing,
      memoryMb,
      growth,
      durationSeconds: Math.round((Date.now() - startedAt) / 1000),
    }
    mkdirSync('bench', { recursive: true })
    writeFileSync('bench/results.json', JSON.stringify(results, null, 2))
    console.log(`\nWrote bench/results.json; the bench took ${results.durationSeconds} s`)
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
