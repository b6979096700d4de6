import { TZDate } from '@date-fns/tz'

import type { SubmissionSlug } from '@/submissions'

/** What My work and the board can be narrowed to: each from the address's query, checked. */
export type WorkFilters = {
  /** One worked type's leads (and the tasks about them), or the tasks about organizations. */
  type: SubmissionSlug | 'organizations' | null
  status: string | null
  due: DueWithin | null
  organization: number | null
  /** An ISO country code, for the types whose form asks for one. */
  country: string | null
}

export const dueWithin = ['overdue', 'today', 'week'] as const
export type DueWithin = (typeof dueWithin)[number]

export const noFilters: WorkFilters = {
  type: null,
  status: null,
  due: null,
  organization: null,
  country: null,
}

const wholeNumber = (value: unknown) => {
  const number = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(number) && number > 0 ? number : null
}

const one = (value: unknown) => (Array.isArray(value) ? value[0] : value)

/**
 * The filters an address asks for, keeping only what can be: a type the viewer works, a status
 * of some worked type, a known due window, ids as whole numbers, a country as two letters. What
 * is not understood is left out, so a hand-edited address shows more rather than fails.
 */
export function readWorkFilters(
  query: Record<string, unknown>,
  types: readonly { slug: SubmissionSlug; statuses: readonly string[] }[],
): WorkFilters {
  const type = one(query.type)
  const status = one(query.status)
  const due = one(query.due)
  const country = one(query.country)
  const chosen = types.find((each) => each.slug === type)
  const statuses = chosen ? chosen.statuses : types.flatMap((each) => each.statuses)
  return {
    type: chosen ? chosen.slug : type === 'organizations' ? 'organizations' : null,
    status: typeof status === 'string' && statuses.includes(status) ? status : null,
    due: (dueWithin as readonly unknown[]).includes(due) ? (due as DueWithin) : null,
    organization: wholeNumber(one(query.organization)),
    country: typeof country === 'string' && /^[A-Z]{2}$/.test(country) ? country : null,
  }
}

/** The filters as an address's query, for links and saved views. */
export function workFiltersQuery(filters: WorkFilters): URLSearchParams {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(filters)) {
    if (value !== null) query.set(name, String(value))
  }
  return query
}

/**
 * The instant a due window ends on the viewer's clock: now for "overdue", the coming midnight
 * for "today", the midnight ending Sunday for "this week" (weeks start on Monday).
 */
export function dueWindowEnd(due: DueWithin, now: Date, zone: string): Date {
  if (due === 'overdue') return now
  const local = new TZDate(now.getTime(), zone)
  const daysLeft = due === 'today' ? 1 : 7 - ((local.getDay() + 6) % 7)
  const end = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + daysLeft, zone)
  return new Date(end.getTime())
}
