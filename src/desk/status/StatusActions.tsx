'use client'

import {
  SelectField,
  toast,
  useConfig,
  useDocumentInfo,
  useForm,
  useFormFields,
  useFormModified,
} from '@payloadcms/ui'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import type { DefaultCellComponentProps, SelectFieldClientProps } from 'payload'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import { confirmParam, confirmValueParam } from '@/desk/row-write/outcomes'
import { isSubmissionSlug } from '@/submissions'

import {
  statusUpdated,
  statusUpdatedParam,
  statusUpdateFailed,
  statusUpdateFailedParam,
} from './outcome'
import { StatusBadge } from './StatusBadge'
import { statusActions, statusLabel, statusTone } from './workflow'
import './status.scss'

type ButtonsProps = {
  id: number | string
  statuses: readonly string[]
  /** Statuses asked about before they are set, with the question. */
  confirm?: Readonly<Record<string, string>>
  current: string | undefined
  onChoose: (status: string) => Promise<boolean>
  /** Where the buttons post `status` before the scripts run (POST /api/<slug>/:id/status). */
  action: string
  /** Whether the buttons sit in a form of their own or in the document's edit form. */
  inDocumentForm?: boolean
  compact?: boolean
}

type Notice = 'updated' | 'failed' | null

/** Sets a submission's status through POST /api/<slug>/:id/status: the stored document, or null. */
async function postStatus(url: string, status: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ status }),
  })
  if (!response.ok) return null
  return ((await response.json()) as { doc: Record<string, unknown> }).doc
}

/** The page's query without a confirmation's question: what Cancel leads back to. */
function withoutConfirmation(query: URLSearchParams): string {
  const kept = new URLSearchParams(query)
  kept.delete(confirmParam)
  kept.delete(confirmValueParam)
  return kept.toString()
}

/** What a plain form post's redirect says about this submission, if it is the one it changed. */
function useNoticeFromRedirect(id: number | string): Notice {
  const query = useSearchParams()
  if (query.get(statusUpdatedParam) === String(id)) return 'updated'
  if (query.get(statusUpdateFailedParam) === String(id)) return 'failed'
  return null
}

/**
 * One button per target status; the current status is shown but cannot be chosen again. Each is a
 * submit button of a plain form post, so it works the moment it shows; once the scripts run, a
 * click saves in place instead.
 */
