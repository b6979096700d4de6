import { expect, test, type Page } from '@playwright/test'

import { delayScripts, deferred } from '../before-scripts'
import { referenceOf, sentConfirmation, successToast } from './fills'
import { slowDown, storedAsAdmin, uniqueName } from './staff'

const specMessages = [
  'Company name must be at least 2 characters',
  'Contact name must be at least 2 characters',
  'Please enter a valid email address',
  'Please select your country',
  'Please enter a valid phone number',
  'Please select a service type',
  'Please provide a detailed project description',
  'Please select your timeline',
  'Please select your budget range',
]

/** Types the number after the dialling code the country put in, as a visitor would. */
async function typeNumber(page: Page, code: string, digits: string) {
  const phone = page.getByLabel('Phone Number')
  await expect(phone).toHaveValue(`${code} `)
  await phone.focus()
  await phone.press('End')
  await phone.pressSequentially(digits)
}

test.beforeEach(async ({ page }) => {
  await page.goto('/get-quote')
})

test('an empty submit shows every message of the spec under its field', async ({ page }) => {
  await page.getByRole('button', { name: 'Request Quote' }).click()
  for (const message of specMessages) await expect(page.getByText(message)).toBeVisible()
  // The terms box is required too (the spec leaves it to the browser; our schema says so).
  await expect(page.getByText('You must agree to the terms.')).toBeVisible()
  await expect(page.getByLabel('Company Name')).toHaveAttribute('aria-invalid', 'true')
  // The first field of the page takes the focus, not the first one registered.
  await expect(page.getByLabel('Company Name')).toBeFocused()
})

test('offers the 54 African countries and prefixes the phone with the dialling code', async ({
  page,
}) => {
  const country = page.getByLabel('Country')
  const phone = page.getByLabel('Phone Number')
  await expect(country.locator('option:not([value=""])')).toHaveCount(54)
  await expect(phone).toBeDisabled()
  await expect(phone).toHaveAttribute('placeholder', 'Select country first')

  await country.selectOption({ label: 'Nigeria (+234)' })
  await expect(phone).toBeEnabled()
  await expect(phone).toHaveValue('+234 ')
  await expect(phone).toHaveAttribute('placeholder', '+234 XXX XXX XXXX')

  await phone.fill('+234 801 234 5678')
  await country.selectOption({ label: 'Ghana (+233)' })
  await expect(phone).toHaveValue('+233 ')
  await phone.fill('+233 20 123 4567')
  await country.selectOption({ label: 'Ghana (+233)' })
  await expect(phone).toHaveValue('+233 20 123 4567')
})

test('a country chosen before the scripts arrive gives the empty phone its dialling code when they run; a number typed before them is kept (waits for the scripts: their takeover is under test)', async ({
  page,
}) => {
  const chosen = deferred()
  await delayScripts(page, 0, chosen.promise)
  await page.goto('/get-quote', { waitUntil: 'domcontentloaded' })
  const form = page.locator('form', { has: page.getByLabel('Phone Number') })
  await page.getByLabel('Country').selectOption('KE')
  expect(await form.getAttribute('data-enhanced')).toBeNull()
  chosen.resolve()
  await expect(form).toHaveAttribute('data-enhanced', '', { timeout: 20_000 })
  await expect(page.getByLabel('Phone Number')).toHaveValue('+254 ')

  const typed = deferred()
  await page.unrouteAll()
  await delayScripts(page, 0, typed.promise)
  await page.reload({ waitUntil: 'domcontentloaded' })
  await page.getByLabel('Country').selectOption('GH')
  await page.getByLabel('Phone Number').fill('20 123 4567')
  expect(await form.getAttribute('data-enhanced')).toBeNull()
  typed.resolve()
  await expect(form).toHaveAttribute('data-enhanced', '', { timeout: 20_000 })
  await expect(page.getByLabel('Country')).toHaveValue('GH')
  await expect(page.getByLabel('Phone Number')).toHaveValue('20 123 4567')
})

