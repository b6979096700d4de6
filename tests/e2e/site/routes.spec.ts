import { expect, test } from '@playwright/test'

import { publicRoutes, regionSlugs } from '../../helpers/public-pages'
import { aliases } from './aliases'

test.describe('every public route', () => {
  for (const path of publicRoutes) {
    test(`${path} answers 200 with one h1`, async ({ page }) => {
      // All of it is in the HTML as served: no need to wait for images or scripts.
      const response = await page.goto(path, { waitUntil: 'domcontentloaded' })
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
    })
  }

  test('the home page has the spec sections and hero buttons', async ({ page }) => {
    await page.goto('/')
    for (const id of ['home', 'services', 'solutions', 'vision', 'contact']) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1)
    }
    const hero = page.locator('#home')
    await expect(hero.getByRole('link', { name: 'Explore Solutions' })).toHaveAttribute(
      'href',
      '/products-services',
    )
    await expect(hero.getByRole('link', { name: 'Our Network' })).toHaveAttribute(
      'href',
      '/network',
    )
    await expect(page.locator('#services h3')).toHaveCount(6)
    for (const slug of regionSlugs) {
      await expect(page.locator(`#solutions a[href="/regions/${slug}"]`)).toHaveCount(1)
    }
    await expect(
      page.locator('#contact').getByRole('heading', { name: 'Start Your Project' }),
    ).toBeVisible()
  })

  test('the flag strip loops in 30 s and stops for reduced motion', async ({ page }) => {
    await page.goto('/')
    const strip = page.locator('section[aria-labelledby="flag-strip-heading"] .animate-marquee')
    await expect(page.getByRole('heading', { name: 'Countries present in' })).toBeVisible()
    expect(await strip.evaluate((node) => getComputedStyle(node).animationDuration)).toBe('30s')
    expect(await strip.evaluate((node) => getComputedStyle(node).animationIterationCount)).toBe(
      'infinite',
    )
    await page.emulateMedia({ reducedMotion: 'reduce' })
    expect(await strip.evaluate((node) => getComputedStyle(node).animationName)).toBe('none')
  })

  test('every check-list item draws its tick from the stylesheet, also in forced colours', async ({
    page,
  }) => {
    await page.goto('/products/vas')
    const items = page.locator('#benefits li')
    expect(await items.count()).toBeGreaterThan(0)
    const ticks = () =>
      items.evaluateAll((nodes) =>
        nodes.map((node) => {
          const tick = getComputedStyle(node, '::before')
          return {
            size: `${tick.width} ${tick.height}`,
            drawn: /^url\("data:image\/svg\+xml/.test(tick.maskImage),
            colour: tick.backgroundColor,
            textColour: getComputedStyle(node).color,
          }
        }),
      )
    for (const tick of await ticks()) {
      expect(tick).toMatchObject({ size: '20px 20px', drawn: true })
      expect(tick.colour).not.toBe(tick.textColour)
      expect(tick.colour).not.toBe('rgba(0, 0, 0, 0)')
    }
    await page.emulateMedia({ forcedColors: 'active' })
    for (const tick of await ticks()) {
      expect(tick).toMatchObject({ size: '20px 20px', drawn: true, colour: tick.textColour })
    }
  })

  test('About shows the journey with a Future Vision badge on the future entry only', async ({
    page,
  }) => {
    await page.goto('/about')
    await expect(page.getByText('Future Vision', { exact: true })).toHaveCount(1)
    for (const year of ['2015', '2016-2018', '2019-2021', '2022-2024', '2025-2030']) {
      await expect(page.locator('#journey').getByText(year, { exact: true })).toBeVisible()
    }
  })

  test('products-services links to all eleven products', async ({ page }) => {
    await page.goto('/products-services')
    await expect(page.locator('#catalogue a[href^="/products/"]')).toHaveCount(11)
  })

  test("the marketplace's external link opens in a new tab with rel=noopener", async ({ page }) => {
    await page.goto('/products/marketplace')
    const link = page.locator('a[target="_blank"]')
    await expect(link).toHaveCount(1)
    await expect(link).toHaveAttribute('rel', 'noopener')
    await expect(link).toHaveAttribute('href', /^https:\/\//)
  })

  test('region pages link Market Insights and Regional Analysis to their sections', async ({
    page,
  }) => {
    await page.goto('/regions/west-africa')
    await page.getByRole('link', { name: 'Market Insights' }).click()
    await expect(page).toHaveURL(/#market-insights$/)
    await expect(page.locator('#market-insights')).toBeInViewport()
    await page.getByRole('link', { name: 'Regional Analysis' }).click()
    await expect(page.locator('#regional-analysis')).toBeInViewport()
    // Once dead, 'Download Market Report' now leads to the region's report form.
    await page.getByRole('link', { name: 'Download Market Report' }).click()
    await expect(page.locator('#market-report')).toBeInViewport()
    await expect(page.getByText('120M+')).toBeVisible()
  })
})

test.describe('aliases', () => {
  for (const [alias, target] of Object.entries(aliases)) {
    test(`${alias} redirects permanently to ${target}`, async ({ request }) => {
      const response = await request.get(alias, { maxRedirects: 0 })
      expect(response.status()).toBe(308)
      expect(new URL(response.headers().location, 'http://x').pathname).toBe(target)
    })
  }

  test('/en/... addresses redirect to the unprefixed URL', async ({ request }) => {
    const response = await request.get('/en/about', { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(new URL(response.headers().location, 'http://x').pathname).toBe('/about')
  })
})

test.describe('404', () => {
  for (const path of [
    '/no-such-page',
    '/products/no-such-product',
    '/regions/atlantis',
    '/a/b/c',
  ]) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
      expect(await page.title()).toBeTruthy()
      await page.getByRole('link', { name: 'Return to Home' }).click()
      await expect(page).toHaveURL(/\/$/)
    })
  }
})
