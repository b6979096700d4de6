import { expect, test, type Page } from '@playwright/test'

import { pdf } from '../../helpers/documents'
import {
  contactForm,
  formOf,
  jobApplicationForm,
  partnershipForm,
  publicForms,
  quoteForm,
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
  test(`a valid ${form.name} is stored once and confirmed on its own page`, async ({
    page,
    request,
  }) => {
    const urls = requestedUrls(page)
    const marker = uniqueName('NoScript')
    await page.goto(form.path)
    await form.fill(formOf(page, form.submit), marker)
    if (form === jobApplicationForm) await attachResume(page)
    await formOf(page, form.submit).getByRole('button', { name: form.submit }).click()

    await expect(page.getByRole('heading', { level: 1, name: form.confirmation })).toBeVisible()
    expect(new URL(page.url()).search).toBe('')
    expect(urls.filter((url) => url.includes(marker))).toEqual([])
    expect(await storedAsAdmin(request, form.collection, form.markerField, marker)).toHaveLength(1)

    // The confirmation came after a redirect: reloading it sends nothing again.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: form.confirmation })).toBeVisible()
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
    messages: ['Please enter a valid phone number', 'Please select your budget range'],
    kept: { 'Contact Name': 'Ada Okafor', 'Phone Number': '12', Country: 'Kenya' },
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
