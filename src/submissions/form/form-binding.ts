'use client'

import { createContext, use } from 'react'
import type { Control, FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form'

import type { Locale } from '@/lib/site/locales'

import type { FormWords } from './words'

/** What a field needs from its form; names are checked where the fields are typed (fieldsFor). */
export type FormBinding = {
  register: UseFormRegister<FieldValues>
  control: Control<FieldValues>
  errors: FieldErrors
  words: FormWords
  locale: Locale
  /** A rule's message (made in English) in the page's language. */
  translate: (message: string) => string
  /** The answers the form is drawn with: the server's copy when it sent the form back. */
  initialValues: Readonly<Record<string, string | boolean>>
  /** The field a form sent back focuses first, so that the browser starts there. */
  firstInvalid?: string
}

export const FormBindingContext = createContext<FormBinding | null>(null)

export function useFormBinding() {
  const binding = use(FormBindingContext)
  if (!binding) throw new Error('Form fields render inside a <SubmissionForm>.')
  return binding
}
