import type { Locale } from '@/lib/site/locales'

import { screeningMessages } from './messages'
import type { FormQuestion, StoredQuestion } from './questions'

export const questionsOf = (posting: { screeningQuestions?: unknown } | undefined | null) =>
  (posting?.screeningQuestions ?? []) as StoredQuestion[]

/** A question as the form draws it in `locale`, without its knockout rule. */
export function formQuestion(question: StoredQuestion, locale: Locale): FormQuestion {
  const words = screeningMessages[locale]
  const fr = locale === 'fr'
  return {
    id: question.id ?? '',
    kind: question.kind,
    text: fr ? question.textFr : question.textEn,
    required: Boolean(question.required),
    options:
      question.kind === 'yesNo'
        ? [
            { value: 'yes', label: words.yes },
            { value: 'no', label: words.no },
          ]
        : (question.options ?? []).map((option) => ({
            value: option.id ?? '',
            label: fr ? option.labelFr : option.labelEn,
          })),
  }
}
