import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { publicRoutes } from '../../helpers/public-pages'

/** The French pages checked too: one of each kind of page the French work changed most. */
const frenchPages = ['/fr', '/fr/get-quote', '/fr/careers', '/fr/regions/west-africa']

for (const width of [390, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    for (const path of [...publicRoutes, '/thank-you/quote', '/no-such-page', ...frenchPages]) {
      test(`${path} has no serious or critical violation`, async ({ page }) => {
        await page.goto(path)
        const { violations } = await new AxeBuilder({ page }).analyze()
        const serious = violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            ({ id, help, nodes }) =>
              `${id}: ${help} (${nodes.map((node) => node.target).join(', ')})`,
          )
        expect(serious).toEqual([])
      })
    }
  })
}
