import type { Page } from '@playwright/test'

/**
 * Opens a page and waits until its scripts have run (no request left). A page's scripts are
 * fetched once it is painted (src/server/paint-first.ts), after its load event on a fast machine:
 * a test of what only the scripts do (the mobile menu, the language cookie, client navigation)
 * must not act on the page before they have.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
}
