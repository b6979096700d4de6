import { expect, test } from '@playwright/test'

import { referenceOf, sentConfirmation, successToast } from './fills'
import { slowDown, storedAsAdmin, uniqueName } from './staff'

test('an empty submit shows a message for each required field', async ({ page }) => {
  await page.goto('/#contact')
  const form = page.locator('#contact form')
  await form.getByRole('button', { name: 'Send Message' }).click()
  for (const message of [
    'First name must be at least 2 characters',
    'Last name must be at least 2 characters',
    'Please enter a valid email address',
    'Please tell us about your project',
    'You must agree to the privacy policy.',
  ]) {
    await expect(form.getByText(message)).toBeVisible()
  }
  await expect(form.getByLabel('First Name')).toBeFocused()
})

test('a valid message shows the toast, clears the form and reaches staff', async ({
  page,
  request,
}) => {
  await page.goto('/#contact')
  const form = page.locator('#contact form')
  const firstName = uniqueName('Contact')
  await form.getByLabel('First Name').fill(firstName)
  await form.getByLabel('Last Name').fill('Okafor')
  await form.getByLabel('Email Address').fill('ada@example.com')
  await form.getByLabel('Company/Operator').fill('Example Telecom')
  await form.getByLabel('Service Interest').selectOption('AI-Based Solutions')
  await form.getByLabel('Project Details').fill('A chatbot for customer care in French.')
  await form.getByRole('checkbox', { name: /I agree/ }).check()

  await page.route('**/api/forms/contact', slowDown())
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
  await expect(successToast(page, 'Message sent')).toBeVisible()
  const [stored] = await storedAsAdmin(request, 'contact-submissions', 'firstName', firstName)
  expect(stored).toMatchObject({ status: 'new', serviceInterest: 'ai' })
  await expect(sentConfirmation(page)).toContainText(
    `Your reference: ${referenceOf('CM', stored.id)}`,
  )
  await page.getByRole('button', { name: 'Fill in the form again' }).click()
  await expect(form.getByLabel('First Name')).toHaveValue('')
})
