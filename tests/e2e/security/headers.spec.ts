import { expect, test } from '@playwright/test'

const paths = ['/', '/products/vas', '/admin/login', '/api/products?limit=1', '/no-such-page']

for (const path of paths) {
  test(`${path} answers with the security headers`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 })
    const headers = response.headers()
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['content-security-policy']).toContain("default-src 'self'")
    expect(headers['content-security-policy']).not.toContain('unsafe-eval')
    // The admin frames pages of this site, and only them, for live preview.
    const frameSources = path.startsWith('/admin') ? "frame-src 'self'" : "frame-src 'none'"
    for (const directive of [
      "script-src-attr 'none'",
      "object-src 'none'",
      frameSources,
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(headers['content-security-policy']).toContain(directive)
    }
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/)
    expect(headers['x-powered-by']).toBeUndefined()
    expect(headers['critical-ch']).toBeUndefined()
    expect(headers['accept-ch']).toBeUndefined()
  })
}

test('a first visit gets the page from its first request, not after a client-hint retry', async ({
  page,
}) => {
  const documentRequests: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentRequests.push(request.url())
  })
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  expect(response?.request().redirectedFrom()).toBeNull()
  expect(documentRequests).toHaveLength(1)
})

test('the site and the admin work under the Content-Security-Policy', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto('/get-quote')
  await expect(page.locator('form[data-enhanced]')).toBeVisible()
  await page.goto('/admin/login')
  await expect(page.getByLabel(/email/i)).toBeVisible()
  expect(violations).toEqual([])
  // An injected inline event handler, as an XSS would add, does not run.
  const ran = await page.evaluate(async () => {
    const probe = document.createElement('img')
    probe.setAttribute('onerror', 'window.__handlerRan = true')
    probe.src = 'data:,not-an-image'
    document.body.append(probe)
    await new Promise((resolve) => setTimeout(resolve, 200))
    return Boolean((window as unknown as { __handlerRan?: boolean }).__handlerRan)
  })
  expect(ran).toBe(false)
})

test('GraphQL is not served', async ({ request }) => {
  const response = await request.post('/api/graphql', { data: { query: '{ __typename }' } })
  expect(response.status()).toBe(404)
})

test('form answers are neither cached nor compressed, while pages are compressed', async ({
  request,
}) => {
  const gzip = { 'accept-encoding': 'gzip' }
  const answer = await request.post('/api/forms/quote', { data: {}, headers: gzip })
  expect(answer.status()).toBe(400)
  expect(answer.headers()['cache-control']).toBe('no-store, no-transform')
  expect(answer.headers()['content-encoding']).toBeUndefined()

  const page = await request.get('/', { headers: gzip })
  expect(page.headers()['content-encoding']).toBe('gzip')
})

for (const path of [
  '/%ff',
  '/products/%ff',
  '/api/products/%ff',
  '/admin/%ff',
  '/_next/static/%ff',
]) {
  test(`${path}, a malformed %-escape, answers 400 with the security headers`, async ({
    request,
  }) => {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status()).toBe(400)
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(response.headers()['x-content-type-options']).toBe('nosniff')
  })
}

test('a client that refuses gzip (q=0) gets the page uncompressed', async ({ request }) => {
  const response = await request.get('/about', {
    headers: { 'accept-encoding': 'gzip;q=0, identity' },
  })
  expect(response.status()).toBe(200)
  expect(response.headers()['content-encoding']).toBeUndefined()
  expect(await response.text()).toContain('</html>')
})
