import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../../..')

/**
 * What docs/internals.md says of the code, checked per list entry (a line starting with "- " and
 * the indented lines under it, joined by single spaces):
 *
 * - a backticked repository path (`src/…`, `collections/…`, `globals/…`, `scripts/…`, `tests/…`),
 *   optionally followed by lines (`:12`, `:12-15`, `:12,30`), names a file or folder that exists,
 *   and no line past the file's end;
 * - the plain identifiers backticked right after a path (`path` `name`, `other` and `third`)
 *   each occur in that file as a whole word;
 * - the quoted titles ("…") that follow a test file's path, up to the next backtick, occur in that
 *   test file: each piece between `${…}` placeholders, a leading "… " dropped.
 */
const repositoryPath =
  /^((?:src|collections|globals|scripts|tests)\/[^\s:`]+)(?::(\d+(?:-\d+)?(?:,\d+(?:-\d+)?)*))?$/
const identifierAfter = /^\s*(?:,|and)?\s*`([A-Za-z_$][\w$]*)`/
const testFile = /\.(?:test|spec)\.tsx?$/

/** The list entries of the document, each on one line. */
function entriesOf(text: string): string[] {
  const entries: string[] = []
  let open = false
  for (const line of text.split('\n')) {
    if (line.startsWith('- ')) {
      entries.push(line.slice(2).trim())
      open = true
    } else if (open && /^\s+\S/.test(line)) {
      entries[entries.length - 1] += ` ${line.trim()}`
    } else {
      open = false
    }
  }
  return entries
}

const contents = new Map<string, string>()
/** A file's text, with quotes unescaped so that a title written `'it\'s'` reads as the doc's. */
function contentOf(file: string): string {
  if (!contents.has(file)) {
    contents.set(file, readFileSync(path.join(root, file), 'utf8').replace(/\\(['"`])/g, '$1'))
  }
  return contents.get(file)!
}

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0)

const escaped = (name: string) => name.replace(/[$]/g, '\\$&')

/** What does not hold in one entry. */
function problemsOf(entry: string): string[] {
  const problems: string[] = []
  for (const span of entry.matchAll(/`([^`]+)`/g)) {
    const match = repositoryPath.exec(span[1])
    if (!match) continue
    const [, file, lines] = match
    const full = path.join(root, file)
    if (!existsSync(full)) {
      problems.push(`${file}: no such file`)
      continue
    }
    const after = entry.slice(span.index + span[0].length)
    if (!statSync(full).isFile()) {
      if (lines) problems.push(`${file}:${lines}: a folder has no lines`)
      continue
    }
    const text = contentOf(file)

    const last = lineCount(text)
    for (const range of lines?.split(',') ?? []) {
      const [start, end = start] = range.split('-').map(Number)
      if (start < 1 || end < start || end > last) {
        problems.push(`${file}:${range}: past the end of the file (${last} lines)`)
      }
    }

    let rest = after
    for (let name = identifierAfter.exec(rest); name; name = identifierAfter.exec(rest)) {
      if (!new RegExp(`(?<![\\w$])${escaped(name[1])}(?![\\w$])`).test(text)) {
        problems.push(`${file}: no \`${name[1]}\` in it`)
      }
      rest = rest.slice(name[0].length)
    }

    if (testFile.test(file)) {
      const untilNextCode = after.split('`')[0]
      for (const [, title] of untilNextCode.matchAll(/"([^"]+)"/g)) {
        const pieces = title
          .replace(/^(?:…|\.\.\.)\s*/, '')
          .split(/\$\{[^}]*\}/)
          .map((piece) => piece.trim())
          .filter(Boolean)
        if (pieces.some((piece) => !text.includes(piece))) {
          problems.push(`${file}: no test titled "${title}"`)
        }
      }
    }
  }
  return problems
}

describe('docs/internals.md', () => {
  it('points at files, lines, names and test titles that exist', () => {
    const entries = entriesOf(readFileSync(path.join(root, 'docs/internals.md'), 'utf8'))
    expect(entries.length).toBeGreaterThan(20)
    const problems = entries.flatMap(problemsOf)
    expect(problems).toEqual([])
  })
})
