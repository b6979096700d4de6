'use client'

import type React from 'react'

import { Select } from '@/components/ui/form-controls'

import { FormField, type Layout, useRegistered } from './form-field'

export type SelectFieldProps<Name extends string> = Layout<Name> &
  Omit<React.ComponentProps<typeof Select>, 'control' | 'name' | 'onChange'> & {
    /** Runs after the form has taken the choice. */
    onChange?: (event: React.ChangeEvent<HTMLSelectElement>) => void
  }

/** A choice among `options`, with `placeholder` as the empty first entry. */
export function SelectField({
  name,
  optional,
  wide,
  onChange,
  ...props
}: SelectFieldProps<string>) {
  const registered = useRegistered(name, onChange as React.ChangeEventHandler)
  return (
    <FormField name={name} optional={optional} wide={wide}>
      {(control) => <Select control={control} {...props} {...registered} />}
    </FormField>
  )
}
