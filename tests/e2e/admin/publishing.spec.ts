import { randomUUID } from 'node:crypto'

import type { APIRequestContext, Locator, Page } from '@playwright/test'

import { aMinuteAheadOnTheServer, moveServerClockPast } from '../clock'
import { expect, test } from './fixtures'

import { authorization, createUser, signInAt, type AdminSession } from './helpers'

/**
 * The editorial workflow as editors and recruiters use it in the admin: a draft seen in live
 * preview and not on the site, published, scheduled, restored; a posting closed on time.
 */

test.describe.configure({ mode: 'serial' })
// Scheduled changes are applied by the job queue, which looks every 15 seconds.
test.setTimeout(240_000)

/** What a test made, removed after it: the site's product and job lists are counted elsewhere. */
const made: string[] = []

test.afterEach(async ({ admin, request }) => {
  for (const path of made.splice(0)) {
    // The test's editor may still have the document open in the admin, which locks it.
    const response = await request.delete(`${path}?overrideLock=true`, {
      headers: authorization(admin),
    })
    expect(response.status()).toBe(200)
  }
})

/** A product of its own for one test: the VAS product's content under a new slug, published. */
async function newProduct(request: APIRequestContext, admin: AdminSession) {
  const found = await request.get('/api/products?where[slug][equals]=vas&depth=0&locale=en', {
    headers: authorization(admin),
  })
  const [vas] = ((await found.json()) as { docs: Record<string, unknown>[] }).docs
  const copy = JSON.parse(JSON.stringify(vas), (key, value: unknown) =>
    ['id', 'createdAt', 'updatedAt', 'editedBy'].includes(key) ? undefined : value,
  ) as Record<string, unknown>
  const slug = `e2e-drafts-${randomUUID().slice(0, 8)}`
  const created = await request.post('/api/products?depth=0', {
    headers: authorization(admin),
    data: { ...copy, slug, tagline: 'Published tagline', _status: 'published' },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  made.push(`/api/products/${doc.id}`)
  return { id: doc.id, path: `/products/${slug}` }
}

/**
 * A new editor signs in and changes a new product's tagline, which is saved as a draft as they
 * type: the status then says the document differs from what is published.
 */
async function draftAsNewEditor(
  page: Page,
  request: APIRequestContext,
  admin: AdminSession,
  tagline: string,
) {
  const product = await newProduct(request, admin)
  const editor = await createUser(request, admin, ['editor'])
  await signInAt(page, editor, `/admin/collections/products/${product.id}`)
  await page.getByLabel('Tagline').fill(tagline)
  await expect(page.getByText('Changed')).toBeVisible({ timeout: 15_000 })
  return { product, editor }
}

/** The page as a visitor gets it: no session, no preview. */
async function publicPage(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { cookie: '' } })
  expect(response.status()).toBe(200)
  return response.text()
}

/**
 * Types a time into one of the admin's date pickers, in the admin's own format: as the clock
 * reads in the browser's zone (UTC here), or in the zone the schedule drawer is set to.
 */
async function pickTime(input: Locator, at: Date, timeZone = 'UTC') {
  const text = at.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone,
  })
  // en-GB writes "26 Nov 2026, 14:05", the admin's dateFormat.
  await input.fill(text)
  await input.press('Enter')
  // The picker took it: it shows the time back in its own words ("Nov 26, 2026 2:55 AM").
  await expect(input).toHaveValue(/\d{4}/)
}

