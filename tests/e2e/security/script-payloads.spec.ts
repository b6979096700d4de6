import { randomUUID } from 'node:crypto'

import type { APIRequestContext } from '@playwright/test'

import { validQuote } from '../../helpers/form-values'
import { test as adminTest, expect } from '../admin/fixtures'
import { authorization, signInAt, type AdminSession } from '../admin/helpers'
import { successToast } from '../forms/fills'

/** What an attacker types, hoping a page renders it as markup and runs it. */
const scriptTag = '<script>window.__pwned=1</script>'
const imageTag = '<img src=x onerror=window.__pwned=1>'
const breakOut = '"><svg/onload=window.__pwned=1>'
const closeScript = '</script><script>window.__pwned=1</script>'

declare global {
  interface Window {
    __pwned?: number
  }
}

/**
 * `expectNothingRan` checks the page for any sign that injected markup ran: a dialog (alert,
 * confirm, prompt), watched from the test's start, or the flag the payloads set. It also refuses
 * elements the payloads would create if parsed as HTML.
 */
const test = adminTest.extend<{ expectNothingRan: () => Promise<void> }>({
  // (Named `provide`, not Playwright's usual `use`, which linters take for React's hook.)
  expectNothingRan: async ({ page }, provide) => {
    const dialogs: string[] = []
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message())
      await dialog.dismiss()
    })
    await provide(async () => {
      expect(await page.evaluate(() => window.__pwned)).toBeUndefined()
      expect(dialogs).toEqual([])
      await expect(page.locator('img[src="x"]')).toHaveCount(0)
      await expect(page.locator('svg[onload]')).toHaveCount(0)
    })
  },
})

/** The sender's address, which finds the stored submission again. */
const newEmail = () => `xss-${randomUUID().slice(0, 8)}@example.com`

async function storedId(
  request: APIRequestContext,
  admin: AdminSession,
  collection: string,
  email: string,
) {
  const response = await request.get(
    `/api/${collection}?depth=0&where[email][equals]=${encodeURIComponent(email)}`,
    { headers: authorization(admin) },
  )
  const { docs } = (await response.json()) as { docs: { id: number }[] }
  expect(docs).toHaveLength(1)
  return docs[0].id
}

test('script payloads typed into the contact form are shown as text on the site and in the admin', async ({
  admin,
  page,
  request,
  expectNothingRan,
}) => {
  const email = newEmail()
  const details = `Project ${scriptTag} with ${imageTag}`

  await page.goto('/#contact')
  const form = page.locator('#contact form')
  await form.getByLabel('First Name').fill(scriptTag)
  await form.getByLabel('Last Name').fill(imageTag)
  await form.getByLabel('Email Address').fill(email)
  await form.getByLabel('Company/Operator').fill(breakOut)
  await form.getByLabel('Project Details').fill(details)
  await form.getByRole('checkbox', { name: /I agree/ }).check()
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(successToast(page, 'Message sent')).toBeVisible()
  await expectNothingRan()

  const id = await storedId(request, admin, 'contact-submissions', email)
  await signInAt(page, admin, '/admin')
  await expectNothingRan()

  // The list shows each value as text, in the columns staff can add beside the default ones.
  const columns = JSON.stringify(['firstName', 'lastName', 'email', 'companyOperator'])
  await page.goto(
    `/admin/collections/contact-submissions?${new URLSearchParams({ search: email, columns })}`,
  )
  const row = page.locator('tbody tr', { hasText: email })
  await expect(row).toContainText(scriptTag)
  await expect(row).toContainText(imageTag)
  await expect(row).toContainText(breakOut)
  await expectNothingRan()

  // The document view holds each value as it was typed.
  await page.goto(`/admin/collections/contact-submissions/${id}`)
  await expect(page.locator('#field-firstName')).toHaveValue(scriptTag)
  await expect(page.locator('#field-lastName')).toHaveValue(imageTag)
  await expect(page.locator('#field-companyOperator')).toHaveValue(breakOut)
  await expect(page.locator('#field-message')).toHaveValue(details)
  await expectNothingRan()
})

test('script payloads sent as a quote request are shown as text in the admin', async ({
  admin,
  page,
  request,
  expectNothingRan,
}) => {
  const email = newEmail()
  const sent = await request.post('/api/forms/quote', {
    data: {
      ...validQuote(imageTag),
      contactName: scriptTag,
      email,
      projectDescription: `${closeScript} ${breakOut}`,
    },
  })
  expect(sent.status()).toBe(201)
  const id = await storedId(request, admin, 'quote-requests', email)

  await signInAt(page, admin, `/admin/collections/quote-requests/${id}`)
  await expect(page.locator('#field-companyName')).toHaveValue(imageTag)
  await expect(page.locator('#field-contactName')).toHaveValue(scriptTag)
  await expect(page.locator('#field-projectDescription')).toHaveValue(`${closeScript} ${breakOut}`)
  await expectNothingRan()

  await page.goto(`/admin/collections/quote-requests?search=${encodeURIComponent(email)}`)
  await expect(page.locator('tbody tr', { hasText: email })).toBeVisible()
  await expectNothingRan()
})

test('a job posting whose text holds script payloads is shown as text on /careers and /apply', async ({
  admin,
  page,
  request,
  expectNothingRan,
}) => {
  const title = `Engineer ${closeScript} ${randomUUID().slice(0, 6)}`
  const created = await request.post('/api/job-postings', {
    headers: authorization(admin),
    data: {
      title,
      department: imageTag,
      location: breakOut,
      employmentType: 'full-time',
      description: `Build things. ${scriptTag}`,
      requirements: `${imageTag}\nTypeScript`,
      status: 'active',
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; slug: string } }

  try {
    await page.goto('/careers')
    const card = page.locator('h3', { hasText: title })
    await expect(card).toHaveText(title)
    await expect(page.getByText(`Build things. ${scriptTag}`)).toBeVisible()
    await expect(page.getByText(imageTag).first()).toBeVisible()
    await expectNothingRan()

    // The posting's own page, and its structured data for search engines, carry the title as
    // data, not as markup.
    await page.goto(`/careers/${doc.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByText(`Build things. ${scriptTag}`)).toBeVisible()
    await expectNothingRan()
    const structured = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''))
    expect(structured.some((json) => json.includes('</script>'))).toBe(false)
    expect(structured.some((json) => JSON.stringify(JSON.parse(json)).includes(title))).toBe(true)

    await page.goto(`/apply?job=${doc.id}`)
    await expect(page.locator('option', { hasText: title })).toHaveCount(1)
    await expectNothingRan()
  } finally {
    await request.delete(`/api/job-postings/${doc.id}`, { headers: authorization(admin) })
  }
})
