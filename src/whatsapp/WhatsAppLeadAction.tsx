'use client'

import { toast, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useRef, useState } from 'react'

import { timelineAdded } from '@/desk/timeline/outcome'
import { PlainPostButton } from '@/desk/timeline/PlainPostButton'
import { postToTimeline } from '@/desk/timeline/post'
import { useShowTimelineEntries } from '@/desk/timeline/shown-entries'

import type { LeadChat } from './lead-chat'
import './lead-action.scss'

type Props = { chat: LeadChat }

/**
 * "WhatsApp {name}" on a lead's page: opens a chat with the visitor's phone in a new tab, its
 * first message written in the lead's language, then logs it on the timeline once the sender
 * confirms they sent it (WhatsApp tells the site nothing). Like the note box, its button posts the
 * document's form before the scripts run.
 */
export function WhatsAppLeadAction({ chat }: Props) {
  const onLogged = useShowTimelineEntries()
  const { collectionSlug, id } = useDocumentInfo()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const [opened, setOpened] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const url = `${api}/${collectionSlug}/${id}/whatsapp`

  useEffect(() => box.current?.setAttribute('data-enhanced', ''), [])

  async function confirm() {
    setSending(true)
    setError(null)
    const result = await postToTimeline(url, {}, 'logged')
    setSending(false)
    if ('error' in result) return setError(result.error)
    setOpened(false)
    onLogged(result.entries)
    toast.success(timelineAdded)
  }

  return (
    <div className="timeline__form whatsapp-action" role="group" aria-label="WhatsApp" ref={box}>
      <p className="timeline__legend">WhatsApp</p>
      <a
        className="whatsapp-action__open"
        href={chat.link}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => setOpened(true)}
      >
        WhatsApp {chat.name}
      </a>
      <p className="timeline__note">
        {opened
          ? 'Sent it? Log it here: it counts as the first response.'
          : 'Opens a chat with their phone, starting with the message below. Once you have sent it, log it here.'}
      </p>
      <p className="whatsapp-action__text">{chat.text}</p>
      {error && (
        <p className="timeline__error" role="alert">
          {error}
        </p>
      )}
      <PlainPostButton action={url} busy={sending} onPress={() => void confirm()}>
        {sending ? 'Logging…' : 'I sent the message'}
      </PlainPostButton>
    </div>
  )
}
