import { expect, test, type Page } from '@playwright/test'

import { beforeScripts, delayScripts } from '../before-scripts'

/** A product page's Get Quote, as a visitor follows it, and the service the form then shows. */
async function followGetQuote(page: Page, product: string) {
  await page.goto(product)
  await page
    .getByRole('main')
    .getByRole('link', { name: /^(Get Quote|Demander un devis)$/ })
    .first()
    .click()
  return page.locator('select[name="serviceType"]')
}

test('a product’s Get Quote opens the quote form with its service chosen, in both languages', async ({
  page,
}, testInfo) => {
  const service = await followGetQuote(page, '/products/vas')
  await expect(page).toHaveURL(/\/get-quote\/vas$/)
  await expect(service).toHaveValue('vas')
  await page.screenshot({ path: testInfo.outputPath('quote-for-vas.png') })

  const french = await followGetQuote(page, '/fr/products/ott')
  await expect(page).toHaveURL(/\/fr\/get-quote\/5g-infotainment$/)
  await expect(french).toHaveValue('5g-infotainment')
  // The address search engines are given stays the quote page's own (read from the page as
  // served: after a move in the site, the head may hold the page before's for a moment).
  const served = await (await page.request.get(page.url())).text()
  expect(served).toMatch(/<link rel="canonical" href="[^"]*\/fr\/get-quote"/)
})

test('an unknown service is no page', async ({ page }) => {
  const response = await page.goto('/get-quote/not-a-service')
  expect(response?.status()).toBe(404)
})

for (const mode of beforeScripts) {
  test.describe(mode.name, () => {
    test.use({ javaScriptEnabled: mode.javaScriptEnabled })

    test('the product’s service is chosen in the page itself', async ({ page }) => {
      if (mode.scriptDelayMs) await delayScripts(page, mode.scriptDelayMs)
      const service = await followGetQuote(page, '/products/fintech')
      await expect(page).toHaveURL(/\/get-quote\/fintech$/)
      await expect(service).toHaveValue('fintech')
    })
  })
}
