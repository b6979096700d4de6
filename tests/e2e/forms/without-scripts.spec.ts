import { expect, test, type Page } from '@playwright/test'

import { pdf } from '../../helpers/documents'
import {
  answersIn,
  contactForm,
  formOf,
  jobApplicationForm,
  partnershipForm,
  publicForms,
  quoteForm,
  storedOnce,
  storedTicksAndFiles,
  tickAndAttachEverything,
  type FormUnderTest,
} from './fills'
import { storedAsAdmin, uniqueName } from './staff'

// A visitor whose browser runs no JavaScript: every form is posted by the browser itself.
test.use({ javaScriptEnabled: false })

const attachResume = (page: Page) =>
  formOf(page, jobApplicationForm.submit)
    .getByLabel('Resume/CV')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf() })

/** Every address the page asked for, to prove that no answer ever travels in a URL. */
function requestedUrls(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(decodeURIComponent(request.url())))
  return urls
}

for (const form of publicForms) {
  test(`a valid ${form.name}, every box ticked and every file chosen, is stored once and confirmed on its own page`, async ({
    page,
    request,
  }) => {
    const urls = requestedUrls(page)
    const marker = uniqueName('NoScript')
    await page.goto(form.path)
    const fields = formOf(page, form.submit)
    await form.fill(fields, marker)
    await tickAndAttachEverything(fields)
    const answers = await answersIn(fields)
    await fields.getByRole('button', { name: form.submit }).click()

    await expect(page.getByRole('heading', { level: 1, name: form.confirmation })).toBeVisible()
    const { stored, reference } = await storedOnce(request, form, marker)
    expect(stored).toMatchObject(storedTicksAndFiles(form, answers))
    await expect(page.getByText(`Your reference: ${reference}`)).toBeVisible()
    // Only the reference travels in the address: it identifies no one.
    expect(new URL(page.url()).search).toBe(`?ref=${reference}`)
    expect(urls.filter((url) => url.includes(marker))).toEqual([])

    // The confirmation came after a redirect: reloading it sends nothing again.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: form.confirmation })).toBeVisible()
    await expect(page.getByText(`Your reference: ${reference}`)).toBeVisible()
    expect(await storedAsAdmin(request, form.collection, form.markerField, marker)).toHaveLength(1)
  })
}

type Mistake = {
  form: FormUnderTest
  /** Fills the form, then spoils it. */
  spoil: (page: Page, marker: string) => Promise<void>
  messages: string[]
  /** Fields (by label) whose answer must come back as typed. */
  kept: Record<string, string>
}

const mistakes: Mistake[] = [
  {
    form: contactForm,
    spoil: async (page) => {
      const form = formOf(page, contactForm.submit)
      await form.getByLabel('Email Address').fill('ada@')
      await form.getByLabel('Project Details').fill('Too short')
      await form.getByRole('checkbox', { name: /I agree/ }).uncheck()
    },
    messages: [
      'Please enter a valid email address',
      'Please tell us about your project',
      'You must agree to the privacy policy.',
    ],
    kept: { 'Last Name': 'Okafor', 'Email Address': 'ada@', 'Project Details': 'Too short' },
  },
  {
    form: quoteForm,
    spoil: async (page) => {
      const form = formOf(page, quoteForm.submit)
      await form.getByLabel('Phone Number').fill('12')
      await form.getByLabel('Budget Range').selectOption('')
    },
    messages: [
      'This phone number cannot exist: please check the country code and the number of digits',
      'Please select your budget range',
    ],
    kept: { 'Contact Name': 'Ada Okafor', 'Phone Number': '12', Country: 'KE' },
  },
  {
    form: partnershipForm,
    spoil: async (page) => {
      await formOf(page, partnershipForm.submit).getByLabel('Partnership Proposal').fill('')
    },
    messages: ['Please provide a partnership proposal'],
    kept: { 'Contact Person': 'Kwame Mensah', 'Partnership Type': 'channel' },
  },
  {
    form: jobApplicationForm,
    spoil: async (page) => {
      await attachResume(page)
      await formOf(page, jobApplicationForm.submit).getByLabel('Current Location').fill('')
    },
    messages: [
      'Please enter your current location',
      'Please choose this file again: files are not kept when a form comes back.',
    ],
    kept: { 'Last Name': 'Wanjiru', 'Key Skills': 'TypeScript, PostgreSQL' },
  },
]

