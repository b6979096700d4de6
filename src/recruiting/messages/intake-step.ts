import { intakeStep, type IntakeStep } from '@/submissions/pipeline/steps'

import { recruitingIntakeOf, type RecruitingIntake } from '../intake-read'
import { acknowledgementEmail } from './acknowledgement'
import { jobApplicationSlug } from './purposes'

/** A job application's confirmation becomes the candidate's acknowledgement (acknowledgement.ts). */
export const candidateMessagesIntakeStep = (): IntakeStep =>
  intakeStep<RecruitingIntake | undefined>({
    name: 'Candidate acknowledgement',
    prepare: async (payload, read, type) =>
      type.slug === jobApplicationSlug ? recruitingIntakeOf(payload, read) : undefined,
    run: async (_submission, intake, req) =>
      intake
        ? {
            afterInsert: async (stored) => ({
              confirmation: await acknowledgementEmail(req, stored, intake),
            }),
          }
        : undefined,
  })
