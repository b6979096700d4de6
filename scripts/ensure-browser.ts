/** Makes sure the e2e tests have a Chromium: the system's, or Playwright's own downloaded now. */
import { execFileSync } from 'node:child_process'

import { testBrowserExecutable } from '../tests/e2e/browser'

const systemChromium = testBrowserExecutable()
if (systemChromium) {
  console.log(`Using ${systemChromium}`)
} else {
  console.log('No system Chromium found (set CHROMIUM_PATH to use one); installing Playwright’s')
  execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' })
}
