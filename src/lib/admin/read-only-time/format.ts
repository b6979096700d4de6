const months = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  fr: [
    'janv.',
    'févr.',
    'mars',
    'avr.',
    'mai',
    'juin',
    'juil.',
    'août',
    'sept.',
    'oct.',
    'nov.',
    'déc.',
  ],
}

const pad = (value: number) => String(value).padStart(2, '0')

/** "GMT", "GMT+1", "GMT-3:30": the zone's offset from UTC at that moment. */
function offsetLabel(minutes: number): string {
  if (minutes === 0) return 'GMT'
  const sign = minutes > 0 ? '+' : '-'
  const hours = Math.floor(Math.abs(minutes) / 60)
  const rest = Math.abs(minutes) % 60
  return `GMT${sign}${hours}${rest ? `:${pad(rest)}` : ''}`
}

/**
 * A stored time as staff read it in the site's zone, e.g. "28 Nov 2026, 13:07 GMT+1" ("28 nov.
 * 2026, 13:07 GMT+1" in French). Built from
 * the zone's numeric clock reading alone (ICU builds name months and offsets differently), so the
 * server's text and the browser's are the same and the page does not change as its scripts start.
 */
export function formatInZone(
  iso: string | null | undefined,
  zone: string,
  language: 'en' | 'fr' = 'en',
): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const reading = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', number>
  const { year, month, day, hour, minute } = reading
  const wholeMinute = Math.floor(date.getTime() / 60_000) * 60_000
  const offset = Math.round((Date.UTC(year, month - 1, day, hour, minute) - wholeMinute) / 60_000)
  return `${day} ${months[language][month - 1]} ${year}, ${pad(hour)}:${pad(minute)} ${offsetLabel(offset)}`
}
