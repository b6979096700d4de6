'use client'

import { useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { formatInZone } from '@/lib/admin/read-only-time/format'
import type { StatusHistoryEntry } from '@/desk/status/history'
import { useReaderTimeZone } from '@/lib/admin/time-zone/use-reader-time-zone'
import { isSubmissionSlug } from '@/submissions'

import { StatusBadge } from './StatusBadge'
import './status.scss'

type History =
  { state: 'loading' } | { state: 'error' } | { state: 'ready'; entries: StatusHistoryEntry[] }

/** The submission's status changes, newest first; reloaded whenever the document is saved. */
export function StatusHistory() {
  const { collectionSlug, id, savedDocumentData } = useDocumentInfo()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const zone = useReaderTimeZone()
  const [history, setHistory] = useState<History>({ state: 'loading' })
  const savedAt = savedDocumentData?.updatedAt as string | undefined

  useEffect(() => {
    if (!id || !collectionSlug || !isSubmissionSlug(collectionSlug)) return
    const controller = new AbortController()
    fetch(`${api}/${collectionSlug}/${id}/status-history`, {
      credentials: 'include',
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`status history: HTTP ${response.status}`)
        const { docs } = (await response.json()) as { docs: StatusHistoryEntry[] }
        setHistory({ state: 'ready', entries: docs })
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        console.error(error)
        setHistory({ state: 'error' })
      })
    return () => controller.abort()
  }, [api, collectionSlug, id, savedAt])

  if (!id) return null
  return (
    <section className="status-history" aria-label="Status history">
      <p className="status-panel__title">Status history</p>
      {history.state === 'loading' && <p className="status-history__note">Loading…</p>}
      {history.state === 'error' && (
        <p className="status-history__note status-history__note--error">
          The status history could not be loaded.
        </p>
      )}
      {history.state === 'ready' && history.entries.length === 0 && (
        <p className="status-history__note">No status changes yet.</p>
      )}
      {history.state === 'ready' && history.entries.length > 0 && (
        <ol className="status-history__list">
          {history.entries.map((entry) => (
            <li key={entry.id} className="status-history__entry">
              <span className="status-history__change">
                {entry.fromStatus ? <StatusBadge status={entry.fromStatus} /> : null}
                <span aria-hidden="true">→</span>
                <StatusBadge status={entry.toStatus} />
              </span>
              <span className="status-history__meta">
                {entry.changedBy ?? 'System'} · {formatInZone(entry.createdAt, zone)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
