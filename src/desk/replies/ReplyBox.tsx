'use client'

import { toast, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'

import type { ReplyTemplate } from '@/payload-types'

import { refusals, replyRefusedParam, replySent, replySentParam } from '../timeline/outcome'
import { PlainPostButton } from '../timeline/PlainPostButton'
import type { LeadTimelineEntry } from '../timeline/timeline'
import { maxCopyAddresses } from './email/addresses'
import type { ReplyDraft } from './email/draft'
import { EmailEditor, type EmailEditorHandle } from './email/EmailEditor'
import { maxAttachmentsBytes, tooLargeMessage } from './email/limits'
import { maxSubjectLength } from './limits'
import { templateParts } from './with-template'

/** A file of the lead's that can go with the e-mail. */
export type LeadFile = { id: number; name: string; size: string; bytes: number }

type Props = {
  /** Whether the visitors' answers come back to the timeline (a team mailbox is set up). */
  answersFiled: boolean
  /** What was typed when a send made before the scripts ran was refused, shown again. */
  draft: ReplyDraft | null
  /** The lead's files: those of the e-mails received and sent. */
  leadFiles: LeadFile[]
  onSent: (entries: LeadTimelineEntry[]) => void
}

/** Posts the e-mail as FormData (its files with it), asking for the timeline back as JSON. */
async function postEmail(url: string, form: FormData) {
  try {
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
      body: form,
    })
    const answer = (await response.json().catch(() => null)) as {
      docs?: LeadTimelineEntry[]
      errors?: { message: string; reason?: string }[]
    } | null
    if (response.ok && answer?.docs) return { entries: answer.docs }
    const [refusal] = answer?.errors ?? []
    return {
      error: refusal?.message ?? 'It could not be sent. Try again.',
      reason: refusal?.reason,
    }
  } catch {
    return { error: 'It could not be sent: check your connection and try again.' }
  }
}

const replyErrorId = 'reply-error'

type InvalidField = 'subject' | 'copies' | 'body' | 'files'

/** The field a refusal is about (its reason, as the endpoint gives it), marked beside its message. */
function invalidFieldOf(reason: string | null | undefined): InvalidField | null {
  switch (reason) {
    case 'noSubject':
      return 'subject'
    case 'copies':
      return 'copies'
    case 'noReply':
      return 'body'
    case 'tooLarge':
    case 'badFile':
      return 'files'
    default:
      return null
  }
}

/**
 * Writes an e-mail to the visitor from the lead's page: a subject, copies, the text in a
 * rich-text editor (a plain text box until the scripts run), the lead's files or new ones
 * attached, and a template in the lead's language inserted where the cursor is. Placeholders and
 * the sender's signature are filled in as it is sent. Like the note box, it posts the document's
 * form before the scripts run (with its files: multipart).
 */
