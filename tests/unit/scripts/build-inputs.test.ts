import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { buildInputs, sourceFingerprint } from '../../../scripts/build'

const folders: string[] = []
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true })))

/** A copy of a project's files with no `.git`, as an archive or a Docker context gives it. */
function projectCopy(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'build-inputs-'))
  folders.push(root)
  const files: Record<string, string> = {
    '.gitignore': 'node_modules/\n.next*/\n.data/\n',
    'package.json': '{}',
    'src/page.tsx': 'export default 1',
    'README.md': '# read me',
    'tests/a.test.ts': 'test',
    'node_modules/x/index.js': 'x',
    '.next/server.js': 'built',
    '.data/db': 'data',
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  return root
}

describe('the inputs of a production build', () => {
  it('are found without git: the files .gitignore keeps, less tests and docs', () => {
    expect(buildInputs(projectCopy())).toEqual(['.gitignore', 'package.json', 'src/page.tsx'])
  })

  it('change the fingerprint when a source changes, and only then', () => {
    const root = projectCopy()
    const before = sourceFingerprint(root)
    writeFileSync(path.join(root, 'README.md'), '# changed')
    writeFileSync(path.join(root, '.next/server.js'), 'rebuilt')
    expect(sourceFingerprint(root)).toBe(before)
    writeFileSync(path.join(root, 'src/page.tsx'), 'export default 2')
    expect(sourceFingerprint(root)).not.toBe(before)
  })
})
