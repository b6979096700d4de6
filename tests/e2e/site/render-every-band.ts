import type { Page } from '@playwright/test'

/**
 * Renders the bands the browser renders only as they near the screen (`lazy-render`), as a
 * visitor who scrolls through the page sees them: axe's colours and `innerText` read the layout,
 * which the browser leaves out for a band until then.
 */
export async function renderEveryBand(page: Page): Promise<void> {
  await page
    .locator('.lazy-render')
    .evaluateAll((bands) =>
      bands.forEach((band) => ((band as HTMLElement).style.contentVisibility = 'visible')),
    )
}
