import { readdirSync } from 'node:fs'
import { join } from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { pdf } from '../../helpers/documents'
import { sharedDistDir } from '../../helpers/production-build'
import { e2eBaseUrl } from '../settings'
import { adminApi } from './admin-api'

type Posting = {
  id: number
  title: string
  slug: string
  status: string
  description: string
  requirements: string
}

const lines = (text: string) => text.split('\n').filter((line) => line.trim())

/** The server's data cache (Next's file cache of the production build): one file per entry. */
const dataCacheEntries = () => {
  try {
    return readdirSync(join(sharedDistDir, 'cache', 'fetch-cache'), { recursive: true }).sort()
  } catch {
    return []
  }
}

/** The page of a posting opened from its card on a careers page, as a visitor clicks it. */
async function openPostingFromCareers(page: Page, careersPath: string, posting: Posting) {
  await page.goto(careersPath)
  const card = page.locator('#open-positions li').filter({ hasText: posting.title })
  await card.getByRole('link', { name: posting.title, exact: true }).click()
  await expect(page).toHaveURL(`${e2eBaseUrl}${careersPath}/${posting.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(posting.title)
}

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
    await expect(page.getByText('You are applying for')).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: title! })).toBeVisible()
  })

  test('describes a posting as one JobPosting on its own page, and none on /careers', async ({
    page,
    request,
  }) => {
    const ldTypes = async () =>
      (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as { '@type': string; url?: string; title?: string },
      )
    await page.goto('/careers')
    expect((await ldTypes()).filter((data) => data['@type'] === 'JobPosting')).toEqual([])

    const api = await adminApi(request)
    const [posting] = await api.find<Posting>(
      '/api/job-postings?where[status][equals]=active&limit=1&depth=0',
    )
    for (const [locale, path] of [
      ['en', `/careers/${posting.slug}`],
      ['fr', `/fr/careers/${posting.slug}`],
    ]) {
      // In the page's language: its French where it has one, else its own text.
      const [inLanguage] = await api.find<Posting>(
        `/api/job-postings?where[id][equals]=${posting.id}&locale=${locale}&depth=0`,
      )
      await page.goto(path)
      const postings = (await ldTypes()).filter((data) => data['@type'] === 'JobPosting')
      expect(postings).toHaveLength(1)
      expect(postings[0]).toMatchObject({
        title: inLanguage.title,
        url: `${e2eBaseUrl}${path}`,
        hiringOrganization: { name: expect.any(String) },
        datePosted: expect.any(String),
      })
    }
  })

  for (const { careersPath, apply, position, applyingFor } of [
    {
      careersPath: '/careers',
      apply: 'Apply for this position',
      position: 'Position Applied For',
      applyingFor: 'You are applying for',
    },
    {
      careersPath: '/fr/careers',
      apply: 'Postuler à cette offre',
      position: 'Poste visé',
      applyingFor: 'Vous postulez à l’offre',
    },
  ]) {
    test(`a visitor opens a posting from ${careersPath}, reads all of it and applies with it chosen`, async ({
      page,
      request,
    }) => {
      // The posting as the page's language shows it: its French on /fr where it has some.
      const locale = careersPath.startsWith('/fr') ? 'fr' : 'en'
      const [posting] = await (
        await adminApi(request)
      ).find<Posting>(
        `/api/job-postings?where[status][equals]=active&sort=-createdAt&limit=1&locale=${locale}`,
      )
      await openPostingFromCareers(page, careersPath, posting)
      await expect(page.locator('#description')).toContainText(lines(posting.description)[0])
      await expect(page.locator('#requirements li')).toHaveText(lines(posting.requirements))

      await page.getByRole('link', { name: apply }).first().click()
      await expect(page).toHaveURL(
        `${e2eBaseUrl}${careersPath.replace('/careers', '')}/apply?job=${posting.id}`,
      )
      await expect(page.getByText(applyingFor)).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: posting.title })).toBeVisible()
      await expect(page.getByLabel(position, { exact: true })).toHaveValue(posting.title)
    })
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('a visitor applies from a posting’s page, and the application names the posting', async ({
      page,
      request,
    }) => {
      const api = await adminApi(request)
      const [posting] = await api.find<Posting>(
        '/api/job-postings?where[status][equals]=active&sort=-createdAt&limit=1',
      )
      await openPostingFromCareers(page, '/careers', posting)
      await page.getByRole('link', { name: 'Apply for this position' }).first().click()
      await expect(page.getByRole('heading', { level: 2, name: posting.title })).toBeVisible()
      await expect(page.getByLabel('Position Applied For')).toHaveValue(posting.title)

      const firstName = `Nojs${Date.now()}`
      await page.getByLabel('First Name').fill(firstName)
      await page.getByLabel('Last Name').fill('Okafor')
      await page.getByLabel('Email Address').fill('okafor@example.com')
      await page.getByLabel('Phone Number').fill('+234 801 234 5678')
      await page.getByLabel('Current Location').fill('Lagos, Nigeria')
      await page.getByLabel('Years of Experience').selectOption('3-5')
      await page.getByLabel('Availability').selectOption('1-month')
      await page.getByLabel('Professional Summary').fill('Backend engineer building USSD services.')
      await page.getByLabel('Key Skills').fill('TypeScript, PostgreSQL')
      await page.getByLabel('Why do you want to join us?').fill('To build services millions use.')
      await page
        .getByLabel('Resume/CV')
        .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf() })
      await page.getByRole('checkbox', { name: /I agree to the processing/ }).check()
      await page.getByRole('button', { name: 'Submit Application' }).click()
      await expect(page).toHaveURL(/\/thank-you\/job-application\?ref=JA-\d{6}$/)

      const [application] = await api.find<{ position: string; job: number }>(
        `/api/career-applications?where[firstName][equals]=${firstName}&depth=0`,
      )
      expect(application).toMatchObject({ position: posting.title, job: posting.id })
    })
  })

  test('a posting that is not open, a made-up one and a page past the last answer 404 and keep nothing', async ({
    page,
    request,
  }) => {
    const api = await adminApi(request)
    const marker = Date.now()
    const closed = await api.post<Posting>('/api/job-postings?depth=0', {
      title: `Closed Role ${marker}`,
      department: 'Finance',
      location: 'Accra, Ghana',
      employmentType: 'full-time',
      description: 'Keeps our books in order.',
      requirements: 'CPA',
      status: 'inactive',
    })
    const draft = await api.post<Posting>('/api/job-postings?depth=0', {
      title: `Unannounced Role ${marker}`,
      department: 'Finance',
      location: 'Accra, Ghana',
      employmentType: 'full-time',
      description: 'Not yet announced.',
      requirements: 'CPA',
    })
    try {
      // Whatever the open pages keep is kept before counting, and so is the one list of
      // redirects that any unknown address is looked up in.
      for (const path of ['/careers', '/fr/careers', '/careers?page=2', '/apply']) {
        expect((await page.goto(path))?.status(), path).toBe(200)
      }
      expect((await page.request.get('/careers/no-such-posting')).status()).toBe(404)
      await page.waitForTimeout(1_000)
      const before = dataCacheEntries()

      for (const path of [
        `/careers/${closed.slug}`,
        `/fr/careers/${closed.slug}`,
        `/careers/${draft.slug}`,
        `/careers/made-up-${marker}`,
        '/careers/page',
        ...Array.from({ length: 10 }, (_, index) => `/careers/page/${51 + index}`),
        '/fr/careers/page/51',
        '/careers?page=9999',
      ]) {
        const response = await page.request.get(path, { maxRedirects: 0 })
        expect(response.status(), path).toBe(404)
      }
      // A made-up or closed posting's number on the form leads to the form alone, kept nowhere.
      const unknownJob = await page.request.get(`/apply?job=${closed.id}`, { maxRedirects: 0 })
      expect(unknownJob.status()).toBe(307)
      expect(unknownJob.headers().location).toBe('/apply')
      await page.waitForTimeout(1_000)
      expect(dataCacheEntries()).toEqual(before)
    } finally {
      await api.delete(`/api/job-postings/${closed.id}`)
      await api.delete(`/api/job-postings/${draft.id}`)
    }
  })

  test('a posting’s page follows its edits, and its old address leads to its new one', async ({
    page,
    request,
  }) => {
    const api = await adminApi(request)
    const marker = Date.now()
    const posting = await api.post<Posting>('/api/job-postings?depth=0', {
      title: `Network Planner ${marker}`,
      department: 'Engineering',
      location: 'Kigali, Rwanda',
      employmentType: 'full-time',
      description: 'Plans our operators’ capacity.',
      requirements: 'Five years in radio planning',
      status: 'active',
    })
    try {
      await page.goto(`/careers/${posting.slug}`)
      await expect(page.locator('#description')).toContainText('Plans our operators’ capacity.')

      await api.patch(`/api/job-postings/${posting.id}`, {
        description: 'Plans and grows our operators’ capacity.',
        slug: `network-planner-rwanda-${marker}`,
      })
      const moved = await page.request.get(`/fr/careers/${posting.slug}`, { maxRedirects: 0 })
      expect(moved.status()).toBe(308)
      expect(moved.headers().location).toBe(`/fr/careers/network-planner-rwanda-${marker}`)
      await page.goto(`/careers/${posting.slug}`)
      await expect(page).toHaveURL(`${e2eBaseUrl}/careers/network-planner-rwanda-${marker}`)
      await expect(page.locator('#description')).toContainText(
        'Plans and grows our operators’ capacity.',
      )

      await api.patch(`/api/job-postings/${posting.id}`, { status: 'inactive' })
      expect((await page.goto(`/careers/network-planner-rwanda-${marker}`))?.status()).toBe(404)
    } finally {
      await api.delete(`/api/job-postings/${posting.id}`)
    }
  })

  test('the sitemap lists each open posting in both languages, with its alternates', async ({
    request,
  }) => {
    const [posting] = await (
      await adminApi(request)
    ).find<Posting>('/api/job-postings?where[status][equals]=active&limit=1&depth=0')
    const body = await (await request.get('/sitemap.xml')).text()
    for (const path of [`/careers/${posting.slug}`, `/fr/careers/${posting.slug}`]) {
      expect(body).toContain(`<loc>${e2eBaseUrl}${path}</loc>`)
    }
    expect(body).toContain(
      `<xhtml:link rel="alternate" hreflang="fr" href="${e2eBaseUrl}/fr/careers/${posting.slug}" />`,
    )
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
