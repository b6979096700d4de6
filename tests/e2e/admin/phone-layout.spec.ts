import { randomUUID } from 'node:crypto'

import { expect, test } from './fixtures'
import { authorization, salespersonWithQuote, signInAt } from './helpers'

test('at 390 px a salesperson can call a lead with one tap from its page, and My work shows each item as a card that fits the screen', async ({
  admin,
  browser,
  request,
}, testInfo) => {
  const {
    account: kofi,
    id,
    reference,
  } = await salespersonWithQuote(
    request,
    admin,
    `Kofi Phone ${randomUUID().slice(0, 4)}`,
    `Phone${randomUUID().slice(0, 6)}`,
  )
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  try {
    await signInAt(page, kofi, `/admin/collections/quote-requests/${id}`)
    await expect(page.getByRole('link', { name: '+2348012345678' })).toHaveAttribute(
      'href',
      'tel:+2348012345678',
    )
    await page.screenshot({ path: testInfo.outputPath('lead-390.png') })

    await page.goto('/admin/my-work')
    const card = page.locator('.my-work__table tr', { hasText: reference })
    await expect(card).toBeVisible()
    await expect(card.locator('td[data-label="Status"]')).toHaveText('New')
    const fits = await page.evaluate(() => {
      const wrap = document.querySelector('.my-work__table-wrap')!
      return {
        page: document.documentElement.scrollWidth,
        table: wrap.scrollWidth - wrap.clientWidth,
      }
    })
    expect(fits.page).toBeLessThanOrEqual(390)
    expect(fits.table, 'the list does not scroll sideways').toBeLessThanOrEqual(0)
    const box = (await card.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    await page.screenshot({ path: testInfo.outputPath('my-work-390.png'), fullPage: true })
  } finally {
    await context.close()
    await request.delete(`/api/users?where[email][equals]=${kofi.email}`, {
      headers: authorization(admin),
    })
  }
})