for (const { form, spoil, messages, kept } of mistakes) {
  test(`an invalid ${form.name} comes back with its messages and every answer kept`, async ({
    page,
    request,
  }) => {
    const urls = requestedUrls(page)
    const marker = uniqueName('Mistake')
    await page.goto(form.path)
    await form.fill(formOf(page, form.submit), marker)
    await spoil(page, marker)
    await formOf(page, form.submit).getByRole('button', { name: form.submit }).click()

    const sentBack = formOf(page, form.submit)
    await expect(sentBack.getByRole('alert')).toHaveText('Please correct the highlighted fields.')
    for (const message of messages) await expect(sentBack.getByText(message)).toBeVisible()
    for (const [label, value] of Object.entries(kept)) {
      await expect(sentBack.getByLabel(label, { exact: true })).toHaveValue(value)
    }
    await expect(sentBack.locator(`[name="${form.markerField}"]`)).toHaveValue(marker)
    expect(new URL(page.url()).search).toBe('')
    expect(urls.filter((url) => url.includes(marker))).toEqual([])
    expect(await storedAsAdmin(request, form.collection, form.markerField, marker)).toEqual([])

    // Corrected and sent again, it is stored.
    await form.fill(sentBack, marker)
    if (form === jobApplicationForm) await attachResume(page)
    await sentBack.getByRole('button', { name: form.submit }).click()
    await expect(page.getByRole('heading', { level: 1, name: form.confirmation })).toBeVisible()
    expect(await storedAsAdmin(request, form.collection, form.markerField, marker)).toHaveLength(1)
  })
}

test('the home page shows its contact form without JavaScript', async ({ page }) => {
  await page.goto('/')
  const form = formOf(page, contactForm.submit)
  await expect(form).toBeVisible()
  await expect(form.getByLabel('First Name')).toBeVisible()
})

test('the quote form leaves the phone open without JavaScript and says what to type', async ({
  page,
}) => {
  await page.goto('/get-quote')
  const phone = formOf(page, quoteForm.submit).getByLabel('Phone Number')
  await expect(phone).toBeEnabled()
  await expect(
    formOf(page, quoteForm.submit).getByText("Start with your country's dialling code"),
  ).toBeVisible()
})

test('the confirmation page shows only a reference of its own form, rendered for each request and kept by no cache', async ({
  page,
  request,
}) => {
  // A published page, for comparison: Next answers it from its cache, and the front keeps it.
  const published = await request.get('/about')
  expect(published.headers()['x-nextjs-cache']).toMatch(/HIT|MISS|STALE/)

  for (const reference of ['QR-000101', 'QR-000102', 'QR-000101']) {
    const response = await request.get(`/thank-you/quote?ref=${reference}`)
    expect(response.status()).toBe(200)
    // Rendered for this request: neither Next's page cache nor the front's holds it.
    expect(response.headers()['x-nextjs-cache']).toBeUndefined()
    expect(response.headers()['cache-control']).toContain('no-store')
    await page.goto(`/thank-you/quote?ref=${reference}`)
    await expect(page.getByText(`Your reference: ${reference}`)).toBeVisible()
  }

  // Another form's reference, a malformed one or anything else is not shown.
  for (const ref of ['CM-000101', 'QR-42', 'QR-000101<b>', 'Call us on +234']) {
    await page.goto(`/thank-you/quote?ref=${encodeURIComponent(ref)}`)
    await expect(
      page.getByRole('heading', { level: 1, name: quoteForm.confirmation }),
    ).toBeVisible()
    await expect(page.getByText('Your reference')).toHaveCount(0)
  }
})