function StatusButtons(props: ButtonsProps) {
  const { id, statuses, confirm = {}, current, onChoose, action, inDocumentForm, compact } = props
  const [pending, setPending] = useState<string | null>(null)
  // A status being confirmed: asked by a click once the scripts run, or by the server's answer to
  // a plain form post (?confirm=<id>&confirm-value=<status>) before.
  const asked = useSearchParams()
  const askedFor = asked.get(confirmParam) === String(id) ? asked.get(confirmValueParam) : null
  const [confirming, setConfirming] = useState<string | null>(
    askedFor && askedFor in confirm ? askedFor : null,
  )
  const container = useRef<HTMLDivElement & HTMLFormElement>(null)
  useEffect(() => container.current?.setAttribute('data-enhanced', ''), [])
  const fromRedirect = useNoticeFromRedirect(id)
  const [notice, setNotice] = useState<Notice>(fromRedirect)
  const pathname = usePathname()
  const query = useSearchParams().toString()
  async function choose(status: string) {
    setNotice(null)
    setPending(status)
    const ok = await onChoose(status).catch(() => false)
    setPending(null)
    if (ok) toast.success(statusUpdated)
    else toast.error(statusUpdateFailed)
  }
  const buttons = statuses.map((status) => (
    <button
      key={status}
      type="submit"
      name="status"
      value={status}
      formAction={inDocumentForm ? action : undefined}
      formMethod={inDocumentForm ? 'post' : undefined}
      className={`status-action status-action--${statusTone(status)}`}
      aria-pressed={status === current}
      disabled={status === current || pending !== null}
      onClick={(event) => {
        event.preventDefault()
        if (status in confirm) setConfirming(status)
        else void choose(status)
      }}
    >
      {pending === status ? 'Updating…' : statusLabel(status)}
    </button>
  ))
  const question = confirming && (
    <div className="status-actions__confirm" role="alertdialog" aria-label="Confirm the status">
      <p>{confirm[confirming]}</p>
      <button
        type="submit"
        name="status"
        value={confirming}
        formAction={inDocumentForm ? `${action}?confirmed=yes` : undefined}
        formMethod={inDocumentForm ? 'post' : undefined}
        className={`status-action status-action--${statusTone(confirming)}`}
        disabled={pending !== null}
        onClick={(event) => {
          event.preventDefault()
          const chosen = confirming
          setConfirming(null)
          void choose(chosen)
        }}
      >
        Yes, set to {statusLabel(confirming)}
      </button>{' '}
      <a
        className="status-actions__cancel"
        href={`?${withoutConfirmation(asked)}`}
        onClick={(event) => {
          event.preventDefault()
          setConfirming(null)
        }}
      >
        Cancel
      </a>
    </div>
  )
  const className = `status-actions${compact ? ' status-actions--compact' : ''}`
  const said: ReactNode = notice && (
    <p
      className={`status-actions__notice status-actions__notice--${notice}`}
      role={notice === 'failed' ? 'alert' : 'status'}
    >
      {notice === 'updated' ? statusUpdated : statusUpdateFailed}
    </p>
  )
  if (inDocumentForm) {
    return (
      <div className={className} ref={container}>
        {buttons}
        {question}
        {said}
      </div>
    )
  }
  const here = query ? `${pathname}?${query}` : pathname
  return (
    <form
      className={className}
      method="post"
      action={confirming ? `${action}?confirmed=yes` : action}
      ref={container}
    >
      <input type="hidden" name="back" value={here} />
      {buttons}
      {question}
      {said}
    </form>
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
 * The status buttons on a submission's page. Their change is put into the edit form and the
 * saved document, so the form, the sidebar and the history stay in step with what is stored.
 */
export function StatusActionsField() {
  const { collectionSlug, docPermissions, id, updateSavedDocumentData } = useDocumentInfo()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const { dispatchFields, setModified } = useForm()
  const modifiedBefore = useFormModified()
  const current = useFormFields(([fields]) => fields.status?.value as string | undefined)
  if (!id || !collectionSlug || !isSubmissionSlug(collectionSlug) || !docPermissions?.update) {
    return null
  }
  const { next, outcomes } = statusActions[collectionSlug]
  return (
    <div className="status-panel">
      <p className="status-panel__title">Set status</p>
      <StatusButtons
        id={id}
        inDocumentForm
        action={`${api}/${collectionSlug}/${id}/status`}
        statuses={[...next, ...outcomes]}
        confirm={statusActions[collectionSlug].confirm}
        current={current}
        onChoose={async (status) => {
          // Straight to the endpoint rather than through the edit form, whose submit does nothing
          // while it is still starting; the form and the saved document then take the new
          // status, which reloads the history and timeline.
          const saved = await postStatus(`${api}/${collectionSlug}/${id}/status`, status)
          if (!saved) return false
          dispatchFields({ type: 'UPDATE', path: 'status', value: status, initialValue: status })
          // Only the status was saved: an edit made before (an owner chosen, unsaved) still is
          // unsaved, and leaving the page still warns of it.
          setModified(modifiedBefore)
          updateSavedDocumentData(saved)
          return true
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
      id={rowData.id as number}
      action={`${api}/${collectionSlug}/${rowData.id}/status`}
      statuses={statusActions[collectionSlug].next}
      confirm={statusActions[collectionSlug].confirm}
      current={rowData.status as string | undefined}
      onChoose={async (status) => {
        const saved = await postStatus(`${api}/${collectionSlug}/${rowData.id}/status`, status)
        if (saved) router.refresh()
        return saved !== null
      }}
    />
  )
}
