'use client'

import { Controller } from 'react-hook-form'

import { Input } from '@/components/ui/form-controls'

import { useFormBinding } from '../form-binding'
import { FormField, type Layout, useInitialProps } from './form-field'

export type FileFieldProps<Name extends string> = Layout<Name> & { accept: string; hint: string }

const fileButtonClasses =
  'file:mr-3 file:rounded-md file:border-0 file:bg-teal-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-teal-800 hover:file:bg-teal-100'

/** One attachment: the form holds the chosen File, which the submission sends as its own part. */
export function FileField({ name, optional, wide, hint, accept }: FileFieldProps<string>) {
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
