import { expect, type Locator, type Page } from '@playwright/test'

/**
 * The two ways a visitor uses a page before its scripts have run: with JavaScript off, and on a
 * slow network where the scripts arrive 3 s after the page shows. A test of what a visitor does
 * runs in both (and, where the scripts enhance it, once more after them).
 */
export const beforeScripts = [
  { name: 'without JavaScript', javaScriptEnabled: false, scriptDelayMs: 0 },
  { name: 'before its scripts arrive (3 s late)', javaScriptEnabled: true, scriptDelayMs: 3000 },
] as const

/**
 * Holds the site's scripts back as a slow mobile network does, and until `until` if given (a busy
 * test machine may take longer to answer a whole form than the delay lasts); returns when the
 * first one was let through, to prove that what the visitor did happened before any of them ran.
 */
export async function delayScripts(page: Page, milliseconds = 3000, until?: Promise<void>) {
  const released = { at: Number.POSITIVE_INFINITY }
  await page.route('**/_next/static/**/*.js', async (route) => {
    await Promise.all([new Promise((resolve) => setTimeout(resolve, milliseconds)), until])
    released.at = Math.min(released.at, Date.now())
    // The page may be gone by then.
    await route.continue().catch(() => undefined)
  })
  return released
}

/** A promise and the function that resolves it: e.g. scripts held back until a click is done. */
export function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((settle) => (resolve = settle))
  return { promise, resolve }
}

/** The mark the site's scripts set on a control they have taken over. */
const enhancedMark = 'data-enhanced'

/** Fails unless, right now, the scripts have not taken `control` over. */
export async function expectNotEnhanced(control: Locator): Promise<void> {
  expect(await control.getAttribute(enhancedMark), 'the scripts have not run yet').toBeNull()
}

/** Waits until the scripts have taken `control` over: for tests of what they add. */
export async function waitForEnhanced(control: Locator): Promise<void> {
  await expect(control).toHaveAttribute(enhancedMark, '', { timeout: 20_000 })
}

/**
 * Runs the page's scripts `rate` times slower, as a mid-range phone does: what moves while the
 * page starts stays in the way long enough for a click to meet it.
 */
export async function slowProcessor(page: Page, rate = 6): Promise<void> {
  const devtools = await page.context().newCDPSession(page)
  await devtools.send('Emulation.setCPUThrottlingRate', { rate })
}
