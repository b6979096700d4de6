'use client'

import type React from 'react'
import { useMemo } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'

import type { Locale } from '@/lib/site/locales'
import { localeField, sentFromField, type FormState } from '@/submissions/pipeline/response'

import { SubmitButton } from '@/components/ui/form-controls'

import { ConnectionNotice, FormAlert, Honeypot, SentConfirmation } from './form-controls'
import { honeypotField } from './fill'
import { FormBindingContext, type FormBinding } from './form-binding'
import { CheckboxField, type CheckboxFieldProps } from './fields/checkbox-field'
import { ConsentField } from './fields/consent-field'
import { FileField, type FileFieldProps } from './fields/file-field'
import { SelectField, type SelectFieldProps } from './fields/select-field'
import { TextField, type TextFieldProps } from './fields/text-field'
import { TextareaField, type TextareaFieldProps } from './fields/textarea-field'
import type { ConnectionState } from './use-submission-form'
import type { FormWords } from './words'
import { translator } from '@/i18n/translate-text'

type SubmissionFormProps<Input extends FieldValues> = {
  form: Pick<UseFormReturn<Input, unknown, unknown>, 'register' | 'control' | 'formState'> & {
    /** The <form>: the fields it holds when the script takes it over are read from it. */
    element: React.Ref<HTMLFormElement>
    onSubmit: React.FormEventHandler<HTMLFormElement>
    /** Downloads what submitting needs (rules, toasts) once the visitor turns to the form. */
    preload: () => void
    /** The server action the browser posts to when no script has taken the form over. */
    formAction: (formData: FormData) => void
    locale: Locale
    /** The page the form is on, which its submissions record. */
    page: string
    sentBack?: Extract<FormState, { status: 'refused' }>
    /** What the fields show before any script runs. */
    initialValues: Readonly<Record<string, string | boolean>>
    hydrated: boolean
    connection: ConnectionState
    submitting: boolean
    /** Set once its script has sent it: its confirmation is shown in its place. */
    sent: { reference?: string; success: FormWords['own']['success'] } | null
    fillAgain: () => void
  }
  /** Its words in the page's language (formWords, from its page). */
  words: FormWords
  children: React.ReactNode
}

/**
 * A public form: its fields on a two-column grid, then the honeypot and the submit button. Its
 * script validates and sends it; until that script runs, the browser posts it to the form's server
 * action, which answers with a page, so a form never depends on JavaScript.
 */
export function SubmissionForm<Input extends FieldValues>({
  form: { element, ...form },
  words,
  children,
}: SubmissionFormProps<Input>) {
  const labels = words.own.labels
  const translate = useMemo(() => translator(words.translations), [words.translations])
  const { errors, isSubmitted } = form.formState
  const sentBack = form.sentBack
  const firstInvalid = sentBack
    ? [...Object.keys(labels), ...Object.keys(sentBack.fieldErrors)].find(
        (field) => sentBack.fieldErrors[field],
      )
    : undefined
  // The fields check their names against Input (see fieldsFor); the binding itself is untyped.
  const binding = {
    register: form.register,
    control: form.control,
    errors,
    words,
    locale: form.locale,
    translate,
    initialValues: form.initialValues,
    firstInvalid,
  } as unknown as FormBinding
  if (form.sent) {
    return (
      <SentConfirmation
        success={form.sent.success}
        reference={form.sent.reference}
        itemName={words.own.itemName}
        words={words.shared.sent}
        onAgain={form.fillAgain}
      />
    )
  }
  return (
    <FormBindingContext value={binding}>
      <form
        ref={element}
        action={form.formAction}
        onSubmit={form.onSubmit}
        onFocus={form.preload}
        onPointerEnter={form.preload}
        noValidate
        data-enhanced={form.hydrated ? '' : undefined}
        className="relative grid gap-5 sm:grid-cols-2"
      >
        {sentBack && !isSubmitted && (
          <FormAlert className="sm:col-span-2" autoFocus={!firstInvalid}>
            {sentBack.message}
          </FormAlert>
        )}
        <input type="hidden" name={localeField} value={form.locale} />
        <input type="hidden" name={sentFromField} value={form.page} />
        {children}
        <Honeypot {...binding.register(honeypotField)} />
        <div className="flex flex-col gap-3 sm:col-span-2">
          <SubmitButton
            submitting={form.submitting}
            label={words.own.submit}
            submittingLabel={words.shared.submitting}
          />
          <ConnectionNotice
            connection={form.connection}
            itemName={words.own.itemName}
            words={words.shared.connection}
          />
        </div>
      </form>
    </FormBindingContext>
  )
}

type FieldComponents<Name extends string> = {
  TextField: (props: TextFieldProps<Name>) => React.ReactNode
  TextareaField: (props: TextareaFieldProps<Name>) => React.ReactNode
  SelectField: (props: SelectFieldProps<Name>) => React.ReactNode
  FileField: (props: FileFieldProps<Name>) => React.ReactNode
  CheckboxField: (props: CheckboxFieldProps<Name>) => React.ReactNode
  ConsentField: (props: Omit<CheckboxFieldProps<Name>, 'children'>) => React.ReactNode
}

/**
 * The field components, each labelled, wired to its message and registered by `name` in the
 * enclosing SubmissionForm. Typed for one form's values, so a misspelt name does not compile.
 */
export function fieldsFor<Input extends FieldValues>(): FieldComponents<Path<Input>> {
  return { TextField, TextareaField, SelectField, FileField, CheckboxField, ConsentField }
}
