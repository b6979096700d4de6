/**
 * Fails when the committed payload-types.ts, Drizzle schema, admin import map or icon module are out of date (with
 * the config, or with the icons the code imports). It regenerates each in place, so after a
 * failure the fix is to commit the regenerated files.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const generated = [
  { file: 'src/payload-types.ts', command: 'generate:types' },
  { file: 'src/payload-generated-schema.ts', command: 'generate:db-schema' },
  { file: 'src/app/(payload)/admin/importMap.js', command: 'generate:importmap' },
  { file: 'src/components/ui/lucide-icons.tsx', command: 'generate:icons' },
]

let stale = 0
for (const { file, command } of generated) {
  const before = readFileSync(file, 'utf8')
  execFileSync('npm', ['run', '--silent', command], { stdio: 'ignore' })
  if (readFileSync(file, 'utf8') !== before) {
    console.error(`✖ ${file} was out of date with the config; it has been regenerated: commit it.`)
    stale++
  }
}
if (stale) process.exit(1)
console.log('✓ generated types, Drizzle schema, import map and icons are current')
