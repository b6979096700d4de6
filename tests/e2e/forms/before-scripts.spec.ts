import { expect, test } from '@playwright/test'

import { pdf } from '../../helpers/documents'
import { delayScripts } from '../before-scripts'
import {
  answersIn,
  contactForm,
  formOf,
  jobApplicationForm,
  marketReportForm,
  publicForms,
  quoteForm,
  sentConfirmation,
  storedOnce,
  storedTicksAndFiles,
  tickAndAttachEverything,
} from './fills'
import { uniqueName } from './staff'

for (const form of [contactForm, quoteForm]) {
  test(`a ${form.name} sent before the page's scripts arrive is stored once and confirmed`, async ({
    page,
    request,
  }) => {
    const scripts = await delayScripts(page, 4000)
    const marker = uniqueName('Early')
    await page.goto(form.path, { waitUntil: 'domcontentloaded' })
    await form.fill(formOf(page, form.submit), marker)
    const sentAt = Date.now()
    await formOf(page, form.submit).getByRole('button', { name: form.submit }).click()

    await expect(page.getByRole('heading', { level: 1, name: form.confirmation })).toBeVisible({
      timeout: 20_000,
    })
    expect(sentAt).toBeLessThan(scripts.at)
    const { reference } = await storedOnce(request, form, marker)
    expect(new URL(page.url()).search).toBe(`?ref=${reference}`)
    await expect(page.getByText(`Your reference: ${reference}`)).toBeVisible()
  })
}

for (const form of [...publicForms, marketReportForm]) {
  test(`a ${form.name} answered before the page's scripts arrive keeps every tick, text, choice and file when they take it over, and is sent (waits for the scripts: their takeover is under test)`, async ({
    page,
    request,
  }) => {
    let answered = () => {}
    await delayScripts(page, 3000, new Promise((resolve) => (answered = resolve)))
    const marker = uniqueName('Before')
    await page.goto(form.path, { waitUntil: 'domcontentloaded' })
    const fields = formOf(page, form.submit)
    await expect(fields).toBeVisible()
    expect(await fields.getAttribute('data-enhanced')).toBeNull()
    await tickAndAttachEverything(fields)
    await form.fill(fields, marker)
    const answers = await answersIn(fields)
    // Still the server's form after the last answer: none was given to the scripts' form.
    expect(await fields.getAttribute('data-enhanced')).toBeNull()
    answered()

    await expect(fields).toHaveAttribute('data-enhanced', '', { timeout: 20_000 })
    expect(await answersIn(fields)).toEqual(answers)

    await fields.getByRole('button', { name: form.submit }).click()
    await expect(sentConfirmation(page)).toBeVisible()
    const { stored, reference } = await storedOnce(request, form, marker)
    expect(stored).toMatchObject(storedTicksAndFiles(form, answers))
    await expect(sentConfirmation(page)).toContainText(`Your reference: ${reference}`)
  })
}

test('a résumé picked before the scripts arrive stays chosen when they bring back the answers kept from before a reload, and is sent (waits for the scripts: their takeover is under test)', async ({
  page,
  request,
}) => {
  await page.goto(jobApplicationForm.path)
  const fields = formOf(page, jobApplicationForm.submit)
  await expect(fields).toHaveAttribute('data-enhanced', '')
  await fields.getByLabel('Key Skills').fill('Kept across the reload')

  let answered = () => {}
  await delayScripts(page, 3000, new Promise((resolve) => (answered = resolve)))
  await page.reload({ waitUntil: 'domcontentloaded' })
  expect(await fields.getAttribute('data-enhanced')).toBeNull()
  await fields.getByLabel('Resume/CV').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: pdf(),
  })
  expect(await fields.getAttribute('data-enhanced')).toBeNull()
  answered()

  await expect(fields).toHaveAttribute('data-enhanced', '', { timeout: 20_000 })
  await expect(fields.getByLabel('Key Skills')).toHaveValue('Kept across the reload')
  expect((await answersIn(fields)).resume).toEqual(['cv.pdf'])

  const marker = uniqueName('Reloaded')
  await jobApplicationForm.fill(fields, marker)
  await fields.getByRole('button', { name: jobApplicationForm.submit }).click()
  await expect(sentConfirmation(page)).toBeVisible()
  const { stored } = await storedOnce(request, jobApplicationForm, marker)
  expect(stored).toMatchObject({ resume: expect.any(Number) })
})
