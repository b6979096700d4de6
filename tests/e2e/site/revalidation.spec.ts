import { expect, test } from '@playwright/test'

import { adminApi } from './admin-api'

type Product = { id: number; tagline: string | null }

test('an edit saved through the admin API is live on the next request', async ({
  page,
  request,
}) => {
  const api = await adminApi(request)
  const [product] = await api.find<Product>('/api/products?where[slug][equals]=iot&depth=0')
  // Render and cache the page first, so the test proves the cached page is replaced.
  await page.goto('/products/iot')
  await page.goto('/products/iot')
  const tagline = `Edited by the e2e tests ${Date.now()}`
  try {
    await api.patch(`/api/products/${product.id}`, { tagline })
    await page.goto('/products/iot')
    await expect(page.getByText(tagline)).toBeVisible()
  } finally {
    await api.patch(`/api/products/${product.id}`, { tagline: product.tagline })
  }
  await page.goto('/products/iot')
  await expect(page.getByText(tagline)).toHaveCount(0)
})

test('a landing page is kept once rendered, and shows its own edits and a product’s new name on the next request', async ({
  page,
  request,
}) => {
  const api = await adminApi(request)
  const [product] = await api.find<Product & { title: string }>(
    '/api/products?where[slug][equals]=lottery&depth=0',
  )
  const slug = `cached-landing-${Date.now().toString(36)}`
  const created = await api.post<{ id: number }>('/api/pages', {
    title: `Cached ${slug}`,
    slug,
    _status: 'published',
    layout: [
      { blockType: 'hero', heading: `Kept ${slug}` },
      { blockType: 'products', products: [product.id] },
    ],
  })
  const renamed = `Lottery renamed ${Date.now()}`
  try {
    await page.goto(`/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Kept ${slug}`)
    // Rendered once, then answered from Next's page cache, which any cache may keep.
    const again = (await request.get(`/${slug}`)).headers()
    expect(again['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/)
    expect(again['cache-control']).not.toMatch(/private|no-store/)

    await api.patch(`/api/pages/${created.id}`, {
      layout: [
        { blockType: 'hero', heading: `Edited ${slug}` },
        { blockType: 'products', products: [product.id] },
      ],
    })
    await page.goto(`/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edited ${slug}`)

    await api.patch(`/api/products/${product.id}`, { title: renamed })
    await page.goto(`/${slug}`)
    await expect(page.getByRole('link', { name: renamed })).toBeVisible()
  } finally {
    await api.patch(`/api/products/${product.id}`, { title: product.title })
    await api.delete(`/api/pages/${created.id}`)
  }
})
