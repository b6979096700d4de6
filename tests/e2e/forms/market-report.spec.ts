import { randomUUID } from 'node:crypto'

import type { APIRequestContext, Locator, Page } from '@playwright/test'

import { validMarketReport } from '../../helpers/form-values'
import { authorization, signInAt, visitorAddress } from '../admin/helpers'
import { expect, test } from '../admin/fixtures'
import { waitForEnhanced } from '../before-scripts'
import { emailTo } from '../mailbox'
import { e2eBaseUrl } from '../settings'
import { formOf, referenceOf, sentConfirmation, successToast } from './fills'
import { storedAsAdmin, uniqueName } from './staff'

const regionPath = '/regions/west-africa'
const submit = 'Email Me the Report'
const confirmationSubject = /^We received your market report request \(MR-\d{6}\)$/

/** An address of the test's own: the mailbox holds every test's e-mails. */
const uniqueAddress = () => `report-${randomUUID().slice(0, 8)}@example.com`

/** The region page's market report form. */
const reportForm = (page: Page) => formOf(page, submit)

async function fillReportForm(form: Locator, email: string, company = 'Example Telecom') {
  await form.getByLabel('Full Name', { exact: true }).fill('Ada Okafor')
  await form.getByLabel('Work Email', { exact: true }).fill(email)
  await form.getByLabel('Company', { exact: true }).fill(company)
  await form.getByLabel('Country', { exact: true }).fill('Nigeria')
  await form.getByRole('checkbox', { name: /I agree to receive the report by e-mail/ }).check()
}

/** Asks for the West Africa report as a visitor with scripts does, and waits for the toast. */
async function requestReport(page: Page, email: string) {
  await page.goto(`${regionPath}#market-report`)
  await fillReportForm(reportForm(page), email)
  await reportForm(page).getByRole('button', { name: submit }).click()
  await expect(successToast(page, 'Check your inbox')).toBeVisible()
}

/** The download page's address the confirmation e-mail carries. */
async function emailedLink(email: string): Promise<string> {
  const { text } = await emailTo(email, confirmationSubject)
  const link = /^Download the report: (\S+)$/m.exec(text)?.[1]
  expect(link, `the e-mail's download line in:\n${text}`).toMatch(
    new RegExp(`^${e2eBaseUrl}/market-report/[A-Za-z0-9_-]{43}$`),
  )
  return link!
}

/** Spends the day's e-mails of `email`'s mailbox, as three requests from `+tagged` addresses of it would. */
async function spendTheDaysEmails(request: APIRequestContext, email: string) {
  const [name, domain] = email.split('@')
  for (const tag of ['+1', '+2', '+3']) {
    const response = await request.post('/api/forms/market-report', {
      headers: { 'X-Forwarded-For': visitorAddress() },
      data: { ...validMarketReport(uniqueName('Earlier')), email: `${name}${tag}@${domain}` },
    })
    expect(response.status()).toBe(201)
  }
}

test('a visitor whose mailbox had all its e-mails for the day is told that no link was sent (waits for the scripts: their answer is under test)', async ({
  page,
  request,
}) => {
  const email = uniqueAddress()
  await spendTheDaysEmails(request, email)
  await page.goto(`${regionPath}#market-report`)
  await waitForEnhanced(reportForm(page))
  await fillReportForm(reportForm(page), email)
  await reportForm(page).getByRole('button', { name: submit }).click()

  await expect(successToast(page, 'Request received')).toBeVisible()
  await expect(sentConfirmation(page)).toContainText(
    'We have not e-mailed you a link: this address has already received all the e-mails we send in a day.',
  )
  await expect(successToast(page, 'Check your inbox')).toHaveCount(0)
})

