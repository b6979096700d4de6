import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../../..')

/** The Layout block of docs/architecture.md: each entry from its path to the next one's. */
function layoutEntries(): Map<string, string> {
  const text = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8')
  const block = /## Layout\n\n```\n([\s\S]*?)\n```/.exec(text)?.[1] ?? ''
  const entries = new Map<string, string>()
  let current = ''
  for (const line of block.split('\n')) {
    const start = /^(\S+\/)\s/.exec(line)
    if (start) {
      current = start[1]
      entries.set(current, line)
    } else if (current) {
      entries.set(current, `${entries.get(current)} ${line.trim()}`)
    }
  }
  return entries
}

const foldersIn = (folder: string) =>
  readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

describe('the folder map in docs/architecture.md', () => {
  it('names every folder under src/, and each folder inside those in its parent’s entry', () => {
    const entries = layoutEntries()
    const missing: string[] = []
    for (const top of foldersIn('src')) {
      // The app's routes are listed by route group.
      const children = top === 'app' ? [] : foldersIn(`src/${top}`)
      const entry = [...entries.entries()].find(([name]) => name.startsWith(`src/${top}/`))
      if (!entry) {
        missing.push(`src/${top}/`)
        continue
      }
      for (const child of children) {
        if (!new RegExp(`(^|[\\s(,/])${child}/`).test(entry[1]))
          missing.push(`src/${top}/${child}/`)
      }
    }
    for (const group of foldersIn('src/app')) {
      if (![...entries.keys()].includes(`src/app/${group}/`)) missing.push(`src/app/${group}/`)
    }
    expect(missing).toEqual([])
  })
})
