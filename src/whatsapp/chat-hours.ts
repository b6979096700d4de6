import { weekdays, type BusinessHours, type Weekday } from '@/desk/teams/business-hours'
import type { Locale } from '@/lib/site/locales'

type Hours = Pick<BusinessHours, 'timeZone' | 'workingDays' | 'opensAt' | 'closesAt'>

/** 1 January 2024 was a Monday: the days of that week name the weekdays in any language. */
const weekdayName = (day: Weekday, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'fr' ? 'fr' : 'en-GB', {
    weekday: locale === 'fr' ? 'long' : 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2024, 0, 1 + weekdays.indexOf(day))))

/** The working days as runs of consecutive days, Monday first: [[mon…fri], [sun]]. */
function runsOf(days: readonly Weekday[]): Weekday[][] {
  const runs: Weekday[][] = []
  for (const day of weekdays.filter((weekday) => days.includes(weekday))) {
    const run = runs.at(-1)
    const last = run?.at(-1)
    if (run && last && weekdays.indexOf(day) === weekdays.indexOf(last) + 1) run.push(day)
    else runs.push([day])
  }
  return runs
}

const daysIn = (days: readonly Weekday[], locale: Locale) =>
  runsOf(days)
    .map((run) => {
      const [first, last] = [weekdayName(run[0], locale), weekdayName(run.at(-1)!, locale)]
      if (run.length === 1) return first
      if (run.length === 2) return `${first}, ${last}`
      return locale === 'fr' ? `du ${first} au ${last}` : `${first}–${last}`
    })
    .join(', ')

/** "08:30" as each language writes a time: "8:30" in English, "8 h 30" in French. */
function timeIn(time: string, locale: Locale) {
  const [hours, minutes] = [Number(time.slice(0, 2)), time.slice(3, 5)]
  if (locale === 'fr')
    return minutes === '00' ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${minutes}`
  return `${hours}:${minutes}`
}

/** The zone as an offset from GMT on the given day ("GMT", "GMT+1"), read the same in both languages. */
const zoneName = (timeZone: string, on: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' })
    .formatToParts(on)
    .find((part) => part.type === 'timeZoneName')?.value ?? timeZone

/**
 * A team's business hours as the chat strip shows them to visitors: "Mon–Fri, 8:00–17:00 GMT",
 * "Du lundi au vendredi, de 8 h à 17 h GMT".
 */
export function chatHours(hours: Hours, locale: Locale, on = new Date()): string {
  const days = daysIn(hours.workingDays, locale)
  const zone = zoneName(hours.timeZone, on)
  if (locale === 'fr') {
    const text = `${days}, de ${timeIn(hours.opensAt, locale)} à ${timeIn(hours.closesAt, locale)} ${zone}`
    return text[0].toUpperCase() + text.slice(1)
  }
  return `${days}, ${timeIn(hours.opensAt, locale)}–${timeIn(hours.closesAt, locale)} ${zone}`
}
