'use client'

import { toast, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

import { PlainPostButton } from '../timeline/PlainPostButton'
import { postToTimeline } from '../timeline/post'
import { nextStepPlannedParam } from '../timeline/outcome'
import { nextStepBoxId, nextStepFields } from './next-step-fields'
import type { NextStepWords } from './next-step-words'
import './next-step.scss'

/** An open step of the person's about this lead, as the server wrote it in their words and zone. */
export type PlannedStep = { id: number; kind: string; title: string; due: string; overdue: boolean }

/**
 * "Next step" on a lead's page: the person's open steps about it, and a box to plan one (what,
 * how, when on their own clock). Like the note box, its button posts the document's form before
 * the scripts run; once they run, it saves in place and the page reads the steps again. The
 * inputs are read when the button is pressed, so what was typed before the scripts ran is kept.
 */
export function NextStepAction({
  planned,
  kinds,
  words,
}: {
  planned: PlannedStep[]
  kinds: { value: string; label: string }[]
  words: NextStepWords
}) {
  const { collectionSlug, id } = useDocumentInfo()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const router = useRouter()
  const query = useSearchParams()
  const [notice, setNotice] = useState(query.has(nextStepPlannedParam))
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const uid = useId()
  const kind = useRef<HTMLSelectElement>(null)
  const title = useRef<HTMLInputElement>(null)
  const due = useRef<HTMLInputElement>(null)
  const url = `${api}/${collectionSlug}/${id}/next-step`

  useEffect(() => box.current?.setAttribute('data-enhanced', ''), [])

  async function plan() {
    setSending(true)
    setError(null)
    setNotice(false)
    const result = await postToTimeline(
      url,
      {
        [nextStepFields.kind]: kind.current?.value,
        [nextStepFields.title]: title.current?.value,
        [nextStepFields.due]: due.current?.value,
      },
      'planned',
    )
    setSending(false)
    if ('error' in result) return setError(result.error)
    if (title.current) title.current.value = ''
    if (due.current) due.current.value = ''
    toast.success(words.planned)
    router.refresh()
  }

  return (
    <div
      id={nextStepBoxId}
      className="timeline__form next-step"
      role="group"
      aria-label={words.legend}
      ref={box}
    >
      <p className="timeline__legend">{words.legend}</p>
      {planned.length > 0 ? (
        <ul className="next-step__planned">
          {planned.map((step) => (
            <li key={step.id} className={step.overdue ? 'next-step__overdue' : undefined}>
              <strong>{step.kind}</strong> · {step.title} · <span>{step.due}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="timeline__note">{words.nothing}</p>
      )}
      <div className="next-step__fields">
        <div className="next-step__field">
          <label className="timeline__label" htmlFor={`${uid}-kind`}>
            {words.how}
          </label>
          <select
            id={`${uid}-kind`}
            ref={kind}
            name={nextStepFields.kind}
            className="timeline__input"
            defaultValue="call"
          >
            {kinds.map((each) => (
              <option key={each.value} value={each.value}>
                {each.label}
              </option>
            ))}
          </select>
        </div>
        <div className="next-step__field">
          <label className="timeline__label" htmlFor={`${uid}-title`}>
            {words.what}
          </label>
          <input
            id={`${uid}-title`}
            ref={title}
            name={nextStepFields.title}
            className="timeline__input"
            maxLength={200}
            placeholder={words.example}
          />
        </div>
        <div className="next-step__field">
          <label className="timeline__label" htmlFor={`${uid}-due`}>
            {words.when}
          </label>
          <input
            id={`${uid}-due`}
            ref={due}
            type="datetime-local"
            name={nextStepFields.due}
            className="timeline__input"
          />
        </div>
      </div>
      {error && (
        <p className="timeline__error" role="alert">
          {error}
        </p>
      )}
      {notice && (
        <p className="timeline__added" role="status">
          {words.planned}
        </p>
      )}
      <PlainPostButton action={url} busy={sending} onPress={() => void plan()}>
        {sending ? words.planning : words.plan}
      </PlainPostButton>
    </div>
  )
}