test('an editor drafts a change, sees it in live preview, publishes it and restores the earlier version', async ({
  admin,
  page,
  request,
}) => {
  const { product, editor } = await draftAsNewEditor(page, request, admin, 'Tagline in the making')

  await page.locator('#live-preview-toggler').click()
  await expect(page.locator('#live-preview-iframe')).toBeVisible()
  /** What the preview frame shows: the product's page, rendered with the draft. */
  const preview = async () => {
    const frame = page.frames().find((candidate) => candidate.url().endsWith(product.path))
    return frame ? ((await frame.locator('body').textContent()) ?? '') : ''
  }
  await expect.poll(preview).toContain('Tagline in the making')
  expect(await preview()).toContain('this page shows unpublished drafts')

  // Edits reach the preview as they are saved.
  await page.getByLabel('Tagline').fill('Tagline in the making, second try')
  await expect.poll(preview, { timeout: 15_000 }).toContain('Tagline in the making, second try')

  // Visitors still get the published page.
  expect(await publicPage(request, product.path)).toContain('Published tagline')
  expect(await publicPage(request, product.path)).not.toContain('Tagline in the making')

  await page.getByRole('button', { name: 'Publish in English' }).click()
  await expect(page.getByText('Updated successfully')).toBeVisible()
  expect(await publicPage(request, product.path)).toContain('Tagline in the making, second try')

  // Undo: restore the version that was published before.
  await page.goto(`/admin/collections/products/${product.id}/versions`)
  const rows = page.locator('table tbody tr')
  await expect(rows.first()).toBeVisible()
  await rows.last().locator('a').first().click()
  await expect(page.getByText('Published tagline').first()).toBeVisible()
  await page.getByRole('button', { name: /^Restore/ }).click()
  await page
    .locator('.confirmation-modal')
    .getByRole('button', { name: /Confirm|Restore/ })
    .click()
  await expect(page.getByText(/Restored/i).first()).toBeVisible()
  await expect
    .poll(async () => publicPage(request, product.path), { timeout: 15_000 })
    .toContain('Published tagline')

  // Each version says who saved it.
  const versions = await request.get(
    `/api/products/versions?where[parent][equals]=${product.id}&sort=-updatedAt&depth=0`,
    { headers: authorization(admin) },
  )
  const saved = ((await versions.json()) as { docs: { version: { editedBy: number } }[] }).docs
  const editorId = (
    (await (
      await request.get(`/api/users?where[email][equals]=${editor.email}&depth=0`, {
        headers: authorization(admin),
      })
    ).json()) as { docs: { id: number }[] }
  ).docs[0].id
  expect(saved[0].version.editedBy).toBe(editorId)
})

/** How many documents the Overview says lack French (none: "Every page has its French."). */
async function untranslatedOnOverview(page: Page) {
  await page.goto('/admin')
  const panel = page.locator('section[aria-labelledby="translations-title"]')
  await expect(panel).toBeVisible()
  if (await panel.getByText('Every page has its French.').isVisible()) return 0
  return Number(await panel.getByTestId('untranslated-total').locator('strong').textContent())
}

