import type { ComponentProps } from 'react'

import type { ReasonQuestion } from './outcome-question'
import { outcomeReasonParam } from './outcomes'

/**
 * The choice of why a deal was won or lost, asked before the status that closes it is set: on a
 * lead's status buttons and on a board card. Required, so a browser without scripts asks too.
 */
export function ReasonSelect({
  question,
  className,
  ...select
}: { question: ReasonQuestion; className: string } & ComponentProps<'select'>) {
  return (
    <label className={className}>
      <span>{question.label}</span>
      <select name={outcomeReasonParam} required {...select}>
        <option value="" disabled>
          {question.choose}
        </option>
        {question.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}
