'use client'

import type React from 'react'
import type { FieldErrors } from 'react-hook-form'

import { Field, type FieldControl } from '@/components/ui/form-controls'

import { useFormBinding } from '../form-binding'

export type Layout<Name extends string> = {
  name: Name
  /** Says '(optional)' after the label. */
  optional?: boolean
  /** Spans both columns of the grid (from the small breakpoint on). */
  wide?: boolean
}

/** What a field is drawn with before any script runs: its answer, and focus if it comes first. */
export function useInitialProps(name: string) {
  const { initialValues, firstInvalid } = useFormBinding()
  const value = initialValues[name]
  return { value, autoFocus: firstInvalid === name || undefined }
}

/** A text control's initial props and its binding (`onChange` runs after the form's own). */
export function useRegistered(name: string, onChange?: React.ChangeEventHandler) {
  const { register } = useFormBinding()
  const { value, autoFocus } = useInitialProps(name)
  const defaultValue = typeof value === 'string' ? value : ''
  return { defaultValue, autoFocus, ...register(name, { onChange }) }
}

/** A field's message as the page's language has it. */
export const inLanguage = (error: FieldErrors[string], translate: (message: string) => string) =>
  error && { message: typeof error.message === 'string' ? translate(error.message) : undefined }

/** The named field's label, hint and message, wired to the control drawn by `children`. */
export function FormField({
  name,
  optional,
  wide,
  hint,
  children,
}: Layout<string> & { hint?: string; children: (control: FieldControl) => React.ReactNode }) {
  const { errors, words, translate } = useFormBinding()
  return (
    <Field
      label={words.own.labels[name]}
      error={inLanguage(errors[name], translate)}
      hint={hint}
      optional={optional ? words.shared.optional : undefined}
      className={wide ? 'sm:col-span-2' : undefined}
    >
      {children}
    </Field>
  )
}
