import type { Endpoint, PayloadRequest } from 'payload'

import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'

import { staffWrite } from '../timeline/endpoints'
import { nextStepPlannedParam, timelineRefusedParam } from '../timeline/outcome'
import { EntryRefusal } from '../timeline/timeline'
import { maxTaskTitleLength, taskKinds, type TaskKind } from './kinds'
import { nextStepFields } from './next-step-fields'

type Type = SubmissionTypeOf<SubmissionSlug>

const isKind = (value: unknown): value is TaskKind => taskKinds.some((kind) => kind.value === value)

/** A `datetime-local` input's value: a day and a time, read on the assignee's clock. */
const wallClock = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/

/**
 * Plans the lead's next step: a task for the signed-in person about this lead, due at the day
 * and time they gave, on their own clock (the tasks collection reads it so). Refused, saying why,
 * without what it is or a due time.
 */
export async function planNextStep(
  req: PayloadRequest,
  type: Type,
  id: number,
  fields: Record<string, unknown> | null,
) {
  const title = String(fields?.[nextStepFields.title] ?? '').trim()
  const due = String(fields?.[nextStepFields.due] ?? '').trim()
  const kind = fields?.[nextStepFields.kind]
  if (!title) throw new EntryRefusal('stepTitle', 'Say what the next step is.')
  if (title.length > maxTaskTitleLength) {
    throw new EntryRefusal('long', `Say it in ${maxTaskTitleLength} characters at most.`)
  }
  if (!wallClock.test(due) || Number.isNaN(Date.parse(`${due}Z`))) {
    throw new EntryRefusal('stepDue', 'Give the next step a day and a time.')
  }
  await req.payload.create({
    collection: 'tasks',
    data: {
      title,
      kind: isKind(kind) ? kind : 'followUp',
      due,
      assignee: req.user!.id,
      relatedTo: { relationTo: type.slug, value: id },
    } as never,
    overrideAccess: false,
    user: req.user,
    req,
  })
}

/**
 * POST /api/<slug>/:id/next-step: plans the lead's next step (`nextStepKind`, `nextStepTitle`,
 * `nextStepDue` as `YYYY-MM-DDTHH:MM` on the caller's clock), for staff who work the type. Answered
 * like the timeline's posts: JSON with the timeline, or the page's plain form post with a redirect.
 */
export const nextStepEndpoint = (type: Type): Endpoint =>
  staffWrite(
    type,
    '/:id/next-step',
    { done: `${nextStepPlannedParam}=1`, refused: timelineRefusedParam },
    (req, id, fields) => planNextStep(req, type, id, fields),
  )
