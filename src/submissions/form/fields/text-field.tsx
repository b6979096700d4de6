'use client'

import type React from 'react'

import { Input } from '@/components/ui/form-controls'

import { FormField, type Layout, useRegistered } from './form-field'

export type TextFieldProps<Name extends string> = Layout<Name> &
  Omit<React.ComponentProps<typeof Input>, 'control' | 'name'> & {
    /** A line under the field, e.g. the format it expects. */
    hint?: string
  }

/** A one-line input: text unless `type` asks for an e-mail address, a phone number, a URL... */
export function TextField({ name, optional, wide, hint, ...props }: TextFieldProps<string>) {
  const registered = useRegistered(name)
  return (
    <FormField name={name} optional={optional} wide={wide} hint={hint}>
      {(control) => <Input control={control} {...props} {...registered} />}
    </FormField>
  )
}
