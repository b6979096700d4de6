import { randomUUID } from 'node:crypto'

import { expect, test } from './fixtures'
import { authorization, salespersonWithQuote, signInAt } from './helpers'

for (const { width, javaScriptEnabled } of [
  { width: 1280, javaScriptEnabled: false },
  { width: 390, javaScriptEnabled: true },
]) {
  test(`a salesperson opens My work, filters it, saves a view, and the count matches the rows (${width} px, ${javaScriptEnabled ? 'with scripts' : 'without JavaScript'})`, async ({
    admin,
    browser,
    request,
  }, testInfo) => {
    const { account: kofi, reference } = await salespersonWithQuote(
      request,
      admin,
      `Kofi Work ${randomUUID().slice(0, 4)}`,
      `MyWork${randomUUID().slice(0, 6)}`,
    )
    const context = await browser.newContext({
      javaScriptEnabled,
      viewport: { width, height: 900 },
    })
    const page = await context.newPage()
    try {
      await signInAt(page, kofi, '/admin/my-work')
      await expect(page.getByRole('heading', { name: 'My work', level: 1 })).toBeVisible()
      const row = page.locator('tbody tr', { hasText: reference })
      await expect(row).toContainText('First answer')
      await page.screenshot({ path: testInfo.outputPath(`my-work-${width}.png`) })
      const rows = page.locator('.my-work__table tbody tr')
      await expect(page.locator('.my-work__total')).toHaveText(
        `${await rows.count()} item${(await rows.count()) === 1 ? '' : 's'}`,
      )

      await page.locator('.my-work__filters').getByLabel('Type').selectOption('quote-requests')
      await page.getByRole('button', { name: 'Apply' }).click()
      await expect(page).toHaveURL(/type=quote-requests/)
      await expect(row).toBeVisible()

      const save = page.locator('.my-work__save')
      await save.getByLabel('Name').fill('My quotes')
      await save.getByLabel('Share with my team').check()
      await save.getByRole('button', { name: 'Save view' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'View saved.' })).toBeVisible()
      await expect(page).toHaveURL(/type=quote-requests.*view=\d+/)
      await expect(page.getByRole('link', { name: 'My quotes' })).toBeVisible()
      const shown = await rows.count()
      await expect(page.locator('.my-work__total')).toHaveText(
        `${shown} item${shown === 1 ? '' : 's'}`,
      )
    } finally {
      await context.close()
      await request.delete(`/api/users?where[email][equals]=${kofi.email}`, {
        headers: authorization(admin),
      })
    }
  })
}