test('an editor publishes the French alone: the English draft stays unpublished, and the French column agrees everywhere', async ({
  admin,
  page,
  request,
}) => {
  const slug = `e2e-french-${randomUUID().slice(0, 8)}`
  const title = `Per-language product ${slug}`
  const created = await request.post('/api/products?depth=0&locale=en', {
    headers: authorization(admin),
    data: {
      title,
      slug,
      tagline: 'Published tagline',
      summary: 'A product published one language at a time.',
      description: 'Exists only while the publishing tests run.',
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  made.push(`/api/products/${doc.id}`)
  // Its French lacks the tagline.
  // overrideLock: after the previous test's editor session, this update was refused 423 (locked)
  // in two of three runs of this spec, though no one had opened the new product; what holds that
  // lock is still to be found.
  const french = await request.patch(
    `/api/products/${doc.id}?depth=0&locale=fr&overrideLock=true`,
    {
      headers: authorization(admin),
      data: {
        title: `Produit par langue ${slug}`,
        summary: 'Un produit publié une langue à la fois.',
        description: 'N’existe que le temps des tests de publication.',
        _status: 'published',
      },
    },
  )
  expect(french.status(), await french.text()).toBe(200)

  const editor = await createUser(request, admin, ['editor'])
  await signInAt(page, editor, '/admin')
  const untranslatedBefore = await untranslatedOnOverview(page)
  expect(untranslatedBefore).toBeGreaterThan(0)
  const listRow = async () => {
    await page.goto(`/admin/collections/products?where[slug][equals]=${slug}`)
    return page.locator('tbody tr', { hasText: slug })
  }
  await expect(await listRow()).toContainText('Missing fields')

  // An English change, not finished: saved as a draft as the editor types.
  await page.goto(`/admin/collections/products/${doc.id}?locale=en`)
  await expect(page.locator('#field-translationStatus')).toContainText('Missing fields')
  await page.getByLabel('Tagline').fill('Unfinished English tagline')
  await expect(page.getByText('Changed')).toBeVisible({ timeout: 15_000 })

  // The French tagline, written and published alone.
  await page.goto(`/admin/collections/products/${doc.id}?locale=fr`)
  await page.getByLabel('Tagline').fill('Slogan enfin traduit')
  await expect(page.getByText('Changed')).toBeVisible({ timeout: 15_000 })
  await page.getByRole('button', { name: 'Publish in Français' }).click()
  await expect(page.getByText('Updated successfully')).toBeVisible()

  expect(await publicPage(request, `/fr/products/${slug}`)).toContain('Slogan enfin traduit')
  const english = await publicPage(request, `/products/${slug}`)
  expect(english).toContain('Published tagline')
  expect(english).not.toContain('Unfinished English tagline')

  // The French column, the document and the Overview agree: the latest draft has its French.
  await page.reload()
  await expect(page.locator('#field-translationStatus')).toContainText('Complete')
  await page.goto(`/admin/collections/products/${doc.id}?locale=en`)
  await expect(page.getByLabel('Tagline')).toHaveValue('Unfinished English tagline')
  await expect(await listRow()).toContainText('Complete')
  expect(await untranslatedOnOverview(page)).toBe(untranslatedBefore - 1)
})

test('an editor schedules a change a minute ahead and it goes live on its own', async ({
  admin,
  page,
  request,
}) => {
  const { product } = await draftAsNewEditor(page, request, admin, 'Goes live in a minute')

  await page.locator('.doc-controls__controls button').last().click()
  await page.getByText('Schedule Publish').click()
  const drawer = page.locator('.schedule-publish__scheduler')
  const at = await aMinuteAheadOnTheServer(request)
  // The drawer starts in the site's time zone (Site settings), Lagos as seeded.
  await expect(drawer.locator('.timezone-picker')).toContainText('Lagos, Nigeria')
  await pickTime(drawer.locator('.date-time-picker input'), at, 'Africa/Lagos')
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(page.locator('.schedule-publish').getByText('Publish').last()).toBeVisible()

  expect(await publicPage(request, product.path)).not.toContain('Goes live in a minute')
  const serverTime = await moveServerClockPast(request, at)
  await expect
    .poll(async () => publicPage(request, product.path), { timeout: 20_000, intervals: [1_000] })
    .toContain('Goes live in a minute')
  expect(serverTime.getTime()).toBeGreaterThanOrEqual(at.getTime())
})

test('a recruiter sets a posting to close, and it leaves the careers page on time', async ({
  admin,
  page,
  request,
}) => {
  const recruiter = await createUser(request, admin, ['recruiter'])
  const title = `Field Engineer ${randomUUID().slice(0, 6)}`
  const created = await request.post('/api/job-postings?depth=0', {
    headers: authorization(admin),
    data: {
      title,
      department: 'Operations',
      location: 'Kinshasa, DR Congo',
      employmentType: 'full-time',
      description: 'Keeps our operator integrations running.',
      requirements: 'Three years in telecoms.',
      status: 'active',
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; slug: string } }
  made.push(`/api/job-postings/${doc.id}`)

  await signInAt(page, recruiter, `/admin/collections/job-postings/${doc.id}`)
  // The slug is made for the recruiter: not marked as asked of them.
  await expect(page.locator('label[for="field-slug"]')).toHaveText(/^Slug$/)
  // The closing time is chosen in a named zone, the site's unless another is picked.
  const { timeZone } = (await (await request.get('/api/globals/site-settings')).json()) as {
    timeZone: string
  }
  const zone = page
    .locator('#field-closesAt')
    .locator('..')
    .getByText(/Lagos|Accra|UTC|Abidjan|Paris|London|Nairobi/)
  await expect(zone.first()).toBeVisible()
  const at = await aMinuteAheadOnTheServer(request)
  await pickTime(
    page.locator('#field-closesAt .react-datepicker__input-container input'),
    at,
    timeZone,
  )
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Job posting updated successfully')).toBeVisible()

  const careers = await publicPage(request, '/careers')
  expect(careers).toContain(title)
  expect(careers).toContain('Applications close on')
  // Its structured data is on its own page, one job per page.
  const posting = await publicPage(request, `/careers/${doc.slug}`)
  expect(posting).toContain(`"validThrough":"${at.toISOString()}"`)

  const serverTime = await moveServerClockPast(request, at)
  await expect
    .poll(async () => publicPage(request, '/careers'), { timeout: 20_000, intervals: [1_000] })
    .not.toContain(title)
  expect(serverTime.getTime()).toBeGreaterThanOrEqual(at.getTime())
})
