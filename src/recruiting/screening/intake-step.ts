import { formMessages } from '@/submissions/form/messages'
import { jobApplication } from '@/submissions/job-application/definition'
import { postingAnswersIn } from '@/submissions/job-application/posting-answers'
import { RequestRefusal } from '@/submissions/pipeline/request-body'
import { intakeStep } from '@/submissions/pipeline/steps'

import { intakePosting, recruitingIntakeOf, type RecruitingIntake } from '../intake-read'
import { judgeAnswers } from './judge'

const isApplication = (slug: string) => slug === jobApplication.slug

/**
 * A job application's answers to its posting's screening questions: checked with the form's
 * rules (each required one answered, each of its kind, none to another posting's questions),
 * read with the recruiting desk's other steps before the transaction (intake-read.ts), then
 * stored as asked, with the knockout flag and the rules that matched. A knockout flags the
 * application and leaves its status as it arrived.
 */
export const screeningIntakeStep = () =>
  intakeStep<RecruitingIntake | undefined>({
    name: 'screening',
    check: async ({ type, values, locale }, payload, read) => {
      if (!isApplication(type.slug)) return undefined
      const sent = postingAnswersIn(values)
      const intake = await recruitingIntakeOf(payload, read)
      const questions = intakePosting(intake, String(values.position ?? ''))?.questions ?? []
      if (questions.length === 0 && Object.values(sent).every((typed) => typed.trim() === '')) {
        return undefined
      }
      const judged = judgeAnswers(questions, sent, locale)
      return 'refused' in judged ? judged.refused : undefined
    },
    prepare: async (payload, read, type) =>
      isApplication(type.slug) ? recruitingIntakeOf(payload, read) : undefined,
    run: async ({ row, locale }, intake) => {
      if (!intake || typeof row.job !== 'number') return undefined
      const questions = intakePosting(intake, row.job)?.questions ?? []
      if (questions.length === 0) return undefined
      const sent = (row.postingAnswers ?? {}) as Record<string, string>
      const judged = judgeAnswers(questions, sent, locale)
      // The posting applied for (read in the transaction) is not the one checked: told as any
      // refusal is.
      if ('refused' in judged) {
        throw new RequestRefusal(400, formMessages.refusals.correctFields, judged.refused)
      }
      const { answers, knockoutReasons } = judged
      return {
        fields: {
          screeningAnswers: answers,
          knockedOut: knockoutReasons.length > 0,
          knockoutReasons: knockoutReasons.join('\n') || null,
        },
      }
    },
  })
