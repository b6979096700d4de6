import type { TextFieldSingleValidation } from 'payload'

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof weekdays)[number]

export const weekdayOptions = [
  { value: 'mon', label: 'Monday' },
  { value: 'tue', label: 'Tuesday' },
  { value: 'wed', label: 'Wednesday' },
  { value: 'thu', label: 'Thursday' },
  { value: 'fri', label: 'Friday' },
  { value: 'sat', label: 'Saturday' },
  { value: 'sun', label: 'Sunday' },
] satisfies { value: Weekday; label: string }[]

const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/

/** Minutes since midnight of a "HH:MM" time. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** A team's opening and closing times: 24-hour "HH:MM", closing after opening. */
export const validClockTime: TextFieldSingleValidation = (value, { siblingData, path }) => {
  if (typeof value !== 'string' || !clockTime.test(value)) {
    return 'Enter a 24-hour time such as 08:00.'
  }
  const { opensAt } = siblingData as { opensAt?: unknown }
  if (path.at(-1) === 'closesAt' && typeof opensAt === 'string' && clockTime.test(opensAt)) {
    if (minutesOf(value) <= minutesOf(opensAt)) return 'Closing must come after opening.'
  }
  return true
}

/** When a team works: its time zone, days, hours and holidays (local dates, YYYY-MM-DD). */
export type BusinessHours = {
  timeZone: string
  workingDays: readonly Weekday[]
  opensAt: string
  closesAt: string
  holidays: readonly string[]
}

/** Monday to Friday, 08:00 to 17:00, in the given zone: for leads of no team. */
export const standardHours = (timeZone: string): BusinessHours => ({
  timeZone,
  workingDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
  opensAt: '08:00',
  closesAt: '17:00',
  holidays: [],
})

const minuteMs = 60_000
const dayMs = 24 * 60 * minuteMs

type LocalDate = { year: number; month: number; day: number }

const partsFormats = new Map<string, Intl.DateTimeFormat>()

/** The wall-clock date and time of an instant in a zone. */
function localParts(instant: number, timeZone: string) {
  let format = partsFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    partsFormats.set(timeZone, format)
  }
  const parts = Object.fromEntries(
    format.formatToParts(new Date(instant)).map(({ type, value }) => [type, Number(value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>
  return parts
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const { year, month, day, hour, minute, second } = localParts(instant, timeZone)
  return Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(instant / 1000) * 1000
}

/** The instant at which the zone's wall clock shows this date and minute of the day. */
function instantOf({ year, month, day }: LocalDate, minuteOfDay: number, timeZone: string) {
  const wall = Date.UTC(year, month - 1, day) + minuteOfDay * minuteMs
  const first = wall - offsetAt(wall, timeZone)
  // Once more, in case the offset changes between the guess and the answer (summer time).
  return wall - offsetAt(first, timeZone)
}

const nextDate = ({ year, month, day }: LocalDate): LocalDate => {
  const next = new Date(Date.UTC(year, month - 1, day) + dayMs)
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() }
}

const isoDate = ({ year, month, day }: LocalDate) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`

const weekdayOf = ({ year, month, day }: LocalDate): Weekday =>
  weekdays[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7]

/** Working days looked at before giving up: a schedule with no working day never opens. */
const horizonDays = 3 * 366

/** The working periods from the day of `from` on, as [start, end) instants, in order. */
function* workingPeriods(hours: BusinessHours, from: number) {
  const { year, month, day } = localParts(from, hours.timeZone)
  let date: LocalDate = { year, month, day }
  const opens = minutesOf(hours.opensAt)
  const closes = minutesOf(hours.closesAt)
  for (let days = 0; days < horizonDays; days++, date = nextDate(date)) {
    if (!hours.workingDays.includes(weekdayOf(date))) continue
    if (hours.holidays.includes(isoDate(date))) continue
    yield [instantOf(date, opens, hours.timeZone), instantOf(date, closes, hours.timeZone)]
  }
}

/** The length of one working day, in minutes: how a target in business days is counted. */
export const workingDayMinutes = (hours: BusinessHours) =>
  minutesOf(hours.closesAt) - minutesOf(hours.opensAt)

/**
 * The instant `minutes` of working time after `start`: e.g. a lead at 16:30 on a Friday with a
 * one-hour target is due at 08:30 on Monday (at 09:30 if Monday is a holiday, and so on).
 */
export function addBusinessMinutes(hours: BusinessHours, start: Date, minutes: number): Date {
  let remaining = minutes * minuteMs
  for (const [opens, closes] of workingPeriods(hours, start.getTime())) {
    const from = Math.max(opens, start.getTime())
    if (from >= closes) continue
    if (from + remaining <= closes) return new Date(from + remaining)
    remaining -= closes - from
  }
  throw new Error(`${hours.timeZone}: no working time in the next ${horizonDays} days`)
}

/** Working minutes between two instants (0 if `end` comes first). */
export function businessMinutesBetween(hours: BusinessHours, start: Date, end: Date): number {
  let total = 0
  for (const [opens, closes] of workingPeriods(hours, start.getTime())) {
    if (opens >= end.getTime()) break
    const from = Math.max(opens, start.getTime())
    const to = Math.min(closes, end.getTime())
    if (to > from) total += to - from
  }
  return Math.round(total / minuteMs)
}
