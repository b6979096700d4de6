'use client'

import { Banner, Button, ConfirmationModal, toast, useConfig, useModal } from '@payloadcms/ui'
import { useState, type FormEvent } from 'react'

import { countTotal } from '@/data-protection/counts'
import type { PersonalDataSummary } from '@/data-protection/personal-data'

import { downloadExport, erase, fetchSummary } from './requests'
import { recordCount, summaryLines } from './summary-text'

const eraseModal = 'erase-personal-data'

type Found = { email: string; summary: PersonalDataSummary }

/** Look up an address, then download or erase what it has; every failure says why. */
export function DataRequestsForm() {
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const { openModal } = useModal()
  const [input, setInput] = useState('')
  const [found, setFound] = useState<Found | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [erased, setErased] = useState<string | null>(null)

  function fail(message: string) {
    setError(message)
    toast.error(message)
  }

  async function lookUp(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError(null)
    setErased(null)
    setFound(null)
    const result = await fetchSummary(api, input)
    setBusy(false)
    if (result.ok) setFound(result.data)
    else fail(result.message)
  }

  async function download(email: string) {
    setBusy(true)
    setError(null)
    const result = await downloadExport(api, email)
    setBusy(false)
    if (result.ok) toast.success(`Downloaded ${result.data}`)
    else fail(result.message)
  }

  async function confirmErase({ email, summary }: Found) {
    setError(null)
    const result = await erase(api, email, summary.total)
    if (!result.ok) {
      fail(result.message)
      return
    }
    const message = `Erased ${recordCount(countTotal(result.data))} for ${email}.`
    setFound(null)
    setInput('')
    setErased(message)
    toast.success(message)
  }

  const lines = found ? summaryLines(found.summary) : []

  return (
    <div className="data-requests__body">
      <form className="data-requests__lookup" onSubmit={lookUp} noValidate>
        <div className="field-type email data-requests__field">
          <label className="field-label" htmlFor="data-request-email">
            E-mail address
          </label>
          <input
            id="data-request-email"
            type="email"
            autoComplete="off"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder="name@example.com"
            required
          />
        </div>
        <Button type="submit" buttonStyle="primary" disabled={busy || !input.trim()} margin={false}>
          Find records
        </Button>
      </form>

      {error && (
        <p className="data-requests__error" role="alert">
          {error}
        </p>
      )}
      {erased && <Banner type="success">{erased}</Banner>}

      {found && (
        <section className="panel data-requests__result" aria-labelledby="data-requests-found">
          <h2 id="data-requests-found" className="panel__title">
            {found.summary.total === 0
              ? `No records found for ${found.email}`
              : `${recordCount(found.summary.total)} found for ${found.email}`}
          </h2>
          {found.summary.total > 0 && (
            <>
              <ul className="data-requests__counts">
                {lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <div className="data-requests__actions">
                <Button
                  buttonStyle="secondary"
                  disabled={busy}
                  margin={false}
                  onClick={() => void download(found.email)}
                >
                  Download export (JSON)
                </Button>
                <Button
                  buttonStyle="secondary"
                  className="data-requests__erase"
                  disabled={busy}
                  margin={false}
                  onClick={() => openModal(eraseModal)}
                >
                  Erase all…
                </Button>
              </div>
              <ConfirmationModal
                modalSlug={eraseModal}
                heading="Erase personal data"
                body={
                  <>
                    <p>
                      This permanently deletes <strong>{recordCount(found.summary.total)}</strong>{' '}
                      for <strong>{found.email}</strong>: {lines.join(', ')}.
                    </p>
                    <p>It cannot be undone. Download the export first if it is still needed.</p>
                  </>
                }
                confirmLabel={`Erase ${recordCount(found.summary.total)}`}
                confirmingLabel="Erasing…"
                onConfirm={() => confirmErase(found)}
              />
            </>
          )}
        </section>
      )}
    </div>
  )
}
