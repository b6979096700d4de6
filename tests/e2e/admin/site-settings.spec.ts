import type { APIRequestContext, Page } from '@playwright/test'

import { expect, test } from './fixtures'

import { authorization, createUser, signInAt, type AdminSession } from './helpers'

/**
 * Site settings as each role sees them, and the site's time zone, where the schedule drawer
 * starts.
 */

// A sign-in, a save and three admin pages in one test.
test.setTimeout(120_000)

const adminOnlyTabs = ['Notifications', 'Lead desk', 'Data protection']
const editorTabs = ['Navigation', 'Contact', 'WhatsApp', 'Company figures']

type Settings = { timeZone: string; notifications: Record<string, string> }

async function storedSettings(request: APIRequestContext, admin: AdminSession) {
  const response = await request.get('/api/globals/site-settings?depth=0', {
    headers: authorization(admin),
  })
  expect(response.status()).toBe(200)
  return (await response.json()) as Settings
}

async function setTimeZone(request: APIRequestContext, admin: AdminSession, timeZone: string) {
  const response = await request.post('/api/globals/site-settings', {
    headers: authorization(admin),
    data: { timeZone },
  })
  expect(response.status()).toBe(200)
}

const tab = (page: Page, label: string) =>
  page.locator('.tabs-field__tab-button').filter({ hasText: label })

/** Opens the schedule drawer of the VAS product, as an editor about to schedule a change. */
async function openScheduleDrawer(page: Page, request: APIRequestContext, admin: AdminSession) {
  const found = await request.get('/api/products?where[slug][equals]=vas&depth=0', {
    headers: authorization(admin),
  })
  const [vas] = ((await found.json()) as { docs: { id: number }[] }).docs
  await page.goto(`/admin/collections/products/${vas.id}`)
  await page.locator('.doc-controls__controls button').last().click()
  await page.getByText('Schedule Publish').click()
  return page.locator('.schedule-publish__scheduler')
}

test('the schedule drawer starts in the site’s time zone, Lagos on a fresh install', async ({
  admin,
  page,
  request,
}) => {
  expect((await storedSettings(request, admin)).timeZone).toBe('Africa/Lagos')
  await signInAt(page, await createUser(request, admin, ['editor']), '/admin')
  const drawer = await openScheduleDrawer(page, request, admin)
  await expect(drawer.locator('.timezone-picker')).toContainText('Lagos, Nigeria')
})

test('an editor opening Site settings sees no admin-only tab, and saves the time zone', async ({
  admin,
  page,
  request,
}) => {
  const before = await storedSettings(request, admin)
  await signInAt(page, await createUser(request, admin, ['editor']), '/admin')
  try {
    await page.goto('/admin/globals/site-settings')
    for (const label of editorTabs) await expect(tab(page, label)).toBeVisible()
    // Payload keeps a hidden tab's button in the page, not displayed.
    for (const label of adminOnlyTabs) await expect(tab(page, label)).toBeHidden()
    await expect(page.getByText('Contact messages')).toBeHidden()

    await page.locator('#field-timeZone .rs__control').click()
    await page.getByRole('option', { name: 'Nairobi, Kenya', exact: true }).click()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText(/updated successfully/i)).toBeVisible()
    await expect(page.getByText('This field is required')).toHaveCount(0)

    const after = await storedSettings(request, admin)
    expect(after.timeZone).toBe('Africa/Nairobi')
    expect(after.notifications).toEqual(before.notifications)

    // The schedule drawer follows the settings from the next page load.
    const drawer = await openScheduleDrawer(page, request, admin)
    await expect(drawer.locator('.timezone-picker')).toContainText('Nairobi, Kenya')
  } finally {
    await setTimeZone(request, admin, before.timeZone)
  }
})

test('an admin sees every tab of Site settings, the notification addresses filled', async ({
  admin,
  page,
}) => {
  await signInAt(page, admin, '/admin/globals/site-settings')
  for (const label of [...editorTabs, ...adminOnlyTabs])
    await expect(tab(page, label)).toBeVisible()
  await tab(page, 'Notifications').click()
  await expect(page.getByLabel('Contact messages')).toHaveValue(/@/)
})