test('the hero leads to the form, which checks the answers, keeps them and sends (waits for the scripts: the behaviour under test is their enhancement)', async ({
  page,
}) => {
  await page.goto(regionPath)
  await page.getByRole('link', { name: 'Download Market Report' }).click()
  await expect(page).toHaveURL(new RegExp(`${regionPath}#market-report$`))
  // Its code loads as it comes into view.
  await waitForEnhanced(reportForm(page))
  const card = page.locator('#market-report')
  await expect(
    card.getByRole('heading', { name: 'Download the West Africa market report' }),
  ).toBeInViewport()
  const form = reportForm(page)
  await expect(form.getByLabel('Full Name', { exact: true })).toBeVisible()

  await form.getByLabel('Full Name', { exact: true }).fill('A')
  await form.getByLabel('Work Email', { exact: true }).fill('ada@')
  await form.getByLabel('Company', { exact: true }).fill('Example Telecom')
  await form.getByRole('button', { name: submit }).click()
  for (const message of [
    'Name must be at least 2 characters',
    'Please enter a valid email address',
    'Please enter your country',
    'Please agree to receive the report by e-mail.',
  ]) {
    await expect(form.getByText(message)).toBeVisible()
  }
  await expect(form.getByLabel('Full Name', { exact: true })).toHaveValue('A')
  await expect(form.getByLabel('Work Email', { exact: true })).toHaveValue('ada@')
  await expect(form.getByLabel('Company', { exact: true })).toHaveValue('Example Telecom')
  await expect(form.getByLabel('Work Email', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  )

  await fillReportForm(form, uniqueAddress())
  await form.getByRole('button', { name: submit }).click()
  await expect(successToast(page, 'Check your inbox')).toContainText(
    'We have e-mailed you a link to the report. It works for 7 days and up to 5 downloads.',
  )
  await expect(sentConfirmation(page)).toContainText(/Your reference: MR-\d{6}/)
})

test('the e-mailed link downloads the PDF five times, then says it has expired', async ({
  page,
}) => {
  const email = uniqueAddress()
  await requestReport(page, email)
  const link = await emailedLink(email)
  const token = link.split('/').at(-1)!
  const fileUrl = `/api/market-reports/${token}`

  // Link scanners send HEAD: it answers as the download would and uses none of the five up.
  for (let scan = 1; scan <= 6; scan++) {
    const scanned = await page.request.head(fileUrl, { maxRedirects: 0 })
    expect(scanned.status(), `scan ${scan}`).toBe(200)
    expect(scanned.headers()['content-type']).toBe('application/pdf')
  }

  await page.goto(link)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your West Africa market report' }),
  ).toBeVisible()
  await expect(
    page.getByText(/This link works until .+ UTC and for 5 more downloads\./),
  ).toBeVisible()
  const button = page.getByRole('link', { name: 'Download the Report (PDF)' })
  await expect(button).toHaveAttribute('href', fileUrl)

  const downloading = page.waitForEvent('download')
  await button.click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('west-africa-market-report-2026.pdf')
  const chunks: Buffer[] = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-')

  await page.reload()
  await expect(page.getByText(/and for 4 more downloads\./)).toBeVisible()

  for (let download = 2; download <= 5; download++) {
    const response = await page.request.get(fileUrl, { maxRedirects: 0 })
    expect(response.status(), `download ${download}`).toBe(200)
    expect(response.headers()['content-type']).toBe('application/pdf')
    expect(response.headers()['content-disposition']).toMatch(/^attachment;/)
    expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
  }

  await page.reload()
  await expect(
    page.getByRole('heading', { level: 1, name: 'This download link has expired' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Download the Report (PDF)' })).toHaveCount(0)

  // A sixth download is refused: the file's address leads back to the page that says so.
  const refused = await page.request.get(fileUrl, { maxRedirects: 0 })
  expect(refused.status()).toBe(303)
  expect(refused.headers()['location']).toBe(`/market-report/${token}`)
  const followed = await page.request.get(fileUrl)
  expect(followed.headers()['content-type']).not.toContain('application/pdf')
  expect((await followed.body()).subarray(0, 5).toString('latin1')).not.toBe('%PDF-')

  await page.getByRole('link', { name: 'Request a New Link' }).click()
  await expect(page).toHaveURL(new RegExp(`${regionPath}#market-report$`))
  await expect(reportForm(page).getByLabel('Full Name', { exact: true })).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the browser posts the form and lands on its confirmation page', async ({
    page,
    request,
  }) => {
    const email = uniqueAddress()
    const company = uniqueName('NoScript Report')
    await page.goto(regionPath)
    await fillReportForm(reportForm(page), email, company)
    await reportForm(page).getByRole('button', { name: submit }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible()
    const stored = await storedAsAdmin(request, 'market-report-requests', 'company', company)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ status: 'new', email, country: 'Nigeria', countryCode: 'NG' })
    const reference = referenceOf('MR', stored[0].id)
    await expect(page).toHaveURL(new RegExp(`/thank-you/market-report\\?ref=${reference}$`))
    await expect(page.getByText(`Your reference: ${reference}`)).toBeVisible()
    await emailedLink(email)
  })

  test('in French, a visitor whose mailbox had all its e-mails for the day lands on a confirmation page saying that no link was sent', async ({
    page,
    request,
  }) => {
    const email = uniqueAddress()
    await spendTheDaysEmails(request, email)
    await page.goto(`/fr${regionPath}`)
    const form = formOf(page, 'Recevoir le rapport par e-mail')
    await form.getByLabel('Nom complet', { exact: true }).fill('Ada Okafor')
    await form.getByLabel('E-mail professionnel', { exact: true }).fill(email)
    await form.getByLabel('Entreprise', { exact: true }).fill('Exemple Télécom')
    await form.getByLabel('Pays', { exact: true }).fill('Sénégal')
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Recevoir le rapport par e-mail' }).click()

    await expect(page).toHaveURL(
      /\/fr\/thank-you\/market-report\?ref=MR-\d{6}&confirmation=withheld$/,
    )
    await expect(page.getByRole('heading', { level: 1, name: 'Demande reçue' })).toBeVisible()
    await expect(
      page.getByText(
        'Nous ne vous avons pas envoyé de lien : cette adresse a déjà reçu tous les e-mails que nous envoyons en une journée.',
        { exact: false },
      ),
    ).toBeVisible()
  })
})

