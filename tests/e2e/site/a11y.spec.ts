import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { publicRoutes } from '../../helpers/public-pages'

/** The French pages checked too: one of each kind of page the French work changed most. */
const frenchPages = ['/fr', '/fr/get-quote', '/fr/careers', '/fr/regions/west-africa']

const widths = [390, 1280]

/** axe's serious and critical violations on the page as it is laid out now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, help, nodes }) => `${id}: ${help} (${nodes.map((node) => node.target).join(', ')})`)
}

for (const path of [...publicRoutes, '/thank-you/quote', '/no-such-page', ...frenchPages]) {
  // One load per page, laid out at each width in turn: the layouts differ by CSS alone.
  test(`${path} has no serious or critical violation at ${widths.join(' or ')} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: widths[0], height: 900 })
    await page.goto(path)
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 })
      expect(await seriousViolations(page), `at ${width} px`).toEqual([])
    }
  })
}
