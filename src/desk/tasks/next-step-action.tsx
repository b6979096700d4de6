import type { PayloadRequest } from 'payload'
import { cache } from 'react'

import { userHasRole } from '@/access/roles'
import { adminLanguageOf, labelIn } from '@/lib/admin/language/words'
import { siteTimeZones } from '@/lib/site/time-zones'
import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'

import type { TimelineAction } from '../timeline/actions'
import { taskKinds } from './kinds'
import { nextStepWords } from './next-step-words'
import { formatDue, zoneOfAccount } from './zone'

/**
 * The signed-in person's open steps about a lead, soonest first, in their words and on their own
 * clock; null for staff who do not work its type. Read once per render of a lead's page: its
 * phone desk and the box beside its timeline both show them.
 */
export const plannedSteps = cache(async function plannedSteps(
  req: PayloadRequest,
  type: SubmissionTypeOf<SubmissionSlug>,
  id: number,
) {
  const user = req.user
  if (!user || !userHasRole(user, 'admin', ...type.workedBy)) return null
  const [zone, { docs }] = await Promise.all([
    zoneOfAccount(req, user.id),
    req.payload.find({
      collection: 'tasks',
      where: {
        done: { equals: false },
        'relatedTo.relationTo': { equals: type.slug },
        'relatedTo.value': { equals: id },
      },
      sort: 'due',
      limit: 5,
      depth: 0,
      overrideAccess: false,
      user,
      req,
    }),
  ])
  const language = adminLanguageOf(req.i18n)
  const kinds = taskKinds.map(({ value, label }) => ({ value, label: labelIn(label, language) }))
  const now = Date.now()
  const planned = docs.map((task) => ({
    id: task.id,
    kind: kinds.find((kind) => kind.value === task.kind)?.label ?? task.kind,
    title: task.title,
    due: formatDue(task.due, zone, language),
    overdue: Date.parse(task.due) < now,
  }))
  const zoneName = siteTimeZones.find((each) => each.value === zone)?.label ?? zone
  return { planned, kinds, language, zoneName }
})

/**
 * "Next step" beside a lead's timeline, for staff who work its type: their open steps about it,
 * soonest first, and the box to plan one, due on their own clock.
 */
export const nextStepTimelineAction: TimelineAction = async (req, type, id) => {
  const steps = await plannedSteps(req, type, id)
  if (!steps) return null
  const { planned, kinds, language, zoneName } = steps
  // Loaded only where a page is rendered: the config that lists this action is also read by
  // scripts and jobs that render nothing.
  const { NextStepAction } = await import('./NextStepAction')
  return (
    <NextStepAction planned={planned} kinds={kinds} words={nextStepWords(language, zoneName)} />
  )
}
