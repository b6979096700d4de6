'use client'

import { useRef, useState, type ReactNode } from 'react'

import { PlainPostButton } from '@/desk/timeline/PlainPostButton'

type Props = {
  action: string
  children: ReactNode
  className?: string
  /** A field beside the button, in the same `[data-post-group]`, sent with it (a bulk rejection's reason). */
  field?: string
}

/**
 * A button in a document's sidebar that posts to `action`: as the document form's plain form post
 * before the admin's scripts run (forms cannot nest), as JSON after, reloading the page once done
 * or saying why it was refused.
 */
export function PostButton({ action, children, className, field }: Props) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const own = useRef<HTMLSpanElement>(null)

  async function press() {
    setBusy(true)
    setError(null)
    const body: Record<string, string> = {}
    if (field) {
      const input = own.current
        ?.closest('[data-post-group]')
        ?.querySelector<HTMLSelectElement | HTMLInputElement>(`[name="${field}"]`)
      body[field] = input?.value ?? ''
    }
    const response = await fetch(action, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => null)
    if (response?.ok) return window.location.reload()
    const answer = (await response?.json().catch(() => null)) as {
      errors?: { message: string }[]
    } | null
    setError(
      answer?.errors?.[0]?.message ?? 'It could not be done: check your connection and try again.',
    )
    setBusy(false)
  }

  return (
    <span ref={own}>
      <PlainPostButton
        action={action}
        busy={busy}
        onPress={() => void press()}
        className={className}
      >
        {children}
      </PlainPostButton>
      {error && (
        <span className="post-button__error" role="alert">
          {' '}
          {error}
        </span>
      )}
    </span>
  )
}