test('staff see the request in the admin, move it on and count it on the Overview', async ({
  admin,
  page,
  request,
}) => {
  const company = `Report${randomUUID().slice(0, 6)}`
  const email = uniqueAddress()
  const sent = await request.post('/api/forms/market-report', {
    headers: { 'X-Forwarded-For': `10.${Math.floor(Math.random() * 256)}.0.1` },
    data: {
      name: 'Ada Okafor',
      email,
      company,
      country: 'Ghana',
      region: 'west-africa',
      consent: true,
      submissionKey: randomUUID(),
    },
  })
  expect(sent.status()).toBe(201)
  await emailedLink(email)

  await signInAt(page, admin, '/admin')
  const counter = page.locator('[data-counter="market-report-requests"]')
  await expect(counter.locator('.counter__label')).toHaveText('Market report requests')
  const counted = await request.get('/api/market-report-requests/count', {
    headers: authorization(admin),
  })
  const { totalDocs } = (await counted.json()) as { totalDocs: number }
  expect(totalDocs).toBeGreaterThan(0)
  await expect(page.getByTestId('market-report-requests-total')).toHaveText(String(totalDocs))
  await expect(page.getByTestId('market-report-requests-new')).toHaveText(/^[1-9]\d*$/)

  await page.goto(`/admin/collections/market-report-requests?search=${company}`)
  await expect(page.getByRole('heading', { name: 'Market report requests' })).toBeVisible()
  const row = page.locator('tbody tr', { hasText: company })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(email)
  await expect(row.locator('.status-badge')).toHaveText('New')

  await row.getByRole('button', { name: 'Contacted' }).click()
  await expect(page.getByText('Status updated successfully')).toBeVisible()
  await expect(row.locator('.status-badge')).toHaveText('Contacted')
  await row.getByRole('button', { name: 'Qualified' }).click()
  await expect(row.locator('.status-badge')).toHaveText('Qualified')

  // The request's own page shows the change, with who made it.
  await row.getByRole('link', { name: /^MR-\d{6}$/ }).click()
  await expect(page.getByRole('button', { name: 'Qualified' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  // Newest first: each change from one status to the next, by this admin.
  const changes = page.getByRole('region', { name: 'Status history' }).getByRole('listitem')
  await expect(changes).toHaveCount(2)
  await expect(changes.nth(0)).toContainText(/Contacted\s*→\s*Qualified/)
  await expect(changes.nth(1)).toContainText(/New\s*→\s*Contacted/)
  for (const change of await changes.all()) await expect(change).toContainText(admin.email)
})
