'use client'

import { toast, useDocumentInfo, useForm, useFormModified } from '@payloadcms/ui'
import { useId, useRef, useState } from 'react'

import { PlainPostButton } from '../timeline/PlainPostButton'
import {
  OwnerNoticeLine,
  OwnerOptions,
  useOwnerNoticeFromRedirect,
  type OwnerNotice,
} from './owner-choices'
import { ownerIdOf } from './owner-id'
import type { OwnerWords } from './words'

type Props = {
  /** POST /api/<slug>/:id/owner. */
  action: string
  current: number | null
  colleagues: { id: number; name: string }[]
  words: OwnerWords
}

/**
 * A lead's owner on its page, chosen from a plain select: its button posts the document's form
 * (forms cannot nest) before the admin's scripts run, which comes back to the page saying whether
 * it changed; once they run, it saves in place and the form takes the new owner.
 */
export function OwnerInDocument({ action, current, colleagues, words }: Props) {
  const { id, updateSavedDocumentData } = useDocumentInfo()
  const { dispatchFields, setModified } = useForm()
  const modifiedBefore = useFormModified()
  const [notice, setNotice] = useState<OwnerNotice | null>(useOwnerNoticeFromRedirect(id))
  const [sending, setSending] = useState(false)
  const select = useRef<HTMLSelectElement>(null)
  const uid = useId()

  async function assign() {
    const chosen = select.current?.value ?? ''
    setSending(true)
    setNotice(null)
    const response = await fetch(action, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ owner: chosen === '' ? null : Number(chosen) }),
    }).catch(() => null)
    setSending(false)
    if (!response?.ok) {
      setNotice('failed')
      toast.error(words.failed)
      return
    }
    const saved = ((await response.json()) as { doc: Record<string, unknown> }).doc
    const owner = ownerIdOf(saved.owner)
    dispatchFields({ type: 'UPDATE', path: 'owner', value: owner, initialValue: owner })
    // Only the owner was saved: an edit made before still is unsaved.
    setModified(modifiedBefore)
    updateSavedDocumentData(saved)
    setNotice('updated')
    toast.success(words.updated)
  }

  return (
    <div className="owner-in-document">
      <label className="owner-in-document__label" htmlFor={`${uid}-owner`}>
        {words.owner}
      </label>
      <div className="owner-in-document__row">
        <select id={`${uid}-owner`} ref={select} name="owner" defaultValue={current ?? ''}>
          <OwnerOptions colleagues={colleagues} words={words} />
        </select>
        <PlainPostButton
          action={action}
          busy={sending}
          onPress={() => void assign()}
          className="owner-in-document__assign"
        >
          {sending ? words.assigning : words.assign}
        </PlainPostButton>
      </div>
      {notice && (
        <OwnerNoticeLine notice={notice} words={words} className="owner-in-document__notice" />
      )}
    </div>
  )
}
