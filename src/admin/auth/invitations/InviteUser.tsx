'use client'

import { toast, useAuth, useConfig } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import { staffRoles, userHasRole } from '@/access/roles'
import { defaultStaffLanguage, staffLanguages, staffTimeZoneOptions } from '@/admin/staff/options'
import '@/lib/admin/admin-button.scss'
import '../auth.scss'
import './invitation.scss'

type ErrorAnswer = {
  message?: string
  errors?: { message?: string; data?: { errors?: { message?: string }[] } }[]
}

/** Payload's validation errors name the field; its own message says what is wrong with it. */
const reasonOf = (answer: ErrorAnswer) =>
  answer.errors?.[0]?.data?.errors?.[0]?.message ??
  answer.errors?.[0]?.message ??
  answer.message ??
  'The invitation could not be sent.'

/**
 * Above the users list, for admins: invites a new staff member by e-mail address, name and roles.
 * No password: the invitation e-mail lets the person choose their own (invitation.ts).
 */
export function InviteUser() {
  const { user } = useAuth()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const router = useRouter()
  const [sending, setSending] = useState(false)
  if (!userHasRole(user as Parameters<typeof userHasRole>[0], 'admin')) return null

  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const email = String(data.get('email') ?? '')
    setSending(true)
    try {
      const response = await fetch(`${api}/users`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email,
          name: String(data.get('name') ?? '').trim() || undefined,
          roles: data.getAll('roles'),
          language: String(data.get('language') ?? 'en'),
          // Empty: the site's zone, set by the server.
          timeZone: String(data.get('timeZone') ?? '') || undefined,
        }),
      })
      if (response.ok) {
        toast.success(`Invitation sent to ${email}.`)
        form.reset()
        router.refresh()
      } else {
        toast.error(reasonOf((await response.json().catch(() => ({}))) as ErrorAnswer))
      }
    } catch {
      toast.error('The invitation could not be sent.')
    } finally {
      setSending(false)
    }
  }

  return (
    <details className="invite-user">
      <summary className="admin-button">Invite a user</summary>
      <form className="invite-user__form" onSubmit={invite}>
        <p>
          They get an e-mail in their language with a link to choose their own password, which signs
          them in. The link works once, for 72 hours.
        </p>
        <label className="auth-field invitation__field">
          <span>Name</span>
          <input name="name" autoComplete="off" />
        </label>
        <label className="auth-field invitation__field">
          <span>Work e-mail</span>
          <input name="email" type="email" required autoComplete="off" />
        </label>
        <div className="invite-user__preferences">
          <label className="auth-field invitation__field">
            <span>Language</span>
            <select name="language" defaultValue={defaultStaffLanguage}>
              {staffLanguages.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <label className="auth-field invitation__field">
            <span>Time zone</span>
            <select name="timeZone" defaultValue="">
              <option value="">The site’s</option>
              {staffTimeZoneOptions.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        </div>
        <fieldset className="invite-user__roles">
          <legend>Roles</legend>
          {staffRoles.map((role) => (
            <label key={role}>
              <input type="checkbox" name="roles" value={role} />
              {role[0].toUpperCase() + role.slice(1)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="admin-button" disabled={sending}>
          {sending ? 'Sending…' : 'Send invitation'}
        </button>
      </form>
    </details>
  )
}
