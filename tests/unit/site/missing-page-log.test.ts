import { describe, expect, it } from 'vitest'

import { missingPageLog } from '@/lib/site/missing-page-log'
import { escapedForLog, linesPerMinute } from '@/server/stranger-log'

describe('the log of unknown paths', () => {
  it('escapes control characters, so a path cannot fake a log line or drive a terminal', () => {
    const line = escapedForLog('/en/x\n[00:00:00] INFO: admin signed in\u001b[2J\r\u2028')
    expect(line).toBe('/en/x\\u000a[00:00:00] INFO: admin signed in\\u001b[2J\\u000d\\u2028')
    expect(line).not.toMatch(/[\u0000-\u001f]/)
  })

  it('cuts a long path short', () => {
    expect(escapedForLog(`/en/${'a'.repeat(5000)}`).length).toBeLessThanOrEqual(201)
  })

  it('logs a bounded number of lines a minute, and counts the rest in one line', () => {
    const lines: string[] = []
    const log = missingPageLog((line) => lines.push(line))
    const start = 1_000_000
    for (let request = 0; request < 500; request++) log(`/en/probe-${request}`, start + request)
    expect(lines).toHaveLength(linesPerMinute)
    log('/en/next-minute', start + 60_000)
    expect(lines).toHaveLength(linesPerMinute + 2)
    expect(lines.at(-2)).toBe(
      `404: ${500 - linesPerMinute} more unknown path(s) in the last minute, not logged`,
    )
    expect(lines.at(-1)).toBe('404: no page at /en/next-minute')
  })
})
