'use client'

import { TextInput, useField } from '@payloadcms/ui'
import type { DateFieldClientProps } from 'payload'

import { formatInZone } from './format'

/** The field as a read-only text box of a text field's height, kept in step with the form. */
export function ReadOnlyTimeInput({ field, path, zone }: DateFieldClientProps & { zone: string }) {
  const { value } = useField<string>({ path })
  const description = field.admin?.description
  return (
    <TextInput
      path={path}
      label={field.label}
      description={typeof description === 'function' ? undefined : description}
      readOnly
      value={formatInZone(value, zone)}
    />
  )
}
