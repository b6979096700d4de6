import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/lib/site/locales'
import { activePostingTitled } from '@/submissions/job-application/open-posting'

import { screeningMessages } from './messages'
import type { FormQuestion, StoredQuestion } from './questions'

export const questionsOf = (posting: { screeningQuestions?: unknown } | undefined | null) =>
  (posting?.screeningQuestions ?? []) as StoredQuestion[]

/** The questions of the open posting a candidate chose by its title; none for no posting. */
export async function questionsOfPostingTitled(
  payload: Payload,
  title: string,
): Promise<StoredQuestion[]> {
  return questionsOf(await activePostingTitled(payload, title, { screeningQuestions: true }))
}

/** A posting's questions as they are now, read in the request's transaction. */
export async function questionsOfPosting(id: number, req: PayloadRequest) {
  const posting = await req.payload.findByID({
    collection: 'job-postings',
    id,
    select: { screeningQuestions: true },
    depth: 0,
    req,
    disableErrors: true,
  })
  return questionsOf(posting)
}

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
