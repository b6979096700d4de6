import type { DefaultCellComponentProps } from 'payload'

import { statusLabel, statusTone } from './workflow'
import './status.scss'

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`status-badge status-badge--${statusTone(status)}`} data-status={status}>
      {statusLabel(status)}
    </span>
  )
}

/** The status column of lists: a coloured badge instead of the bare value. */
export function StatusBadgeCell({ cellData }: DefaultCellComponentProps) {
  return typeof cellData === 'string' && cellData ? <StatusBadge status={cellData} /> : null
}
