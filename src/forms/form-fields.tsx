'use client'

import type React from 'react'
import { createContext, use } from 'react'
import {
  Controller,
  useWatch,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
  type UseFormReturn,
} from 'react-hook-form'

import {
  Checkbox,
  Field,
  type FieldControl,
  Honeypot,
  Input,
  PolicyLinks,
  Select,
  SubmitButton,
  Textarea,
} from './form-controls'
import { honeypotField } from './fill-fields'

/** What a field needs from its form; names are checked where the fields are typed (fieldsFor). */
type FormBinding = {
  register: UseFormRegister<FieldValues>
  control: Control<FieldValues>
  errors: FieldErrors
  labels: Readonly<Record<string, string>>
}

const FormBindingContext = createContext<FormBinding | null>(null)

function useFormBinding() {
  const binding = use(FormBindingContext)
  if (!binding) throw new Error('Form fields render inside a <SubmissionForm>.')
  return binding
}

type SubmissionFormProps<Input extends FieldValues> = {
  form: Pick<UseFormReturn<Input, unknown, unknown>, 'register' | 'control' | 'formState'> & {
    onSubmit: React.FormEventHandler<HTMLFormElement>
    /** Downloads what submitting needs (rules, toasts) once the visitor turns to the form. */
    preload: () => void
  }
  /** The schema's labels, by field name: the staff e-mails name the fields the same way. */
  labels: Readonly<Record<string, string>>
  submitLabel: string
  children: React.ReactNode
}

/** A public form: its fields on a two-column grid, then the honeypot and the submit button. */
export function SubmissionForm<Input extends FieldValues>({
  form,
  labels,
  submitLabel,
  children,
}: SubmissionFormProps<Input>) {
  const { errors, isSubmitting } = form.formState
  // The fields check their names against Input (see fieldsFor); the binding itself is untyped.
  const binding = {
    register: form.register,
    control: form.control,
    errors,
    labels,
  } as unknown as FormBinding
  return (
    <FormBindingContext value={binding}>
      <form
        onSubmit={form.onSubmit}
        onFocus={form.preload}
        onPointerEnter={form.preload}
        noValidate
        className="relative grid gap-5 sm:grid-cols-2"
      >
        {children}
        <Honeypot {...binding.register(honeypotField)} />
        <div className="sm:col-span-2">
          <SubmitButton submitting={isSubmitting} label={submitLabel} />
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

/** The named field's label, hint and message, wired to the control drawn by `children`. */
function FormField({
  name,
  optional,
  wide,
  hint,
  children,
}: Layout<string> & { hint?: string; children: (control: FieldControl) => React.ReactNode }) {
  const { errors, labels } = useFormBinding()
  return (
    <Field
      label={labels[name]}
      error={errors[name]}
      hint={hint}
      optional={optional}
      className={wide ? 'sm:col-span-2' : undefined}
    >
      {children}
    </Field>
  )
}

type TextFieldProps<Name extends string> = Layout<Name> &
  Omit<React.ComponentProps<typeof Input>, 'control' | 'name'>

/** A one-line input: text unless `type` asks for an e-mail address, a phone number, a URL... */
function TextField({ name, optional, wide, ...props }: TextFieldProps<string>) {
  const { register } = useFormBinding()
  return (
    <FormField name={name} optional={optional} wide={wide}>
      {(control) => <Input control={control} {...props} {...register(name)} />}
    </FormField>
  )
}

type TextareaFieldProps<Name extends string> = Layout<Name> &
  Omit<React.ComponentProps<typeof Textarea>, 'control' | 'name'>

function TextareaField({ name, optional, wide, ...props }: TextareaFieldProps<string>) {
  const { register } = useFormBinding()
  return (
    <FormField name={name} optional={optional} wide={wide}>
      {(control) => <Textarea control={control} {...props} {...register(name)} />}
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
  const { register } = useFormBinding()
  return (
    <FormField name={name} optional={optional} wide={wide}>
      {(control) => <Select control={control} {...props} {...register(name, { onChange })} />}
    </FormField>
  )
}

type FileFieldProps<Name extends string> = Layout<Name> & { accept: string; hint: string }

const fileButtonClasses =
  'file:mr-3 file:rounded-md file:border-0 file:bg-teal-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-teal-800 hover:file:bg-teal-100'

/** One attachment: the form holds the chosen File, which the submission sends as its own part. */
function FileField({ name, optional, wide, hint, accept }: FileFieldProps<string>) {
  const { control } = useFormBinding()
  // A new fill gets a new key; keying the file input on it clears it after a success.
  const fill = useWatch({ control, name: 'submissionKey' })
  return (
    <FormField name={name} optional={optional} wide={wide} hint={hint}>
      {(field) => (
        <Controller
          control={control}
          name={name}
          render={({ field: { onChange, onBlur, ref } }) => (
            <Input
              key={fill}
              control={field}
              type="file"
              name={name}
              accept={accept}
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
}

/** A box to tick, its text beside it (checkboxes have no label above them). */
function CheckboxField({ name, wide, children }: CheckboxFieldProps<string>) {
  const { register, errors } = useFormBinding()
  const checkbox = <Checkbox label={children} error={errors[name]} {...register(name)} />
  return wide ? <div className="sm:col-span-2">{checkbox}</div> : checkbox
}

/** A consent box: its text, then the policies it refers to. */
function ConsentField({ children, ...props }: CheckboxFieldProps<string>) {
  return (
    <CheckboxField {...props}>
      {children}
      <PolicyLinks />
    </CheckboxField>
  )
}

type FieldComponents<Name extends string> = {
  TextField: (props: TextFieldProps<Name>) => React.ReactNode
  TextareaField: (props: TextareaFieldProps<Name>) => React.ReactNode
  SelectField: (props: SelectFieldProps<Name>) => React.ReactNode
  FileField: (props: FileFieldProps<Name>) => React.ReactNode
  CheckboxField: (props: CheckboxFieldProps<Name>) => React.ReactNode
  ConsentField: (props: CheckboxFieldProps<Name>) => React.ReactNode
}

/**
 * The field components, each labelled, wired to its message and registered by `name` in the
 * enclosing SubmissionForm. Typed for one form's values, so a misspelt name does not compile.
 */
export function fieldsFor<Input extends FieldValues>(): FieldComponents<Path<Input>> {
  return { TextField, TextareaField, SelectField, FileField, CheckboxField, ConsentField }
}
