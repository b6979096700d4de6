import { randomUUID } from 'node:crypto'
import path from 'node:path'

import type { Locator, Page } from '@playwright/test'

import { pdf } from '../../helpers/documents'
import { authorization, createUser, logIn, signInAt } from '../admin/helpers'
import { expect, test } from '../admin/fixtures'
import { delayScripts } from '../before-scripts'
import { sentConfirmation } from '../forms/fills'
import { storedAsAdmin, uniqueName } from '../forms/staff'
import { e2eBaseUrl } from '../settings'

const screenshots = path.join(process.cwd(), 'docs/screenshots')

const permit = {
  en: 'Do you hold a valid work permit for Ghana?',
  fr: 'Avez-vous un permis de travail valide pour le Ghana ?',
}
const shift = { en: 'Which shift can you work?', fr: 'Quelle équipe pouvez-vous assurer ?' }
const years = {
  en: 'How many years have you worked with Kafka?',
  fr: 'Depuis combien d’années travaillez-vous avec Kafka ?',
}

/** A yes/no whose No knocks out, a choice and a number, all required. */
const questions = [
  { textEn: permit.en, textFr: permit.fr, kind: 'yesNo', required: true, knockoutAnswer: 'no' },
  {
    textEn: shift.en,
    textFr: shift.fr,
    kind: 'choice',
    required: true,
    options: [
      { labelEn: 'Days', labelFr: 'Jour' },
      { labelEn: 'Nights', labelFr: 'Nuit' },
      { labelEn: 'Weekends only', labelFr: 'Week-ends seulement', knocksOut: true },
    ],
  },
  { textEn: years.en, textFr: years.fr, kind: 'number', required: true, minimum: 2 },
]

const knockoutReason = `Knockout: '${permit.en}' answered No`

let posting: { id: number; titleFr: string }

test.beforeAll(async ({ adminAccount, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: e2eBaseUrl })
  const admin = { ...adminAccount, token: await logIn(request, adminAccount) }
  const run = randomUUID().slice(0, 6)
  const created = await request.post('/api/job-postings', {
    headers: authorization(admin),
    data: {
      title: `Network Engineer ${run}`,
      department: 'Engineering',
      location: 'Accra',
      description: 'Runs the core network of our messaging platform.',
      requirements: 'IP/MPLS\nKafka',
      status: 'active',
      screeningQuestions: questions,
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const titleFr = `Ingénieur réseau ${run}`
  const french = await request.patch(`/api/job-postings/${doc.id}?locale=fr`, {
    headers: authorization(admin),
    data: {
      title: titleFr,
      department: 'Ingénierie',
      location: 'Accra',
      description: 'Exploite le cœur de réseau de notre plateforme de messagerie.',
      requirements: 'IP/MPLS\nKafka',
    },
  })
  expect(french.status()).toBe(200)
  posting = { id: doc.id, titleFr }
  await request.dispose()
})

// The other specs choose the newest open posting: this one, with its required questions, closes.
test.afterAll(async ({ adminAccount, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: e2eBaseUrl })
  const admin = { ...adminAccount, token: await logIn(request, adminAccount) }
  await request.patch(`/api/job-postings/${posting.id}`, {
    headers: authorization(admin),
    data: { status: 'inactive' },
  })
  await request.dispose()
})

const applyForm = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: 'Envoyer la candidature' }) })

const resume = { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf() }

