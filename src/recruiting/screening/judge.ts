import type { Locale } from '@/lib/site/locales'
import { storable } from '@/submissions/form/schema-rules'
import { postingAnswerField } from '@/submissions/job-application/posting-answers'

import { screeningMessages } from './messages'
import { maxTextAnswer, type StoredAnswer, type StoredQuestion } from './questions'

/** What a candidate's answers come to: refused, field by field, or stored with their flags. */
export type Judgement =
  { refused: Record<string, string> } | { answers: StoredAnswer[]; knockoutReasons: string[] }

/** A number as candidates type it: "3", "2.5", "2,5" or "-1", spaces between thousands allowed. */
const numberPattern = /^-?\d+(?:[.,]\d+)?$/

const numberOf = (text: string): number | undefined => {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '')
  return numberPattern.test(compact) ? Number(compact.replace(',', '.')) : undefined
}

/** The question's text in `locale`; French for a French page, English otherwise. */
const textIn = (question: StoredQuestion, locale: Locale) =>
  locale === 'fr' ? question.textFr : question.textEn

type Judged =
  | { error: string }
  | {
      /** The answer as the candidate read it, and in English for the knockout's reason. */
      answer: { asGiven: string; inEnglish: string }
      /** Why the answer knocks out, after what it answered (" (below the minimum of 3)"). */
      knockout?: string
    }

/** One answer, typed, against its question's kind and knockout rule. */
function judgeOne(question: StoredQuestion, typed: string, locale: Locale): Judged {
  const { errors } = screeningMessages[locale]
  switch (question.kind) {
    case 'yesNo': {
      if (typed !== 'yes' && typed !== 'no') return { error: errors.yesNo }
      return {
        answer: {
          asGiven: screeningMessages[locale][typed],
          inEnglish: screeningMessages.en[typed],
        },
        knockout: question.knockoutAnswer === typed ? '' : undefined,
      }
    }
    case 'choice': {
      const option = question.options?.find((candidate) => candidate.id === typed)
      if (!option) return { error: errors.choice }
      return {
        answer: {
          asGiven: locale === 'fr' ? option.labelFr : option.labelEn,
          inEnglish: option.labelEn,
        },
        knockout: option.knocksOut ? '' : undefined,
      }
    }
    case 'number': {
      const value = numberOf(typed)
      if (value === undefined || !Number.isFinite(value)) return { error: errors.number }
      const { minimum, maximum } = question
      const knockout =
        typeof minimum === 'number' && value < minimum
          ? ` (below the minimum of ${minimum})`
          : typeof maximum === 'number' && value > maximum
            ? ` (above the maximum of ${maximum})`
            : undefined
      return { answer: { asGiven: String(value), inEnglish: String(value) }, knockout }
    }
    case 'text': {
      if (typed.length > maxTextAnswer) return { error: errors.tooLong }
      if (!storable(typed)) return { error: errors.unsupportedCharacters }
      return { answer: { asGiven: typed, inEnglish: typed } }
    }
  }
}

/**
 * A candidate's answers to a posting's questions (by question id), judged: each required question
 * answered, each answer of its kind, none to a question the posting does not ask; then each
 * answer stored as asked, and every knockout rule it matched as a reason ("Knockout: 'Do you hold
 * a valid work permit for Ghana?' answered No"). A knockout only flags: nothing here rejects.
 * Messages are in the candidate's language, reasons in English, the admin's own.
 */
export function judgeAnswers(
  questions: readonly StoredQuestion[],
  sent: Readonly<Record<string, string>>,
  locale: Locale,
): Judgement {
  const { errors } = screeningMessages[locale]
  const refused: Record<string, string> = {}
  const asked = new Set(questions.map((question) => question.id))
  if (Object.entries(sent).some(([id, typed]) => !asked.has(id) && typed.trim() !== '')) {
    refused.position = errors.otherPosting
  }
  const answers: StoredAnswer[] = []
  const knockoutReasons: string[] = []
  for (const question of questions) {
    if (!question.id) continue
    const field = postingAnswerField(question.id)
    const typed = (sent[question.id] ?? '').trim()
    if (typed === '') {
      if (question.required) refused[field] = errors.required
      continue
    }
    const judged = judgeOne(question, typed, locale)
    if ('error' in judged) {
      refused[field] = judged.error
      continue
    }
    const knockout = judged.knockout !== undefined
    answers.push({
      questionId: question.id,
      question: textIn(question, locale),
      kind: question.kind,
      answer: judged.answer.asGiven,
      knockout,
    })
    if (knockout) {
      knockoutReasons.push(
        `Knockout: '${question.textEn}' answered ${judged.answer.inEnglish}${judged.knockout}`,
      )
    }
  }
  return Object.keys(refused).length > 0 ? { refused } : { answers, knockoutReasons }
}
