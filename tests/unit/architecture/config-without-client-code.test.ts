import { existsSync, readFileSync } from 'node:fs'

import { parseDependencyTree } from 'dpdm'
import { describe, expect, it } from 'vitest'

/**
 * Every public page reads Payload's config, so the bundler counts every client component the
 * config's imports reach, statically or not, as part of every page: two of the desk's buttons
 * once took Payload's admin UI (470 kB gzip) onto the home page. Admin components are named by
 * path (the import map) instead.
 */
describe('payload.config.ts', () => {
  it('reaches no client component through its imports, dynamic ones included', async () => {
    const tree = await parseDependencyTree(['payload.config.ts'], {
      context: process.cwd(),
      tsconfig: 'tsconfig.json',
      transform: true,
      skipDynamicImports: false,
      include: /\.(ts|tsx|mts|mjs|js)$/,
      exclude: /node_modules/,
    })
    const clientModules = Object.keys(tree).filter(
      (file) =>
        !file.includes('node_modules') &&
        existsSync(file) &&
        /^\s*['"]use client['"]/m.test(readFileSync(file, 'utf8').slice(0, 300)),
    )
    expect(Object.keys(tree).length).toBeGreaterThan(100)
    expect(clientModules).toEqual([])
  }, 180_000)
})
