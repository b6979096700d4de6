/** A report's days, first and last included (UTC, as page views are counted). */
export type ReportRange = { from: string; to: string }

const dayMs = 24 * 60 * 60 * 1000
/** The longest range a report covers: a year, and a day for a leap year. */
export const maxReportDays = 366

const isDay = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10)

/** The last 30 days up to `now`'s, the report's range when none is asked for. */
export const defaultRange = (now = new Date()): ReportRange => ({
  from: dayOf(now.getTime() - 29 * dayMs),
  to: dayOf(now.getTime()),
})

/** The range asked for in `from` and `to` (YYYY-MM-DD), or why it cannot be reported. */
export function reportRange(
  from: unknown,
  to: unknown,
  now = new Date(),
): { ok: true; range: ReportRange } | { ok: false; message: string; range: ReportRange } {
  if (from === undefined && to === undefined) return { ok: true, range: defaultRange(now) }
  const fallback = defaultRange(now)
  if (!isDay(from) || !isDay(to)) {
    return { ok: false, message: 'Choose both days as dates, e.g. 2026-11-01.', range: fallback }
  }
  const days = (Date.parse(to) - Date.parse(from)) / dayMs + 1
  if (days < 1) {
    return { ok: false, message: 'The first day must come before the last.', range: fallback }
  }
  if (days > maxReportDays) {
    return { ok: false, message: `Choose at most ${maxReportDays} days.`, range: fallback }
  }
  return { ok: true, range: { from, to } }
}

/** The instants a range's leads arrived between: from its first day's start to its last's end. */
export const rangeInstants = ({ from, to }: ReportRange) => ({
  since: `${from}T00:00:00.000Z`,
  until: new Date(Date.parse(`${to}T00:00:00Z`) + dayMs).toISOString(),
})
