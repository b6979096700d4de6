'use client'

import { toast, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import type { ReplyTemplate } from '@/payload-types'

import { refusals, replyRefusedParam, replySent, replySentParam } from '../timeline/outcome'
import { PlainPostButton } from '../timeline/PlainPostButton'
import { postToTimeline } from '../timeline/post'
import type { LeadTimelineEntry } from '../timeline/timeline'
import { maxReplyLength, maxSubjectLength } from './limits'
import { withTemplate } from './with-template'

type Props = {
  /** Whether the visitors' answers come back to the timeline (a team mailbox is set up). */
  answersFiled: boolean
  onSent: (entries: LeadTimelineEntry[]) => void
}

/**
 * Writes to the visitor from the lead's page, starting from a template in the lead's language.
 * Placeholders are filled in as the reply is sent. Like the note box, it posts the document's
 * form before the scripts run.
 */
export function ReplyBox({ answersFiled, onSent }: Props) {
  const { collectionSlug, id, savedDocumentData } = useDocumentInfo()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const query = useSearchParams()
  const refused = query.get(replyRefusedParam)
  const [templates, setTemplates] = useState<ReplyTemplate[]>([])
  // The template last chosen, back to none once the reply is sent.
  const [chosen, setChosen] = useState('')
  const [sent, setSent] = useState(query.has(replySentParam))
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const subject = useRef<HTMLInputElement>(null)
  const body = useRef<HTMLTextAreaElement>(null)
  const language = (savedDocumentData?.language as string | undefined) ?? 'en'
  const url = `${api}/${collectionSlug}/${id}/reply`

  useEffect(() => box.current?.setAttribute('data-enhanced', ''), [])

  useEffect(() => {
    if (!collectionSlug) return
    const controller = new AbortController()
    const where = new URLSearchParams({
      'where[submissionType][equals]': collectionSlug,
      sort: 'name',
      limit: '50',
      depth: '0',
    })
    fetch(`${api}/reply-templates?${where}`, { credentials: 'include', signal: controller.signal })
      .then(async (response) =>
        response.ok ? ((await response.json()).docs as ReplyTemplate[]) : [],
      )
      .then((docs) =>
        // The lead's language first.
        setTemplates([
          ...docs.filter((template) => template.language === language),
          ...docs.filter((template) => template.language !== language),
        ]),
      )
      .catch(() => undefined)
    return () => controller.abort()
  }, [api, collectionSlug, language])

  function applyTemplate(templateId: string) {
    const template = templates.find((candidate) => String(candidate.id) === templateId)
    setChosen(templateId)
    if (!template || !subject.current || !body.current) return
    subject.current.value = template.subject
    body.current.value = withTemplate(template.body, body.current.value)
  }

  async function send() {
    setSending(true)
    setSent(false)
    setError(null)
    const result = await postToTimeline(
      url,
      { subject: subject.current?.value, body: body.current?.value },
      'sent',
    )
    setSending(false)
    if ('error' in result) return setError(result.error)
    onSent(result.entries)
    if (subject.current) subject.current.value = ''
    if (body.current) body.current.value = ''
    setChosen('')
    toast.success(replySent)
  }

  if (!id) return null
  return (
    <div className="timeline__form reply" role="group" aria-label="Reply to the visitor" ref={box}>
      <p className="timeline__legend">Reply by e-mail</p>
      {templates.length > 0 && (
        <label className="timeline__label">
          Start from a template
          <select
            className="reply__template"
            value={chosen}
            onChange={(event) => applyTemplate(event.target.value)}
          >
            <option value="" disabled>
              Choose a template
            </option>
            {templates.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name} ({template.language === 'fr' ? 'French' : 'English'})
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="timeline__label" htmlFor="reply-subject">
        Subject
      </label>
      <input
        id="reply-subject"
        className="timeline__input"
        name="subject"
        ref={subject}
        maxLength={maxSubjectLength}
      />
      <label className="timeline__label" htmlFor="reply-body">
        Message
      </label>
      <textarea
        id="reply-body"
        className="timeline__input"
        name="body"
        rows={8}
        ref={body}
        maxLength={maxReplyLength}
        placeholder="{name}, {reference} and {sender} are filled in as it is sent."
        aria-invalid={error || refused ? true : undefined}
      />
      {(error || (refused && refused in refusals)) && (
        <p className="timeline__error" role="alert">
          {error ?? refusals[refused as keyof typeof refusals]}
        </p>
      )}
      {sent && (
        <p className="timeline__added" role="status">
          {replySent}
        </p>
      )}
      <p className="timeline__note">
        {answersFiled
          ? 'The visitor’s answer will be filed on this timeline, and you will be told.'
          : 'The visitor’s answers arrive in the team mailbox, not on this page.'}
      </p>
      <PlainPostButton action={url} busy={sending} onPress={() => void send()}>
        {sending ? 'Sending…' : 'Send reply'}
      </PlainPostButton>
    </div>
  )
}
