import { existsSync } from 'node:fs'

/** Chromium flags for a headless, sandboxed-off run on a machine without network access. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const firstPresent = (candidates: (string | undefined)[]) =>
  candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate))

/**
 * The full browser, as Lighthouse measures pages: CHROMIUM_PATH, else Debian's /usr/bin/chromium,
 * else undefined so Playwright uses its own (installed by `npx playwright install chromium`).
 */
export function chromiumExecutable(): string | undefined {
  return firstPresent([process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'])
}

/**
 * The browser the e2e and resilience tests drive: CHROMIUM_PATH, else Debian's
 * chromium-headless-shell (Blink without the full browser's headless windowing: the e2e suite
 * took a third less time with it on two cores), else the full browser.
 */
export function testBrowserExecutable(): string | undefined {
  return (
    firstPresent([process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell']) ??
    chromiumExecutable()
  )
}
