import { unstable_cache } from 'next/cache'

import { payloadClient } from '@/lib/data/payload'
import { cacheTags } from '@/lib/data/tags'
import type { Locale } from '@/lib/site/locales'

import { formQuestion, questionsOf } from './posting-questions'
import type { FormQuestion } from './questions'

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
