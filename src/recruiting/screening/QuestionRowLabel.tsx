'use client'

import { useRowLabel } from '@payloadcms/ui'

/** A question's row, collapsed, reads as its English text: "3. Do you hold a valid work permit?". */
export function QuestionRowLabel() {
  const { data, rowNumber } = useRowLabel<{ textEn?: string | null }>()
  const number = (rowNumber ?? 0) + 1
  return <span>{[`${number}.`, data?.textEn || '…'].join(' ')}</span>
}
