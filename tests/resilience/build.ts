/**
 * Playwright global setup: `next build` of the production app into its own folder, so that the
 * suite never disturbs (or reuses by accident) the e2e tests' or the bench's build.
 * RESILIENCE_SKIP_BUILD=1 reuses the last build.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { distDir } from './settings'

export default function build() {
  if (process.env.RESILIENCE_SKIP_BUILD === '1') {
    console.log(`Reusing the production build in ${distDir} (RESILIENCE_SKIP_BUILD=1)`)
    return
  }
  console.log(`Building the production app into ${distDir}`)
  // Next adds the build folder's types to tsconfig.json; the project keeps its own file.
  const tsconfig = readFileSync('tsconfig.json')
  try {
    execFileSync(
      process.execPath,
      [fileURLToPath(import.meta.resolve('next/dist/bin/next')), 'build'],
      {
        stdio: 'inherit',
        env: { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
      },
    )
  } finally {
    writeFileSync('tsconfig.json', tsconfig)
  }
}
