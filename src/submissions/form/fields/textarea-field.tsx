'use client'

import type React from 'react'

import { Textarea } from '@/components/ui/form-controls'

import { FormField, type Layout, useRegistered } from './form-field'

export type TextareaFieldProps<Name extends string> = Layout<Name> &
  Omit<React.ComponentProps<typeof Textarea>, 'control' | 'name'>

export function TextareaField({ name, optional, wide, ...props }: TextareaFieldProps<string>) {
  const registered = useRegistered(name)
  return (
    <FormField name={name} optional={optional} wide={wide}>
      {(control) => <Textarea control={control} {...props} {...registered} />}
    </FormField>
  )
}
