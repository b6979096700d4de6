import { TZDate } from '@date-fns/tz'
import type { PayloadRequest } from 'payload'

import { personalZone, siteTimeZone } from '@/lib/admin/time-zone/read'
import { isSiteTimeZone } from '@/lib/site/time-zones'

/** An account's own zone (its `timeZone`), else the site's: the clock its tasks are due on. */
export async function zoneOfAccount(req: PayloadRequest, account: number | null): Promise<string> {
  const found =
    account === null
      ? null
      : await req.payload.find({
          collection: 'users',
          where: { id: { equals: account } },
          select: { timeZone: true },
          depth: 0,
          limit: 1,
          overrideAccess: true,
          req,
        })
  const own = found?.docs[0]?.timeZone
  // The site's zone is read only for an account without one of its own.
  return isSiteTimeZone(own) ? own : personalZone(own, await siteTimeZone(req.payload, req))
}

/** A wall-clock time without a zone: `2026-12-07T09:00` or `2026-12-07 09:00[:00]`. */
const wallClockTime = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/

/**
 * A due time as sent: an instant (with `Z` or an offset) is kept; a wall-clock time without a
 * zone is read on `zone`'s clock ("09:00" for someone in Nairobi is 06:00 UTC). Anything else is
 * returned as it came, for the date field's own validation to refuse.
 */
export function dueInstant(value: unknown, zone: string): unknown {
  if (typeof value !== 'string') return value
  const wall = wallClockTime.exec(value.trim())
  if (!wall) return value
  const [year, month, day, hour, minute, second] = wall.slice(1).map((part) => Number(part ?? 0))
  const local = new TZDate(year, month - 1, day, hour, minute, second, zone)
  return Number.isNaN(local.getTime()) ? value : new Date(local.getTime()).toISOString()
}

/** A due time as its assignee reads it, e.g. "Mon 7 Dec 2026, 09:00". */
export const formatDue = (due: string | Date, zone: string, locale: 'en' | 'fr' = 'en') =>
  new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  }).format(new Date(due))
