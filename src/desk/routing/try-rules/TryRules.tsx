'use client'

import { useConfig } from '@payloadcms/ui'
import { useState, type FormEvent } from 'react'

import { africanCountryOptionsByName } from '@/lib/content/country-names'
import { quoteServiceTypeOptions } from '@/lib/content/submission-options'

import '@/lib/admin/admin-button.scss'
import './try-rules.scss'
import { workedTypes } from '@/desk/worked-types'

/**
 * Above the routing rules: "Try the rules" with a sample lead, answered with where it would go
 * now (the rule that matches and who takes it, or the default owner, or the unassigned queue).
 */
/** `defaultType`: the kind of item chosen first (the collection's config says which). */
export function TryRules({ defaultType }: { defaultType?: string }) {
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const [answer, setAnswer] = useState<{ message: string; failed?: boolean } | null>(null)
  const [trying, setTrying] = useState(false)

  async function tryRules(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = Object.fromEntries(new FormData(event.currentTarget))
    setTrying(true)
    try {
      const response = await fetch(`${api}/routing-rules/try`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(data),
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      setAnswer({
        message: body.message ?? 'The rules could not be tried.',
        failed: !response.ok,
      })
    } catch {
      setAnswer({ message: 'The rules could not be tried: check the connection.', failed: true })
    } finally {
      setTrying(false)
    }
  }

  return (
    <details className="try-rules">
      <summary className="admin-button">Try the rules</summary>
      <form className="try-rules__form" onSubmit={tryRules}>
        <p>Where would a new lead go now? Nothing is stored, and no team’s turn is taken.</p>
        <label>
          <span>Kind of lead</span>
          <select name="type" required defaultValue={defaultType}>
            {workedTypes.map((type) => (
              <option key={type.slug} value={type.slug}>
                {type.labels.singular}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Country</span>
          <select name="country" defaultValue="">
            <option value="">None given</option>
            {africanCountryOptionsByName.map((country) => (
              <option key={country.value} value={country.value}>
                {country.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Service</span>
          <select name="service" defaultValue="">
            <option value="">None given</option>
            {quoteServiceTypeOptions.map((service) => (
              <option key={service.value} value={service.value}>
                {service.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="admin-button" disabled={trying}>
          {trying ? 'Trying…' : 'Try'}
        </button>
        {answer && (
          <p
            className={`try-rules__answer${answer.failed ? ' try-rules__answer--failed' : ''}`}
            role="status"
          >
            {answer.message}
          </p>
        )}
      </form>
    </details>
  )
}
