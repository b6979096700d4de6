import { rmSync } from 'node:fs'
import path from 'node:path'

import { ensureProductionBuild } from '../../scripts/build'

/** The one production build that the e2e, resilience and scale-out suites serve. */
export const sharedDistDir = '.next'

/**
 * Forgets the pages and data an earlier server cached in the build folder from its own
 * database: every suite starts its servers on a fresh database and must not be served another's
 * content.
 */
export function clearRuntimeCache(distDir = sharedDistDir): void {
  for (const runtimeCache of ['server/route-cache', 'cache/fetch-cache']) {
    rmSync(path.join(distDir, runtimeCache), { recursive: true, force: true })
  }
}

/** The shared production build, built only if the sources changed since it was made. */
export async function freshProductionBuild(): Promise<string> {
  await ensureProductionBuild(sharedDistDir)
  clearRuntimeCache(sharedDistDir)
  return sharedDistDir
}
