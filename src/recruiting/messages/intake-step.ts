import { intakeStep, type IntakeStep } from '@/submissions/pipeline/steps'

import { acknowledgementEmail } from './acknowledgement'
import { jobApplicationSlug } from './purposes'

/** A job application's confirmation becomes the candidate's acknowledgement (acknowledgement.ts). */
export const candidateMessagesIntakeStep = (): IntakeStep =>
  intakeStep<undefined>({
    name: 'Candidate acknowledgement',
    prepare: async () => undefined,
    run: async (submission, _prepared, req) =>
      submission.type.slug === jobApplicationSlug
        ? {
            afterInsert: async (stored) => ({
              confirmation: await acknowledgementEmail(req, stored),
            }),
          }
        : undefined,
  })
