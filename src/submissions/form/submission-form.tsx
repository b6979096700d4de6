'use client'

import type React from 'react'
import { createContext, use, useMemo } from 'react'
import {
  Controller,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
  type UseFormReturn,
} from 'react-hook-form'

import type { Locale } from '@/lib/site/locales'
import { localeField, sentFromField, type FormState } from '@/submissions/pipeline/response'

import {
  Checkbox,
  Field,
  type FieldControl,
  Input,
  Select,
  SubmitButton,
  Textarea,
} from '@/components/ui/form-controls'

import {
  ConnectionNotice,
  FormAlert,
  Honeypot,
  PolicyLinks,
  SentConfirmation,
} from './form-controls'
import { honeypotField } from './fill'
import type { ConnectionState } from './use-submission-form'
import type { FormWords } from './words'
import { translator } from '@/i18n/translate-text'

/** What a field needs from its form; names are checked where the fields are typed (fieldsFor). */
type FormBinding = {
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

const FormBindingContext = createContext<FormBinding | null>(null)

function useFormBinding() {
  const binding = use(FormBindingContext)
  if (!binding) throw new Error('Form fields render inside a <SubmissionForm>.')
  return binding
}

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

type Layout<Name extends string> = {
  name: Name
  /** Says '(optional)' after the label. */
  optional?: boolean
  /** Spans both columns of the grid (from the small breakpoint on). */
  wide?: boolean
}

/** What a field is drawn with before any script runs: its answer, and focus if it comes first. */
function useInitialProps(name: string) {
  const { initialValues, firstInvalid } = useFormBinding()
  const value = initialValues[name]
  return { value, autoFocus: firstInvalid === name || undefined }
}

/** A text control's initial props and its binding (`onChange` runs after the form's own). */
function useRegistered(name: string, onChange?: React.ChangeEventHandler) {
  const { register } = useFormBinding()
  const { value, autoFocus } = useInitialProps(name)
  const defaultValue = typeof value === 'string' ? value : ''
  return { defaultValue, autoFocus, ...register(name, { onChange }) }
}

/** A field's message as the page's language has it. */
const inLanguage = (error: FieldErrors[string], translate: (message: string) => string) =>
  error && { message: typeof error.message === 'string' ? translate(error.message) : undefined }

/** The named field's label, hint and message, wired to the control drawn by `children`. */
function FormField({
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

type TextFieldProps<Name extends string> = Layout<Name> &
  Omit<React.ComponentProps<typeof Input>, 'control' | 'name'> & {
    /** A line under the field, e.g. the format it expects. */
    hint?: string
  }

/** A one-line input: text unless `type` asks for an e-mail address, a phone number, a URL... */
function TextField({ name, optional, wide, hint, ...props }: TextFieldProps<string>) {
  const registered = useRegistered(name)
  return (
    <FormField name={name} optional={optional} wide={wide} hint={hint}>
      {(control) => <Input control={control} {...props} {...registered} />}
    </FormField>
  )
}

type TextareaFieldProps<Name extends string> = Layout<Name> &
  Omit<React.ComponentProps<typeof Textarea>, 'control' | 'name'>

function TextareaField({ name, optional, wide, ...props }: TextareaFieldProps<string>) {
  const registered = useRegistered(name)
  return (
    <FormField name={name} optional={optional} wide={wide}>
      {(control) => <Textarea control={control} {...props} {...registered} />}
    </FormField>
  )
}

type SelectFieldProps<Name extends string> = Layout<Name> &
  Omit<React.ComponentProps<typeof Select>, 'control' | 'name' | 'onChange'> & {
    /** Runs after the form has taken the choice. */
    onChange?: (event: React.ChangeEvent<HTMLSelectElement>) => void
  }

/** A choice among `options`, with `placeholder` as the empty first entry. */
function SelectField({ name, optional, wide, onChange, ...props }: SelectFieldProps<string>) {
  const registered = useRegistered(name, onChange as React.ChangeEventHandler)
  return (
    <FormField name={name} optional={optional} wide={wide}>
      {(control) => <Select control={control} {...props} {...registered} />}
    </FormField>
  )
}

type FileFieldProps<Name extends string> = Layout<Name> & { accept: string; hint: string }

const fileButtonClasses =
  'file:mr-3 file:rounded-md file:border-0 file:bg-teal-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-teal-800 hover:file:bg-teal-100'

/** One attachment: the form holds the chosen File, which the submission sends as its own part. */
function FileField({ name, optional, wide, hint, accept }: FileFieldProps<string>) {
  const { control } = useFormBinding()
  const { autoFocus } = useInitialProps(name)
  return (
    <FormField name={name} optional={optional} wide={wide} hint={hint}>
      {(field) => (
        <Controller
          control={control}
          name={name}
          render={({ field: { onChange, onBlur, ref } }) => (
            <Input
              control={field}
              type="file"
              name={name}
              accept={accept}
              autoFocus={autoFocus}
              ref={ref}
              onBlur={onBlur}
              onChange={(event) => onChange(event.target.files?.[0])}
              className={fileButtonClasses}
            />
          )}
        />
      )}
    </FormField>
  )
}

type CheckboxFieldProps<Name extends string> = Omit<Layout<Name>, 'optional'> & {
  /** The box's text. */
  children: React.ReactNode
  /** A box the form cannot be sent without, e.g. a consent. */
  required?: boolean
}

/** A box to tick, its text beside it (checkboxes have no label above them). */
function CheckboxField({ name, wide, required, children }: CheckboxFieldProps<string>) {
  const { register, errors, translate } = useFormBinding()
  const { value, autoFocus } = useInitialProps(name)
  const checkbox = (
    <Checkbox
      label={children}
      error={inLanguage(errors[name], translate)}
      defaultChecked={value === true}
      autoFocus={autoFocus}
      required={required}
      {...register(name)}
    />
  )
  return wide ? <div className="sm:col-span-2">{checkbox}</div> : checkbox
}

/** A consent box, required: its text, then the policies it refers to. */
function ConsentField(props: Omit<CheckboxFieldProps<string>, 'children'>) {
  const { words, locale } = useFormBinding()
  return (
    <CheckboxField required {...props}>
      {words.own.consent}
      <PolicyLinks words={words.shared.policies} locale={locale} />
    </CheckboxField>
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
