/**
 * A posting may ask questions of its own (the recruiting desk's screening questions). The form
 * names each answer's field after its question, `question-<id>`; the schema collects them into
 * `postingAnswers`, which no column stores: an intake step judges them against the posting and
 * stores what it makes of them. A form sent back without scripts keeps them as typed.
 */
const postingAnswerPrefix = 'question-'

export const postingAnswerField = (questionId: string) => `${postingAnswerPrefix}${questionId}`

export const isPostingAnswerField = (field: string) => field.startsWith(postingAnswerPrefix)

/** The question an answer's field names. */
export const questionOfField = (field: string) => field.slice(postingAnswerPrefix.length)

/** The answers in what the visitor sent, by question id: text as sent, anything else left out. */
export function postingAnswersIn(
  values: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const answers: Record<string, string> = {}
  for (const [field, value] of Object.entries(values)) {
    if (isPostingAnswerField(field) && typeof value === 'string') {
      answers[questionOfField(field)] = value
    }
  }
  return answers
}
