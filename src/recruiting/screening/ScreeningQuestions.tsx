'use client'

import { useEffect } from 'react'
import { useWatch } from 'react-hook-form'

import { Field, Input, Select } from '@/components/ui/form-controls'
import { useFormBinding } from '@/submissions/form/form-binding'
import { inLanguage, useInitialProps } from '@/submissions/form/fields/form-field'
import {
  isPostingAnswerField,
  postingAnswerField,
} from '@/submissions/job-application/posting-answers'

import type { ScreeningWords } from './messages'
import { maxTextAnswer, type FormQuestion } from './questions'

type Props = {
  /** Each offered posting's questions, by the title the form offers it under. */
  byTitle: Readonly<Record<string, FormQuestion[]>>
  words: ScreeningWords
}

function Question({ question, words }: { question: FormQuestion; words: ScreeningWords }) {
  const binding = useFormBinding()
  const name = postingAnswerField(question.id)
  const { value, autoFocus } = useInitialProps(name)
  const registered = {
    defaultValue: typeof value === 'string' ? value : '',
    autoFocus,
    ...binding.register(name),
  }
  const hint =
    question.kind === 'number'
      ? words.numberHint
      : question.kind === 'text'
        ? words.textHint
        : undefined
  return (
    <Field
      label={question.text}
      error={inLanguage(binding.errors[name], binding.translate)}
      hint={hint}
      optional={question.required ? undefined : binding.words.shared.optional}
      className="sm:col-span-2"
    >
      {(control) =>
        question.kind === 'yesNo' || question.kind === 'choice' ? (
          <Select
            control={control}
            placeholder={words.choose}
            options={question.options}
            {...registered}
          />
        ) : question.kind === 'number' ? (
          <Input control={control} inputMode="decimal" {...registered} />
        ) : (
          <Input control={control} maxLength={maxTextAnswer} {...registered} />
        )
      }
    </Field>
  )
}

/**
 * The chosen posting's screening questions, inside the apply form: drawn by the server for the
 * posting the page has chosen (or the one a refused form was sent with), so they work before and
 * without scripts; once the script runs they follow the position chosen, and answers to another
 * posting's questions are dropped rather than sent.
 */
export function ScreeningQuestions({ byTitle, words }: Props) {
  const { control } = useFormBinding()
  const position = useWatch({ control, name: 'position' }) as unknown
  const questions = (typeof position === 'string' && byTitle[position]) || []
  const asked = questions.map((question) => postingAnswerField(question.id))
  const answered = useWatch({
    control,
    compute: (values: Record<string, unknown>) =>
      Object.keys(values).filter(isPostingAnswerField).join(' '),
  })
  const others = answered
    .split(' ')
    .filter((field) => field !== '' && !asked.includes(field))
    .join(' ')
  useEffect(() => {
    if (others) control.unregister(others.split(' '))
  }, [others, control])
  if (questions.length === 0) return null
  return (
    <fieldset className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:col-span-2 sm:p-5">
      <legend className="px-1 text-base font-semibold text-navy-950">{words.heading}</legend>
      {questions.map((question) => (
        <Question key={question.id} question={question} words={words} />
      ))}
    </fieldset>
  )
}
