import { expect, test, type APIRequestContext } from '@playwright/test'

import { adminApi } from './admin-api'

/** Where an address leads, without following it. */
async function answer(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 })
  return { status: response.status(), location: response.headers()['location'] }
}

test('an old address an editor redirects leads to its page in both languages, even once its 404 was served', async ({
  request,
}) => {
  const api = await adminApi(request)
  const from = `/e2e-old-offer-${Date.now().toString(36)}`
  // Served, and so cached where the site caches, before the redirect exists.
  expect((await answer(request, from)).status).toBe(404)
  expect((await answer(request, from)).status).toBe(404)
  const redirect = await api.post<{ id: number }>('/api/redirects', {
    from,
    to: { type: 'custom', url: '/products/vas' },
  })
  try {
    expect(await answer(request, from)).toEqual({ status: 308, location: '/products/vas' })
    expect(await answer(request, `/fr${from}`)).toEqual({
      status: 308,
      location: '/fr/products/vas',
    })
  } finally {
    await api.delete(`/api/redirects/${redirect.id}`)
  }
  expect((await answer(request, from)).status).toBe(404)
})

test('a product an editor renames is still found at its old address', async ({ request }) => {
  const api = await adminApi(request)
  const [vas] = await api.find<Record<string, unknown>>(
    '/api/products?where[slug][equals]=vas&depth=0&locale=en',
  )
  const stamp = Date.now().toString(36)
  // The VAS product's content without its ids, which belong to it and its rows.
  const copy = JSON.parse(JSON.stringify(vas), (key, value: unknown) =>
    ['id', 'createdAt', 'updatedAt'].includes(key) ? undefined : value,
  ) as Record<string, unknown>
  const product = await api.post<{ id: number }>('/api/products', {
    ...copy,
    slug: `e2e-rename-${stamp}`,
  })
  try {
    expect((await answer(request, `/products/e2e-rename-${stamp}`)).status).toBe(200)
    await api.patch(`/api/products/${product.id}`, { slug: `e2e-renamed-${stamp}` })

    expect(await answer(request, `/products/e2e-rename-${stamp}`)).toEqual({
      status: 308,
      location: `/products/e2e-renamed-${stamp}`,
    })
    expect(await answer(request, `/fr/products/e2e-rename-${stamp}`)).toEqual({
      status: 308,
      location: `/fr/products/e2e-renamed-${stamp}`,
    })
    const followed = await request.get(`/products/e2e-rename-${stamp}`)
    expect(followed.status()).toBe(200)
    expect(followed.url()).toMatch(new RegExp(`/products/e2e-renamed-${stamp}$`))
  } finally {
    await api.delete(`/api/products/${product.id}`)
    const left = await api.find<{ id: number }>(
      `/api/redirects?where[from][equals]=/products/e2e-rename-${stamp}`,
    )
    for (const redirect of left) await api.delete(`/api/redirects/${redirect.id}`)
  }
})
