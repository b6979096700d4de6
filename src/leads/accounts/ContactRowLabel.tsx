'use client'

import { useRowLabel } from '@payloadcms/ui'

/** A contact's row, collapsed, reads as who they are: "Ama Owusu · Head of VAS". */
export function ContactRowLabel() {
  const { data, rowNumber } = useRowLabel<{ name?: string; role?: string }>()
  const label = [data?.name, data?.role].filter(Boolean).join(' · ')
  return <span>{label || `Contact ${String((rowNumber ?? 0) + 1).padStart(2, '0')}`}</span>
}
