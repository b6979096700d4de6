import { intakeStep } from '@/submissions/pipeline/steps'

import { candidateEmailOf, candidatePhoneOf } from './identity'
import { matchCandidate } from './match'

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null

/**
 * A career application matched to its candidate as it is stored, in the same transaction: by
 * address, else by phone, else a new candidate. An application from someone who applied before
 * is flagged (`repeatCandidate`). Other submission types pass through untouched.
 */
export const candidateIntakeStep = () =>
  intakeStep({
    name: 'candidate',
    prepare: async () => undefined,
    run: async ({ type, row, sender, now }, _prepared, req) => {
      if (type.slug !== 'career-applications') return undefined
      const email = candidateEmailOf(row.email ?? sender.email)
      if (email === null) return undefined
      const candidate = await matchCandidate(req, {
        email,
        phone: candidatePhoneOf(row.phone),
        firstName: text(row.firstName),
        lastName: text(row.lastName),
        now,
      })
      return {
        fields: { candidate: candidate.id, repeatCandidate: candidate.earlierApplications > 0 },
      }
    },
  })
