'use client'

import { toast, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import { formatInZone } from '@/lib/admin/read-only-time/format'
import { StatusBadge } from '@/desk/status/StatusBadge'
import { zoneName } from '@/lib/site/time-zones'
import { isSubmissionSlug } from '@/submissions'

import { ReplyBox } from '../replies/ReplyBox'
import { maxEntryLength, type StaffEntryKind } from './kinds'
import { PlainPostButton } from './PlainPostButton'
import { ShowTimelineEntries } from './shown-entries'
import { postToTimeline } from './post'
import {
  heldDecided,
  heldDecidedParam,
  refusals,
  timelineAdded,
  timelineAddedParam,
  timelineRefusedParam,
} from './outcome'
import type { ReplyDraft } from '../replies/email/draft'
import { leadFilesOf, withThreads, type EmailThread } from './threads'
import type { LeadTimelineEntry } from './timeline'
import './timeline.scss'

type Loaded =
  { state: 'loading' } | { state: 'error' } | { state: 'ready'; entries: LeadTimelineEntry[] }

const entryKinds: { value: StaffEntryKind; label: string; prompt: string; placeholder: string }[] =
  [
    {
      value: 'note',
      label: 'Note',
      prompt: 'Write the note',
      placeholder: 'For the team. @Name e-mails a colleague.',
    },
    {
      value: 'call',
      label: 'Call',
      prompt: 'Sum up the call',
      placeholder: 'Who you spoke to, and what was said.',
    },
    {
      value: 'message',
      label: 'Message',
      prompt: 'Sum up the message',
      placeholder: 'A message sent outside the site, e.g. on WhatsApp.',
    },
  ]

function What({ entry }: { entry: LeadTimelineEntry }) {
  switch (entry.kind) {
    case 'received':
      return <strong>Received</strong>
    case 'status':
      return entry.stageMove ? (
        <>
          <strong>Stage</strong> {entry.stageMove.from && <>{entry.stageMove.from.en} </>}→{' '}
          {entry.stageMove.to.en}
          {entry.fromStatus !== entry.toStatus && entry.toStatus && (
            <>
              {' '}
              <StatusBadge status={entry.toStatus} />
            </>
          )}
        </>
      ) : (
        <>
          <strong>Status</strong> {entry.fromStatus && <StatusBadge status={entry.fromStatus} />} →{' '}
          {entry.toStatus && <StatusBadge status={entry.toStatus} />}
        </>
      )
    case 'assigned':
      return entry.owner ? (
        <>
          <strong>Assigned</strong> to {entry.owner}
        </>
      ) : (
        <strong>Back in the unassigned queue</strong>
      )
    case 'note':
      return <strong>Note</strong>
    case 'call':
      return <strong>Call logged</strong>
    case 'message':
      return <strong>Message logged</strong>
    case 'whatsapp':
      return <strong>WhatsApp message</strong>
    case 'emailSent':
      return <strong>E-mail sent</strong>
    case 'emailReceived':
      return <strong>E-mail received</strong>
    case 'emailHeld':
      return <strong>E-mail from an unknown sender</strong>
    case 'reminder':
      return <strong>Reminder</strong>
    case 'escalation':
      return <strong>Escalation</strong>
    case 'candidatesMerged':
      return <strong>Candidates merged</strong>
    case 'candidatesSeparated':
      return <strong>Candidate merge undone</strong>
  }
}

/**
 * What staff do with an e-mail held from an unknown sender: accept it as the visitor's answer, or
 * discard it. Plain form posts of the document's form before the admin's scripts run.
 */
function HeldAnswerActions({
  base,
  onDecided,
}: {
  base: string
  onDecided: (entries: LeadTimelineEntry[]) => void
}) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const decide = async (decision: 'accept' | 'discard') => {
    setBusy(true)
    setError(null)
    const verb = decision === 'accept' ? 'accepted' : 'discarded'
    const result = await postToTimeline(`${base}/${decision}`, {}, verb)
    setBusy(false)
    if ('error' in result) return setError(result.error)
    onDecided(result.entries)
    toast.success(heldDecided[decision])
  }
  return (
    <div className="timeline__held" role="group" aria-label="Held e-mail">
      <p>
        It names this lead but comes from another address than the visitor&apos;s: it counts as
        their answer only once accepted. Its attachments stay in the team mailbox.
      </p>
      <PlainPostButton action={`${base}/accept`} busy={busy} onPress={() => void decide('accept')}>
        Accept as the visitor&apos;s answer
      </PlainPostButton>{' '}
      <PlainPostButton
        action={`${base}/discard`}
        busy={busy}
        onPress={() => void decide('discard')}
      >
        Discard
      </PlainPostButton>
      {error && (
        <p className="timeline__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

function Files({ files }: { files: LeadTimelineEntry['files'] }) {
  if (!files || files.length === 0) return null
  return (
    <ul className="timeline__files" aria-label="Attachments">
      {files.map((file) => (
        <li key={file.url}>
          <a href={file.url} download>
            {file.name}
          </a>{' '}
          ({file.size})
        </li>
      ))}
    </ul>
  )
}

/** One e-mail of a thread: who wrote to whom, copied to whom, what it said, what it attached. */
function Message({
  entry,
  thread,
  zone,
}: {
  entry: LeadTimelineEntry
  thread: EmailThread
  zone: string
}) {
  const sent = entry.kind === 'emailSent'
  const headers: [string, string | null | undefined][] = [
    ['From', sent ? (entry.from ?? entry.who) : entry.emailAddress],
    ['To', sent ? entry.emailAddress : 'The team mailbox'],
    ['CC', entry.cc],
    ['BCC', entry.bcc],
    // Only where an answer changed it ("Re: …").
    ['Subject', entry.subject === thread.subject ? null : entry.subject],
  ]
  return (
    <li className={`thread__message thread__message--${sent ? 'sent' : 'received'}`}>
      <p className="timeline__what">
        <What entry={entry} />
      </p>
      <p className="timeline__meta">
        {entry.who && <>{entry.who} · </>}
        <time dateTime={entry.at}>{formatInZone(entry.at, zone)}</time>
      </p>
      <dl className="thread__headers">
        {headers
          .filter(([, value]) => value)
          .map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {entry.html ? (
        // Sanitized by the server as it was sent and again as it was read (src/desk/replies/email/html.ts).
        <div className="thread__body" dangerouslySetInnerHTML={{ __html: entry.html }} />
      ) : (
        entry.text && <p className="timeline__text">{entry.text}</p>
      )}
      <Files files={entry.files} />
    </li>
  )
}

/** An e-mail thread as a conversation: its messages, sent and received, in the order written. */
function Thread({ thread, zone }: { thread: EmailThread; zone: string }) {
  const count = thread.messages.length
  return (
    <li className="timeline__entry timeline__entry--thread">
      <p className="timeline__what">
        <strong>E-mail thread</strong> {thread.subject}{' '}
        <span className="timeline__meta">
          ({count} {count === 1 ? 'message' : 'messages'})
        </span>
      </p>
      <ol className="thread" aria-label={`E-mail thread: ${thread.subject}`}>
        {thread.messages.map((message) => (
          <Message key={message.key} entry={message} thread={thread} zone={zone} />
        ))}
      </ol>
    </li>
  )
}

function Entry({
  entry,
  zone,
  actions,
}: {
  entry: LeadTimelineEntry
  zone: string
  actions?: ReactNode
}) {
  const byWhom = entry.who ?? (entry.kind === 'assigned' ? entry.text : null) ?? 'The site'
  const body = entry.kind === 'assigned' ? null : entry.text
  const email = entry.subject && (
    <p className="timeline__subject">
      {entry.kind === 'emailSent' ? 'To' : 'From'} {entry.emailAddress}:{' '}
      <strong>{entry.subject}</strong>
    </p>
  )
  return (
    <li className={`timeline__entry timeline__entry--${entry.kind}`}>
      <p className="timeline__what">
        <What entry={entry} />
      </p>
      <p className="timeline__meta">
        {byWhom} · <time dateTime={entry.at}>{formatInZone(entry.at, zone)}</time>
      </p>
      {email}
      {body && <p className="timeline__text">{body}</p>}
      {actions}
      <Files files={entry.files} />
      {entry.answers && entry.answers.length > 0 && (
        <details className="timeline__answers">
          <summary>What the visitor sent</summary>
          <ul>
            {entry.answers.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
      )}
    </li>
  )
}

/**
 * A lead's timeline, newest first, with the box to add a note or log a call or message. Starts
 * from the entries the server rendered (`initial`; null when it could not read them) and reads
 * them again after the document is saved.
 */
export function Timeline({
  zone,
  initial,
  answersFiled,
  replyDraft,
  actions,
}: {
  /** The reader's time zone, in which times are shown (the same text on the server and here). */
  zone: string
  initial: LeadTimelineEntry[] | null
  /** Whether visitors' answers are filed on the timeline (a team mailbox is set up). */
  answersFiled: boolean
  /** The e-mail being written when a send made before the scripts ran was refused. */
  replyDraft?: ReplyDraft | null
  /** What features offer beside the timeline (src/desk/timeline/actions.ts), rendered by the server. */
  actions?: ReactNode
}) {
  const { collectionSlug, id, savedDocumentData } = useDocumentInfo()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const query = useSearchParams()
  const refused = query.get(timelineRefusedParam)
  const [timeline, setTimeline] = useState<Loaded>(
    initial ? { state: 'ready', entries: initial } : { state: 'loading' },
  )
  // The entries as rendered by the server are current until the document is saved again.
  const renderedAt = useRef(initial ? (savedDocumentData?.updatedAt as string | undefined) : null)
  // Only what the prompt says: the radios and the text box keep what was chosen and typed before
  // the scripts ran, and are read when the entry is sent.
  const [kind, setKind] = useState<StaffEntryKind>('note')
  const decided = query.get(heldDecidedParam)
  const [added, setAdded] = useState(query.has(timelineAddedParam))
  const [error, setError] = useState<string | null>(
    refused && refused in refusals ? refusals[refused as keyof typeof refusals] : null,
  )
  const [sending, setSending] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const textArea = useRef<HTMLTextAreaElement>(null)
  const savedAt = savedDocumentData?.updatedAt as string | undefined
  const url = `${api}/${collectionSlug}/${id}/timeline`

  useEffect(() => {
    if (!id || !collectionSlug || !isSubmissionSlug(collectionSlug)) return
    if (renderedAt.current === savedAt) return
    renderedAt.current = null
    const controller = new AbortController()
    fetch(url, { credentials: 'include', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`timeline: HTTP ${response.status}`)
        const { docs } = (await response.json()) as { docs: LeadTimelineEntry[] }
        setTimeline({ state: 'ready', entries: docs })
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return
        console.error(failure)
        setTimeline({ state: 'error' })
      })
    return () => controller.abort()
  }, [url, id, collectionSlug, savedAt])

  useEffect(() => box.current?.setAttribute('data-enhanced', ''), [])

  async function add() {
    const chosen = box.current?.querySelector<HTMLInputElement>('input[name="kind"]:checked')
    const text = textArea.current?.value ?? ''
    setSending(true)
    setAdded(false)
    setError(null)
    const result = await postToTimeline(url, { kind: chosen?.value, text }, 'added')
    setSending(false)
    if ('error' in result) return setError(result.error)
    setTimeline({ state: 'ready', entries: result.entries })
    if (textArea.current) textArea.current.value = ''
    toast.success(timelineAdded)
  }

  if (!id) return null
  const chosen = entryKinds.find((entry) => entry.value === kind)!
  return (
    <section className="timeline" aria-labelledby="timeline-title">
      <h3 id="timeline-title" className="timeline__title">
        Timeline
      </h3>
      <p className="timeline__zone">Times in {zoneName(zone)} time, your zone.</p>
      {/* Not a <form>: this sits inside the document's own form (forms cannot nest). */}
      <div className="timeline__form" role="group" aria-label="Add to the timeline" ref={box}>
        <fieldset className="timeline__kinds">
          <legend className="timeline__legend">Add</legend>
          {entryKinds.map((entry) => (
            <label key={entry.value}>
              <input
                type="radio"
                name="kind"
                value={entry.value}
                defaultChecked={entry.value === 'note'}
                onChange={() => setKind(entry.value)}
              />{' '}
              {entry.label}
            </label>
          ))}
        </fieldset>
        <label className="timeline__label" htmlFor="timeline-text">
          {chosen.prompt}
        </label>
        <textarea
          id="timeline-text"
          className="timeline__input"
          rows={3}
          name="text"
          ref={textArea}
          maxLength={maxEntryLength}
          placeholder={chosen.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'timeline-error' : undefined}
        />
        {error && (
          <p id="timeline-error" className="timeline__error" role="alert">
            {error}
          </p>
        )}
        {added && (
          <p className="timeline__added" role="status">
            {timelineAdded}
          </p>
        )}
        {(decided === 'accept' || decided === 'discard') && (
          <p className="timeline__added" role="status">
            {heldDecided[decided]}
          </p>
        )}
        <PlainPostButton action={url} busy={sending} onPress={() => void add()}>
          {sending ? 'Adding…' : 'Add to timeline'}
        </PlainPostButton>
      </div>
      <ReplyBox
        answersFiled={answersFiled}
        draft={replyDraft ?? null}
        leadFiles={timeline.state === 'ready' ? leadFilesOf(timeline.entries) : []}
        onSent={(entries) => setTimeline({ state: 'ready', entries })}
      />
      <ShowTimelineEntries value={(entries) => setTimeline({ state: 'ready', entries })}>
        {actions}
      </ShowTimelineEntries>
      {timeline.state === 'loading' && <p className="timeline__note">Loading…</p>}
      {timeline.state === 'error' && (
        <p className="timeline__note timeline__note--error">The timeline could not be loaded.</p>
      )}
      {timeline.state === 'ready' && (
        <ol className="timeline__list">
          {withThreads(timeline.entries).map((item) =>
            item.thread ? (
              <Thread key={item.conversation.key} thread={item.conversation} zone={zone} />
            ) : (
              <Entry
                key={item.entry.key}
                entry={item.entry}
                zone={zone}
                actions={
                  item.entry.kind === 'emailHeld' && item.entry.id !== undefined ? (
                    <HeldAnswerActions
                      base={`${api}/${collectionSlug}/${id}/held-answers/${item.entry.id}`}
                      onDecided={(entries) => setTimeline({ state: 'ready', entries })}
                    />
                  ) : undefined
                }
              />
            ),
          )}
        </ol>
      )}
    </section>
  )
}
