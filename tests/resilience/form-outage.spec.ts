import { sentConfirmation, successToast } from '../e2e/forms/fills'
import { expect, test } from './stack'

test('a visitor who submits while the database is down keeps every answer, is told to try again, and succeeds once it is back', async ({
  stack,
  page,
}) => {
  await page.goto(`${stack.app.url}/#contact`)
  const form = page.locator('#contact form')
  const firstName = `Outage ${Date.now()}`
  const answers = {
    'First Name': firstName,
    'Last Name': 'Okafor',
    'Email Address': 'ada@example.com',
    'Company/Operator': 'Example Telecom',
    'Project Details': 'A chatbot for customer care in French.',
  }
  for (const [label, value] of Object.entries(answers)) await form.getByLabel(label).fill(value)
  await form.getByLabel('Service Interest').selectOption('AI-Based Solutions')
  await form.getByRole('checkbox', { name: /I agree/ }).check()

  await stack.database.stop()
  try {
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(
      page.getByText('We could not save your request right now. Please try again in a moment.'),
    ).toBeVisible()
    for (const [label, value] of Object.entries(answers)) {
      await expect(form.getByLabel(label)).toHaveValue(value)
    }
    await expect(form.getByLabel('Service Interest')).toHaveValue('ai')
    await expect(form.getByRole('checkbox', { name: /I agree/ })).toBeChecked()
  } finally {
    await stack.database.start()
  }

  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(successToast(page, 'Message sent')).toBeVisible()
  await expect(sentConfirmation(page)).toContainText(/Your reference: CM-\d{6}/)
  await page.getByRole('button', { name: 'Fill in the form again' }).click()
  await expect(form.getByLabel('First Name')).toHaveValue('')
  const stored = await stack.database.query<{ copies: string }>(
    'SELECT count(*) AS copies FROM contact_submissions WHERE first_name = $1',
    [firstName],
  )
  expect(Number(stored[0].copies), 'rows stored for the fill').toBe(1)
})
