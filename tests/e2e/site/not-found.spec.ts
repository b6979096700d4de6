import { readdirSync } from 'node:fs'
import { join } from 'node:path'

import { expect, test, type Page, type Response } from '@playwright/test'

import { catalogues } from '@/i18n/messages'
import type { Locale } from '@/lib/site/locales'
import { companyName } from '@/lib/site/company'

import { sharedDistDir } from '../../helpers/production-build'
import { delayScripts } from '../before-scripts'

/**
 * A missing page is the server's own page (src/components/shared/missing-page.tsx): its heading, text,
 * header and footer are in the HTML, in the address's language, answered with a 404. Nothing of
 * it waits for the scripts: Next's own answer to a page calling notFound() is a document with an
 * empty body that the scripts draw, blank without them or until they run.
 */
const missingPages: { path: string; locale: Locale }[] = [
  { path: '/no-such-page', locale: 'en' },
  { path: '/fr/no-such-page', locale: 'fr' },
  { path: '/products/nope', locale: 'en' },
  { path: '/fr/products/nope', locale: 'fr' },
  { path: '/regions/atlantis', locale: 'en' },
  { path: '/fr/regions/atlantis', locale: 'fr' },
]

/** Missing pages of the careers routes: a posting and a page past the last. */
const missingCareersPages: { path: string; locale: Locale }[] = [
  { path: '/careers/no-such-posting', locale: 'en' },
  { path: '/fr/careers?page=99', locale: 'fr' },
]

/** The 404 page's words and some of its links, in its language. */
function expected(locale: Locale) {
  const words = catalogues[locale]
  const prefix = locale === 'fr' ? '/fr' : ''
  return {
    heading: words.common.notFound.title,
    text: words.common.notFound.text,
    returnHome: { name: words.common.returnHome, href: prefix || '/' },
    mainNavigation: words.layout.mainNavigation,
    // The seeded header's link to the About page (src/seed/data/globals/…/site-settings.ts).
    headerAbout: { name: locale === 'fr' ? 'À propos' : 'About', href: `${prefix}/about` },
    footerCareers: { name: words.layout.footer.careers, href: `${prefix}/careers` },
  }
}

/** The 404 page as the HTML shows it, with or without its scripts. */
async function expectMissingPage(page: Page, response: Response | null, locale: Locale) {
  const words = expected(locale)
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  await expect(page).toHaveTitle(`${words.heading} | ${companyName}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading)
  const main = page.getByRole('main')
  await expect(main).toContainText(words.text)
  await expect(main.getByRole('link', { name: words.returnHome.name })).toHaveAttribute(
    'href',
    words.returnHome.href,
  )
  const header = page.getByRole('banner')
  await expect(header).toBeVisible()
  await expect(
    header
      .getByRole('navigation', { name: words.mainNavigation })
      .getByRole('link', { name: words.headerAbout.name, exact: true }),
  ).toHaveAttribute('href', words.headerAbout.href)
  const footer = page.getByRole('contentinfo')
  await expect(footer).toBeVisible()
  await expect(
    footer.getByRole('link', { name: words.footerCareers.name, exact: true }),
  ).toHaveAttribute('href', words.footerCareers.href)
}

test.describe('a missing page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const { path, locale } of [...missingPages, ...missingCareersPages]) {
    test(`${path} answers 404 with the 404 page in ${locale}, its header and footer`, async ({
      page,
    }) => {
      const response = await page.goto(path)
      await expectMissingPage(page, response, locale)
    })
  }
})

test.describe('a missing page before its scripts have run', () => {
  for (const { path, locale } of missingPages) {
    test(`${path} shows the 404 page in ${locale}, its header and footer, its scripts held back 3 s`, async ({
      page,
    }) => {
      const scripts = await delayScripts(page, 3_000)
      // Not the load event, which a script added to the page before it waits for.
      const response = await page.goto(path, { waitUntil: 'domcontentloaded' })
      await expectMissingPage(page, response, locale)
      // What was checked is the server's HTML: none of the build's scripts has run yet.
      expect(Date.now()).toBeLessThan(scripts.at)
      expect(await page.evaluate(() => 'next' in window)).toBe(false)
    })
  }
})

/** What Next keeps of the production build's pages and data: one or more files per entry. */
function cacheEntries(): string[] {
  return ['server/route-cache', 'cache/fetch-cache'].flatMap((folder) => {
    try {
      return readdirSync(join(sharedDistDir, folder), { recursive: true }).map(String).sort()
    } catch {
      return []
    }
  })
}

const madeUp = (marker: string) => [
  `/no-such-page-${marker}`,
  `/fr/no-such-page-${marker}`,
  `/products/nope-${marker}`,
  `/fr/products/nope-${marker}`,
  `/regions/atlantis-${marker}`,
]

test('made-up addresses answer a 404 that no cache may keep, and leave nothing in Next’s caches', async ({
  request,
}) => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1_000))
  // The lists an address is looked up in (products, regions, editors' redirects) and the layout's
  // data are kept once, before counting.
  for (const path of madeUp('first')) expect((await request.get(path)).status(), path).toBe(404)
  await settle()
  const before = cacheEntries()

  for (const path of madeUp(Date.now().toString(36))) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(response.headers()['cache-control'], path).toBe(
      'private, no-cache, no-store, max-age=0, must-revalidate',
    )
  }
  await settle()
  expect(cacheEntries()).toEqual(before)
})
