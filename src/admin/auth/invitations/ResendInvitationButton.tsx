'use client'

import { toast, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { useHydrated } from '@/lib/use-hydrated'
import '@/lib/admin/admin-button.scss'
import './invitation.scss'

/**
 * On a user with a pending invitation: sends it again with a new link, which replaces the one
 * sent before (for a lost e-mail or an expired link).
 */
export function ResendInvitationButton() {
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const { id } = useDocumentInfo()
  const router = useRouter()
  const [sending, setSending] = useState(false)
  // Disabled as the server renders it, until its script can send: a click before would be lost.
  const ready = useHydrated()
  if (id === undefined) return null

  async function resend() {
    setSending(true)
    try {
      const response = await fetch(`${api}/users/${id}/invitation`, {
        method: 'POST',
        credentials: 'include',
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      if (response.ok) {
        toast.success(body.message ?? 'Invitation sent again.')
        router.refresh()
      } else {
        toast.error(body.message ?? 'The invitation could not be sent again.')
      }
    } catch {
      toast.error('The invitation could not be sent again.')
    } finally {
      setSending(false)
    }
  }

  return (
    <div className="resend-invitation">
      <button
        type="button"
        className="admin-button admin-button--secondary"
        disabled={sending || !ready}
        onClick={() => void resend()}
      >
        {sending ? 'Sending…' : 'Send the invitation again'}
      </button>
      <p>With a new link: the link sent before stops working.</p>
    </div>
  )
}
