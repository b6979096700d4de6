/**
 * Fails when the committed payload-types.ts or admin import map are out of date with the config.
 * It regenerates both in place, so after a failure the fix is to commit the regenerated files.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const generated = [
  { file: 'src/payload-types.ts', command: 'generate:types' },
  { file: 'src/app/(payload)/admin/importMap.js', command: 'generate:importmap' },
]

let stale = 0
for (const { file, command } of generated) {
  const before = readFileSync(file, 'utf8')
  execFileSync('npx', ['payload', command], { stdio: 'ignore' })
  if (readFileSync(file, 'utf8') !== before) {
    console.error(`✖ ${file} was out of date with the config; it has been regenerated: commit it.`)
    stale++
  }
}
if (stale) process.exit(1)
console.log('✓ generated types and import map are current')
