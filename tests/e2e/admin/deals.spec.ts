import { randomUUID } from 'node:crypto'

import { expect, test } from './fixtures'
import { authorization, salespersonWithQuote, signInAt } from './helpers'

for (const width of [1280, 390]) {
  test(`a salesperson gives a lead a value in cedis, the Overview's pipeline shows it in dollars, and once won, in this month's figures (${width} px)`, async ({
    admin,
    browser,
    request,
  }, testInfo) => {
    // The admin keeps the rate: 15 cedis to the dollar.
    const settings = await request.post('/api/globals/site-settings', {
      headers: authorization(admin),
      data: { deals: { rates: [{ currency: 'GHS', perUsd: 15 }], newProbability: 10 } },
    })
    expect(settings.status()).toBe(200)
    const { account: kofi, id } = await salespersonWithQuote(
      request,
      admin,
      `Kofi Deals ${randomUUID().slice(0, 4)}`,
      `Deals${randomUUID().slice(0, 6)}`,
    )
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    const page = await context.newPage()
    try {
      await signInAt(page, kofi, `/admin/collections/quote-requests/${id}`)
      // Payload draws a field once it scrolls into view: down to the sidebar, as on a phone.
      await page.getByRole('heading', { name: 'Deal value' }).scrollIntoViewIfNeeded()
      await page.locator('#field-value__amount').fill('150000')
      await page.locator('#field-value__currency .rs__control').click()
      await page.getByRole('option', { name: 'GHS', exact: true }).click()
      await page.locator('#field-expectedClose').fill('2027-03-31')
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await expect(page.getByText(/updated successfully/i)).toBeVisible()

      await page.goto('/admin?currency=USD')
      const pipeline = page.locator('.pipeline')
      await expect(pipeline.getByRole('heading', { name: 'Your pipeline' })).toBeVisible()
      await expect(pipeline.locator('tr[data-status="new"]')).toContainText('USD 10,000')
      await expect(pipeline.getByTestId('pipeline-total')).toHaveText('USD 10,000')
      await expect(pipeline.getByTestId('pipeline-weighted')).toHaveText('USD 1,000')
      await pipeline.screenshot({ path: testInfo.outputPath(`pipeline-${width}.png`) })

      // In cedis, by the same form, without scripts needed.
      await pipeline.getByLabel('Currency').selectOption('GHS')
      await pipeline.getByRole('button', { name: 'Show' }).click()
      await expect(page).toHaveURL(/currency=GHS/)
      await expect(page.locator('.pipeline').getByTestId('pipeline-total')).toHaveText(
        'GHS 150,000',
      )

      // Won: the lead's status buttons ask why first, and this month's figures count it.
      await page.goto(`/admin/collections/quote-requests/${id}`)
      await page.getByRole('button', { name: 'Won', exact: true }).click()
      const question = page.getByRole('alertdialog', { name: 'Confirm the status' })
      await expect(question).toContainText('Why was this deal won?')
      await question.getByLabel('Reason').selectOption('Price')
      await page.screenshot({ path: testInfo.outputPath(`won-reason-${width}.png`) })
      await question.getByRole('button', { name: 'Yes, set to Won' }).click()
      await expect(page.getByText('Status updated successfully').first()).toBeVisible()
      await page.goto('/admin?currency=USD')
      const closed = page.locator('.pipeline__closed')
      await expect(closed.locator('[data-outcome="won"]')).toContainText('1 deal · USD 10,000')
      await expect(closed.locator('[data-outcome="lost"]')).toContainText('0 deals · USD 0')
      await page.locator('.pipeline').screenshot({
        path: testInfo.outputPath(`pipeline-won-${width}.png`),
      })
    } finally {
      await context.close()
      await request.delete(`/api/users?where[email][equals]=${kofi.email}`, {
        headers: authorization(admin),
      })
    }
  })
}

for (const { width, javaScriptEnabled } of [
  { width: 1280, javaScriptEnabled: false },
  { width: 390, javaScriptEnabled: true },
]) {
  test(`a French-speaking salesperson closes a deal from the lead's page in French: the buttons, the question, its reasons and the notice (${width} px, ${javaScriptEnabled ? 'with scripts' : 'without JavaScript'})`, async ({
    admin,
    browser,
    request,
  }) => {
    const {
      account: awa,
      userId,
      id,
    } = await salespersonWithQuote(
      request,
      admin,
      `Awa Affaires ${randomUUID().slice(0, 4)}`,
      `Affaires${randomUUID().slice(0, 6)}`,
    )
    const french = await request.patch(`/api/users/${userId}`, {
      headers: authorization(admin),
      data: { language: 'fr' },
    })
    expect(french.status()).toBe(200)
    const context = await browser.newContext({
      javaScriptEnabled,
      viewport: { width, height: 900 },
    })
    const page = await context.newPage()
    try {
      await signInAt(page, awa, `/admin/collections/quote-requests/${id}`)
      // The desk shown at this width: the sidebar's, or on a phone the one above the answers.
      await expect(
        page.getByText('Changer le statut', { exact: true }).filter({ visible: true }),
      ).toBeVisible()
      await page.getByRole('button', { name: 'Gagné', exact: true }).click()
      const question = page.getByRole('alertdialog', { name: 'Confirmer le statut' })
      await expect(question).toContainText('Pourquoi cette affaire a-t-elle été gagnée ?')
      await question.getByLabel('Raison').selectOption('Prix')
      await question.getByRole('button', { name: 'Oui, passer à « Gagné »' }).click()
      await expect(
        page.getByText('Statut mis à jour').filter({ visible: true }).first(),
      ).toBeVisible()
      const stored = await request.get(`/api/quote-requests/${id}?depth=0`, {
        headers: authorization(admin),
      })
      expect(await stored.json()).toMatchObject({ status: 'won', outcomeReason: 'Price' })
    } finally {
      await context.close()
      await request.delete(`/api/users?where[email][equals]=${awa.email}`, {
        headers: authorization(admin),
      })
    }
  })
}
