'use client'

import { useFormBinding } from '../form-binding'
import { PolicyLinks } from '../form-controls'
import { CheckboxField, type CheckboxFieldProps } from './checkbox-field'

/** A consent box, required: its text, then the policies it refers to. */
export function ConsentField(props: Omit<CheckboxFieldProps<string>, 'children'>) {
  const { words, locale } = useFormBinding()
  return (
    <CheckboxField required {...props}>
      {words.own.consent}
      <PolicyLinks words={words.shared.policies} locale={locale} />
    </CheckboxField>
  )
}
