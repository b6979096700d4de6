'use client'

import { toast, useConfig } from '@payloadcms/ui'
import { useState, type FormEvent } from 'react'
import '@/lib/admin/admin-button.scss'
import './auth.scss'

/** Below the login form: staff without an account ask for one; an admin then grants a role. */
export function RequestAccess() {
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const [open, setOpen] = useState(false)
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = Object.fromEntries(new FormData(form))
    setSending(true)
    try {
      const response = await fetch(`${api}/users/request-access`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(data),
      })
      const body = (await response.json().catch(() => ({}))) as {
        message?: string
        detail?: string
      }
      if (response.ok) {
        toast.success(body.message ?? 'Sign up successful', { description: body.detail })
        form.reset()
        setOpen(false)
      } else {
        toast.error('Authentication Error', { description: body.message ?? response.statusText })
      }
    } catch {
      toast.error('Authentication Error', { description: 'The request could not be sent.' })
    } finally {
      setSending(false)
    }
  }

  if (!open) {
    return (
      <p className="request-access__prompt">
        New here?{' '}
        <button type="button" className="request-access__toggle" onClick={() => setOpen(true)}>
          Request access
        </button>
      </p>
    )
  }
  return (
    <form className="request-access" onSubmit={submit} aria-labelledby="request-access-title">
      <h2 id="request-access-title" className="request-access__title">
        Request access
      </h2>
      <p className="request-access__hint">
        We&apos;ll e-mail you a link to confirm your address. An administrator then gives your
        account its role.
      </p>
      <label className="auth-field">
        <span>Name</span>
        <input name="name" autoComplete="name" />
      </label>
      <label className="auth-field">
        <span>Work e-mail</span>
        <input name="email" type="email" required autoComplete="email" />
      </label>
      <label className="auth-field">
        <span>Password</span>
        <input
          name="password"
          type="password"
          required
          minLength={12}
          autoComplete="new-password"
        />
      </label>
      <div className="request-access__actions">
        <button type="submit" className="admin-button" disabled={sending}>
          {sending ? 'Sending…' : 'Request access'}
        </button>
        <button type="button" className="request-access__toggle" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  )
}
