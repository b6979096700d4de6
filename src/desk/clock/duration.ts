/** A span of minutes as staff read it: "42 min", "1 h 12 min", "2 d 3 h". */
export function formatMinutes(total: number): string {
  const minutes = Math.max(0, Math.round(total))
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`
  const days = Math.floor(hours / 24)
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`
}

export type ClockReading =
  | { state: 'answered'; businessMinutes: number; elapsedMinutes: number; target: number | null }
  | { state: 'due'; minutesLeft: number; target: number | null }
  | { state: 'overdue'; minutesLate: number; target: number | null }

type ClockFields = {
  createdAt?: string | null
  responseDueAt?: string | null
  firstResponseAt?: string | null
  responseMinutes?: number | null
  responseTargetMinutes?: number | null
}

/** Where a lead's first-response clock stands at `now`, or null for a lead the clock never ran on. */
export function readClock(lead: ClockFields, now: number): ClockReading | null {
  const target = lead.responseTargetMinutes ?? null
  if (lead.firstResponseAt) {
    const elapsed = lead.createdAt
      ? (Date.parse(lead.firstResponseAt) - Date.parse(lead.createdAt)) / 60_000
      : (lead.responseMinutes ?? 0)
    return {
      state: 'answered',
      businessMinutes: lead.responseMinutes ?? elapsed,
      elapsedMinutes: elapsed,
      target,
    }
  }
  if (!lead.responseDueAt) return null
  const left = (Date.parse(lead.responseDueAt) - now) / 60_000
  return left >= 0
    ? { state: 'due', minutesLeft: left, target }
    : { state: 'overdue', minutesLate: -left, target }
}

/** The clock's headline: "Answer due in 1 h 12 min", "Overdue by 25 min", "Answered in 42 min (target 60)". */
export function clockHeadline(reading: ClockReading): string {
  const target = reading.target === null ? '' : ` (target ${reading.target})`
  if (reading.state === 'answered')
    return `Answered in ${formatMinutes(reading.businessMinutes)}${target}`
  if (reading.state === 'due') return `Answer due in ${formatMinutes(reading.minutesLeft)}`
  return `Overdue by ${formatMinutes(reading.minutesLate)}`
}
