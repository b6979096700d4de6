/**
 * `npm run build`: the production build, into NEXT_DIST_DIR (default .next). `next build`, then the
 * production server (src/production-server.ts and its front) bundled into plain JavaScript beside it,
 * so that `npm start` runs without a TypeScript loader: under tsx's loader every one of Next's
 * server modules passes through its hooks, and the server held twice the memory (about 360
 * against 190 MB resident after start), close enough to its heap limit to be killed by it.
 *
 *   tsx scripts/build.ts               build
 *   tsx scripts/build.ts --if-changed  build unless the last build is of the same sources
 *
 * The test suites that serve the production build share one: each asks for it with
 * `ensureProductionBuild`, and only the first of a run builds.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { build } from 'esbuild'
import ignore from 'ignore'

import { productionDistDir, productionServerEntry } from './server-options'

/** What no build reads, besides what .gitignore leaves out of the project. */
const notBuildInputs = ['.git/', 'tests/', '.ci/', '*.md']

/**
 * The files of a build, found by walking the folder rather than asking git, so that a copy of the
 * files without `.git` (an archive, a Docker context) builds too: every file .gitignore keeps,
 * besides those no build reads.
 */
export function buildInputs(root = '.'): string[] {
  const rules = ignore().add(notBuildInputs)
  const gitignore = path.join(root, '.gitignore')
  if (existsSync(gitignore)) rules.add(readFileSync(gitignore, 'utf8'))
  const files: string[] = []
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = folder ? `${folder}/${entry.name}` : entry.name
      if (entry.isDirectory()) {
        if (!rules.ignores(`${relative}/`)) walk(relative)
      } else if (entry.isFile() && !rules.ignores(relative)) {
        files.push(relative)
      }
    }
  }
  walk('')
  return files.sort()
}

export function sourceFingerprint(root = '.'): string {
  const hash = createHash('sha256')
  for (const file of buildInputs(root)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0')
  }
  return hash.digest('hex')
}

const fingerprintFile = (distDir: string) => path.join(distDir, 'source-fingerprint')

export async function buildProductionApp(distDir = productionDistDir()): Promise<void> {
  const fingerprint = sourceFingerprint()
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
  await build({
    entryPoints: ['src/production-server.ts'],
    outfile: productionServerEntry(distDir),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Next, Payload and the rest load from node_modules as they do for `next start`.
    packages: 'external',
    tsconfig: 'tsconfig.json',
    logLevel: 'warning',
  })
  writeFileSync(fingerprintFile(distDir), fingerprint)
  console.log(`✓ Production server bundled into ${productionServerEntry(distDir)}`)
}

/** Builds into `distDir` unless its build is of the sources as they are now. */
export async function ensureProductionBuild(distDir = productionDistDir()): Promise<void> {
  const built = existsSync(fingerprintFile(distDir))
    ? readFileSync(fingerprintFile(distDir), 'utf8')
    : undefined
  if (built === sourceFingerprint() && existsSync(productionServerEntry(distDir))) {
    console.log(`Reusing the production build in ${distDir}: the sources have not changed since`)
    return
  }
  await buildProductionApp(distDir)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes('--if-changed')) await ensureProductionBuild()
  else await buildProductionApp()
}
