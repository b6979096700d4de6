import type { AdminLanguage } from '@/lib/admin/language/words'
import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'

import { outcomeStatuses } from './outcomes'
import { reasonIn, type DealOutcome, type OutcomeReasons } from './reasons'

/** What a status closing a deal asks before it is set: why, from the outcome's list. */
export type ReasonQuestion = {
  question: string
  label: string
  choose: string
  options: { value: string; label: string }[]
}

const words: Record<
  AdminLanguage,
  Record<DealOutcome, string> & { label: string; choose: string }
> = {
  en: {
    won: 'Why was this deal won?',
    lost: 'Why was this deal lost?',
    label: 'Reason',
    choose: 'Choose a reason',
  },
  fr: {
    won: 'Pourquoi cette affaire a-t-elle été gagnée ?',
    lost: 'Pourquoi cette affaire a-t-elle été perdue ?',
    label: 'Raison',
    choose: 'Choisissez une raison',
  },
}

/**
 * The question each of the type's deal-closing statuses asks, in the reader's language, keyed by
 * status; none for a type whose leads are not deals. The value sent is the reason's English
 * wording, what the lead stores.
 */
export function reasonQuestions(
  type: SubmissionTypeOf<SubmissionSlug>,
  reasons: OutcomeReasons,
  language: AdminLanguage,
): Record<string, ReasonQuestion> {
  const said = words[language]
  return Object.fromEntries(
    Object.entries(outcomeStatuses(type)).map(([status, outcome]) => [
      status,
      {
        question: said[outcome],
        label: said.label,
        choose: said.choose,
        options: reasons[outcome].map(({ en }) => ({
          value: en,
          label: reasonIn(en, reasons[outcome], language),
        })),
      },
    ]),
  )
}
