import { describe, expect, it } from 'vitest'

import { clockHeadline, formatMinutes, readClock } from '@/desk/clock/duration'

const at = (iso: string) => Date.parse(iso)

describe('a lead’s response clock, as its page shows it', () => {
  it('counts down to the first answer, then says how late it is', () => {
    const lead = {
      createdAt: '2026-12-01T09:00:00Z',
      responseDueAt: '2026-12-01T10:00:00Z',
      responseTargetMinutes: 60,
    }
    expect(clockHeadline(readClock(lead, at('2026-12-01T08:47:30Z'))!)).toBe(
      'Answer due in 1 h 13 min',
    )
    expect(clockHeadline(readClock(lead, at('2026-12-01T09:18:00Z'))!)).toBe('Answer due in 42 min')
    expect(clockHeadline(readClock(lead, at('2026-12-01T10:25:00Z'))!)).toBe('Overdue by 25 min')
    expect(clockHeadline(readClock(lead, at('2026-12-03T13:00:00Z'))!)).toBe('Overdue by 2 d 3 h')
  })

  it('says how long the answer took, in business minutes against the target, and on the wall', () => {
    const reading = readClock(
      {
        createdAt: '2026-12-04T16:30:00Z',
        responseDueAt: '2026-12-07T08:30:00Z',
        firstResponseAt: '2026-12-07T08:12:00Z',
        responseMinutes: 42,
        responseTargetMinutes: 60,
      },
      at('2026-12-09T00:00:00Z'),
    )!
    expect(clockHeadline(reading)).toBe('Answered in 42 min (target 60)')
    expect(reading).toMatchObject({ state: 'answered', elapsedMinutes: 2 * 24 * 60 + 15 * 60 + 42 })
  })

  it('is absent from a lead the clock never ran on', () => {
    expect(readClock({ createdAt: '2026-12-01T09:00:00Z' }, Date.now())).toBeNull()
  })

  it('writes spans as staff read them', () => {
    expect([0, 59, 60, 61, 24 * 60, 25 * 60 + 5].map(formatMinutes)).toEqual([
      '0 min',
      '59 min',
      '1 h',
      '1 h 1 min',
      '1 d',
      '1 d 1 h',
    ])
  })
})
