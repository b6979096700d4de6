import { expect, test, type Page } from '@playwright/test'

import { waitForEnhanced } from '../before-scripts'

/**
 * The links on the page that React hydrated as `next/link` components: a link component's <a>
 * carries its handlers (it prefetches on touch start), a server-rendered <a> none.
 */
const hydratedLinkComponents = (page: Page) =>
  page.locator('a').evaluateAll(
    (links) =>
      links.filter((link) => {
        const propsKey = Object.keys(link).find((key) => key.startsWith('__reactProps$'))
        const props = propsKey
          ? (link as unknown as Record<string, Record<string, unknown>>)[propsKey]
          : {}
        return typeof props.onTouchStart === 'function'
      }).length,
  )

/** The page loads the browser was asked to fetch ahead (`<link rel=prefetch>`, Next's router). */
function prefetchesOf(page: Page): string[] {
  const prefetched: string[] = []
  page.on('request', (request) => {
    const headers = request.headers()
    if (
      /prefetch/i.test(`${headers['sec-purpose'] ?? ''} ${headers.purpose ?? ''}`) ||
      headers['next-router-prefetch']
    )
      prefetched.push(new URL(request.url()).pathname)
  })
  return prefetched
}

test('the home page hydrates fewer than 10 link components: its header, footer and buttons are plain links (waits for the scripts: what they hydrate is counted)', async ({
  page,
}) => {
  await page.goto('/')
  await waitForEnhanced(page.locator('header details'))
  const links = await page.locator('a').count()
  expect(links).toBeGreaterThan(50)
  expect(await hydratedLinkComponents(page)).toBeLessThan(10)
})

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('nothing is fetched ahead from a page’s links until the pointer is on a product in the products menu, which fetches that page once (waits for the scripts: the prefetch is theirs)', async ({
    page,
  }) => {
    const prefetched = prefetchesOf(page)
    await page.goto('/about')
    await waitForEnhanced(page.locator('.products-menu'))
    await page.getByRole('link', { name: 'Careers', exact: true }).first().hover()
    await page.getByRole('contentinfo').getByRole('link').first().hover()
    await page.waitForLoadState('networkidle')
    expect(prefetched).toEqual([])

    const trigger = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Products & Services', exact: true })
    const fintech = page.locator('#products-menu a[href="/products/fintech"]')
    for (let visit = 0; visit < 2; visit++) {
      await trigger.hover()
      await fintech.hover()
      await expect.poll(() => prefetched).toEqual(['/products/fintech'])
      await page.mouse.move(5, 700)
    }
    await page.waitForLoadState('networkidle')
    expect(prefetched).toEqual(['/products/fintech'])
  })
})