for (const { path, email, country, phoneLabel, number } of [
  {
    path: '/get-quote',
    email: 'Email Address',
    country: 'Country',
    phoneLabel: 'Phone Number',
    number: '+254 712 345 678',
  },
  {
    path: '/fr/ussd-ghana',
    email: 'Adresse e-mail',
    country: 'Pays',
    phoneLabel: 'Numéro de téléphone',
    number: '+254 712 345 678',
  },
]) {
  test(`on ${path}, a number typed into the phone field before the form's code arrives is kept as typed when it does, with no dialling code put in front of it`, async ({
    page,
  }) => {
    const scripts = deferred()
    await delayScripts(page, 0, scripts.promise)
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    const form = page.locator('form', { has: page.getByLabel(phoneLabel) })
    await form.getByLabel(country, { exact: true }).selectOption('KE')
    await form.getByLabel(email).fill('wanjiru@example.com')
    // The tap on the phone field asks for the form's code, which then arrives while it is typed.
    await form.getByLabel(phoneLabel).focus()
    await page.keyboard.insertText(number.slice(0, 4))
    expect(await form.getAttribute('data-enhanced')).toBeNull()
    scripts.resolve()
    await page.keyboard.insertText(number.slice(4))
    await expect(form).toHaveAttribute('data-enhanced', '')
    await expect(form.getByLabel(phoneLabel)).toHaveValue(number)
  })
}

test('a valid request shows Submitting..., the toast, clears the form and reaches staff', async ({
  page,
  request,
}) => {
  const company = uniqueName('Quote E2E')
  await page.getByLabel('Company Name').fill(company)
  await page.getByLabel('Contact Name').fill('Ada Okafor')
  await page.getByLabel('Email Address').fill('ada@example.com')
  await page.getByLabel('Country').selectOption('KE')
  await typeNumber(page, '+254', '712 345 678')
  await page.getByLabel('Service Type').selectOption('Custom Solution')
  await page.getByLabel('Project Description').fill('USSD banking for two operators in Kenya.')
  await page.getByLabel('Project Timeline').selectOption('Short-term (1-3 months)')
  await page.getByLabel('Budget Range').selectOption('Prefer to discuss')
  await page.getByRole('checkbox', { name: /I agree to the processing of my information/ }).check()

  await page.route('**/api/forms/quote', slowDown())
  await page.getByRole('button', { name: 'Request Quote' }).click()
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
  await expect(successToast(page, 'Quote Request Submitted')).toContainText(
    "We'll get back to you within 24 hours with a detailed proposal.",
  )
  const [stored] = await storedAsAdmin(request, 'quote-requests', 'companyName', company)
  expect(stored).toMatchObject({
    status: 'new',
    country: 'KE',
    phone: '+254712345678',
    serviceType: 'custom',
  })
  // The form gives way to a confirmation that stays, with the reference to quote.
  const confirmation = sentConfirmation(page)
  await expect(confirmation).toContainText('Quote Request Submitted')
  await expect(confirmation).toContainText(`Your reference: ${referenceOf('QR', stored.id)}`)
  await expect(confirmation).toBeFocused()
  await expect(page.getByLabel('Company Name')).toHaveCount(0)
  await page.getByRole('button', { name: 'Fill in the form again' }).click()
  await expect(page.getByLabel('Company Name')).toHaveValue('')
  await expect(page.getByLabel('Phone Number')).toHaveValue('')
  await expect(page.getByLabel('Phone Number')).toBeDisabled()
})

test('a network failure says so and keeps every typed value', async ({ page }) => {
  await page.getByLabel('Company Name').fill('Offline Ltd')
  await page.getByLabel('Contact Name').fill('Ada Okafor')
  await page.getByLabel('Email Address').fill('ada@example.com')
  await page.getByLabel('Country').selectOption('EG')
  await typeNumber(page, '+20', '100 123 4567')
  await page.getByLabel('Service Type').selectOption('Fintech Solutions')
  await page.getByLabel('Project Description').fill('A wallet for three million subscribers.')
  await page.getByLabel('Project Timeline').selectOption('Immediate (Within 1 month)')
  await page.getByLabel('Budget Range').selectOption('$10,000-$50,000')
  await page.getByRole('checkbox', { name: /I agree to the processing of my information/ }).check()

  await page.route('**/api/forms/quote', (route) => route.abort())
  await page.getByRole('button', { name: 'Request Quote' }).click()
  await expect(page.getByText('We could not reach our server')).toBeVisible()
  await expect(page.getByLabel('Company Name')).toHaveValue('Offline Ltd')
  await expect(page.getByLabel('Phone Number')).toHaveValue('+20 100 123 4567')
  await expect(page.getByRole('button', { name: 'Request Quote' })).toBeEnabled()
})
