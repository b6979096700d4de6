import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'

import { expect, test } from '@playwright/test'

import { formOf, quoteForm } from '../forms/fills'
import { e2eAdmin } from '../settings'
import { signInAt } from './helpers'
import { phoneBrowser } from '../../helpers/user-agents'

test('the report shows a campaign’s landing page with its views, its lead and its conversion', async ({
  browser,
  page,
}, testInfo) => {
  const campaign = `q1-ghana-${randomUUID().slice(0, 8)}`
  const landing = '/ussd-ghana'
  const visitor = await browser.newContext({ userAgent: phoneBrowser })
  const visit = await visitor.newPage()
  await visit.goto(`${landing}?utm_source=linkedin&utm_medium=paid-social&utm_campaign=${campaign}`)
  await expect
    .poll(() => visit.evaluate(() => sessionStorage.getItem('attribution') ?? ''))
    .toContain(campaign)
  // The quote form on the landing page itself.
  const form = formOf(visit, quoteForm.submit)
  await quoteForm.fill(form, `Report ${campaign}`)
  await form.getByRole('button', { name: quoteForm.submit }).click()
  await expect(
    visit.getByRole('status').or(visit.getByRole('heading', { name: quoteForm.confirmation })),
  ).toContainText(/Your reference:|Quote Request Submitted/)
  await visitor.close()

  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAt(page, e2eAdmin, '/admin/campaigns')
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible()
  const campaignRow = page.getByRole('row', {
    name: new RegExp(`linkedin / paid-social / ${campaign}`),
  })
  await expect(campaignRow.getByRole('cell').first()).toHaveText('1')
  // The landing's view is stored within five seconds of the visit.
  const pageRow = page.getByRole('row', { name: new RegExp(`^${landing}`) })
  await expect(async () => {
    await page.reload()
    await expect(pageRow.getByRole('cell').nth(0)).not.toHaveText('0', { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  const [views, leads, conversion] = await Promise.all(
    [0, 1, 2].map((cell) => pageRow.getByRole('cell').nth(cell).innerText()),
  )
  expect(Number(leads)).toBeGreaterThanOrEqual(1)
  expect(conversion).toBe(`${Math.round((Number(leads) / Number(views)) * 1000) / 10} %`)
  await page.screenshot({ path: testInfo.outputPath('campaign-report.png'), fullPage: true })

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(
    /^campaign-report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  )
  expect(await readFile(await download.path(), 'utf8')).toContain(
    `linkedin / paid-social / ${campaign}`,
  )

  // The campaign opens to its leads, each linked to its page.
  await campaignRow.getByRole('link', { name: new RegExp(campaign) }).click()
  const behind = page.getByRole('table', {
    name: new RegExp(`^Leads from linkedin / paid-social / ${campaign}`),
  })
  await expect(behind.getByRole('link', { name: /^QR-\d{6}$/ })).toHaveCount(1)
  await expect(behind.getByRole('row').nth(1)).toContainText('Quote request')
  await page.screenshot({ path: testInfo.outputPath('campaign-leads-1280.png'), fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await behind.scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath('campaign-leads-390.png') })
  await page.setViewportSize({ width: 1280, height: 900 })

  // Narrowed to contact messages, the campaign brought none; to quotes by the latest touch, one.
  await page.getByLabel('Type').selectOption('contact-submissions')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(/type=contact-submissions/)
  await expect(campaignRow).toHaveCount(0)
  await page.getByLabel('Type').selectOption('quote-requests')
  await page.getByLabel('Counted by').selectOption('last')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page.getByRole('table', { name: 'Campaigns (by the latest touch)' })).toBeVisible()
  await expect(campaignRow.getByRole('cell').first()).toHaveText('1')
  const narrowed = page.getByRole('link', { name: 'Download CSV' })
  expect(await narrowed.getAttribute('href')).toMatch(/type=quote-requests.*touch=last/)
})
