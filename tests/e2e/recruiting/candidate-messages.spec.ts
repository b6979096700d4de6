import { randomUUID } from 'node:crypto'
import path from 'node:path'

import type { APIRequestContext, Browser } from '@playwright/test'

import { pdf } from '../../helpers/documents'
import { moveServerClockPast } from '../clock'
import { emailTo, receivedEmails } from '../mailbox'
import { expect, test } from '../admin/fixtures'
import {
  authorization,
  createUser,
  logIn,
  signInAt,
  visitorAddress,
  type Account,
  type AdminSession,
} from '../admin/helpers'

const screenshots = path.join(process.cwd(), 'docs/screenshots')

const reference = (id: number) => `JA-${String(id).padStart(6, '0')}`

/** A job application sent through the /apply form's endpoint in a language: its id and address. */
async function apply(
  request: APIRequestContext,
  admin: AdminSession,
  language: 'en' | 'fr',
  firstName: string,
) {
  const email = `${firstName.toLowerCase()}-${randomUUID().slice(0, 6)}@example.com`
  const values = {
    firstName,
    lastName: 'Candidat',
    email,
    phone: '+221 77 123 45 67',
    location: 'Dakar, Sénégal',
    position: 'Ingénieur backend',
    experience: '6-10',
    availability: '1-month',
    summary: 'Dix ans de plateformes de facturation et de services à valeur ajoutée.',
    skills: 'Node.js, PostgreSQL, USSD',
    motivation: 'Apporter des services numériques à davantage d’abonnés.',
    terms: true,
    updates: false,
    submissionKey: randomUUID(),
  }
  const response = await request.post('/api/forms/job-application', {
    headers: { 'X-Forwarded-For': visitorAddress(), 'Content-Language': language },
    multipart: {
      values: JSON.stringify(values),
      resume: { name: `${firstName}-CV.pdf`, mimeType: 'application/pdf', buffer: pdf() },
    },
  })
  expect(response.status()).toBe(201)
  const found = await request.get(
    `/api/career-applications?depth=0&where[email][equals]=${encodeURIComponent(email)}`,
    { headers: authorization(admin) },
  )
  const { docs } = (await found.json()) as { docs: { id: number }[] }
  return { id: docs[0].id, email, firstName }
}

async function recruiter(request: APIRequestContext, admin: AdminSession): Promise<Account> {
  return createUser(request, admin, ['recruiter'], `Awa Ndiaye ${randomUUID().slice(0, 4)}`)
}

async function newPage(browser: Browser, width: number, javaScriptEnabled = true) {
  const context = await browser.newContext({
    viewport: { width, height: width < 640 ? 844 : 900 },
    javaScriptEnabled,
  })
  return context.newPage()
}

for (const width of [1280, 390]) {
  test(`at ${width} px a recruiter sends the interview invitation from its French template, and the candidate receives it in French`, async ({
    admin,
    browser,
  }) => {
    const page = await newPage(browser, width)
    const account = await recruiter(page.request, admin)
    const candidate = await apply(page.request, admin, 'fr', `Fatou${randomUUID().slice(0, 4)}`)
    const acknowledgement = await emailTo(
      candidate.email,
      `Nous avons bien reçu votre candidature (${reference(candidate.id)})`,
    )
    expect(acknowledgement.text).toContain(`Référence : ${reference(candidate.id)}`)

    await signInAt(page, account, `/admin/collections/career-applications/${candidate.id}`)
    const email = page.getByRole('group', { name: 'Reply to the visitor' })
    const templates = email.getByLabel('Start from a template')
    // The candidate's language first.
    await expect(templates.locator('option').nth(1)).toContainText('(French)')
    await templates.selectOption({ label: 'Candidature : invitation à un entretien (French)' })
    await expect(email.getByLabel('Subject')).toHaveValue('Invitation à un entretien ({reference})')
    await expect(email.getByLabel('Message')).toContainText('Nous aimerions vous rencontrer')
    await email.scrollIntoViewIfNeeded()
    await email.screenshot({ path: path.join(screenshots, `template-fr-${width}.png`) })
    const box = await email.boundingBox()
    expect(box!.x + box!.width).toBeLessThanOrEqual(width)
    await email.getByRole('button', { name: 'Send e-mail' }).click()
    await expect(
      page.getByRole('region', { name: 'Timeline' }).getByRole('list', {
        name: `E-mail thread: Invitation à un entretien (${reference(candidate.id)})`,
      }),
    ).toBeVisible()

    const invitation = await emailTo(
      candidate.email,
      `Invitation à un entretien (${reference(candidate.id)})`,
    )
    expect(invitation.text).toContain(`Bonjour ${candidate.firstName},`)
    expect(invitation.text).toContain('Pourriez-vous nous indiquer deux ou trois créneaux')
    expect(invitation.text).toContain('Bien cordialement,')
    expect(invitation.text).not.toMatch(/\{(name|reference|sender)\}/)
    await page.context().close()
  })
}

test('the rejection goes out after its delay, and one cancelled from the application’s page without scripts never does', async ({
  admin,
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const account = await recruiter(request, admin)
  const token = await logIn(request, account)
  const rejected = await apply(request, admin, 'en', `Kwame${randomUUID().slice(0, 4)}`)
  const spared = await apply(request, admin, 'fr', `Aminata${randomUUID().slice(0, 4)}`)
  for (const { id } of [rejected, spared]) {
    const answer = await request.post(`/api/career-applications/${id}/status`, {
      headers: { Authorization: `JWT ${token}` },
      data: { status: 'rejected' },
    })
    expect(answer.status()).toBe(200)
  }

  // Cancelled from the page by a plain form post: back to New, as the timeline says.
  const page = await newPage(browser, 1280, false)
  await signInAt(page, account, `/admin/collections/career-applications/${spared.id}`)
  const notice = page.getByRole('status').filter({ hasText: 'Rejection e-mail scheduled for' })
  await expect(notice).toBeVisible()
  await notice.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/rejection-cancelled=1/)
  await expect(page.getByText('Rejection e-mail scheduled for')).toHaveCount(0)
  await expect(page.getByText('Rejection e-mail cancelled before it was sent.')).toBeVisible()
  const restored = await request.get(`/api/career-applications/${spared.id}?depth=0`, {
    headers: { Authorization: `JWT ${token}` },
  })
  expect(((await restored.json()) as { status: string }).status).toBe('new')
  await page.context().close()

  const waiting = await request.get(
    `/api/rejection-emails?depth=0&where[application][equals]=${rejected.id}`,
    { headers: { Authorization: `JWT ${token}` } },
  )
  const [rejection] = ((await waiting.json()) as { docs: { dueAt: string; messageId: string }[] })
    .docs
  const rejectionSubject = `Your application for Ingénieur backend (${reference(rejected.id)})`
  const rejectionsTo = async (address: string) =>
    (await receivedEmails()).filter(
      (email) =>
        email.to.includes(address) &&
        /Your application for|Votre candidature au poste/.test(email.subject),
    )
  expect(await rejectionsTo(rejected.email)).toEqual([])

  await moveServerClockPast(request, new Date(rejection.dueAt))
  const sent = await emailTo(rejected.email, rejectionSubject, { timeout: 90_000 })
  expect(sent.text).toContain(`Dear ${rejected.firstName},`)
  expect(sent.messageId).toBe(rejection.messageId)
  // The cancelled one was due at the same time, and never went.
  expect(await rejectionsTo(spared.email)).toEqual([])
})
