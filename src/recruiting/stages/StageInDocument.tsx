'use client'

import { toast, useDocumentInfo, useForm, useFormModified } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'
import { useId, useRef, useState } from 'react'

import { PlainPostButton } from '@/desk/timeline/PlainPostButton'
import { rowWriteOutcomes } from '@/desk/row-write/outcomes'

import type { StageWords } from './words'

type Props = {
  /** POST /api/career-applications/:id/stage. */
  action: string
  current: string
  stages: { key: string; name: string; rejects: boolean }[]
  reasons: { value: string; label: string }[]
  reason: string | null
  pipelineHref: string | null
  words: Pick<
    StageWords,
    | 'stage'
    | 'moveTo'
    | 'move'
    | 'moving'
    | 'reason'
    | 'chooseReason'
    | 'reasonNeeded'
    | 'moved'
    | 'failed'
    | 'openPipeline'
  >
}

/**
 * The stage select on an application's page. Its button posts the document's form (forms cannot
 * nest) before the admin's scripts run, which comes back saying whether it moved; once they run,
 * it moves in place, and the status beside it follows.
 */
export function StageInDocument({
  action,
  current,
  stages,
  reasons,
  reason,
  pipelineHref,
  words,
}: Props) {
  const { id, updateSavedDocumentData } = useDocumentInfo()
  const { dispatchFields, setModified } = useForm()
  const modifiedBefore = useFormModified()
  const query = useSearchParams()
  const fromRedirect =
    query.get(rowWriteOutcomes.stage.updated) === String(id)
      ? 'moved'
      : query.get(rowWriteOutcomes.stage.failed) === String(id)
        ? 'failed'
        : null
  const [notice, setNotice] = useState<'moved' | 'failed' | null>(fromRedirect)
  const [chosen, setChosen] = useState(current)
  const [sending, setSending] = useState(false)
  const reasonSelect = useRef<HTMLSelectElement>(null)
  const uid = useId()
  const rejecting = stages.find((stage) => stage.key === chosen)?.rejects ?? false

  async function move() {
    const rejectionReason = reasonSelect.current?.value ?? ''
    if (rejecting && !rejectionReason) {
      setNotice('failed')
      toast.error(words.reasonNeeded)
      return
    }
    setSending(true)
    setNotice(null)
    const response = await fetch(action, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ stage: chosen, rejectionReason: rejecting ? rejectionReason : null }),
    }).catch(() => null)
    setSending(false)
    if (!response?.ok) {
      setNotice('failed')
      toast.error(words.failed)
      return
    }
    const saved = ((await response.json()) as { doc: Record<string, unknown> }).doc
    for (const path of ['stage', 'status', 'rejectionReason']) {
      dispatchFields({ type: 'UPDATE', path, value: saved[path], initialValue: saved[path] })
    }
    setModified(modifiedBefore)
    updateSavedDocumentData(saved)
    setNotice('moved')
    toast.success(words.moved)
  }

  const currentName = stages.find((stage) => stage.key === current)?.name ?? current
  return (
    <div className="stage-in-document">
      <p className="stage-in-document__now">
        <span className="stage-in-document__label">{words.stage}</span>{' '}
        <strong>{currentName}</strong>
        {reason && (
          <span className="stage-in-document__reason">
            {' '}
            · {reasons.find((each) => each.value === reason)?.label ?? reason}
          </span>
        )}
      </p>
      <label className="stage-in-document__label" htmlFor={`${uid}-stage`}>
        {words.moveTo}
      </label>
      <select
        id={`${uid}-stage`}
        name="stage"
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
      >
        {stages.map((stage) => (
          <option key={stage.key} value={stage.key}>
            {stage.name}
          </option>
        ))}
      </select>
      <label className="stage-in-document__label" htmlFor={`${uid}-reason`}>
        {words.reason}
      </label>
      <select
        id={`${uid}-reason`}
        ref={reasonSelect}
        name="rejectionReason"
        defaultValue={reason ?? ''}
      >
        <option value="">{words.chooseReason}</option>
        {reasons.map((each) => (
          <option key={each.value} value={each.value}>
            {each.label}
          </option>
        ))}
      </select>
      <PlainPostButton
        action={action}
        busy={sending}
        onPress={() => void move()}
        className="stage-in-document__move"
      >
        {sending ? words.moving : words.move}
      </PlainPostButton>
      {notice && (
        <p
          role="status"
          className={`stage-in-document__notice stage-in-document__notice--${notice}`}
        >
          {notice === 'moved' ? words.moved : words.failed}
        </p>
      )}
      {pipelineHref && (
        <a className="stage-in-document__pipeline" href={pipelineHref}>
          {words.openPipeline}
        </a>
      )}
    </div>
  )
}
