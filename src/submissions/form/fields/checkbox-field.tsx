'use client'

import type React from 'react'

import { Checkbox } from '@/components/ui/form-controls'

import { useFormBinding } from '../form-binding'
import { inLanguage, type Layout, useInitialProps } from './form-field'

export type CheckboxFieldProps<Name extends string> = Omit<Layout<Name>, 'optional'> & {
  /** The box's text. */
  children: React.ReactNode
  /** A box the form cannot be sent without, e.g. a consent. */
  required?: boolean
}

/** A box to tick, its text beside it (checkboxes have no label above them). */
export function CheckboxField({ name, wide, required, children }: CheckboxFieldProps<string>) {
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
