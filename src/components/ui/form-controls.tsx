'use client'

import { clsx } from 'clsx'
import { ChevronDown } from '@/components/ui/lucide-icons'
import type React from 'react'
import { useId } from 'react'

import { Button } from '@/components/ui/button'

// Class names are joined with clsx, not tailwind-merge (kept out of the pages' JavaScript): no
// class here restates a property set by another, so there is nothing to merge.
const controlClasses =
  'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-navy-950 shadow-sm transition-colors placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 sm:text-sm'

const borderClasses = (invalid: boolean) =>
  invalid
    ? 'border-red-600 focus:outline-red-600'
    : 'border-slate-300 hover:border-slate-400 focus:outline-teal-600'

/** What a control needs from its field: its id, whether it is invalid, what describes it. */
export type FieldControl = { id: string; invalid: boolean; describedBy?: string }

/** A field's message as react-hook-form reports it, for plain and file fields alike. */
type FieldError = { message?: string }

type FieldProps = {
  label: React.ReactNode
  error?: FieldError
  hint?: string
  /** Said after the label of a field that may be left empty, e.g. "(optional)". */
  optional?: string
  className?: string
  children: (control: FieldControl) => React.ReactNode
}

/** A label, its control, an optional hint and the field's message, wired for screen readers. */
export function Field({ label, error, hint, optional, className, children }: FieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-navy-950">
        {label}
        {optional && <span className="font-normal text-slate-500"> {optional}</span>}
      </label>
      {children({ id, invalid: Boolean(error), describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error?.message && (
        <p id={errorId} className="text-sm text-red-700">
          {error.message}
        </p>
      )}
    </div>
  )
}

type InputProps = Omit<React.ComponentProps<'input'>, 'id'> & { control: FieldControl }

export function Input({ control, className, ...props }: InputProps) {
  return (
    <input
      id={control.id}
      aria-invalid={control.invalid || undefined}
      aria-describedby={control.describedBy}
      className={clsx(controlClasses, borderClasses(control.invalid), className)}
      {...props}
    />
  )
}

type TextareaProps = Omit<React.ComponentProps<'textarea'>, 'id'> & { control: FieldControl }

export function Textarea({ control, className, rows = 4, ...props }: TextareaProps) {
  return (
    <textarea
      id={control.id}
      rows={rows}
      aria-invalid={control.invalid || undefined}
      aria-describedby={control.describedBy}
      className={clsx(controlClasses, borderClasses(control.invalid), 'resize-y', className)}
      {...props}
    />
  )
}

type SelectProps = Omit<React.ComponentProps<'select'>, 'id'> & {
  control: FieldControl
  /** The empty first entry's text; none for a choice that always has an answer. */
  placeholder?: string
  options: readonly { value: string; label: string }[]
}

/**
 * Drawn like the text inputs (same height, padding and border) with its own chevron; while the
 * placeholder is chosen its text is grey like an input's placeholder, so it does not read as an
 * answer.
 */
export function Select({ control, placeholder, options, className, ...props }: SelectProps) {
  return (
    <div className="relative">
      <select
        id={control.id}
        aria-invalid={control.invalid || undefined}
        aria-describedby={control.describedBy}
        className={clsx(
          controlClasses,
          borderClasses(control.invalid),
          "appearance-none truncate pr-10 has-[option[value='']:checked]:text-slate-500 [&_option]:text-navy-950",
          className,
        )}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  )
}

type CheckboxProps = Omit<React.ComponentProps<'input'>, 'id' | 'type'> & {
  label: React.ReactNode
  error?: FieldError
}

/** A consent or opt-in box with its text beside it and its message below. */
export function Checkbox({ label, error, ...props }: CheckboxProps) {
  const id = useId()
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-teal-700"
          {...props}
        />
        <label htmlFor={id} className="text-sm leading-6 text-slate-700">
          {label}
        </label>
      </div>
      {error?.message && (
        <p id={errorId} className="pl-8 text-sm text-red-700">
          {error.message}
        </p>
      )}
    </div>
  )
}

export function SubmitButton({
  submitting,
  label,
  submittingLabel,
}: {
  submitting: boolean
  label: string
  /** Shown while the form is being sent, e.g. "Submitting...". */
  submittingLabel: string
}) {
  return (
    <Button
      type="submit"
      size="lg"
      disabled={submitting}
      className="w-full disabled:opacity-70 sm:w-auto"
    >
      {submitting ? submittingLabel : label}
    </Button>
  )
}
