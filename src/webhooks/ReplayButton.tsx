'use client'

import { toast, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import type { DefaultCellComponentProps } from 'payload'
import { useState } from 'react'

import type { AttemptOutcome } from './send'

/** Sends one delivery again (POST /api/webhook-deliveries/:id/replay) and shows what came of it. */
export function ReplayButton({ id }: { id: number | string }) {
  const { config } = useConfig()
  const router = useRouter()
  const [sending, setSending] = useState(false)
  const replay = async () => {
    setSending(true)
    try {
      const response = await fetch(`${config.routes.api}/webhook-deliveries/${id}/replay`, {
        method: 'POST',
        credentials: 'include',
      })
      const outcome = (await response.json().catch(() => null)) as AttemptOutcome | null
      if (outcome?.ok) toast.success(`Delivered: the endpoint answered ${outcome.statusCode}.`)
      else
        toast.error(`Not delivered: ${outcome?.error ?? `the server answered ${response.status}`}`)
      router.refresh()
    } finally {
      setSending(false)
    }
  }
  // A submit button of the page's form, posting to the replay endpoint: it works before the
  // admin's scripts run; once they have, the click is sent by fetch and the page stays.
  return (
    <button
      type="submit"
      formAction={`${config.routes.api}/webhook-deliveries/${id}/replay`}
      formMethod="post"
      formNoValidate
      className="btn btn--style-secondary btn--size-small btn--icon-style-without-border"
      disabled={sending}
      onClick={(event) => {
        event.preventDefault()
        void replay()
      }}
    >
      {sending ? 'Sending…' : 'Replay'}
    </button>
  )
}

/** The delivery log's column: a Replay button on each row. */
export function ReplayCell({ rowData }: DefaultCellComponentProps) {
  return <ReplayButton id={rowData.id as number} />
}

/** The button on a delivery's own page. */
export function ReplayField() {
  const { id } = useDocumentInfo()
  return id === undefined ? null : <ReplayButton id={id} />
}
