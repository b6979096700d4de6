'use client'

import {
  SelectField,
  toast,
  useConfig,
  useDocumentInfo,
  useForm,
  useFormFields,
} from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import type { DefaultCellComponentProps, SelectFieldClientProps } from 'payload'
import { useState } from 'react'

import { isSubmissionSlug } from '@/submissions'

import { StatusBadge } from './StatusBadge'
import { statusActions, statusLabel, statusTone } from './workflow'
import './status.scss'

export const statusUpdated = 'Status updated successfully'
export const statusUpdateFailed = 'Failed to update status'

type ButtonsProps = {
  statuses: readonly string[]
  current: string | undefined
  onChoose: (status: string) => Promise<boolean>
  compact?: boolean
}

/** One button per target status; the current status is shown but cannot be chosen again. */
function StatusButtons({ statuses, current, onChoose, compact }: ButtonsProps) {
  const [pending, setPending] = useState<string | null>(null)
  async function choose(status: string) {
    setPending(status)
    const ok = await onChoose(status).catch(() => false)
    setPending(null)
    if (ok) toast.success(statusUpdated)
    else toast.error(statusUpdateFailed)
  }
  return (
    <div className={`status-actions${compact ? ' status-actions--compact' : ''}`}>
      {statuses.map((status) => (
        <button
          key={status}
          type="button"
          className={`status-action status-action--${statusTone(status)}`}
          aria-pressed={status === current}
          disabled={status === current || pending !== null}
          onClick={() => void choose(status)}
        >
          {pending === status ? 'Updating…' : statusLabel(status)}
        </button>
      ))}
    </div>
  )
}

/**
 * The status field. On a stored submission's page, its badge: the buttons below are the one way
 * to change it there. Where there are no buttons (recording a new one, editing many at once), the
 * usual select.
 */
export function StatusField(props: SelectFieldClientProps) {
  const { id } = useDocumentInfo()
  const current = useFormFields(([fields]) => fields.status?.value as string | undefined)
  if (!id) return <SelectField {...props} />
  if (!current) return null
  return (
    <div className="status-panel">
      <p className="status-panel__title">Status</p>
      <StatusBadge status={current} />
    </div>
  )
}

/**
 * The status buttons on a submission's page. They save through the edit form, so the form, the
 * sidebar and the history stay in step with what is stored.
 */
export function StatusActionsField() {
  const { collectionSlug, docPermissions, id } = useDocumentInfo()
  const { submit } = useForm()
  const current = useFormFields(([fields]) => fields.status?.value as string | undefined)
  if (!id || !collectionSlug || !isSubmissionSlug(collectionSlug) || !docPermissions?.update) {
    return null
  }
  const { next, outcomes } = statusActions[collectionSlug]
  return (
    <div className="status-panel">
      <p className="status-panel__title">Set status</p>
      <StatusButtons
        statuses={[...next, ...outcomes]}
        current={current}
        onChoose={async (status) => {
          const result = await submit({
            overrides: { status },
            disableSuccessStatus: true,
            skipValidation: true,
          })
          return Boolean(result?.res.ok)
        }}
      />
    </div>
  )
}

/** The same buttons on each row of a submission list; the list reloads after a change. */
export function StatusActionsCell({ collectionSlug, rowData }: DefaultCellComponentProps) {
  const router = useRouter()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  if (!isSubmissionSlug(collectionSlug)) return null
  return (
    <StatusButtons
      compact
      statuses={statusActions[collectionSlug].next}
      current={rowData.status as string | undefined}
      onChoose={async (status) => {
        const response = await fetch(`${api}/${collectionSlug}/${rowData.id}`, {
          method: 'PATCH',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ status }),
        })
        if (response.ok) router.refresh()
        return response.ok
      }}
    />
  )
}
