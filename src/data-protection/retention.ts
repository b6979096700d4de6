import type { Payload } from 'payload'

/** The retention period set in Site settings; null when submissions are kept forever. */
export async function retentionMonths(payload: Payload): Promise<number | null> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    select: { dataProtection: true },
    depth: 0,
  })
  const months = settings.dataProtection?.retentionMonths
  return typeof months === 'number' && months > 0 ? months : null
}

/**
 * The same day and time `months` calendar months earlier; a day the earlier month lacks becomes
 * its last day (31 March minus one month is 28 or 29 February).
 */
export function monthsBefore(date: Date, months: number): Date {
  const cutoff = new Date(date)
  cutoff.setUTCDate(1)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  const lastDay = new Date(
    Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0),
  ).getUTCDate()
  cutoff.setUTCDate(Math.min(date.getUTCDate(), lastDay))
  return cutoff
}
