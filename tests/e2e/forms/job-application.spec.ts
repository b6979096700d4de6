import { expect, test, type Page } from '@playwright/test'

import { pdf } from '../../helpers/documents'
import { sentConfirmation, successToast } from './fills'
import { slowDown, storedAsAdmin, uniqueName } from './staff'

async function fillApplication(page: Page, firstName: string) {
  await page.getByLabel('First Name').fill(firstName)
  await page.getByLabel('Last Name').fill('Wanjiru')
  await page.getByLabel('Email Address').fill('grace@example.com')
  await page.getByLabel('Phone Number').fill('+254 712 345 678')
  await page.getByLabel('Current Location').fill('Nairobi, Kenya')
  await page.getByLabel('Position Applied For').selectOption({ index: 1 })
  await page.getByLabel('Years of Experience').selectOption('3-5')
  await page.getByLabel('Availability').selectOption('1-month')
  await page.getByLabel('Professional Summary').fill('Backend engineer building USSD services.')
  await page.getByLabel('Key Skills').fill('TypeScript, PostgreSQL')
  await page.getByLabel('Why do you want to join us?').fill('To build services millions use.')
  await page.getByRole('checkbox', { name: /I agree to the processing/ }).check()
}

test('an empty submit shows a message for each required field', async ({ page }) => {
  await page.goto('/apply')
  await page.getByRole('button', { name: 'Submit Application' }).click()
  for (const message of [
    'First name must be at least 2 characters',
    'Last name must be at least 2 characters',
    'Please enter a valid email address',
    'Please enter a valid phone number',
    'Please enter your current location',
    'Please select the position you are applying for',
    'Please select your years of experience',
    'Please select your availability',
    'Please provide a short professional summary',
    'Please list your key skills',
    'Please tell us why you want to join us',
    'Please attach your resume',
    'You must agree to the terms.',
  ]) {
    await expect(page.getByText(message)).toBeVisible()
  }
  await expect(page.getByLabel('First Name')).toBeFocused()
})

test('an application with a PDF résumé is accepted and reaches staff', async ({
  page,
  request,
}) => {
  await page.goto('/apply')
  const firstName = uniqueName('Applicant')
  await fillApplication(page, firstName)
  await page
    .getByLabel('Resume/CV')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf() })

  await page.route('**/api/forms/job-application', slowDown())
  await page.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
  await expect(successToast(page, 'Application submitted!')).toBeVisible()
  await expect(sentConfirmation(page)).toContainText(/Your reference: JA-\d{6}/)
  await page.getByRole('button', { name: 'Fill in the form again' }).click()
  await expect(page.getByLabel('First Name')).toHaveValue('')
  await expect(page.getByLabel('Resume/CV')).toHaveValue('')

  const [stored] = await storedAsAdmin(request, 'career-applications', 'firstName', firstName)
  // The chosen position is linked to its posting, and the résumé stored as a private file.
  expect(stored).toMatchObject({
    status: 'new',
    job: expect.any(Number),
    resume: expect.any(Number),
  })
})

test('a renamed non-PDF is refused under the résumé field and nothing typed is lost', async ({
  page,
  request,
}) => {
  await page.goto('/apply')
  const firstName = uniqueName('Renamed')
  await fillApplication(page, firstName)
  await page.getByLabel('Resume/CV').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('GIF89a this is an image, not a résumé'),
  })
  await page.getByRole('button', { name: 'Submit Application' }).click()
  await expect(
    page.getByText('Resume must be a PDF, DOC or DOCX file of at most 5 MB').first(),
  ).toBeVisible()
  await expect(page.getByLabel('Resume/CV')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Resume/CV')).toBeFocused()
  await expect(page.getByLabel('First Name')).toHaveValue(firstName)
  expect(await storedAsAdmin(request, 'career-applications', 'firstName', firstName)).toEqual([])
})
