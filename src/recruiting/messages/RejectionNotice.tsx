import type { UIFieldServerProps } from 'payload'

import { PostButton } from './PostButton'
import { jobApplicationSlug } from './purposes'

/** A time as the viewer reads it: in their own zone, else the site's. */
const inZone = (at: string, timeZone: string | undefined) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(at))

/**
 * "Rejection e-mail scheduled for <date> — Cancel" in a job application's sidebar while its
 * rejection waits: the button posts the page's form before the admin's scripts run, JSON after.
 */
export async function RejectionNotice({ data, payload, req }: UIFieldServerProps) {
  if (!data?.id) return null
  const { docs } = await payload.find({
    collection: 'rejection-emails',
    where: { and: [{ application: { equals: data.id } }, { state: { equals: 'scheduled' } }] },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
  })
  const waiting = docs[0]
  if (!waiting) return null
  const timeZone = (req.user as { timeZone?: string } | null)?.timeZone ?? undefined
  const action = `${payload.config.routes.api}/${jobApplicationSlug}/${data.id}/cancel-rejection`
  return (
    <p className="rejection-notice" role="status">
      Rejection e-mail scheduled for{' '}
      <time dateTime={waiting.dueAt}>{inZone(waiting.dueAt, timeZone)}</time>
      {waiting.reason ? ` (${waiting.reason})` : ''} —{' '}
      <PostButton action={action} className="rejection-notice__cancel">
        Cancel
      </PostButton>
    </p>
  )
}
