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

/**
 * The browser the e2e tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else
 * undefined so Playwright uses its own (installed by `npx playwright install chromium`).
 */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  return candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate))
}
