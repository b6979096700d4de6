import { expect, test } from '@playwright/test'

import { adminApi } from './admin-api'

type Posting = { id: number; title: string; status: string; requirements: string }

// The empty-state test deactivates every posting: the careers tests must not run side by side.
test.describe.configure({ mode: 'serial' })

test.describe('careers', () => {
  test('lists 6 active postings per page, newest first, with linkable pages', async ({
    page,
    request,
  }) => {
    const api = await adminApi(request)
    const active = await api.find<Posting>(
      '/api/job-postings?where[status][equals]=active&sort=-createdAt&limit=100&depth=0',
    )
    expect(active.length).toBeGreaterThan(6)

    await page.goto('/careers')
    const cards = page.locator('#open-positions h3')
    await expect(cards).toHaveText(active.slice(0, 6).map((job) => job.title))

    await page.getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/\/careers\?page=2#open-positions$/)
    await expect(cards).toHaveText(active.slice(6, 12).map((job) => job.title))
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')

    const direct = await page.goto('/careers?page=2')
    expect(direct?.status()).toBe(200)
    await expect(cards).toHaveCount(Math.min(6, active.length - 6))
    expect((await page.goto('/careers?page=99'))?.status()).toBe(404)
  })

  test('shows the first 2 requirement lines, then "+N more requirements"', async ({
    page,
    request,
  }) => {
    const api = await adminApi(request)
    const requirementLines = (job: Posting) =>
      job.requirements.split('\n').filter((line) => line.trim())
    // The first page's postings (other specs may have added some) that have more than 2 lines.
    const firstPage = await api.find<Posting>(
      '/api/job-postings?where[status][equals]=active&sort=-createdAt&limit=6&depth=0',
    )
    const posting = firstPage.find((job) => requirementLines(job).length > 2)
    expect(posting, 'a posting on page 1 with more than 2 requirements').toBeDefined()
    const lines = requirementLines(posting!)
    await page.goto('/careers')
    const card = page.locator('#open-positions li').filter({ hasText: posting!.title }).first()
    await expect(card.locator('ul li')).toHaveText(lines.slice(0, 2))
    await expect(card.getByText(`+${lines.length - 2} more requirements`)).toBeVisible()
  })

  test('Apply links carry the posting to /apply, where it is preselected', async ({ page }) => {
    await page.goto('/careers')
    const title = await page.locator('#open-positions li h3').first().textContent()
    const apply = page.getByRole('link', { name: /^Apply Now/ }).first()
    const href = await apply.getAttribute('href')
    expect(href).toMatch(/^\/apply\?job=\d+$/)
    await apply.click()
    await expect(page).toHaveURL(/\/apply\?job=\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByLabel('Position Applied For')).toHaveValue(title!)
  })

  test('describes each open position as a JobPosting for search engines', async ({ page }) => {
    await page.goto('/careers')
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const postings = blocks
      .map((text) => JSON.parse(text))
      .filter((data) => data['@type'] === 'JobPosting')
    await expect(page.locator('#open-positions h3')).toHaveCount(postings.length)
    for (const posting of postings) {
      expect(posting.hiringOrganization.name).toBeTruthy()
      expect(posting.datePosted).toBeTruthy()
      expect(posting.url).toMatch(/\/apply\?job=\d+$/)
    }
  })

  test('shows the empty state when no posting is active, and the list again afterwards', async ({
    page,
    request,
  }) => {
    const api = await adminApi(request)
    const active = await api.find<Posting>(
      '/api/job-postings?where[status][equals]=active&limit=100&depth=0',
    )
    try {
      for (const job of active)
        await api.patch(`/api/job-postings/${job.id}`, { status: 'inactive' })
      await page.goto('/careers')
      await expect(page.getByText('No open positions available at the moment.')).toBeVisible()
      await expect(page.getByText('Check back soon for new opportunities!')).toBeVisible()
      await expect(page.getByRole('link', { name: /^Apply Now/ })).toHaveCount(0)
    } finally {
      for (const job of active) await api.patch(`/api/job-postings/${job.id}`, { status: 'active' })
    }
    await page.goto('/careers')
    await expect(page.locator('#open-positions h3')).toHaveCount(6)
  })
})
