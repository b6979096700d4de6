import { formMessages } from '@/submissions/form/messages'
import { jobApplication } from '@/submissions/job-application/definition'
import { postingAnswersIn } from '@/submissions/job-application/posting-answers'
import { RequestRefusal } from '@/submissions/pipeline/request-body'
import { intakeStep } from '@/submissions/pipeline/steps'

import { judgeAnswers } from './judge'
import { questionsOfPosting, questionsOfPostingTitled } from './posting-questions'

const isApplication = (slug: string) => slug === jobApplication.slug

/**
 * A job application's answers to its posting's screening questions: checked with the form's
 * rules (each required one answered, each of its kind, none to another posting's questions),
 * then stored as asked, with the knockout flag and the rules that matched. A knockout flags the
 * application and leaves its status as it arrived.
 */
export const screeningIntakeStep = () =>
  intakeStep({
    name: 'screening',
    check: async ({ type, values, locale }, payload) => {
      if (!isApplication(type.slug)) return undefined
      const sent = postingAnswersIn(values)
      const questions = await questionsOfPostingTitled(payload, String(values.position ?? ''))
      if (questions.length === 0 && Object.values(sent).every((typed) => typed.trim() === '')) {
        return undefined
      }
      const judged = judgeAnswers(questions, sent, locale)
      return 'refused' in judged ? judged.refused : undefined
    },
    prepare: async () => undefined,
    run: async ({ type, row, locale }, _prepared, req) => {
      if (!isApplication(type.slug) || typeof row.job !== 'number') return undefined
      const questions = await questionsOfPosting(row.job, req)
      if (questions.length === 0) return undefined
      const sent = (row.postingAnswers ?? {}) as Record<string, string>
      const judged = judgeAnswers(questions, sent, locale)
      // The posting's questions changed between the check and now: told as any refusal is.
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
