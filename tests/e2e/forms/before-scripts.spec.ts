import { expect, test, type Page } from '@playwright/test'

import { contactForm, formOf, quoteForm, referenceOf } from './fills'
import { storedAsAdmin, uniqueName } from './staff'

/**
 * The site's scripts held back as on a slow mobile network; returns when the first one was let
 * through, to prove that the form was sent before any of them ran.
 */
async function delayScripts(page: Page, milliseconds = 4000) {
  const released = { at: Number.POSITIVE_INFINITY }
  await page.route('**/_next/static/**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, milliseconds))
    released.at = Math.min(released.at, Date.now())
    await route.continue().catch(() => undefined)
  })
  return released
}

for (const form of [contactForm, quoteForm]) {
  test(`a ${form.name} sent before the page's scripts arrive is stored once and confirmed`, async ({
    page,
    request,
  }) => {
    const scripts = await delayScripts(page)
    const marker = uniqueName('Early')
    await page.goto(form.path, { waitUntil: 'domcontentloaded' })
    await form.fill(formOf(page, form.submit), marker)
    const sentAt = Date.now()
    await formOf(page, form.submit).getByRole('button', { name: form.submit }).click()

    await expect(page.getByRole('heading', { level: 1, name: form.confirmation })).toBeVisible({
      timeout: 20_000,
    })
    expect(sentAt).toBeLessThan(scripts.at)
    const [stored, ...others] = await storedAsAdmin(
      request,
      form.collection,
      form.markerField,
      marker,
    )
    expect(others).toEqual([])
    const reference = referenceOf(form.referencePrefix, stored.id)
    expect(new URL(page.url()).search).toBe(`?ref=${reference}`)
    await expect(page.getByText(`Your reference: ${reference}`)).toBeVisible()
  })
}

test('answers typed before the scripts arrive are kept when they do', async ({ page }) => {
  await delayScripts(page, 2500)
  await page.goto(quoteForm.path, { waitUntil: 'domcontentloaded' })
  const form = formOf(page, quoteForm.submit)
  await form.getByLabel('Company Name').fill('Early Typist Ltd')
  await form.getByLabel('Country').selectOption('GH')
  await expect(form).toHaveAttribute('data-enhanced', '', { timeout: 20_000 })
  await expect(form.getByLabel('Company Name')).toHaveValue('Early Typist Ltd')
  await expect(form.getByLabel('Country')).toHaveValue('GH')
})
