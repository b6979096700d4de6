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
