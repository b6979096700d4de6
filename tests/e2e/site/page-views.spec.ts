import { expect, test } from '@playwright/test'

import { readE2eDatabase } from '../database'
import { crawler, phoneBrowser } from '../../helpers/user-agents'

async function viewsOf(paths: string[]): Promise<Record<string, number>> {
  const rows = await readE2eDatabase<{ path: string; views: string }>(
    'SELECT path, sum(views) AS views FROM stats.page_views WHERE path = ANY($1) GROUP BY path',
    [paths],
  )
  return Object.fromEntries(
    paths.map((path) => [path, Number(rows.find((row) => row.path === path)?.views ?? 0)]),
  )
}

test.use({ userAgent: phoneBrowser })

test('a visitor’s page load and move within the site are a view each; a bot’s load and prefetches are none', async ({
  page,
  browser,
}) => {
  const paths = ['/about', '/careers']
  const before = await viewsOf(paths)

  await page.goto('/about')
  await page.locator('header').getByRole('link', { name: 'Careers' }).first().click()
  await expect(page).toHaveURL(/\/careers$/)

  const crawlerContext = await browser.newContext({ userAgent: crawler })
  await (await crawlerContext.newPage()).goto('/about')
  await crawlerContext.close()

  // Counted in memory and stored within five seconds.
  await expect
    .poll(() => viewsOf(paths), { timeout: 15_000, intervals: [1000] })
    .toEqual({ '/about': before['/about'] + 1, '/careers': before['/careers'] + 1 })
})
