import type { UIFieldServerProps } from 'payload'

import { remainingCandidates } from './bulk'
import { PostButton } from './PostButton'
import { jobApplicationSlug } from './purposes'

/** The reasons rejection templates are kept for, in English, each offered once. */
async function reasonsWithTemplates(props: UIFieldServerProps) {
  const { docs } = await props.payload.find({
    collection: 'reply-templates',
    where: {
      and: [
        { submissionType: { equals: jobApplicationSlug } },
        { purpose: { equals: 'rejection' } },
        { rejectionReason: { exists: true } },
      ],
    },
    select: { rejectionReason: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: props.req.user,
    req: props.req,
  })
  const reasons = docs.map((doc) => doc.rejectionReason?.trim() ?? '').filter(Boolean)
  return [...new Set(reasons)].sort()
}

/**
 * Once a posting is filled: rejects all its remaining candidates (neither hired nor rejected) with
 * one reason, posted with the page's form before the admin's scripts run, JSON after. Each gets
 * the rejection e-mail after the usual delay.
 */
export async function RejectRemaining(props: UIFieldServerProps) {
  const { data, payload, req } = props
  if (!data?.id) return null
  const remaining = (await remainingCandidates(req, data.id as number)).length
  if (remaining === 0) return null
  const reasons = await reasonsWithTemplates(props)
  const action = `${payload.config.routes.api}/job-postings/${data.id}/reject-remaining`
  return (
    <details className="reject-remaining">
      <summary>Reject the remaining candidates</summary>
      <div className="reject-remaining__form" data-post-group>
        <p className="field-description">
          {remaining === 1 ? 'One candidate is' : `${remaining} candidates are`} neither hired nor
          rejected. Each gets the rejection e-mail for the reason chosen, in their language, after
          the delay of Site settings; you can cancel each one from its application until then.
        </p>
        <label className="reject-remaining__label">
          Reason
          <select
            name="reason"
            defaultValue={reasons.includes('Position filled') ? 'Position filled' : ''}
          >
            <option value="">Other reason (the general rejection)</option>
            {reasons.map((reason) => (
              <option key={reason} value={reason}>
                {reason}
              </option>
            ))}
          </select>
        </label>
        <PostButton
          action={action}
          field="reason"
          className="btn btn--style-secondary btn--size-small"
        >
          Reject {remaining === 1 ? 'the candidate' : `all ${remaining}`}
        </PostButton>
      </div>
    </details>
  )
}
