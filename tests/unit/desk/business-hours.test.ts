import { describe, expect, it } from 'vitest'

import {
  addBusinessMinutes,
  businessMinutesBetween,
  standardHours,
  workingDayMinutes,
  type BusinessHours,
} from '@/desk/teams/business-hours'

const lagos = standardHours('Africa/Lagos') // WAT, UTC+1
const nairobi = standardHours('Africa/Nairobi') // EAT, UTC+3
const johannesburg = standardHours('Africa/Johannesburg') // SAST, UTC+2

const at = (iso: string) => new Date(iso)
const due = (hours: BusinessHours, start: string, minutes: number) =>
  addBusinessMinutes(hours, at(start), minutes).toISOString()

describe('business-hour arithmetic', () => {
  it('carries a target past the weekend: a Friday 16:30 lead with an hour is due Monday 08:30', () => {
    // Friday 27 November 2026, 16:30 in Lagos.
    expect(due(lagos, '2026-11-27T15:30:00Z', 60)).toBe('2026-11-30T07:30:00.000Z')
    expect(
      businessMinutesBetween(lagos, at('2026-11-27T15:30:00Z'), at('2026-11-30T07:30:00Z')),
    ).toBe(60)
  })

  it('skips a holiday', () => {
    const withHoliday = { ...lagos, holidays: ['2026-11-30'] }
    expect(due(withHoliday, '2026-11-27T15:30:00Z', 60)).toBe('2026-12-01T07:30:00.000Z')
    expect(
      businessMinutesBetween(withHoliday, at('2026-11-27T15:30:00Z'), at('2026-12-01T07:30:00Z')),
    ).toBe(60)
  })

  it('starts the clock at opening for a lead sent at the weekend or at night', () => {
    expect(due(lagos, '2026-11-28T09:00:00Z', 60)).toBe('2026-11-30T08:00:00.000Z')
    expect(due(lagos, '2026-11-26T22:00:00Z', 30)).toBe('2026-11-27T07:30:00.000Z')
    expect(
      businessMinutesBetween(lagos, at('2026-11-28T09:00:00Z'), at('2026-11-29T20:00:00Z')),
    ).toBe(0)
  })

  it('gives the same instant different deadlines in two time zones', () => {
    // 13:30 UTC on a Friday: 16:30 in Nairobi, 15:30 in Johannesburg.
    expect(due(nairobi, '2026-11-27T13:30:00Z', 60)).toBe('2026-11-30T05:30:00.000Z')
    expect(due(johannesburg, '2026-11-27T13:30:00Z', 60)).toBe('2026-11-27T14:30:00.000Z')
  })

  it('follows a change of clocks: London leaves summer time over the weekend of 25 October', () => {
    const london = standardHours('Europe/London')
    // Friday 23 October 2026, 16:30 BST (15:30 UTC); Monday 26th, 08:30 GMT is 08:30 UTC.
    expect(due(london, '2026-10-23T15:30:00Z', 60)).toBe('2026-10-26T08:30:00.000Z')
  })

  it('counts business days by the length of a working day, and works the days a team chose', () => {
    expect(workingDayMinutes(lagos)).toBe(540)
    // Five business days from Monday 08:00 end on Friday 17:00.
    expect(due(lagos, '2026-11-23T07:00:00Z', 5 * 540)).toBe('2026-11-27T16:00:00.000Z')
    const saturdays = { ...lagos, workingDays: ['sat'] as const }
    expect(due(saturdays, '2026-11-23T07:00:00Z', 60)).toBe('2026-11-28T08:00:00.000Z')
  })

  it('refuses a schedule with no working time rather than looping', () => {
    expect(() =>
      addBusinessMinutes({ ...lagos, workingDays: [] }, at('2026-11-23T07:00:00Z'), 1),
    ).toThrow(/no working time/)
  })
})
