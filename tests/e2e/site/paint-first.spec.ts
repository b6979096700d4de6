import { expect, test } from '@playwright/test'

import { formOf, quoteForm } from '../forms/fills'

/** When the page was first painted, and when each of the build's scripts was asked for. */
const timings = () =>
  ({
    firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/_next\/static\/.+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }) as { firstPaint: number | undefined; scripts: number[] }

for (const path of ['/about', '/fr/partnership']) {
  test(`${path} is painted before any of its scripts is fetched`, async ({ page }) => {
    await page.goto(path)
    await expect.poll(async () => (await page.evaluate(timings)).scripts.length).toBeGreaterThan(3)
    const { firstPaint, scripts } = await page.evaluate(timings)
    expect(firstPaint).toBeGreaterThan(0)
    for (const fetchedAt of scripts) expect(fetchedAt).toBeGreaterThanOrEqual(firstPaint!)
  })
}

test('the scripts fetched after the first paint bring the page to life', async ({ page }) => {
  await page.goto(quoteForm.path)
  const form = formOf(page, quoteForm.submit)
  await expect(form).toHaveAttribute('data-enhanced', '')
  await form.getByRole('button', { name: quoteForm.submit }).click()
  await expect(form.getByLabel('Company Name')).toBeFocused()
})

test('a page opened in a tab not shown fetches its scripts without waiting to be painted', async ({
  page,
}) => {
  // A tab not shown paints nothing and runs no animation frame until it is shown.
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' })
    Object.defineProperty(window, 'PerformanceObserver', { value: undefined })
    window.requestAnimationFrame = () => 0
  })
  await page.goto(quoteForm.path)
  await expect(formOf(page, quoteForm.submit)).toHaveAttribute('data-enhanced', '')
  const { scripts } = await page.evaluate(timings)
  expect(scripts.length).toBeGreaterThan(3)
})

test('a page whose first paint is never reported fetches its scripts after its load event', async ({
  page,
}) => {
  // Paint timing that never reports, as on a page with nothing to paint.
  await page.addInitScript(() => {
    class SilentObserver {
      static supportedEntryTypes = ['paint']
      observe() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'PerformanceObserver', { value: SilentObserver })
  })
  await page.goto(quoteForm.path)
  await expect(formOf(page, quoteForm.submit)).toHaveAttribute('data-enhanced', '')
  const loadEnd = await page.evaluate(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
  )
  const { scripts } = await page.evaluate(timings)
  for (const fetchedAt of scripts) expect(fetchedAt).toBeGreaterThan(loadEnd)
})
