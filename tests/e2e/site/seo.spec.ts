import { expect, test } from '@playwright/test'

import { e2eAdmin, e2eBaseUrl } from '../settings'
import { productSlugs, publicRoutes, regionSlugs } from '../../helpers/public-pages'
import { attributeOf, servedDocument, type ServedDocument } from './served-html'

const jsonLd = (document: ServedDocument) =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (block) => JSON.parse(block.textContent ?? '') as Record<string, unknown>,
  )

const content = (document: ServedDocument, selector: string) =>
  attributeOf(document, selector, 'content')

test.describe('metadata', () => {
  for (const path of publicRoutes) {
    test(`${path} has its own title, description, keywords, canonical, social and robots tags`, async ({
      request,
    }) => {
      const page = await servedDocument(request, path)
      const title = page.title
      expect(title.length).toBeGreaterThan(10)
      expect(content(page, 'meta[name="description"]')).toBeTruthy()
      expect(content(page, 'meta[name="keywords"]')).toBeTruthy()
      expect(content(page, 'meta[name="robots"]')).toBe('index, follow')
      // Next writes the home page's canonical URL without its trailing slash.
      expect(attributeOf(page, 'link[rel="canonical"]', 'href')).toBe(
        `${e2eBaseUrl}${path === '/' ? '' : path}`,
      )
      expect(content(page, 'meta[property="og:title"]')).toBe(title)
      expect(content(page, 'meta[property="og:description"]')).toBeTruthy()
      expect(content(page, 'meta[property="og:url"]')).toBeTruthy()
      expect(content(page, 'meta[name="twitter:card"]')).toBeTruthy()
      expect(content(page, 'meta[name="twitter:title"]')).toBe(title)
    })
  }

  test('no two pages share a title', async ({ request }) => {
    const seen = new Map<string, string>()
    for (const path of publicRoutes) {
      const { title } = await servedDocument(request, path)
      expect(seen.get(title), `${path} repeats the title of ${seen.get(title)}`).toBeUndefined()
      seen.set(title, path)
    }
  })
})

test.describe('structured data', () => {
  test('the home page describes the Organization', async ({ request }) => {
    const types = jsonLd(await servedDocument(request, '/')).map((block) => block['@type'])
    expect(types).toContain('Organization')
  })

  for (const path of [
    ...productSlugs.map((slug) => `/products/${slug}`),
    ...regionSlugs.map((slug) => `/regions/${slug}`),
  ]) {
    test(`${path} has a BreadcrumbList ending at the page`, async ({ request }) => {
      const [data] = jsonLd(await servedDocument(request, path)) as {
        '@type': string
        itemListElement: { item: string }[]
      }[]
      expect(data['@type']).toBe('BreadcrumbList')
      expect(data.itemListElement.at(-1)?.item).toBe(`${e2eBaseUrl}${path}`)
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

  test('a page editors hid from search engines is left out of the sitemap and marked noindex; a page they did not hide is listed', async ({
    request,
  }) => {
    const login = await request.post('/api/users/login', { data: e2eAdmin })
    const { token } = (await login.json()) as { token: string }
    const marker = Date.now().toString(36)
    const pageAt = async (slug: string, noindex: boolean) => {
      const created = await request.post('/api/pages', {
        headers: { Authorization: `JWT ${token}` },
        data: {
          title: `Campaign ${slug}`,
          slug,
          noindex,
          _status: 'published',
          layout: [{ blockType: 'hero', heading: `Campaign ${slug}` }],
        },
      })
      expect(created.status()).toBe(201)
      return `/${slug}`
    }
    const hidden = await pageAt(`ads-only-${marker}`, true)
    const listed = await pageAt(`listed-${marker}`, false)

    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`<loc>${e2eBaseUrl}${listed}</loc>`)
    expect(sitemap).toContain(`<loc>${e2eBaseUrl}/fr${listed}</loc>`)
    expect(sitemap).not.toContain(hidden)
    expect(content(await servedDocument(request, hidden), 'meta[name="robots"]')).toMatch(/noindex/)
    expect(content(await servedDocument(request, listed), 'meta[name="robots"]') ?? '').not.toMatch(
      /noindex/,
    )
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
