import { randomUUID } from 'node:crypto'
import path from 'node:path'

import type { APIRequestContext, Page } from '@playwright/test'

import { pdf } from '../../helpers/documents'
import { expect, test } from '../admin/fixtures'
import {
  authorization,
  createUser,
  signInAt,
  visitorAddress,
  type AdminSession,
} from '../admin/helpers'
import { sentConfirmation, successToast } from '../forms/fills'

const screenshots = path.join(process.cwd(), 'docs/screenshots')

/** Applies through the public /apply form, as a visitor does, to the first open posting. */
async function applyOnSite(page: Page, email: string, summary: string) {
  await page.goto('/apply')
  await page.getByLabel('First Name').fill('Wanjiru')
  await page.getByLabel('Last Name').fill('Kamau')
  await page.getByLabel('Email Address').fill(email)
  await page.getByLabel('Phone Number').fill('+254 733 555 010')
  await page.getByLabel('Current Location').fill('Nairobi, Kenya')
  await page.getByLabel('Position Applied For').selectOption({ index: 1 })
  await page.getByLabel('Years of Experience').selectOption('3-5')
  await page.getByLabel('Availability').selectOption('1-month')
  await page.getByLabel('Professional Summary').fill(summary)
  await page.getByLabel('Key Skills').fill('TypeScript, PostgreSQL, USSD')
  await page.getByLabel('Why do you want to join us?').fill('To build services millions use.')
  await page
    .getByLabel('Resume/CV')
    .setInputFiles({ name: 'wanjiru-kamau-cv.pdf', mimeType: 'application/pdf', buffer: pdf() })
  await page.getByRole('checkbox', { name: /I agree to the processing/ }).check()
  await page.getByRole('button', { name: 'Submit Application' }).click()
  await expect(successToast(page, 'Application submitted!')).toBeVisible()
  await expect(sentConfirmation(page)).toContainText(/Your reference: JA-\d{6}/)
}

async function candidateByEmail(request: APIRequestContext, admin: AdminSession, email: string) {
  const response = await request.get(
    `/api/candidates?depth=0&where[email][equals]=${encodeURIComponent(email)}`,
    { headers: authorization(admin) },
  )
  expect(response.status(), await response.text()).toBe(200)
  const { docs } = (await response.json()) as { docs: { id: number; email: string }[] }
  expect(docs).toHaveLength(1)
  return docs[0]
}

test('the same person applying twice shows as one candidate', async ({ page, admin }) => {
  const local = `wanjiru.kamau.${randomUUID().slice(0, 6)}`
  await applyOnSite(page, `${local}@example.com`, 'Backend engineer building USSD services.')
  await applyOnSite(
    page,
    `${local.toUpperCase()}+careers@Example.com`,
    'Backend engineer, now leading a payments team.',
  )
  const candidate = await candidateByEmail(page.request, admin, `${local}@example.com`)

  const recruiter = await createUser(page.request, admin, ['recruiter'], 'Grace Otieno')
  await signInAt(page, recruiter, `/admin/collections/candidates/${candidate.id}`)
  await expect(page.getByRole('heading', { name: 'Wanjiru Kamau', level: 1 })).toBeVisible()
  const applications = page.locator('.candidate-application')
  await expect(applications).toHaveCount(2)
  await expect(page.locator('#candidate-applications')).toContainText('2')
  // Both résumés, both consents, and the arrival of each on the one timeline.
  await expect(page.locator('.candidate-files li')).toHaveCount(2)
  await expect(page.locator('.candidate-consent tbody tr')).toHaveCount(2)
  await expect(page.locator('.candidate-timeline__entry.timeline__entry--received')).toHaveCount(2)

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.screenshot({
      path: path.join(screenshots, `candidate-page-${width}.png`),
      fullPage: true,
    })
  }
  await page.setViewportSize({ width: 1280, height: 900 })

  // The later application says the person applied before, and links back to them.
  await applications.first().locator('.candidate-application__link').click()
  await expect(page.getByText('Applied before: 1 other application')).toBeVisible()
  await page.locator('.application-candidate__link').click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/candidates/${candidate.id}`))
})

/** An application sent through the /apply form's endpoint, with a number of its own. */
async function sendApplication(request: APIRequestContext, firstName: string, phone: string) {
  const response = await request.post('/api/forms/job-application', {
    headers: { 'X-Forwarded-For': visitorAddress() },
    multipart: {
      values: JSON.stringify({
        firstName,
        lastName: 'Applicant',
        email: `${firstName.toLowerCase()}@example.com`,
        phone,
        location: 'Lagos, Nigeria',
        position: 'Senior Backend Engineer',
        experience: '6-10',
        availability: '1-month',
        summary: 'Ten years building billing and VAS platforms for operators.',
        skills: 'Node.js, PostgreSQL, USSD',
        motivation: 'I want to bring digital services to more subscribers.',
        terms: true,
        updates: false,
        submissionKey: randomUUID(),
      }),
      resume: { name: `${firstName}-CV.pdf`, mimeType: 'application/pdf', buffer: pdf() },
    },
  })
  expect(response.status()).toBe(201)
}

test('a recruiter merges two candidates without scripts, and undoes it', async ({
  browser,
  admin,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const first = `Kept${randomUUID().slice(0, 6)}`
  const second = `Other${randomUUID().slice(0, 6)}`
  await sendApplication(page.request, first, '+234 801 234 0001')
  await sendApplication(page.request, second, '+234 801 234 0002')
  const kept = await candidateByEmail(page.request, admin, `${first.toLowerCase()}@example.com`)
  const other = await candidateByEmail(page.request, admin, `${second.toLowerCase()}@example.com`)

  const recruiter = await createUser(page.request, admin, ['recruiter'], 'Grace Otieno')
  await signInAt(page, recruiter, `/admin/collections/candidates/${kept.id}`)
  await page.getByLabel('Candidate to merge into this one').selectOption(String(other.id))
  await page.getByRole('button', { name: 'Merge into this candidate' }).click()
  await expect(page).toHaveURL(new RegExp(`/candidates/${kept.id}\\?merge-done=merged`))
  await expect(page.locator('.candidate-application')).toHaveCount(2)
  await expect(page.locator('.candidate-timeline')).toContainText(
    `Candidates merged: ${second} Applicant <${second.toLowerCase()}@example.com> into ${first} Applicant <${first.toLowerCase()}@example.com>`,
  )

  await page.getByRole('button', { name: 'Undo merge' }).click()
  await expect(page).toHaveURL(new RegExp(`/candidates/${kept.id}\\?merge-done=undone`))
  await expect(page.locator('.candidate-application')).toHaveCount(1)
  await expect(page.locator('.candidate-merges')).toContainText('Undone')
  await context.close()
})
