import autocannon from 'autocannon'
import type pg from 'pg'

import { median } from './load'
import { phoneBrowser } from '../helpers/user-agents'

export type ViewCountCost = {
  page: string
  /** Median requests per second of the rounds, counting views and not. */
  counting: number
  notCounting: number
  /** How much slower counting made the page, in percent of its requests per second. */
  costPercent: number
  /** Requests answered 200 while counting, and the views the database holds for them. */
  sent: number
  counted: number
}

async function load(url: string, seconds: number) {
  const result = await autocannon({
    url,
    connections: 10,
    duration: seconds,
    headers: { 'user-agent': phoneBrowser },
  })
  return { perSecond: result.requests.average, ok: result['2xx'] }
}

async function storedViews(pool: pg.Pool, page: string): Promise<number> {
  const { rows } = await pool.query<{ views: string }>(
    'SELECT coalesce(sum(views), 0) AS views FROM stats.page_views WHERE path = $1',
    [page],
  )
  return Number(rows[0].views)
}

/**
 * What counting page views costs a page (src/campaigns/page-views): the same build and database
 * served with counting and without (PAGE_VIEWS=off), in alternating rounds, and whether the views
 * stored equal the requests the counting server answered.
 */
export async function measureViewCounting(
  countingUrl: string,
  notCountingUrl: string,
  pool: pg.Pool,
  { page = '/', rounds = 3, seconds = 10 } = {},
): Promise<ViewCountCost> {
  await load(countingUrl + page, 3)
  await load(notCountingUrl + page, 3)
  // The warm-up's views are stored within a flush (5 s).
  await new Promise((resolve) => setTimeout(resolve, 6000))
  const before = await storedViews(pool, page)
  const counting: number[] = []
  const notCounting: number[] = []
  let sent = 0
  for (let round = 0; round < rounds; round++) {
    const on = await load(countingUrl + page, seconds)
    counting.push(on.perSecond)
    sent += on.ok
    notCounting.push((await load(notCountingUrl + page, seconds)).perSecond)
  }
  await new Promise((resolve) => setTimeout(resolve, 6000))
  const counted = (await storedViews(pool, page)) - before
  const [withViews, without] = [median(counting), median(notCounting)]
  return {
    page,
    counting: Math.round(withViews),
    notCounting: Math.round(without),
    costPercent: Math.round((1 - withViews / without) * 1000) / 10,
    sent,
    counted,
  }
}
