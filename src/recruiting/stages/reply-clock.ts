import type { NumberField, PayloadRequest } from 'payload'

import { hoursOfOwner, startClock } from '@/desk/clock/clock'
import { targetMinutes } from '@/desk/clock/targets'
import { addBusinessMinutes } from '@/desk/teams/business-hours'
import { siteTimeZone } from '@/lib/admin/time-zone/read'
import { defaultSiteTimeZone } from '@/lib/site/time-zones'
import { intakeStep } from '@/submissions/pipeline/steps'

import { intakePosting, recruitingIntakeOf, type RecruitingIntake } from '../intake-read'

/** How many business days a candidate waits at most, unless the posting says otherwise. */
export const defaultReplyWithinDays = 5

/** A posting's reply clock: the longest a candidate waits for a first answer or in a stage. */
export const replyWithinDaysField: NumberField = {
  name: 'replyWithinDays',
  label: 'Candidates hear from us within (business days)',
  type: 'number',
  min: 1,
  max: 30,
  defaultValue: defaultReplyWithinDays,
  admin: {
    description:
      'The longest a candidate waits for a first answer, and in any stage before the next move, on the owner’s team’s business hours. Past it, the application shows among those waiting past target.',
  },
}

export const replyTargetOf = (posting: { replyWithinDays?: unknown } | null | undefined) => ({
  amount:
    typeof posting?.replyWithinDays === 'number' && posting.replyWithinDays >= 1
      ? posting.replyWithinDays
      : defaultReplyWithinDays,
  unit: 'days' as const,
})

async function postingOf(req: PayloadRequest, posting: unknown) {
  const id =
    typeof posting === 'object' && posting !== null ? (posting as { id?: unknown }).id : posting
  if (typeof id !== 'number') return null
  return req.payload.findByID({
    collection: 'job-postings',
    id,
    select: { replyWithinDays: true },
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
}

/**
 * When a candidate who came into a stage at `from` should have moved on or heard from us: the
 * posting's business days later, on their owner's team's hours; at once while nobody owns them.
 */
export async function stageDueAt(
  req: PayloadRequest,
  application: { job?: unknown; owner?: unknown },
  from: Date,
): Promise<string> {
  const owner = typeof application.owner === 'number' ? application.owner : null
  const zone = (await siteTimeZone(req.payload, req)) ?? defaultSiteTimeZone
  const [posting, { hours }] = await Promise.all([
    postingOf(req, application.job),
    hoursOfOwner(req, owner, zone),
  ])
  // As the desk's clock: an application nobody owns is due at once.
  if (owner === null) return from.toISOString()
  return addBusinessMinutes(hours, from, targetMinutes(replyTargetOf(posting), hours)).toISOString()
}

/**
 * A job application's clock as it arrives, after the desk's: the first answer is due within its
 * posting's business days (the desk started it with the type's), and so is its first move. The
 * posting and the time zone come from the recruiting desk's read before the transaction, the
 * owner's hours from the desk's step.
 */
export const replyClockIntakeStep = () =>
  intakeStep<RecruitingIntake | undefined>({
    name: 'reply-clock',
    prepare: async (payload, read, type) =>
      type.slug === 'career-applications' ? recruitingIntakeOf(payload, read) : undefined,
    run: async ({ row, now }, intake, req) => {
      if (!intake) return undefined
      const owner = typeof row.owner === 'number' ? row.owner : null
      const posting = typeof row.job === 'number' ? intakePosting(intake, row.job) : undefined
      const { hours } = await hoursOfOwner(req, owner, intake.settings.timeZone)
      const clock = startClock(replyTargetOf(posting), hours, now, owner !== null)
      return { fields: { ...clock, stageDueAt: clock.responseDueAt } }
    },
  })
