import { expect, test } from '@playwright/test'

import { contactForm, formOf, sentConfirmation, successToast } from './fills'
import { storedAsAdmin, uniqueName } from './staff'

test('a message sent offline says so and goes out once the connection is back', async ({
  page,
  context,
  request,
}) => {
  await page.goto(contactForm.path)
  const form = formOf(page, contactForm.submit)
  await expect(form).toHaveAttribute('data-enhanced', '')
  const marker = uniqueName('Offline')
  await contactForm.fill(form, marker)

  await context.setOffline(true)
  await form.getByRole('button', { name: contactForm.submit }).click()
  await expect(
    form.getByText('You are offline. We will send your message when you are back online.'),
  ).toBeVisible()
  await expect(form.getByLabel('First Name')).toHaveValue(marker)
  expect(await storedAsAdmin(request, contactForm.collection, 'firstName', marker)).toEqual([])

  await context.setOffline(false)
  await expect(successToast(page, contactForm.confirmation)).toBeVisible()
  await expect(sentConfirmation(page)).toContainText(contactForm.confirmation)
  await expect(
    page.getByText('You are offline. We will send your message when you are back online.'),
  ).toBeHidden()
  await page.getByRole('button', { name: 'Fill in the form again' }).click()
  await expect(form.getByLabel('First Name')).toHaveValue('')
  expect(await storedAsAdmin(request, contactForm.collection, 'firstName', marker)).toHaveLength(1)
})

test('answers survive a reload, and are gone once the form is sent', async ({ page, request }) => {
  await page.goto(contactForm.path)
  let form = formOf(page, contactForm.submit)
  await expect(form).toHaveAttribute('data-enhanced', '')
  const marker = uniqueName('Reload')
  await form.getByLabel('First Name').fill(marker)
  await form.getByLabel('Service Interest').selectOption('Fintech Solutions')
  await form.getByLabel('Project Details').fill('Typed, then the page was reloaded.')

  await page.reload()
  form = formOf(page, contactForm.submit)
  await expect(form).toHaveAttribute('data-enhanced', '')
  await expect(form.getByLabel('First Name')).toHaveValue(marker)
  await expect(form.getByLabel('Service Interest')).toHaveValue('fintech')
  await expect(form.getByLabel('Project Details')).toHaveValue('Typed, then the page was reloaded.')

  await contactForm.fill(form, marker)
  await form.getByRole('button', { name: contactForm.submit }).click()
  await expect(successToast(page, contactForm.confirmation)).toBeVisible()
  expect(await storedAsAdmin(request, contactForm.collection, 'firstName', marker)).toHaveLength(1)

  await page.reload()
  form = formOf(page, contactForm.submit)
  await expect(form).toHaveAttribute('data-enhanced', '')
  await expect(form.getByLabel('First Name')).toHaveValue('')
})
