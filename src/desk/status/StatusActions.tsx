'use client'

import {
  SelectField,
  toast,
  useConfig,
  useDocumentInfo,
  useForm,
  useFormFields,
  useFormModified,
  useTranslation,
} from '@payloadcms/ui'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import type { DefaultCellComponentProps, SelectFieldClientProps } from 'payload'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import type { ReasonQuestion } from '@/desk/deals/outcome-question'
import { ReasonSelect } from '@/desk/deals/ReasonSelect'
import { outcomeReasonParam } from '@/desk/deals/outcomes'
import { confirmParam, confirmValueParam } from '@/desk/row-write/outcomes'
import { adminLanguageOf } from '@/lib/admin/language/words'
import { isSubmissionSlug } from '@/submissions'

import { statusUpdatedParam, statusUpdateFailedParam } from './outcome'
import { StatusBadge } from './StatusBadge'
import { questionIn, statusIn, statusWords } from './words'
import { statusActions, statusTone } from './workflow'
import './status.scss'

type ButtonsProps = {
  id: number | string
  statuses: readonly string[]
  /** Statuses asked about before they are set, with the question. */
  confirm?: Readonly<Record<string, string>>
  /** Statuses that close a deal, each asking why from its list. */
  reasons?: Readonly<Record<string, ReasonQuestion>>
  current: string | undefined
  onChoose: (status: string, reason?: string) => Promise<boolean>
  /** Where the buttons post `status` before the scripts run (POST /api/<slug>/:id/status). */
  action: string
  /** Whether the buttons sit in a form of their own or in the document's edit form. */
  inDocumentForm?: boolean
  compact?: boolean
}

type Notice = 'updated' | 'failed' | null

/** The reader's language, from Payload's i18n: the words and status names the buttons show. */
function useStatusLanguage() {
  const language = adminLanguageOf(useTranslation().i18n)
  return { language, words: statusWords(language) }
}

/** Sets a submission's status through POST /api/<slug>/:id/status: the stored document, or null. */
async function postStatus(
  url: string,
  status: string,
  reason?: string,
): Promise<Record<string, unknown> | null> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ status, [outcomeReasonParam]: reason }),
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
  const { id, statuses, confirm = {}, reasons = {}, current, onChoose, action } = props
  const { inDocumentForm, compact } = props
  const { language, words } = useStatusLanguage()
  const asks = (status: string) => status in confirm || status in reasons
  const [pending, setPending] = useState<string | null>(null)
  // A status being confirmed: asked by a click once the scripts run, or by the server's answer to
  // a plain form post (?confirm=<id>&confirm-value=<status>) before.
  const asked = useSearchParams()
  const askedFor = asked.get(confirmParam) === String(id) ? asked.get(confirmValueParam) : null
  const [confirming, setConfirming] = useState<string | null>(
    askedFor && asks(askedFor) ? askedFor : null,
  )
  const [reason, setReason] = useState('')
  const reasonSelect = useRef<HTMLSelectElement>(null)
  const container = useRef<HTMLDivElement & HTMLFormElement>(null)
  useEffect(() => container.current?.setAttribute('data-enhanced', ''), [])
  const fromRedirect = useNoticeFromRedirect(id)
  const [notice, setNotice] = useState<Notice>(fromRedirect)
  const pathname = usePathname()
  const query = useSearchParams().toString()
  async function choose(status: string, why?: string) {
    setNotice(null)
    setPending(status)
    const ok = await onChoose(status, why).catch(() => false)
    setPending(null)
    if (ok) toast.success(words.updated)
    else toast.error(words.failed)
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
        if (asks(status)) setConfirming(status)
        else void choose(status)
      }}
    >
      {pending === status ? words.updating : statusIn(status, language)}
    </button>
  ))
  const why = confirming ? reasons[confirming] : undefined
  const question = confirming && (
    <div className="status-actions__confirm" role="alertdialog" aria-label={words.confirmTheStatus}>
      <p>{why?.question ?? questionIn(confirm[confirming], words)}</p>
      {why && (
        <ReasonSelect
          className="status-actions__reason"
          question={why}
          ref={reasonSelect}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      )}
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
          if (why && !reason) {
            reasonSelect.current?.reportValidity()
            return
          }
          const chosen = confirming
          setConfirming(null)
          void choose(chosen, why ? reason : undefined)
        }}
      >
        {words.yesSetTo(statusIn(confirming, language))}
      </button>{' '}
      <a
        className="status-actions__cancel"
        href={`?${withoutConfirmation(asked)}`}
        onClick={(event) => {
          event.preventDefault()
          setConfirming(null)
        }}
      >
        {words.cancel}
      </a>
    </div>
  )
  const className = `status-actions${compact ? ' status-actions--compact' : ''}`
  const said: ReactNode = notice && (
    <p
      className={`status-actions__notice status-actions__notice--${notice}`}
      role={notice === 'failed' ? 'alert' : 'status'}
    >
      {notice === 'updated' ? words.updated : words.failed}
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
  const { language, words } = useStatusLanguage()
  if (!id) return <SelectField {...props} />
  if (!current) return null
  return (
    <div className="status-panel">
      <p className="status-panel__title">{words.status}</p>
      <StatusBadge status={current} language={language} />
    </div>
  )
}

/**
 * The status buttons on a submission's page. Their change is put into the edit form and the
 * saved document, so the form, the sidebar and the history stay in step with what is stored.
 * `reasons` come from the server (StatusActionsWithReasons): what closing a deal asks.
 */
export function StatusActionsField({
  reasons,
}: {
  reasons?: Readonly<Record<string, ReasonQuestion>>
}) {
  const { collectionSlug, docPermissions, id, updateSavedDocumentData } = useDocumentInfo()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const { dispatchFields, setModified } = useForm()
  const modifiedBefore = useFormModified()
  const current = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const { words } = useStatusLanguage()
  if (!id || !collectionSlug || !isSubmissionSlug(collectionSlug) || !docPermissions?.update) {
    return null
  }
  const { next, outcomes } = statusActions[collectionSlug]
  return (
    <div className="status-panel">
      <p className="status-panel__title">{words.setStatus}</p>
      <StatusButtons
        id={id}
        inDocumentForm
        action={`${api}/${collectionSlug}/${id}/status`}
        statuses={[...next, ...outcomes]}
        confirm={statusActions[collectionSlug].confirm}
        reasons={reasons}
        current={current}
        onChoose={async (status, reason) => {
          // Straight to the endpoint rather than through the edit form, whose submit does nothing
          // while it is still starting; the form and the saved document then take the new
          // status, which reloads the history and timeline.
          const saved = await postStatus(`${api}/${collectionSlug}/${id}/status`, status, reason)
          if (!saved) return false
          for (const path of ['status', 'outcomeReason', 'closedAt']) {
            if (!(path in saved)) continue
            const value = saved[path]
            dispatchFields({ type: 'UPDATE', path, value, initialValue: value })
          }
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

/** A stored submission's status as its edit form holds it: the badge follows the buttons. */
export function LiveStatusBadge() {
  const current = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const { language } = useStatusLanguage()
  return current ? <StatusBadge status={current} language={language} /> : null
}
