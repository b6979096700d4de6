import type { UIFieldServerProps } from 'payload'

import { adminLanguageOf, labelIn } from '@/lib/admin/language/words'

import type { StoredAnswer } from './questions'
import './screening-answers.scss'

const isAnswer = (value: unknown): value is StoredAnswer =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredAnswer).question === 'string' &&
  typeof (value as StoredAnswer).answer === 'string'

/**
 * A career application's screening answers, as the candidate read and gave them, the knockout
 * rules they matched on top: the flag is for the recruiter to weigh, and rejects nothing.
 */
export function ScreeningAnswers({ data, i18n }: UIFieldServerProps) {
  const answers = Array.isArray(data?.screeningAnswers)
    ? (data.screeningAnswers as unknown[]).filter(isAnswer)
    : []
  if (answers.length === 0) return null
  const say = (english: string) => labelIn(english, adminLanguageOf(i18n))
  const reasons = typeof data?.knockoutReasons === 'string' ? data.knockoutReasons : ''
  return (
    <section className="screening-answers" aria-labelledby="screening-answers-title">
      <h3 id="screening-answers-title" className="screening-answers__title">
        {say('Screening answers')}
      </h3>
      {data?.knockedOut && reasons && (
        <div className="screening-answers__flag" role="note">
          <p className="screening-answers__flag-title">
            {say('Flagged by a knockout answer. The application was not rejected.')}
          </p>
          <ul>
            {reasons.split('\n').map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      )}
      <dl className="screening-answers__list">
        {answers.map((answer) => (
          <div
            key={answer.questionId}
            className={
              answer.knockout
                ? 'screening-answers__item screening-answers__item--knockout'
                : 'screening-answers__item'
            }
          >
            <dt>{answer.question}</dt>
            <dd>
              {answer.answer}
              {answer.knockout && (
                <span className="screening-answers__badge">{say('Knockout')}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