/** Everything but the screening answers, in French. */
async function fillInFrench(form: Locator, firstName: string) {
  await form.getByLabel('Prénom', { exact: true }).fill(firstName)
  await form.getByLabel('Nom', { exact: true }).fill('Mensah')
  await form.getByLabel('Adresse e-mail').fill(`ama.${randomUUID().slice(0, 8)}@example.com`)
  await form.getByLabel('Numéro de téléphone').fill('+233 20 123 4567')
  await form.getByLabel('Lieu de résidence actuel').fill('Accra, Ghana')
  await form.getByLabel("Années d'expérience").selectOption('3-5')
  await form.getByLabel('Disponibilité').selectOption('1-month')
  await form
    .getByLabel('Résumé de votre parcours')
    .fill('Ingénieure réseau, dix ans sur des cœurs mobiles.')
  await form.getByLabel('Compétences clés').fill('Kafka, IP/MPLS')
  await form
    .getByLabel('Pourquoi souhaitez-vous nous rejoindre ?')
    .fill('Pour bâtir des services utilisés par des millions de personnes.')
  await form.getByLabel('CV', { exact: true }).setInputFiles(resume)
  await form.getByRole('checkbox', { name: /J'accepte que les données/ }).check()
}

test('a candidate answers the screening questions in French before the scripts arrive; the answers stay, and a knockout flags the application', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  let answered = () => {}
  await delayScripts(page, 3000, new Promise((resolve) => (answered = resolve)))
  await page.goto(`/fr/apply?job=${posting.id}`, { waitUntil: 'domcontentloaded' })
  const form = applyForm(page)
  await expect(form.getByLabel('Poste visé')).toHaveValue(posting.titleFr)
  await expect(form.getByRole('group', { name: 'Questions sur ce poste' })).toBeVisible()
  const firstName = uniqueName('Ama')
  await fillInFrench(form, firstName)
  await form.getByLabel(permit.fr).selectOption({ label: 'Non' })
  await form.getByLabel(shift.fr).selectOption({ label: 'Nuit' })
  await form.getByLabel(years.fr).fill('4')
  // Still the server's form: every answer was given before any script ran.
  expect(await form.getAttribute('data-enhanced')).toBeNull()
  answered()

  await expect(form).toHaveAttribute('data-enhanced', '', { timeout: 20_000 })
  await expect(form.getByLabel(permit.fr)).toHaveValue('no')
  await expect(form.getByLabel(shift.fr).locator('option:checked')).toHaveText('Nuit')
  await expect(form.getByLabel(years.fr)).toHaveValue('4')
  // The questions whole, with the position above them, clear of the sticky header.
  await page.evaluate(() => window.scrollTo(0, 0))
  const box = await form.getByRole('group', { name: 'Questions sur ce poste' }).boundingBox()
  expect(box).not.toBeNull()
  await page.screenshot({
    path: path.join(screenshots, 'screening-apply-fr-390.png'),
    fullPage: true,
    clip: { x: 0, y: box!.y - 300, width: 390, height: box!.height + 340 },
  })

  await form.getByRole('button', { name: 'Envoyer la candidature' }).click()
  await expect(sentConfirmation(page)).toBeVisible({ timeout: 20_000 })
  const [stored] = await storedAsAdmin(request, 'career-applications', 'firstName', firstName)
  expect(stored).toMatchObject({
    status: 'new',
    job: posting.id,
    knockedOut: true,
    knockoutReasons: knockoutReason,
    screeningAnswers: [
      expect.objectContaining({ question: permit.fr, answer: 'Non', knockout: true }),
      expect.objectContaining({ question: shift.fr, answer: 'Nuit', knockout: false }),
      expect.objectContaining({ question: years.fr, answer: '4', knockout: false }),
    ],
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a required answer left out comes back refused in French with everything typed kept; answered, the application is stored and flagged', async ({
    page,
    request,
  }) => {
    await page.goto(`/fr/apply?job=${posting.id}`)
    const form = applyForm(page)
    const firstName = uniqueName('Kofi')
    await fillInFrench(form, firstName)
    await form.getByLabel(permit.fr).selectOption({ label: 'Non' })
    await form.getByLabel(shift.fr).selectOption({ label: 'Jour' })
    await form.getByRole('button', { name: 'Envoyer la candidature' }).click()

    await expect(page.getByText('Veuillez répondre à cette question.')).toBeVisible()
    await expect(form.getByLabel(years.fr)).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByLabel('Prénom', { exact: true })).toHaveValue(firstName)
    await expect(form.getByLabel(permit.fr)).toHaveValue('no')
    await expect(form.getByLabel(shift.fr).locator('option:checked')).toHaveText('Jour')
    expect(await storedAsAdmin(request, 'career-applications', 'firstName', firstName)).toEqual([])

    await form.getByLabel(years.fr).fill('6')
    await form.getByLabel('CV', { exact: true }).setInputFiles(resume)
    await form.getByRole('button', { name: 'Envoyer la candidature' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Candidature envoyée !' }),
    ).toBeVisible()
    const [stored] = await storedAsAdmin(request, 'career-applications', 'firstName', firstName)
    expect(stored).toMatchObject({
      status: 'new',
      knockedOut: true,
      knockoutReasons: knockoutReason,
    })
  })
})

test('the recruiter finds the application flagged in the list and sees the rule that matched on its page', async ({
  admin,
  browser,
  request,
}) => {
  const firstName = uniqueName('Efua')
  const [stored] = await storedAsAdmin(request, 'career-applications', 'job', String(posting.id))
  expect(stored).toBeDefined()
  const recruiter = await createUser(request, admin, ['recruiter'], `Recruiter ${firstName}`)
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  try {
    await signInAt(
      page,
      recruiter,
      `/admin/collections/career-applications?where[and][0][knockedOut][equals]=true&where[and][1][job][equals]=${posting.id}`,
    )
    const rows = page.locator('table tbody tr')
    await expect(rows).toHaveCount(2)
    await expect(page.getByRole('columnheader', { name: 'Knocked out' })).toBeVisible()

    await page.goto(`/admin/collections/career-applications/${String(stored.id)}`)
    const answers = page.getByRole('region', { name: 'Screening answers' })
    await expect(answers).toContainText(knockoutReason)
    await expect(answers).toContainText(
      'Flagged by a knockout answer. The application was not rejected.',
    )
    await expect(answers).toContainText(permit.fr)
    await answers.scrollIntoViewIfNeeded()
    await page.screenshot({ path: path.join(screenshots, 'screening-flag-1280.png') })
  } finally {
    await context.close()
  }
})
