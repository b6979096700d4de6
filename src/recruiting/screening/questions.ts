/** How many questions one posting may ask: more, and candidates stop before the end. */
export const maxScreeningQuestions = 10

/** The longest short-text answer a candidate may give. */
export const maxTextAnswer = 200

export const screeningKinds = ['yesNo', 'choice', 'number', 'text'] as const

export type ScreeningKind = (typeof screeningKinds)[number]

/** A choice question's option, as the posting stores it (its `id` is the value the form sends). */
export type StoredOption = {
  id?: string | null
  labelEn: string
  labelFr: string
  knocksOut?: boolean | null
}

/**
 * A screening question as the posting stores it (collections/JobPostings.ts, `screeningQuestions`):
 * its text in both languages, its kind, whether an answer is required, and its knockout rule.
 */
export type StoredQuestion = {
  id?: string | null
  textEn: string
  textFr: string
  kind: ScreeningKind
  required?: boolean | null
  /** A yes/no question: the answer that flags the application. */
  knockoutAnswer?: 'yes' | 'no' | null
  options?: StoredOption[] | null
  /** A number question: an answer below it flags the application. */
  minimum?: number | null
  /** A number question: an answer above it flags the application. */
  maximum?: number | null
}

/**
 * A question as the apply form draws it, in the page's language: no knockout rule reaches the
 * browser.
 */
export type FormQuestion = {
  id: string
  kind: ScreeningKind
  text: string
  required: boolean
  options: { value: string; label: string }[]
}

/**
 * One answer as the application stores it (`screeningAnswers`): the question and the answer as
 * the candidate read and gave them, and whether it matched a knockout rule.
 */
export type StoredAnswer = {
  questionId: string
  question: string
  kind: ScreeningKind
  answer: string
  knockout: boolean
}
