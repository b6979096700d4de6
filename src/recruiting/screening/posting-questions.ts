import { unstable_cache } from 'next/cache'
import type { Payload, PayloadRequest } from 'payload'

import { payloadClient } from '@/lib/data/payload'
import { cacheTags } from '@/lib/data/tags'
import type { Locale } from '@/lib/site/locales'
import { activePostingTitled } from '@/submissions/job-application/open-posting'

import { screeningMessages } from './messages'
import type { FormQuestion, StoredQuestion } from './questions'

const questionsOf = (posting: { screeningQuestions?: unknown } | undefined | null) =>
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

/** Every open posting's questions, in one cached read, dropped when a posting changes. */
const readOpenPostingQuestions = unstable_cache(
  async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'job-postings',
      where: { status: { equals: 'active' } },
      select: { screeningQuestions: true },
      pagination: false,
      depth: 0,
    })
    return docs.map((posting) => ({ id: posting.id, questions: questionsOf(posting) }))
  },
  ['open-posting-screening-questions'],
  { tags: [cacheTags.jobPostings] },
)

/**
 * What the apply form asks for each posting it offers, keyed by the title it offers it under
 * (the form's choice of position), in the page's language.
 */
export async function formQuestionsByTitle(
  jobs: readonly { id: number; title: string }[],
  locale: Locale,
): Promise<Record<string, FormQuestion[]>> {
  const stored = await readOpenPostingQuestions()
  const byTitle: Record<string, FormQuestion[]> = {}
  for (const job of jobs) {
    const questions = stored.find((posting) => posting.id === job.id)?.questions ?? []
    if (questions.length > 0) {
      byTitle[job.title] = questions.map((question) => formQuestion(question, locale))
    }
  }
  return byTitle
}
