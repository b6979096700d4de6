import { expect, test } from '@playwright/test'

import { referenceOf, sentConfirmation, successToast } from './fills'
import { slowDown, storedAsAdmin, uniqueName } from './staff'

const specMessages = [
  'Company name must be at least 2 characters',
  'Contact name must be at least 2 characters',
  'Please enter a valid email address',
  'Please enter a valid phone number',
  'Please enter your country/region',
  'Please select a partnership type',
  'Please provide a company description',
  'Please provide a partnership proposal',
  'You must agree to the terms.',
]

test('an empty submit shows every message of the spec', async ({ page }) => {
  await page.goto('/partnership')
  await page.getByRole('button', { name: 'Submit Application' }).click()
  for (const message of specMessages) await expect(page.getByText(message)).toBeVisible()
  await expect(page.getByLabel('Company Name')).toBeFocused()
})

test('a valid application shows the toast, resets the form and reaches staff', async ({
  page,
  request,
}) => {
  await page.goto('/partnership')
  const company = uniqueName('Partner E2E')
  await page.getByLabel('Company Name').fill(company)
  await page.getByLabel('Contact Person').fill('Kwame Mensah')
  await page.getByLabel('Email Address').fill('kwame@example.com')
  await page.getByLabel('Phone Number').fill('+233 20 123 4567')
  await page.getByLabel('Country/Region').fill('Ghana')
  await page.getByLabel('Partnership Type').selectOption('channel')
  await page.getByLabel('Company Description').fill('A distributor of digital services.')
  await page.getByLabel('Partnership Proposal').fill('We resell your VAS to two operators.')
  await page.getByRole('checkbox', { name: /I agree/ }).check()

  await page.route('**/api/forms/partnership', slowDown())
  await page.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
  await expect(successToast(page, 'Partnership application submitted!')).toBeVisible()
  const [stored] = await storedAsAdmin(request, 'partnership-applications', 'company', company)
  expect(stored).toMatchObject({
    status: 'new',
    partnershipType: 'channel',
    country: 'Ghana',
    countryCode: 'GH',
  })
  await expect(sentConfirmation(page)).toContainText(
    `Your reference: ${referenceOf('PA', stored.id)}`,
  )
  await page.getByRole('button', { name: 'Fill in the form again' }).click()
  await expect(page.getByLabel('Company Name')).toHaveValue('')
  await expect(page.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked()
})
