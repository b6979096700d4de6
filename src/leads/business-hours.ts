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
