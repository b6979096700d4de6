import { expect, test, type Page } from '@playwright/test'

import { e2eBaseUrl } from '../settings'
import { productSlugs, publicRoutes, regionSlugs } from '../../helpers/public-pages'

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => (JSON.parse(text) as { '@type': string })['@type'])
}

/** Metadata and structured data are in the HTML as served: no need to wait for images or scripts. */
const servedHtml = { waitUntil: 'domcontentloaded' } as const

const meta = (page: Page, selector: string) => page.locator(selector).getAttribute('content')

test.describe('metadata', () => {
  for (const path of publicRoutes) {
    test(`${path} has its own title, description, keywords, canonical, social and robots tags`, async ({
      page,
    }) => {
      await page.goto(path, servedHtml)
      const title = await page.title()
      expect(title.length).toBeGreaterThan(10)
      expect(await meta(page, 'meta[name="description"]')).toBeTruthy()
      expect(await meta(page, 'meta[name="keywords"]')).toBeTruthy()
      expect(await meta(page, 'meta[name="robots"]')).toBe('index, follow')
      // Next writes the home page's canonical URL without its trailing slash.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${e2eBaseUrl}${path === '/' ? '' : path}`,
      )
      expect(await meta(page, 'meta[property="og:title"]')).toBe(title)
      expect(await meta(page, 'meta[property="og:description"]')).toBeTruthy()
      expect(await meta(page, 'meta[property="og:url"]')).toBeTruthy()
      expect(await meta(page, 'meta[name="twitter:card"]')).toBeTruthy()
      expect(await meta(page, 'meta[name="twitter:title"]')).toBe(title)
    })
  }

  test('no two pages share a title', async ({ page }) => {
    const seen = new Map<string, string>()
    for (const path of publicRoutes) {
      await page.goto(path, servedHtml)
      const title = await page.title()
      expect(seen.get(title), `${path} repeats the title of ${seen.get(title)}`).toBeUndefined()
      seen.set(title, path)
    }
  })
})

test.describe('structured data', () => {
  test('the home page describes the Organization', async ({ page }) => {
    await page.goto('/', servedHtml)
    expect(await jsonLdTypes(page)).toContain('Organization')
  })

  for (const path of [
    ...productSlugs.map((slug) => `/products/${slug}`),
    ...regionSlugs.map((slug) => `/regions/${slug}`),
  ]) {
    test(`${path} has a BreadcrumbList ending at the page`, async ({ page }) => {
      await page.goto(path, servedHtml)
      const block = page.locator('script[type="application/ld+json"]').first()
      const data = JSON.parse((await block.textContent()) ?? '{}')
      expect(data['@type']).toBe('BreadcrumbList')
      expect(data.itemListElement.at(-1).item).toBe(`${e2eBaseUrl}${path}`)
    })
  }
})

test.describe('sitemap and robots', () => {
  test('/sitemap.xml lists every public URL', async ({ request }) => {
    const response = await request.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    const body = await response.text()
    for (const path of publicRoutes) {
      expect(body).toContain(
        `<loc>${path === '/' ? `${e2eBaseUrl}/` : `${e2eBaseUrl}${path}`}</loc>`,
      )
    }
  })

  test('/robots.txt allows the site and points to the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt')
    expect(response.status()).toBe(200)
    const body = await response.text()
    expect(body).toContain('Allow: /')
    expect(body).toContain('Disallow: /admin')
    expect(body).toContain(`Sitemap: ${e2eBaseUrl}/sitemap.xml`)
  })
})