export function ReplyBox({ answersFiled, draft, leadFiles, onSent }: Props) {
  const { collectionSlug, id, savedDocumentData } = useDocumentInfo()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const query = useSearchParams()
  const refused = query.get(replyRefusedParam)
  const [templates, setTemplates] = useState<ReplyTemplate[]>([])
  // The template last chosen, back to none once the e-mail is sent.
  const [chosen, setChosen] = useState('')
  const [sent, setSent] = useState(query.has(replySentParam))
  const [error, setShownError] = useState<{ message: string; reason?: string } | null>(null)
  const setError = (message: string | null, reason?: string) =>
    setShownError(message === null ? null : { message, reason })
  const [sending, setSending] = useState(false)
  // The plain text box until the editor runs, which starts from what was typed in it.
  const [editing, setEditing] = useState<{ initialText: string } | null>(null)
  const box = useRef<HTMLDivElement>(null)
  const subject = useRef<HTMLInputElement>(null)
  const plainBody = useRef<HTMLTextAreaElement>(null)
  const editor = useRef<EmailEditorHandle>(null)
  const language = (savedDocumentData?.language as string | undefined) ?? 'en'
  const url = `${api}/${collectionSlug}/${id}/reply`

  useEffect(() => setEditing({ initialText: plainBody.current?.value ?? '' }), [])
  const onEditorReady = useCallback(() => box.current?.setAttribute('data-enhanced', ''), [])

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
    if (!template || !subject.current || !editor.current) return
    subject.current.value = template.subject
    const { opening, signOff } = templateParts(template.body)
    editor.current.insertTemplate(opening, signOff)
  }

  async function send() {
    const fields = box.current
    if (!fields || !editor.current) return
    setSent(false)
    setError(null)
    if (editor.current.isEmpty()) return setError(refusals.noReply, 'noReply')
    const form = new FormData()
    form.set('subject', subject.current?.value ?? '')
    form.set('html', editor.current.html())
    for (const name of ['cc', 'bcc']) {
      form.set(name, fields.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value ?? '')
    }
    let bytes = 0
    for (const box of fields.querySelectorAll<HTMLInputElement>('[name="files"]:checked')) {
      form.append('files', box.value)
      bytes += leadFiles.find((file) => String(file.id) === box.value)?.bytes ?? 0
    }
    const uploads = fields.querySelector<HTMLInputElement>('[name="attachments"]')
    for (const file of uploads?.files ?? []) {
      form.append('attachments', file)
      bytes += file.size
    }
    // Told at once, without sending 10 MB for nothing.
    if (bytes > maxAttachmentsBytes) return setError(tooLargeMessage, 'tooLarge')
    setSending(true)
    const result = await postEmail(url, form)
    setSending(false)
    if ('error' in result) return setError(result.error ?? null, result.reason)
    onSent(result.entries)
    if (subject.current) subject.current.value = ''
    for (const input of fields.querySelectorAll<HTMLInputElement>(
      'input[name="cc"], input[name="bcc"], input[name="attachments"]',
    )) {
      input.value = ''
    }
    for (const input of fields.querySelectorAll<HTMLInputElement>('[name="files"]')) {
      input.checked = false
    }
    editor.current.clear()
    setChosen('')
    toast.success(replySent)
  }

  if (!id) return null
  const shownError =
    error?.message ??
    (refused && refused in refusals ? refusals[refused as keyof typeof refusals] : null)
  const invalid = invalidFieldOf(error ? error.reason : refused)
  const marked = (field: InvalidField) =>
    invalid === field ? { 'aria-invalid': true, 'aria-describedby': replyErrorId } : {}
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
        defaultValue={draft?.subject}
        maxLength={maxSubjectLength}
        {...marked('subject')}
      />
      <div className="reply__copies">
        {(['cc', 'bcc'] as const).map((name) => (
          <label key={name} className="timeline__label">
            {name.toUpperCase()}
            <input
              className="timeline__input"
              name={name}
              defaultValue={draft?.[name]}
              type="text"
              inputMode="email"
              autoComplete="off"
              {...marked('copies')}
            />
          </label>
        ))}
      </div>
      <p className="timeline__note">
        At most {maxCopyAddresses} addresses each, separated by commas.
      </p>
      <label className="timeline__label" id="reply-body-label" htmlFor="reply-body">
        Message
      </label>
      {editing ? (
        <EmailEditor
          initialText={editing.initialText}
          labelledBy="reply-body-label"
          handle={editor}
          onReady={onEditorReady}
          invalid={invalid === 'body'}
        />
      ) : (
        <textarea
          id="reply-body"
          className="timeline__input"
          name="body"
          rows={8}
          ref={plainBody}
          defaultValue={draft?.body}
          placeholder="{name}, {reference} and {sender} are filled in as it is sent."
          {...marked('body')}
        />
      )}
      <p className="timeline__note">
        Your signature (your account, in the lead’s language) ends it.
      </p>
      <fieldset className="reply__files">
        <legend className="timeline__label">Attachments (10 MB in total)</legend>
        {leadFiles.map((file) => (
          <label key={file.id} className="reply__file">
            <input type="checkbox" name="files" value={file.id} /> {file.name} ({file.size})
          </label>
        ))}
        <label className="timeline__label">
          Upload files
          <input
            type="file"
            name="attachments"
            multiple
            accept=".pdf,.doc,.docx,.xlsx,.pptx,.png,.jpg,.jpeg"
            {...marked('files')}
          />
        </label>
      </fieldset>
      {shownError && (
        <p className="timeline__error" role="alert" id={replyErrorId}>
          {shownError}
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
      <PlainPostButton
        action={url}
        encType="multipart/form-data"
        busy={sending}
        onPress={() => void send()}
      >
        {sending ? 'Sending…' : 'Send e-mail'}
      </PlainPostButton>
    </div>
  )
}
